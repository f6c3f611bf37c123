import type { Db } from './repository.ts';

// The earlier-slot waitlist's queries. An entry names its appointment; the account check is the
// appointment's own (the service reads the appointment first).

export async function findEntry(db: Db, token: string) {
  return db.selectFrom('appointment_waitlist').selectAll().where('token', '=', token).executeTakeFirst();
}

export async function join(db: Db, token: string, locationId: string, now: number): Promise<void> {
  await db
    .insertInto('appointment_waitlist')
    .values({
      token,
      location_id: locationId,
      joined_at: now,
      offer_day: null,
      offer_slot: null,
      offer_expires_at: null,
    })
    .onConflict((oc) => oc.column('token').doNothing())
    .execute();
}

export async function leave(db: Db, token: string): Promise<void> {
  await db.deleteFrom('appointment_waitlist').where('token', '=', token).execute();
}

/**
 * The first in line at a location without an offer, whose appointment is later than `before`
 * (a slot's start, epoch ms): only they gain from the freed time.
 */
export async function firstInLine(db: Db, locationId: string, freedDay: string, freedSlot: number) {
  return db
    .selectFrom('appointment_waitlist as w')
    .innerJoin('appointments as a', 'a.token', 'w.token')
    .select([
      'w.token',
      'a.account_number',
      'a.contact_email',
      'a.contact_phone',
      'a.title',
      'a.day',
      'a.slot_minutes',
    ])
    .where('w.location_id', '=', locationId)
    .where('w.offer_day', 'is', null)
    .where('a.canceled_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('a.day', '>', freedDay),
        eb.and([eb('a.day', '=', freedDay), eb('a.slot_minutes', '>', freedSlot)]),
      ]),
    )
    .orderBy('w.joined_at')
    .orderBy('w.token')
    .limit(1)
    .executeTakeFirst();
}

export async function setOffer(
  db: Db,
  token: string,
  day: string,
  slot: number,
  expiresAt: number,
): Promise<void> {
  await db
    .updateTable('appointment_waitlist')
    .set({ offer_day: day, offer_slot: slot, offer_expires_at: expiresAt })
    .where('token', '=', token)
    .execute();
}

export async function expiredOffers(db: Db, now: number) {
  return db.selectFrom('appointment_waitlist').selectAll().where('offer_expires_at', '<', now).execute();
}

export async function entriesOf(db: Db, tokens: readonly string[]) {
  if (tokens.length === 0) return [];
  return db.selectFrom('appointment_waitlist').selectAll().where('token', 'in', tokens).execute();
}

/** The language of the account's primary holder, for a notice nobody asked for just now. */
export async function languageOf(db: Db, accountNumber: string): Promise<'en' | 'es'> {
  const row = await db
    .selectFrom('users')
    .select('language')
    .where('account_number', '=', accountNumber)
    .where('primary_user', '=', 1)
    .executeTakeFirst();
  return row?.language ?? 'en';
}

/** Clears this very offer; false when another runner (or an accept) got there first. */
export async function clearOfferOf(db: Db, token: string, day: string, slot: number): Promise<boolean> {
  const res = await db
    .updateTable('appointment_waitlist')
    .set({ offer_day: null, offer_slot: null, offer_expires_at: null })
    .where('token', '=', token)
    .where('offer_day', '=', day)
    .where('offer_slot', '=', slot)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
