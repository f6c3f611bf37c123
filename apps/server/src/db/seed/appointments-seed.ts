import type { Transaction } from 'kysely';
import { BOOKING_WINDOW_DAYS, HOUR_MS, MINUTE_MS, addDays, isoDayOf, roundDownToSlot } from '@coax/domain';
import type { Database } from '../schema.ts';

// Service appointments for jsmith, acmebiz and latepay (README lists them), and the technicians'
// capacity for the booking window, laid out relative to `now` and the same for the same `now`.

/** The fixed location of order type TC when configuration names none (APPOINTMENT_TC_LOCATION_ID). */
export const DEMO_TC_LOCATION_ID = 'TC-0001';
/** An SRO takes the capacity of the account's corp. */
export const sroLocationOf = (corpId: string): string => `corp-${corpId}`;

/**
 * The slots technicians offer each day, minutes after midnight. Some start off the quarter hour,
 * as a back end's do (10:05am, 1:10pm): the grid shows them rounded down (seed 002 §5).
 */
export const DEMO_SLOTS = [480, 540, 605, 660, 720, 790, 840, 900, 960, 1020, 1080, 1140, 1200] as const;
/** Technicians per slot. */
export const DEMO_SLOT_CAPACITY = 2;
/**
 * One slot with a single place, at the fixed TC location, on a day no other demo visit uses: once
 * one subscriber books it, nobody else is offered it (the capacity journey books and frees it).
 */
export const DEMO_SINGLE_PLACE = { inDays: 12, slot: 1140 } as const;

/**
 * A new customer with no user id yet: an account, its PIN and a first installation visit, checked
 * through validate_newCustomerLogin (README lists the number and the PIN). The number is 13 digits;
 * typed with its check digit it is 78124-500670-02-6.
 */
export const DEMO_NEW_CUSTOMER = { accountNumber: '7812450067002', pin: '4721', corp: '7702' } as const;
const CORPS = ['7702', '7710'];

interface DemoAppointment {
  token: string;
  account: string;
  corp: string;
  user: string;
  type: 'SRO' | 'TC';
  title: string;
  taskCodes: string[];
  /** days from today */
  inDays: number;
  /** minutes after midnight; null: an hour and a half from now (today's appointment) */
  slot: number | null;
  state: 'upcoming' | 'today' | 'completed';
}

const APPOINTMENTS: DemoAppointment[] = [
  {
    ...{ token: 'APT-JS-1001', account: '781245006201', corp: '7702', user: 'jsmith', type: 'TC' },
    ...{ title: 'Internet installation visit 1001', taskCodes: ['INST', 'WIFI'], inDays: 3, slot: 790 },
    state: 'upcoming',
  },
  {
    ...{ token: 'APT-JS-1002', account: '781245006201', corp: '7702', user: 'jsmith', type: 'TC' },
    ...{ title: 'TV box installation 1002', taskCodes: ['INST', 'STB'], inDays: 0, slot: null },
    state: 'today',
  },
  {
    ...{ token: 'APT-JS-0990', account: '781245006201', corp: '7702', user: 'jsmith', type: 'SRO' },
    ...{ title: 'TV signal repair', taskCodes: ['REPAIR'], inDays: -10, slot: 540 },
    state: 'completed',
  },
  {
    ...{ token: 'APT-AB-2001', account: '781245006403', corp: '7710', user: 'acmebiz', type: 'SRO' },
    ...{ title: 'Business phone line repair', taskCodes: ['REPAIR', 'VOICE'], inDays: 5, slot: 605 },
    state: 'upcoming',
  },
  {
    ...{ token: 'APT-AB-2002', account: '781245006403', corp: '7710', user: 'acmebiz', type: 'TC' },
    ...{ title: 'Business wifi installation 2002', taskCodes: ['INST', 'WIFI'], inDays: 0, slot: null },
    state: 'today',
  },
  {
    ...{ token: 'APT-AB-1990', account: '781245006403', corp: '7710', user: 'acmebiz', type: 'TC' },
    ...{ title: 'Business internet installation', taskCodes: ['INST'], inDays: -20, slot: 660 },
    state: 'completed',
  },
  {
    ...{ token: 'APT-LP-3001', account: '781245006504', corp: '7702', user: 'latepay', type: 'TC' },
    ...{ title: 'Modem installation 3001', taskCodes: ['INST', 'MODEM'], inDays: 8, slot: 900 },
    state: 'upcoming',
  },
  {
    ...{ token: 'APT-LP-3002', account: '781245006504', corp: '7702', user: 'latepay', type: 'SRO' },
    ...{ title: 'Internet repair', taskCodes: ['REPAIR'], inDays: 0, slot: null },
    state: 'today',
  },
  {
    ...{ token: 'APT-NC-4001', account: DEMO_NEW_CUSTOMER.accountNumber, corp: '7702', user: 'newcustomer' },
    ...{ type: 'TC', title: 'Internet and TV installation 4001', taskCodes: ['INST', 'STB'], inDays: 6 },
    ...{ slot: 1020, state: 'upcoming' },
  },
  {
    ...{ token: 'APT-LP-2990', account: '781245006504', corp: '7702', user: 'latepay', type: 'SRO' },
    ...{ title: 'Cable outlet repair', taskCodes: ['REPAIR', 'OUTLET'], inDays: -4, slot: 720 },
    state: 'completed',
  },
];

