import type { Db } from '../../src/db/database.ts';

/**
 * The rows an attack must never change: who exists, which accounts, what they owe, and who is
 * signed in. Sessions leave out last_seen_at, which an ordinary read may legitimately touch.
 */
export async function snapshot(db: Db) {
  const k = db.kysely;
  return {
    users: await k.selectFrom('users').selectAll().orderBy('id').execute(),
    accounts: await k.selectFrom('accounts').selectAll().orderBy('account_number').execute(),
    balances: await k.selectFrom('account_balances').selectAll().orderBy('account_number').execute(),
    sessions: await k
      .selectFrom('sessions')
      .select(['id', 'user_id', 'acting_for', 'remember', 'created_at', 'auth_at', 'expires_at'])
      .orderBy('id')
      .execute(),
  };
}

/** Only the account data (users, accounts, balances): for suites that sign in and out as they go. */
export async function accountData(db: Db) {
  const { users, accounts, balances } = await snapshot(db);
  return { users, accounts, balances };
}
