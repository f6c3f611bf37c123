import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

// ---- contact entries (seed 002 §3, cpc) ----

export async function contactMethodsOf(db: Db, userId: string) {
  return db.selectFrom('contact_methods').selectAll().where('user_id', '=', userId).execute();
}

/** The entries' settings of several ids at once, for the senders that ask where messages go. */
export async function contactMethodsOfUsers(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('contact_methods')
    .select(['user_id', 'method_id', 'method_enabled', 'preferences'])
    .where('user_id', 'in', userIds)
    .execute();
}

/** One id, or every id of an account (the primary first), with its addresses and language. */
export async function contactUsers(db: Db, who: { userId: string } | { accountNumber: string }) {
  const q = db
    .selectFrom('users')
    .select(['id', 'primary_user', 'language', 'contact_email', 'contact_phone']);
  return 'userId' in who
    ? q.where('id', '=', who.userId).execute()
    : q
        .where('account_number', '=', who.accountNumber)
        .orderBy('primary_user', 'desc')
        .orderBy('id')
        .execute();
}

export interface ContactMethodRow {
  methodId: number;
  description: string;
  enabled: boolean;
  preferences: readonly string[];
}

/** Writes one entry's settings, replacing what was there. */
export async function upsertContactMethod(db: Db, userId: string, m: ContactMethodRow): Promise<void> {
  const values = {
    description: m.description,
    method_enabled: m.enabled ? 1 : 0,
    preferences: m.preferences.join(','),
  };
  await db
    .insertInto('contact_methods')
    .values({ user_id: userId, method_id: m.methodId, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'method_id']).doUpdateSet(values))
    .execute();
}

export async function setContactAddresses(
  db: Db,
  id: string,
  contact: { email: string; phone: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ contact_email: contact.email, contact_phone: contact.phone })
    .where('id', '=', id)
    .execute();
}

// ---- aux PIN (seed 002 §7 getAuxPin, setAuxPin, confirmAuxPin) ----

export async function setAuxPinHash(db: Db, id: string, hash: string, at: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ aux_pin_hash: hash, aux_pin_set_at: at })
    .where('id', '=', id)
    .execute();
}

export async function recordAuxPinMiss(db: Db, id: string, at: number): Promise<void> {
  await db.insertInto('aux_pin_attempts').values({ user_id: id, at }).execute();
}

export async function auxPinMisses(db: Db, id: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('aux_pin_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', id)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function clearAuxPinMisses(db: Db, id: string): Promise<void> {
  await db.deleteFrom('aux_pin_attempts').where('user_id', '=', id).execute();
}

export async function deleteAuxPinMissesBefore(db: Db, before: number): Promise<number> {
  const res = await db.deleteFrom('aux_pin_attempts').where('at', '<=', before).executeTakeFirst();
  return Number(res.numDeletedRows);
}
