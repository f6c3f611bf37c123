import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  AppointmentChange,
  AppointmentSchedule,
  AppointmentList,
  AppointmentTimeline,
  AvailableTimeSlots,
} from '@coax/contract';
import {
  APPOINTMENT_CHANGE_CUTOFF_MS,
  addDays,
  bookingWindow,
  isBookableDay,
  isoDayOf,
  parseTimeToken,
  roundDownToSlot,
  scheduleInfoRange,
  slotTimeDescOf,
  slotTimeOf,
  timeTokenOf,
} from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { enqueue } from '../../platform/outbox/outbox.ts';
import { appointmentIcs } from './ics.ts';
import { changeNotices } from './notices.ts';
import * as repo from './repository.ts';
import {
  appointmentView,
  changeBlockOf,
  windowStartOf,
  type ChangeBlock,
  type WaitlistView,
} from './view.ts';
import { offerFreedPlace } from './waitlist.ts';
import * as line from './waitlist-repository.ts';

/** Whose appointments a call is about. */
export interface AppointmentsOwner {
  accountNumber: string;
  /** the signed-in id (an agent's own id when acting), kept with each change */
  actorId: string;
  /** the primary holder, or an agent acting for the account */
  mayChange: boolean;
  language: 'en' | 'es';
}

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  brand: string;
  /** seed 002 §9: order type TC books the capacity of this fixed location */
  tcLocationId: string;
  /** the calendar invite's UID domain */
  inviteDomain: string;
}

const REFUSE: Record<ChangeBlock, () => Error> = {
  'not-changeable': () => errors.conflict('appointments.not-changeable'),
  'too-close': () => errors.conflict('appointments.too-close'),
  'not-primary': () => errors.forbidden('appointments.not-primary'),
};

/** Where an appointment holds its place: a location, a day and a slot. */
type PlaceOf = { location_id: string; day: string; slot_minutes: number };

/** How far back the list shows completed appointments. */
const RECENT_DAYS = 30;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'AP-7K3M-Q9XD': short enough to read over the phone, no 0/O or 1/I to confuse. */
export function confirmationNumber(): string {
  const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `AP-${part()}-${part()}`;
}

