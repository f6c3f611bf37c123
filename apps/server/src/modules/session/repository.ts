import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { UserWithAccount } from '../../platform/http/caller.ts';

export type { AccountRow, UserRow, UserWithAccount } from '../../platform/http/caller.ts';

/** Ids are matched without regard to case. */
export const normaliseId = (id: string) => id.trim().toLowerCase();

export async function findUser(db: Kysely<Database>, id: string): Promise<UserWithAccount | null> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', normaliseId(id)).executeTakeFirst();
  if (!user) return null;
  const account = user.account_number
    ? ((await db
        .selectFrom('accounts')
        .selectAll()
        .where('account_number', '=', user.account_number)
        .executeTakeFirst()) ?? null)
    : null;
  return { user, account };
}

export async function recordLoginFailure(db: Kysely<Database>, userKey: string, ip: string, at: number) {
  await db.insertInto('login_failures').values({ user_key: userKey, ip, at }).execute();
}

export async function failureTimesForUser(
  db: Kysely<Database>,
  userKey: string,
  since: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('login_failures')
    .select('at')
    .where('user_key', '=', userKey)
    .where('at', '>', since)
    .orderBy('at')
    .execute();
  return rows.map((r) => r.at);
}

export async function failureCountForAddress(
  db: Kysely<Database>,
  ip: string,
  since: number,
): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A successful sign-in clears the id's failure count. */
export async function clearLoginFailures(db: Kysely<Database>, userKey: string) {
  await db.deleteFrom('login_failures').where('user_key', '=', userKey).execute();
}

/** Replaces an id's password hash (a password change). */
export async function updatePasswordHash(db: Kysely<Database>, id: string, hash: string) {
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', normaliseId(id)).execute();
}
