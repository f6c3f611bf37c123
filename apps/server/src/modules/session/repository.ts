import type { Kysely } from 'kysely';
import { builtOnce } from '../../db/built-once.ts';
import type { AccountsTable, Database } from '../../db/schema.ts';
import type { AccountRow, UserRow, UserWithAccount } from '../../platform/http/caller.ts';

export type { AccountRow, UserRow, UserWithAccount } from '../../platform/http/caller.ts';

/** Ids are matched without regard to case. */
export const normaliseId = (id: string) => id.trim().toLowerCase();

/** Every column of an account, read with its user in one query (each aliased `a_<column>`). */
const ACCOUNT_COLUMNS = [
  'account_number',
  'corp_id',
  'type',
  'active',
  'disconnect_date',
  'ool',
  'm2m',
  'ov',
  'io',
  'biz',
  'labox',
  'hub_id',
  'lineup_id',
  'hd_hub_id',
  'hd_lineup_id',
  'eoid',
] as const satisfies readonly (keyof AccountsTable)[];
// A column added to accounts must be added above: this line stops compiling until it is.
const allAccountColumns: Exclude<keyof AccountsTable, (typeof ACCOUNT_COLUMNS)[number]> extends never
  ? true
  : false = true;
void allAccountColumns;

/** The aliased account columns (`a_<column>`), each with its column. */
const ALIASED = new Map<string, string>(ACCOUNT_COLUMNS.map((c) => [`a_${c}`, c]));

/**
 * A user and their account, in one query: every signed-in request reads its caller, so this is
 * on the path of every call, and built once.
 */
const userWithAccount = builtOnce((db: Kysely<Database>, id: string) =>
  db
    .selectFrom('users')
    .leftJoin('accounts', 'accounts.account_number', 'users.account_number')
    .selectAll('users')
    .select(ACCOUNT_COLUMNS.map((c) => `accounts.${c} as a_${c}` as const))
    .where('users.id', '=', id),
);

export async function findUser(db: Kysely<Database>, id: string): Promise<UserWithAccount | null> {
  const [row] = (await userWithAccount(db, normaliseId(id))) as Array<
    UserRow & Record<`a_${keyof AccountsTable}`, unknown>
  >;
  if (!row) return null;
  const user = {} as Record<string, unknown>;
  const account = {} as Record<string, unknown>;
  for (const [key, value] of Object.entries(row)) {
    const column = ALIASED.get(key);
    if (column === undefined) user[key] = value;
    else account[column] = value;
  }
  return {
    user: user as UserRow,
    account:
      account.account_number === null || account.account_number === undefined
        ? null
        : (account as AccountRow),
  };
}

/**
 * Failed sign-ins are counted per channel: each trusted browser (its device cookie's hash) apart,
 * and every other browser together (`device` null).
 */
type Device = string | null;

const onChannel = (device: Device): 'is' | '=' => (device === null ? 'is' : '=');

export async function recordLoginFailure(
  db: Kysely<Database>,
  userKey: string,
  ip: string,
  at: number,
  device: Device,
) {
  await db.insertInto('login_failures').values({ user_key: userKey, ip, at, device_hash: device }).execute();
}

export async function failureTimesForUser(
  db: Kysely<Database>,
  userKey: string,
  since: number,
  device: Device,
): Promise<number[]> {
  const rows = await db
    .selectFrom('login_failures')
    .select('at')
    .where('user_key', '=', userKey)
    .where('device_hash', onChannel(device), device)
    .where('at', '>', since)
    .orderBy('at')
    .execute();
  return rows.map((r) => r.at);
}

/** Failures from an address, on every channel: one address guessing at many ids is throttled. */
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

/** Forgets one channel's failures (a sign-in that succeeded on it, or an agent lifting a ban). */
export async function clearLoginFailures(db: Kysely<Database>, userKey: string, device: Device) {
  await db
    .deleteFrom('login_failures')
    .where('user_key', '=', userKey)
    .where('device_hash', onChannel(device), device)
    .execute();
}

/** Whether this browser signed in as this id since `usedSince`. */
export async function isTrustedDevice(
  db: Kysely<Database>,
  tokenHash: string,
  userKey: string,
  usedSince: number,
) {
  const row = await db
    .selectFrom('trusted_devices')
    .select('user_key')
    .where('token_hash', '=', tokenHash)
    .where('user_key', '=', userKey)
    .where('last_used_at', '>=', usedSince)
    .executeTakeFirst();
  return row !== undefined;
}

/** Failures older than `before`: past every window, they count for nothing. */
export async function deleteLoginFailuresBefore(db: Kysely<Database>, before: number): Promise<number> {
  const res = await db.deleteFrom('login_failures').where('at', '<', before).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Marks a browser as one this id signed in with (again). */
export async function trustDevice(db: Kysely<Database>, tokenHash: string, userKey: string, now: number) {
  await db
    .insertInto('trusted_devices')
    .values({ token_hash: tokenHash, user_key: userKey, created_at: now, last_used_at: now })
    .onConflict((oc) => oc.columns(['token_hash', 'user_key']).doUpdateSet({ last_used_at: now }))
    .execute();
}

/** Forgets browsers unused since `before` (the device cookie's life). */
export async function forgetDevicesUnusedSince(db: Kysely<Database>, before: number): Promise<number> {
  const res = await db.deleteFrom('trusted_devices').where('last_used_at', '<', before).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Replaces an id's password hash (a password change). */
export async function updatePasswordHash(db: Kysely<Database>, id: string, hash: string) {
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', normaliseId(id)).execute();
}