export function appointmentsService(deps: Deps) {
  const { db, clock } = deps;

  /**
   * The place an appointment leaves (moved or cancelled) goes back to its slot, the appointment
   * leaves the line for an earlier time, and the first in line at that place is offered it.
   */
  async function freePlace(trx: repo.Db, token: string, was: PlaceOf, now: number) {
    await repo.releasePlace(trx, was.location_id, was.day, was.slot_minutes);
    await line.leave(trx, token);
    await offerFreedPlace(
      trx,
      { locationId: was.location_id, day: was.day, slot: was.slot_minutes },
      now,
      deps.brand,
    );
  }

  async function own(owner: AppointmentsOwner, token: string, trx: repo.Db = db) {
    const row = await repo.findAppointment(trx, owner.accountNumber, token);
    if (!row || row.canceled_at !== null) throw errors.notFound('appointments.not-found');
    return row;
  }

  function mustChange(row: repo.AppointmentRow, owner: AppointmentsOwner, now: number) {
    const block = changeBlockOf(row, now, owner.mayChange);
    if (block) throw REFUSE[block]();
  }

  const locationFor = (row: repo.AppointmentRow) =>
    row.appointment_type === 'TC' ? deps.tcLocationId : row.location_id;

  async function changed(
    owner: AppointmentsOwner,
    row: repo.AppointmentRow,
    number: string,
    now: number,
  ): Promise<AppointmentChange> {
    const after = await repo.findAppointment(db, owner.accountNumber, row.token);
    if (!after) throw errors.notFound('appointments.not-found');
    const waitlist = (await waitlistViews([row.token])).get(row.token);
    return {
      appointment: appointmentView(after, now, owner.mayChange, number, waitlist),
      confirmationNumber: number,
      icsSequence: after.ics_sequence,
    };
  }

  async function waitlistViews(tokens: readonly string[]): Promise<Map<string, WaitlistView>> {
    const entries = await line.entriesOf(db, tokens);
    return new Map(
      entries.map((e) => [
        e.token,
        {
          waiting: true,
          offer:
            e.offer_day !== null && e.offer_slot !== null && e.offer_expires_at !== null
              ? {
                  quotaGroupDay: e.offer_day,
                  startMinutes: roundDownToSlot(e.offer_slot),
                  expiresAt: e.offer_expires_at,
                }
              : null,
        },
      ]),
    );
  }

  async function viewOf(owner: AppointmentsOwner, token: string) {
    const row = await own(owner, token);
    const numbers = await repo.lastConfirmations(db, [token]);
    const lines = await waitlistViews([token]);
    return appointmentView(row, clock.now(), owner.mayChange, numbers.get(token) ?? null, lines.get(token));
  }

  return {
    /** The session's subscriber; seed 002 §8 code 2 when the account is not there. */
    async owner(p: Caller | null): Promise<AppointmentsOwner> {
      if (!p?.subject) throw errors.forbidden('session.choose-subscriber');
      const accountNumber = p.subject.user.account_number;
      if (!accountNumber || !(await repo.accountExists(db, accountNumber))) {
        throw errors.notFound('appointments.account.not-found');
      }
      return {
        accountNumber,
        actorId: p.self.user.id,
        mayChange: p.isAgent || p.subject.user.primary_user === 1,
        language: p.subject.user.language,
      };
    },

    async list(owner: AppointmentsOwner): Promise<AppointmentList> {
      const now = clock.now();
      const today = isoDayOf(now);
      const rows = await repo.listAppointments(db, owner.accountNumber, addDays(today, -RECENT_DAYS));
      const numbers = await repo.lastConfirmations(
        db,
        rows.map((r) => r.token),
      );
      return {
        today,
        appointments: rows.map((r) => appointmentView(r, now, owner.mayChange, numbers.get(r.token) ?? null)),
      };
    },

    get: viewOf,

    /** get_timeLine: the changes, then the technician's progress reached by now. */
    async timeline(owner: AppointmentsOwner, token: string): Promise<AppointmentTimeline> {
      const row = await own(owner, token);
      const now = clock.now();
      const events: AppointmentTimeline['events'] = (await repo.listEvents(db, token)).map((e) => ({
        at: e.at,
        kind: e.kind,
        quotaGroupDay: e.day,
        windowStartMinutes: roundDownToSlot(e.slot_minutes),
        confirmationNumber: e.confirmation_number,
      }));
      const progress = [
        ['next', row.next_at],
        ['eta', row.eta_at],
        ['started', row.started_at],
        ['completed', row.completed_at],
      ] as const;
      for (const [kind, at] of progress) {
        if (at !== null && at <= now) {
          events.push({ at, kind, quotaGroupDay: null, windowStartMinutes: null, confirmationNumber: null });
        }
      }
      events.sort((a, b) => a.at - b.at);
      return { events };
    },

    /** get_availableTimeSlots: the free slots of one day for this appointment's location. */
    async slots(owner: AppointmentsOwner, token: string, date: string): Promise<AvailableTimeSlots> {
      const row = await own(owner, token);
      const now = clock.now();
      mustChange(row, owner, now);
      const today = isoDayOf(now);
      if (!isBookableDay(date, today)) throw errors.badRequest('appointments.date.outside-window');
      const { first, last } = bookingWindow(today);
      const free = await repo.freeSlots(db, locationFor(row), date);
      return {
        quotaGroupDay: date,
        firstDay: first,
        lastDay: last,
        availableTimeSlots: free
          .map((s) => s.slot_minutes)
          .filter((m) => !(date === row.day && m === row.slot_minutes))
          .filter((m) => windowStartOf(date, m) - now >= APPOINTMENT_CHANGE_CUTOFF_MS)
          .map((m) => ({
            desiredTimeToken: timeTokenOf(date, m),
            quotaGroupDay: date,
            slotTime: slotTimeOf(m),
            slotTimeDesc: slotTimeDescOf(m),
            startMinutes: roundDownToSlot(m),
          })),
      };
    },

    /** getScheduleInfo: from tomorrow for 30 days, the free slots of each day (0 when full). */
    async schedule(owner: AppointmentsOwner, token: string): Promise<AppointmentSchedule> {
      const row = await own(owner, token);
      const { startDate, durationDayCount } = scheduleInfoRange(isoDayOf(clock.now()));
      const last = addDays(startDate, durationDayCount - 1);
      const counts = await repo.freeSlotsPerDay(db, locationFor(row), startDate, last);
      const free = new Map(counts.map((c) => [c.day, Number(c.free)]));
      return {
        startDate,
        durationDayCount,
        days: Array.from({ length: durationDayCount }, (_, i) => {
          const day = addDays(startDate, i);
          return { quotaGroupDay: day, freeSlots: free.get(day) ?? 0 };
        }),
      };
    },

    /** reschedule_appointments: takes the new place and gives the old one back, in one transaction. */
    async reschedule(owner: AppointmentsOwner, token: string, desiredTimeToken: string) {
      const now = clock.now();
      const row = await own(owner, token);
      mustChange(row, owner, now);
      const desired = parseTimeToken(desiredTimeToken);
      const location = locationFor(row);
      const today = isoDayOf(now);
      if (
        !desired ||
        !isBookableDay(desired.day, today) ||
        !(await repo.slotExists(db, location, desired.day, desired.minutes))
      ) {
        throw errors.badRequest('appointments.time-token.not-found');
      }
      const tooSoon = windowStartOf(desired.day, desired.minutes) - now < APPOINTMENT_CHANGE_CUTOFF_MS;
      const same = desired.day === row.day && desired.minutes === row.slot_minutes;
      if (tooSoon || same) throw errors.conflict('appointments.time.unavailable');
      const number = confirmationNumber();
      await db.transaction().execute(async (trx) => {
        if (!(await repo.takePlace(trx, location, desired.day, desired.minutes))) {
          throw errors.conflict('appointments.time.unavailable');
        }
        const was = { token, day: row.day, slot: row.slot_minutes };
        const to = { day: desired.day, slot: desired.minutes, locationId: location };
        if (!(await repo.moveAppointment(trx, was, to, now))) {
          throw errors.conflict('appointments.time.unavailable');
        }
        await freePlace(trx, token, row, now);
        await repo.insertEvent(trx, {
          ...{ id: randomUUID(), token, kind: 'rescheduled', confirmationNumber: number },
          ...{ day: desired.day, slot: desired.minutes, at: now, by: owner.actorId },
        });
        const moved = { ...row, day: desired.day, slot_minutes: desired.minutes };
        const lang = owner.language;
        await enqueue(trx, now, changeNotices(moved, 'rescheduled', number, { brand: deps.brand, lang }));
      });
      return changed(owner, row, number, now);
    },

    /** cancel_appointments: the place goes back to the slot in the same transaction. */
    async cancel(owner: AppointmentsOwner, token: string) {
      const now = clock.now();
      const row = await own(owner, token);
      mustChange(row, owner, now);
      const number = confirmationNumber();
      await db.transaction().execute(async (trx) => {
        const was = { token, day: row.day, slot: row.slot_minutes };
        if (!(await repo.cancelAppointment(trx, was, now))) {
          throw errors.conflict('appointments.not-changeable');
        }
        await freePlace(trx, token, row, now);
        await repo.insertEvent(trx, {
          ...{ id: randomUUID(), token, kind: 'canceled', confirmationNumber: number },
          ...{ day: row.day, slot: row.slot_minutes, at: now, by: owner.actorId },
        });
        const lang = owner.language;
        await enqueue(trx, now, changeNotices(row, 'canceled', number, { brand: deps.brand, lang }));
      });
      return changed(owner, row, number, now);
    },

    /** Joins or leaves the line for an earlier time; leaving gives back a place held for it. */
    async waitlist(owner: AppointmentsOwner, token: string, join: boolean) {
      const now = clock.now();
      const row = await own(owner, token);
      mustChange(row, owner, now);
      await db.transaction().execute(async (trx) => {
        if (join) return line.join(trx, token, locationFor(row), now);
        const entry = await line.findEntry(trx, token);
        await line.leave(trx, token);
        if (entry?.offer_day && entry.offer_slot !== null) {
          await repo.releasePlace(trx, entry.location_id, entry.offer_day, entry.offer_slot);
        }
      });
      return viewOf(owner, token);
    },

    /** Moves the appointment into the earlier time held for it; the old place goes to the next in line. */
    async acceptOffer(owner: AppointmentsOwner, token: string): Promise<AppointmentChange> {
      const now = clock.now();
      const row = await own(owner, token);
      mustChange(row, owner, now);
      const entry = await line.findEntry(db, token);
      if (!entry?.offer_day || entry.offer_slot === null || (entry.offer_expires_at ?? 0) < now) {
        throw errors.conflict('appointments.offer.none');
      }
      const { offer_day: day, offer_slot: slot } = entry;
      const number = confirmationNumber();
      await db.transaction().execute(async (trx) => {
        const was = { token, day: row.day, slot: row.slot_minutes };
        // The place was taken for this offer when it was made: moving in takes no other.
        if (!(await repo.moveAppointment(trx, was, { day, slot, locationId: entry.location_id }, now))) {
          throw errors.conflict('appointments.offer.none');
        }
        await freePlace(trx, token, row, now);
        await repo.insertEvent(trx, {
          ...{ id: randomUUID(), token, kind: 'rescheduled', confirmationNumber: number },
          ...{ day, slot, at: now, by: owner.actorId },
        });
        const moved = { ...row, day, slot_minutes: slot };
        const lang = owner.language;
        await enqueue(trx, now, changeNotices(moved, 'rescheduled', number, { brand: deps.brand, lang }));
      });
      return changed(owner, row, number, now);
    },

    /** The calendar invite; a cancelled appointment's too, so a calendar can remove the event. */
    async invite(owner: AppointmentsOwner, token: string): Promise<{ bytes: Uint8Array; fileName: string }> {
      const row = await repo.findAppointment(db, owner.accountNumber, token);
      if (!row) throw errors.notFound('appointments.not-found');
      const bytes = appointmentIcs(row, {
        brand: deps.brand,
        domain: deps.inviteDomain,
        now: clock.now(),
        summary: row.title,
      });
      return { bytes, fileName: `appointment-${token}.ics` };
    },
  };
}

export type AppointmentsService = ReturnType<typeof appointmentsService>;
