import type { Kysely, Transaction } from 'kysely';
import type { SecondaryPermissions } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { RecoveryStage } from '../../db/schema-identity.ts';
import type { UserRow } from '../../platform/http/caller.ts';

type Db = Kysely<Database> | Transaction<Database>;

// ---- household ids ----

/** The subscriber ids of one account, the primary first, then by id. */
export async function idsOfAccount(db: Db, accountNumber: string): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('account_number', '=', accountNumber)
    .where('role', '=', 'subscriber')
    .orderBy('primary_user', 'desc')
    .orderBy('id')
    .execute();
}

export async function userRow(db: Db, id: string): Promise<UserRow | null> {
  return (await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

export async function countIdsOfAccount(db: Db, accountNumber: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_number', '=', accountNumber)
    .where('role', '=', 'subscriber')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface NewSecondary {
  id: string;
  accountNumber: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  permissions: SecondaryPermissions;
  language: 'en' | 'es';
  now: number;
}

/** A secondary id; its mailbox and e-mail follow the account's internet service. */
export async function insertSecondary(db: Db, u: NewSecondary, hasInternet: boolean): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: u.id,
      account_number: u.accountNumber,
      role: 'subscriber',
      display_name: `${u.firstName} ${u.lastName}`,
      first_name: u.firstName,
      last_name: u.lastName,
      primary_user: 0,
      bp: u.permissions.billPay ? 1 : 0,
      parental_controls: u.permissions.parentalControls ? 1 : 0,
      voice: u.permissions.voice ? 1 : 0,
      dvr: u.permissions.dvr ? 1 : 0,
      email: hasInternet ? 1 : 0,
      mus: null,
      language: u.language,
      password_hash: u.passwordHash,
      created_at: u.now,
    })
    .execute();
}

/** Sets a secondary id's permissions; read again on that id's next request. */
export async function setPermissions(db: Db, id: string, p: SecondaryPermissions): Promise<void> {
  await db
    .updateTable('users')
    .set({
      bp: p.billPay ? 1 : 0,
      parental_controls: p.parentalControls ? 1 : 0,
      voice: p.voice ? 1 : 0,
      dvr: p.dvr ? 1 : 0,
    })
    .where('id', '=', id)
    .where('primary_user', '=', 0)
    .execute();
}

export async function setEmailOptIn(db: Db, id: string, optedIn: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_opt_in: optedIn ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}

/** Removes a secondary id and the rows that are its alone (preferences, mail, ratings, cart, contact entries, PIN tries). */
export async function deleteSecondary(trx: Transaction<Database>, id: string): Promise<void> {
  await trx.deleteFrom('home_preferences').where('user_id', '=', id).execute();
  await trx.deleteFrom('mailbox_messages').where('user_id', '=', id).execute();
  await trx.deleteFrom('guide_user_ratings').where('user_id', '=', id).execute();
  await trx.deleteFrom('vod_cart_items').where('user_id', '=', id).execute();
  await trx.deleteFrom('login_failures').where('user_key', '=', id).execute();
  await trx.deleteFrom('contact_methods').where('user_id', '=', id).execute();
  await trx.deleteFrom('aux_pin_attempts').where('user_id', '=', id).execute();
  await trx.deleteFrom('users').where('id', '=', id).where('primary_user', '=', 0).execute();
}

// ---- recovery ----

export async function insertRecoveryToken(
  db: Db,
  row: { tokenHash: string; userKey: string; stage: RecoveryStage; now: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('recovery_tokens')
    .values({
      token_hash: row.tokenHash,
      user_key: row.userKey,
      stage: row.stage,
      temp_password_hash: null,
      created_at: row.now,
      expires_at: row.expiresAt,
      used_at: null,
    })
    .execute();
}

export async function recoveryToken(db: Db, tokenHash: string) {
  return (
    (await db
      .selectFrom('recovery_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst()) ?? null
  );
}

/** Marks a token used; false when it was already used (two requests raced for it). */
export async function useRecoveryToken(db: Db, tokenHash: string, now: number): Promise<boolean> {
  const res = await db
    .updateTable('recovery_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function setTemporaryPassword(db: Db, tokenHash: string, hash: string): Promise<void> {
  await db
    .updateTable('recovery_tokens')
    .set({ temp_password_hash: hash })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** Every open token of an id ends when its password is set. */
export async function endRecoveryTokensOf(db: Db, userKey: string, now: number): Promise<void> {
  await db
    .updateTable('recovery_tokens')
    .set({ used_at: now })
    .where('user_key', '=', userKey)
    .where('used_at', 'is', null)
    .execute();
}

export async function deleteExpiredRecoveryTokens(db: Db, now: number): Promise<number> {
  const res = await db.deleteFrom('recovery_tokens').where('expires_at', '<', now).executeTakeFirst();
  return Number(res.numDeletedRows);
}

export async function deleteRecoveryAttemptsBefore(db: Db, before: number): Promise<number> {
  const res = await db.deleteFrom('recovery_attempts').where('at', '<=', before).executeTakeFirst();
  return Number(res.numDeletedRows);
}

export async function recordRecoveryAttempt(db: Db, userKey: string, ip: string, at: number): Promise<void> {
  await db.insertInto('recovery_attempts').values({ user_key: userKey, ip, at }).execute();
}

export async function recoveryAttempts(
  db: Db,
  by: { userKey: string } | { ip: string },
  since: number,
): Promise<number> {
  const q = db
    .selectFrom('recovery_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('at', '>', since);
  const row = await (
    'userKey' in by ? q.where('user_key', '=', by.userKey) : q.where('ip', '=', by.ip)
  ).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function idsByContact(
  db: Db,
  contact: { email: string } | { phone: string },
): Promise<UserRow[]> {
  const q = db.selectFrom('users').selectAll().where('role', '=', 'subscriber');
  return (
    'email' in contact
      ? q.where('contact_email', '=', contact.email)
      : q.where('contact_phone', '=', contact.phone)
  )
    .orderBy('id')
    .execute();
}

export async function updatePassword(db: Db, id: string, hash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', id).execute();
}