/** An hour and a half from now (too close to change), on the grid, and still today (the latest slot, 11:45pm, at most). */
function todaysSlot(now: number): number {
  const minutesNow = Math.floor((now % (24 * HOUR_MS)) / MINUTE_MS);
  return Math.min(roundDownToSlot(minutesNow + 90), 23 * 60 + 45);
}

/** The new customer's account (no user id, so no bill, box or line of its own yet) and PIN. */
async function seedNewCustomer(trx: Transaction<Database>, pinHash: string): Promise<void> {
  const { accountNumber, corp } = DEMO_NEW_CUSTOMER;
  await trx
    .insertInto('accounts')
    .values({
      ...{ account_number: accountNumber, corp_id: corp, type: 0, active: 1, disconnect_date: null },
      ...{ ool: 0, m2m: null, ov: 0, io: 0, biz: 0, labox: 0, eoid: null },
      ...{ hub_id: null, lineup_id: null, hd_hub_id: null, hd_lineup_id: null },
    })
    .execute();
  await trx.insertInto('account_pins').values({ account_number: accountNumber, pin_hash: pinHash }).execute();
}

export async function seedAppointments(
  trx: Transaction<Database>,
  now: number,
  tcLocationId: string | undefined,
  /** the new customer's PIN, hashed by the caller's password hasher */
  newCustomerPinHash: string,
): Promise<void> {
  tcLocationId ??= DEMO_TC_LOCATION_ID;
  const today = isoDayOf(now);
  await seedNewCustomer(trx, newCustomerPinHash);
  const single = { day: addDays(today, DEMO_SINGLE_PLACE.inDays), slot: DEMO_SINGLE_PLACE.slot };
  const rows = [];
  for (const location of [tcLocationId, ...CORPS.map(sroLocationOf)]) {
    for (let d = 0; d <= BOOKING_WINDOW_DAYS; d++) {
      for (const slot of DEMO_SLOTS) {
        const day = addDays(today, d);
        const alone = location === tcLocationId && day === single.day && slot === single.slot;
        rows.push({
          location_id: location,
          day,
          slot_minutes: slot,
          capacity: alone ? 1 : DEMO_SLOT_CAPACITY,
          taken: 0,
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 200) {
    await trx
      .insertInto('appointment_capacity')
      .values(rows.slice(i, i + 200))
      .execute();
  }

  for (const a of APPOINTMENTS) {
    const day = addDays(today, a.inDays);
    const slot = a.slot ?? todaysSlot(now);
    const windowStart = Date.parse(`${day}T00:00:00Z`) + slot * MINUTE_MS;
    const location = a.type === 'TC' ? tcLocationId : sroLocationOf(a.corp);
    const done = a.state === 'completed';
    await trx
      .insertInto('appointments')
      .values({
        token: a.token,
        account_number: a.account,
        appointment_type: a.type,
        title: a.title,
        task_codes: a.taskCodes.join(','),
        location_id: location,
        day,
        slot_minutes: slot,
        estimated_duration: a.type === 'TC' ? 120 : 60,
        pac_duration: a.type === 'TC' ? 30 : 15,
        changeable: 1,
        next_at: a.state === 'upcoming' ? null : windowStart - 4 * HOUR_MS,
        // Today's technician is on the way: an eta half an hour into the window, given 10 minutes ago.
        eta: a.state === 'today' ? windowStart + 30 * MINUTE_MS : null,
        eta_at: a.state === 'today' ? now - 10 * MINUTE_MS : null,
        started_at: done ? windowStart + 20 * MINUTE_MS : null,
        completed_at: done ? windowStart + 100 * MINUTE_MS : null,
        canceled_at: null,
        ics_sequence: 0,
        contact_email: `${a.user}@coax.example`,
        contact_phone: '555-0100',
        created_at: now - 30 * 24 * HOUR_MS,
        updated_at: now - 30 * 24 * HOUR_MS,
      })
      .execute();
    await trx
      .insertInto('appointment_events')
      .values({
        id: `demo-${a.token}`,
        token: a.token,
        kind: 'booked',
        confirmation_number: `AP-DEMO-${a.token.slice(-4)}`,
        day,
        slot_minutes: slot,
        at: now - 30 * 24 * HOUR_MS,
        by: a.user,
      })
      .execute();
    if (!done) {
      await trx
        .updateTable('appointment_capacity')
        .set((eb) => ({ taken: eb('taken', '+', 1) }))
        .where('location_id', '=', location)
        .where('day', '=', day)
        .where('slot_minutes', '=', slot)
        .execute();
    }
  }
}
