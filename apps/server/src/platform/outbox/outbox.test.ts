import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { deliverOutbox, enqueue, OUTBOX_LEASE_MS } from './outbox.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => app.close());

const counting = () => {
  const sent: MailMessage[] = [];
  const mailer: Mailer = { send: async (m) => void sent.push(m) };
  return { sent, mailer };
};

describe('the outbox', () => {
  it('keeps nothing from a change that rolled back', async () => {
    await expect(
      app.db.kysely.transaction().execute(async (trx) => {
        await enqueue(trx, 1, [
          { channel: 'email', to: 'a@coax.example', subject: 'S', body: 'B', topic: 'test:rollback' },
        ]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await app.db.kysely
      .selectFrom('outbox')
      .select('id')
      .where('topic', '=', 'test:rollback')
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('loses nothing when the mailer fails: the next pass sends it, once', async () => {
    await enqueue(app.db.kysely, 2, [
      { channel: 'email', to: 'b@coax.example', subject: 'Retry', body: 'B', topic: 'test:retry' },
    ]);
    const failing: Mailer = { send: async () => Promise.reject(new Error('smtp down')) };
    expect(await deliverOutbox(app.db.kysely, failing, 10)).toBe(0);
    const row = await app.db.kysely
      .selectFrom('outbox')
      .selectAll()
      .where('topic', '=', 'test:retry')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sent_at: null, attempts: 1, last_error: 'smtp down', claim_id: null });
    const { sent, mailer } = counting();
    await deliverOutbox(app.db.kysely, mailer, 20);
    await deliverOutbox(app.db.kysely, mailer, 30);
    expect(sent.filter((m) => m.subject === 'Retry')).toHaveLength(1);
    // The row's id goes with it as the Message-ID, the same on any later send.
    expect(sent.find((m) => m.subject === 'Retry')?.id).toBe(row.id);
  });

  it('sends once when runners race, and a claim held by a live runner is left alone', async () => {
    await enqueue(app.db.kysely, 3, [
      { channel: 'email', to: 'c@coax.example', subject: 'Race', body: 'B', topic: 'test:race' },
    ]);
    const { sent, mailer } = counting();
    await Promise.all([1, 2, 3].map(() => deliverOutbox(app.db.kysely, mailer, 40)));
    expect(sent.filter((m) => m.subject === 'Race')).toHaveLength(1);

    // A runner that claimed a row and died: the row waits out the lease, then goes.
    await enqueue(app.db.kysely, 4, [{ channel: 'text', to: '555-0101', body: 'Held', topic: 'test:lease' }]);
    await app.db.kysely
      .updateTable('outbox')
      .set({ claim_id: 'dead', claimed_at: 50 })
      .where('topic', '=', 'test:lease')
      .execute();
    await deliverOutbox(app.db.kysely, mailer, 60);
    const logged = () =>
      app.db.kysely.selectFrom('text_log').select('body').where('body', '=', 'Held').execute();
    expect(await logged()).toHaveLength(0);
    await deliverOutbox(app.db.kysely, mailer, 50 + OUTBOX_LEASE_MS + 1);
    await deliverOutbox(app.db.kysely, mailer, 50 + 2 * OUTBOX_LEASE_MS + 2);
    expect(await logged()).toHaveLength(1);
  });

  it('shows the delivered texts in the development text log, escaped', async () => {
    await enqueue(app.db.kysely, 5, [
      { channel: 'text', to: '555-0102', body: 'Visit <b>moved</b>', topic: 'test:page' },
    ]);
    await deliverOutbox(app.db.kysely, counting().mailer, 70);
    expect((await app.server.inject({ url: '/dev/texts' })).statusCode).toBe(303);
    const jsmith = new Browser(app);
    await jsmith.signIn('jsmith');
    expect((await jsmith.get('/dev/texts')).statusCode).toBe(403);
    const agent = new Browser(app);
    await agent.signIn('agent1');
    const res = await agent.get('/dev/texts');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Visit &lt;b&gt;moved&lt;/b&gt;');
    expect(res.body).toContain('555-0102');
  });
});
