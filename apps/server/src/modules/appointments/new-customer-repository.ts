import type { Db } from './repository.ts';

// The queries of validate_newCustomerLogin: the account and its PIN, failed checks, and grants.

/** Of the account numbers a typed one may name, the one on file, with its PIN hash when it has one. */
export async function accountWithPin(db: Db, candidates: readonly string[]) {
  if (candidates.length === 0) return undefined;
  return db
    .selectFrom('accounts')
    .leftJoin('account_pins', 'account_pins.account_number', 'accounts.account_number')
    .select(['accounts.account_number', 'account_pins.pin_hash'])
    .where('accounts.account_number', 'in', candidates)
    .executeTakeFirst();
}

/** Failed checks since `since`, for one account number as typed or one address. */
export async function pinFailures(
  db: Db,
  by: { accountKey: string } | { ip: string },
  since: number,
): Promise<number> {
  const [column, value] =
    'accountKey' in by ? (['account_key', by.accountKey] as const) : (['ip', by.ip] as const);
  const row = await db
    .selectFrom('appointment_pin_failures')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where(column, '=', value)
    .where('at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function recordPinFailure(db: Db, accountKey: string, ip: string, at: number): Promise<void> {
  await db.insertInto('appointment_pin_failures').values({ account_key: accountKey, ip, at }).execute();
}

export async function insertGrant(
  db: Db,
  grant: { hash: string; accountNumber: string; language: 'en' | 'es'; now: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('appointment_grants')
    .values({
      grant_hash: grant.hash,
      account_number: grant.accountNumber,
      language: grant.language,
      created_at: grant.now,
      expires_at: grant.expiresAt,
    })
    .execute();
}

/** The grant's account while the grant lives. */
export async function liveGrant(db: Db, hash: string, now: number) {
  return db
    .selectFrom('appointment_grants')
    .select(['account_number', 'language', 'expires_at'])
    .where('grant_hash', '=', hash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function endGrant(db: Db, hash: string): Promise<void> {
  await db.deleteFrom('appointment_grants').where('grant_hash', '=', hash).execute();
}

/** Forgets ended grants and failures older than the counting window. */
export async function pruneNewCustomerRows(db: Db, now: number, failuresBefore: number): Promise<void> {
  await db.deleteFrom('appointment_grants').where('expires_at', '<=', now).execute();
  await db.deleteFrom('appointment_pin_failures').where('at', '<', failuresBefore).execute();
}
