import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as m0019 from '../../db/migrations/0019-audit-actor-and-kind.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

describe('migration 0019 sorts the entries already on record', () => {
  it('names each actor by role and each entry by kind, and the log reads them in order', async () => {
    const db = app.db.kysely as unknown as Kysely<unknown>;
    await m0019.down(db);
    const old = [
      [1000, 'agent1', 'jsmith', 'POST /api/csr/act-for'],
      [2000, 'agent1', 'jsmith', 'GET /api/billing/summary'],
      [3000, 'agent1', 'jsmith', 'billing.payment.made'],
      [4000, 'jsmith', 'jsmith', 'billing.method.added'],
      [5000, 'system', 'jsmith', 'billing.payment.posted'],
    ] as const;
    for (const [at, agent, subject, action] of old) {
      await sql`insert into audit_log (at, agent_id, subject_id, account_number, action, status, detail)
        values (${at}, ${agent}, ${subject}, '781245006201', ${action}, 200, null)`.execute(db);
    }
    await m0019.up(db);

    const rows = await app.db.kysely
      .selectFrom('audit_log')
      .select(['id', 'at', 'actor_id', 'actor_role', 'kind', 'action'])
      .orderBy('at')
      .execute();
    expect(rows.map((r) => [r.actor_id, r.actor_role, r.kind, r.action])).toEqual([
      ['agent1', 'agent', 'session', 'csr.acting.started'],
      ['agent1', 'agent', 'read', 'GET /api/billing/summary'],
      ['agent1', 'agent', 'change', 'billing.payment.made'],
      ['jsmith', 'subscriber', 'change', 'billing.method.added'],
      ['system', 'system', 'change', 'billing.payment.posted'],
    ]);
    // Ids follow time, so paging by (at, id) keeps the order the entries happened in.
    const ids = rows.map((r) => r.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);

    // New entries after the rebuild get the next ids.
    await app.db.kysely
      .insertInto('audit_log')
      .values({
        at: 6000,
        actor_id: 'agent1',
        actor_role: 'agent',
        subject_id: 'jsmith',
        account_number: '781245006201',
        kind: 'change',
        action: 'billing.paperless.changed',
        status: 200,
      })
      .execute();
    const last = await app.db.kysely
      .selectFrom('audit_log')
      .select('id')
      .where('at', '=', 6000)
      .executeTakeFirstOrThrow();
    expect(last.id).toBeGreaterThan(Math.max(...ids));
  });
});
