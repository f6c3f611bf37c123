import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AppointmentsTable } from '../../db/schema-appointments.ts';

// Every query of service appointments. Each query that names an appointment also names the
// account, so another account's token reads as no appointment at all.

export type Db = Kysely<Database> | Transaction<Database>;
export type AppointmentRow = Selectable<AppointmentsTable>;

export async function accountExists(db: Db, accountNumber: string): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('account_number')
    .where('account_number', '=', accountNumber)
    .executeTakeFirst();
  return row !== undefined;
}

/** The account's appointments from `sinceDay` on, not cancelled, soonest first. */
export async function listAppointments(db: Db, accountNumber: string, sinceDay: string) {
  return db
    .selectFrom('appointments')
    .selectAll()
    .where('account_number', '=', accountNumber)
    .where('day', '>=', sinceDay)
    .where('canceled_at', 'is', null)
    .orderBy('day')
    .orderBy('slot_minutes')
    .execute();
}

/** One of the account's appointments, cancelled ones included. */
export async function findAppointment(db: Db, accountNumber: string, token: string) {
  return db
    .selectFrom('appointments')
    .selectAll()
    .where('account_number', '=', accountNumber)
    .where('token', '=', token)
    .executeTakeFirst();
}

/** The latest confirmation number of each of these appointments. */
export async function lastConfirmations(db: Db, tokens: readonly string[]): Promise<Map<string, string>> {
  if (tokens.length === 0) return new Map();
  const rows = await db
    .selectFrom('appointment_events')
    .select(['token', 'confirmation_number', 'at'])
    .where('token', 'in', tokens)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return new Map(rows.map((r) => [r.token, r.confirmation_number]));
}

export async function listEvents(db: Db, token: string) {
  return db
    .selectFrom('appointment_events')
    .selectAll()
    .where('token', '=', token)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

/** A location's slots on a day that still have a place, earliest first. */
export async function freeSlots(db: Db, locationId: string, day: string) {
  return db
    .selectFrom('appointment_capacity')
    .select(['slot_minutes'])
    .where('location_id', '=', locationId)
    .where('day', '=', day)
    .whereRef('taken', '<', 'capacity')
    .orderBy('slot_minutes')
    .execute();
}

/** How many slots still have a place on each day from `first` to `last`. */
export async function freeSlotsPerDay(db: Db, locationId: string, first: string, last: string) {
  return db
    .selectFrom('appointment_capacity')
    .select((eb) => ['day', eb.fn.countAll<number | string>().as('free')])
    .where('location_id', '=', locationId)
    .where('day', '>=', first)
    .where('day', '<=', last)
    .whereRef('taken', '<', 'capacity')
    .groupBy('day')
    .execute();
}

export async function slotExists(db: Db, locationId: string, day: string, slot: number): Promise<boolean> {
  const row = await db
    .selectFrom('appointment_capacity')
    .select('slot_minutes')
    .where('location_id', '=', locationId)
    .where('day', '=', day)
    .where('slot_minutes', '=', slot)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes one place in a slot: a guarded update, so of two bookings racing for the last place one
 * updates a row and the other none, on SQLite (one writer at a time) and on PostgreSQL (the second
 * update waits for the first's row lock, then finds taken = capacity).
 */
export async function takePlace(trx: Db, locationId: string, day: string, slot: number): Promise<boolean> {
  const res = await trx
    .updateTable('appointment_capacity')
    .set((eb) => ({ taken: eb('taken', '+', 1) }))
    .where('location_id', '=', locationId)
    .where('day', '=', day)
    .where('slot_minutes', '=', slot)
    .whereRef('taken', '<', 'capacity')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Gives a place back (a move or a cancel). */
export async function releasePlace(trx: Db, locationId: string, day: string, slot: number): Promise<void> {
  await trx
    .updateTable('appointment_capacity')
    .set((eb) => ({ taken: eb('taken', '-', 1) }))
    .where('location_id', '=', locationId)
    .where('day', '=', day)
    .where('slot_minutes', '=', slot)
    .where('taken', '>', 0)
    .execute();
}

/** What a move or cancel expects the row to still be; false when it changed meanwhile. */
interface Expected {
  token: string;
  day: string;
  slot: number;
}

export async function moveAppointment(
  trx: Db,
  was: Expected,
  to: { day: string; slot: number; locationId: string },
  now: number,
): Promise<boolean> {
  const res = await trx
    .updateTable('appointments')
    .set((eb) => ({
      day: to.day,
      slot_minutes: to.slot,
      location_id: to.locationId,
      // The technician's progress belonged to the old day.
      next_at: null,
      eta: null,
      eta_at: null,
      ics_sequence: eb('ics_sequence', '+', 1),
      updated_at: now,
    }))
    .where('token', '=', was.token)
    .where('day', '=', was.day)
    .where('slot_minutes', '=', was.slot)
    .where('canceled_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function cancelAppointment(trx: Db, was: Expected, now: number): Promise<boolean> {
  const res = await trx
    .updateTable('appointments')
    .set((eb) => ({ canceled_at: now, ics_sequence: eb('ics_sequence', '+', 1), updated_at: now }))
    .where('token', '=', was.token)
    .where('day', '=', was.day)
    .where('slot_minutes', '=', was.slot)
    .where('canceled_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function insertEvent(
  trx: Db,
  e: {
    id: string;
    token: string;
    kind: 'booked' | 'rescheduled' | 'canceled';
    confirmationNumber: string;
    day: string;
    slot: number;
    at: number;
    by: string;
  },
): Promise<void> {
  await trx
    .insertInto('appointment_events')
    .values({
      id: e.id,
      token: e.token,
      kind: e.kind,
      confirmation_number: e.confirmationNumber,
      day: e.day,
      slot_minutes: e.slot,
      at: e.at,
      by: e.by,
    })
    .execute();
}

/** Each location's last day with capacity, and that day's slots. */
export async function lastCapacityDays(db: Db) {
  return db
    .selectFrom('appointment_capacity')
    .select((eb) => ['location_id', eb.fn.max('day').as('last')])
    .groupBy('location_id')
    .execute();
}

export async function capacityOfDay(db: Db, locationId: string, day: string) {
  return db
    .selectFrom('appointment_capacity')
    .select(['slot_minutes', 'capacity'])
    .where('location_id', '=', locationId)
    .where('day', '=', day)
    .execute();
}

/** Adds a day's slots with nothing taken; a day another process added already is left as it is. */
export async function addCapacityDay(
  db: Db,
  locationId: string,
  day: string,
  slots: readonly { slot_minutes: number; capacity: number }[],
): Promise<void> {
  if (slots.length === 0) return;
  await db
    .insertInto('appointment_capacity')
    .values(
      slots.map((s) => ({
        location_id: locationId,
        day,
        slot_minutes: s.slot_minutes,
        capacity: s.capacity,
        taken: 0,
      })),
    )
    .onConflict((oc) => oc.columns(['location_id', 'day', 'slot_minutes']).doNothing())
    .execute();
}
