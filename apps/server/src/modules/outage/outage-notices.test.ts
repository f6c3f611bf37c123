import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { DAY, HOUR } from '../../platform/clock.ts';
import { contactRoutes } from '../identity/index.ts';
import { OUTAGE_NOTICE_KEEP_MS, outageNoticeJob, purgeOutageNotices } from './notice-job.ts';

// The demo network: Plainview (netonly's node) has had an outage since 2 hours ago; Mott Haven
// (mgarcia's) cleared one 2 hours ago, before anyone was told of it.
const PLAINVIEW = 'LI-PLV-02';
let app: TestApp;
let run: ReturnType<typeof outageNoticeJob>;
beforeAll(async () => {
  app = await createTestApp();
  run = outageNoticeJob({ db: app.db.kysely, brand: 'Coax', routes: contactRoutes });
});
afterAll(async () => app.close());

const outbox = (kind: string) =>
  app.db.kysely
    .selectFrom('outbox')
    .select(['channel', 'recipient', 'subject', 'body', 'topic'])
    .where('topic', 'like', `outage:${kind}:%`)
    .orderBy('channel')
    .execute();

async function plainviewStart() {
  const node = await app.db.kysely
    .selectFrom('network_nodes')
    .select('outage_started_at')
    .where('id', '=', PLAINVIEW)
    .executeTakeFirstOrThrow();
  return Number(node.outage_started_at);
}

describe('outage notices, as the contact entries say (issue 15 item 1)', () => {
  it('tells each id on the node once, by e-mail and text, whatever the races and retries', async () => {
    const now = app.clock.now();
    const passes = await Promise.all([run(now), run(now)]);
    expect(passes[0] + passes[1]).toBe(2);
    expect(await run(now + 60_000)).toBe(0);
    const sent = await outbox('detected');
    expect(sent.map((m) => [m.channel, m.recipient])).toEqual([
      ['email', 'netonly@coax.example'],
      ['text', '5165550106'],
    ]);
    expect(sent[0]?.subject).toBe('Coax: Outage detected');
    expect(sent[0]?.body).toContain('in your area (Plainview)');
    expect(sent[0]?.body).toMatch(/We expect service back by .+ \(UTC\)\./);
    expect(sent[1]?.body).toMatch(/^Coax: We have detected a service outage/);
    expect(sent[0]?.topic).toBe(`outage:detected:${PLAINVIEW}:${await plainviewStart()}`);
  });

  it('says nothing of an outage that ended before anyone was told (Mott Haven)', async () => {
    expect(await outbox('restored')).toEqual([]);
    const told = await app.db.kysely.selectFrom('outage_notices').select('user_id').execute();
    expect(told.map((r) => r.user_id)).toEqual(['netonly']);
  });

  it('tells the ids it told that the outage is over, in their language, once', async () => {
    const now = app.clock.now();
    await app.db.kysely.updateTable('users').set({ language: 'es' }).where('id', '=', 'netonly').execute();
    await app.db.kysely
      .updateTable('network_nodes')
      .set({ outage_cleared_at: now + HOUR })
      .where('id', '=', PLAINVIEW)
      .execute();
    expect(await run(now + 2 * HOUR)).toBe(2);
    expect(await run(now + 3 * HOUR)).toBe(0);
    const sent = await outbox('restored');
    expect(sent.map((m) => [m.channel, m.recipient, m.subject])).toEqual([
      ['email', 'netonly@coax.example', 'Coax: Servicio restablecido'],
      ['text', '5165550106', ''],
    ]);
    expect(sent[1]?.body).toContain('La interrupción del servicio en su zona (Plainview) terminó');
  });

  it('sends nothing to an id whose entries take no outage notices, and never looks at it again', async () => {
    const b = new Browser(app);
    await b.signIn('netonly');
    const saved = await b.request({
      method: 'PUT',
      url: '/api/identity/contact',
      payload: {
        phone: { sendTo: '5165550106', description: '', methodEnabled: false, preferences: ['outage'] },
        email: {
          sendTo: 'netonly@coax.example',
          description: '',
          methodEnabled: true,
          preferences: ['account'],
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const now = app.clock.now();
    const next = now + 4 * HOUR;
    await app.db.kysely
      .updateTable('network_nodes')
      .set({ outage_started_at: next, outage_cleared_at: null, outage_etr_at: null })
      .where('id', '=', PLAINVIEW)
      .execute();
    expect(await run(next + HOUR)).toBe(0);
    const marked = await app.db.kysely
      .selectFrom('outage_notices')
      .select(['user_id', 'messages'])
      .where('started_at', '=', next)
      .execute();
    expect(marked).toEqual([{ user_id: 'netonly', messages: 0 }]);
    expect(await outbox('detected')).toHaveLength(2);
    // switched back on: this outage was already decided; the next one is told
    const later = next + DAY;
    await app.db.kysely
      .updateTable('network_nodes')
      .set({ outage_started_at: later })
      .where('id', '=', PLAINVIEW)
      .execute();
    await b.request({
      method: 'PUT',
      url: '/api/identity/contact',
      payload: {
        phone: { sendTo: '5165550106', description: '', methodEnabled: true, preferences: ['outage'] },
        email: {
          sendTo: 'netonly@coax.example',
          description: '',
          methodEnabled: false,
          preferences: ['outage'],
        },
      },
    });
    expect(await run(later + HOUR)).toBe(1);
    expect((await outbox('detected')).filter((m) => m.topic.endsWith(`:${later}`))).toMatchObject([
      { channel: 'text', recipient: '5165550106' },
    ]);
  });

  it('forgets notices once they are older than the keep', async () => {
    const all = await app.db.kysely.selectFrom('outage_notices').select('written_at').execute();
    const newest = Math.max(...all.map((r) => Number(r.written_at)));
    const oldest = Math.min(...all.map((r) => Number(r.written_at)));
    expect(await purgeOutageNotices(app.db.kysely, oldest + OUTAGE_NOTICE_KEEP_MS)).toBe(0);
    expect(await purgeOutageNotices(app.db.kysely, newest + OUTAGE_NOTICE_KEEP_MS + 1)).toBe(all.length);
  });
});
