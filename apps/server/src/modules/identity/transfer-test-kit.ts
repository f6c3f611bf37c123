import { PMOVER_NEW_ACCOUNT, PMOVER_OLD_ACCOUNT } from '../../db/seed/id-transfer-seed.ts';
import { Browser, DEMO_PASSWORD, type TestApp } from '../../../test/harness.ts';

/** Helpers shared by the account transfer's test files: pmover's household, its ids and its mail. */
export const HOUSEHOLD = ['pmover', 'pmover.kid', 'pmover.teen'];

/** Back to the seed: the household on the past account, the new account empty, no transfer mail. */
export async function resetHousehold(app: TestApp, seededAt: number): Promise<void> {
  app.clock.set(seededAt);
  await app.db.kysely
    .updateTable('users')
    .set({ account_number: PMOVER_OLD_ACCOUNT })
    .where('id', 'in', HOUSEHOLD)
    .execute();
  await app.db.kysely.deleteFrom('users').where('id', 'like', 'filler%').execute();
  await app.db.kysely.deleteFrom('outbox').where('topic', 'like', 'identity:transfer:%').execute();
}

export async function signedIn(app: TestApp, id: string): Promise<Browser> {
  const b = new Browser(app);
  await b.signIn(id, DEMO_PASSWORD);
  return b;
}

let key = 0;
/** A transfer/move call, each with a key of its own unless one is given. */
export const moveIds = (b: Browser, ids: string[], k = `transfer-test-${++key}`) =>
  b.post('/api/identity/transfer/move', { ids }, { headers: { 'idempotency-key': k } });

/** A fresh Idempotency-Key for calls made by hand. */
export const nextKey = (prefix: string) => `${prefix}-${++key}`;

export async function accountOf(app: TestApp, id: string): Promise<string | null | undefined> {
  const row = await app.db.kysely
    .selectFrom('users')
    .select('account_number')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.account_number;
}

export async function accountsOfHousehold(app: TestApp): Promise<(string | null | undefined)[]> {
  return Promise.all(HOUSEHOLD.map((id) => accountOf(app, id)));
}

export async function transferMail(app: TestApp) {
  return app.db.kysely
    .selectFrom('outbox')
    .select(['recipient', 'subject', 'body'])
    .where('topic', 'like', 'identity:transfer:%')
    .execute();
}

export async function transferAudits(app: TestApp) {
  return app.db.kysely
    .selectFrom('audit_log')
    .select(['actor_id', 'action', 'account_number', 'detail'])
    .where('action', '=', 'identity.transfer.moved')
    .execute();
}

/** `n` ids of the new account's own (`filler0`…), so a move meets its limit. */
export async function fillNewAccount(app: TestApp, n: number, createdAt: number): Promise<void> {
  const { password_hash } = await app.db.kysely
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', 'pmover')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < n; i++) {
    await app.db.kysely
      .insertInto('users')
      .values({
        id: `filler${i}`,
        account_number: PMOVER_NEW_ACCOUNT,
        role: 'subscriber',
        display_name: `Filler ${i}`,
        first_name: 'Filler',
        last_name: `${i}`,
        contact_email: null,
        contact_phone: null,
        primary_user: 0,
        bp: 0,
        email: 0,
        dvr: 0,
        mus: null,
        language: 'en',
        password_hash,
        created_at: createdAt,
      })
      .execute();
  }
}
