/**
 * One money calendar (issue 20 item 3): scheduled payments, autopay runs with what they take, due
 * dates and promotion ends, day by day, and the warnings a person needs before money moves. Pure:
 * the server gathers the account's data, the page and the .ics file show the result. Days are
 * YYYY-MM-DD.
 */
import {
  AUTOPAY_WARNING_MONTHS,
  addMonths,
  autopayCardExpiresBy,
  autopayChargeCents,
  autopayRunDate,
  upcomingAutopayRuns,
  type AutopayAmount,
  type AutopaySchedule,
} from './autopay.ts';
import type { CardType } from './card.ts';

export const CALENDAR_EVENT_KINDS = [
  'dueDate',
  'autopayRun',
  'scheduledPayment',
  'arrangementInstalment',
  'promotionEnd',
] as const;
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number];

export const CALENDAR_WARNING_CODES = ['scheduledAfterDue', 'autopayCardExpires', 'doublePayment'] as const;
export type CalendarWarningCode = (typeof CALENDAR_WARNING_CODES)[number];

/** A payment method as a notice names it: "Visa ending 4242"; a bank account has no card type. */
export interface CalendarMethod {
  cardType: CardType | null;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
}

export interface CalendarInput {
  today: string;
  /** the current bill's due date; null before the first bill */
  dueDate: string | null;
  amountDueCents: number;
  autopay: { schedule: AutopaySchedule; amount: AutopayAmount; method: CalendarMethod } | null;
  /** payments scheduled and not yet made; `instalment` marks a payment arrangement's (arrangement.ts) */
  scheduled: readonly {
    id: string;
    payDate: string;
    amountCents: number;
    method: CalendarMethod;
    instalment?: boolean;
  }[];
  promotions: readonly { id: string; endsOn: string }[];
}

export interface CalendarEvent {
  /** stable for the same event from one day to the next: the .ics UID is made from it */
  uid: string;
  kind: CalendarEventKind;
  day: string;
  /** what moves; null when it is not known yet (autopay of a bill not yet issued) */
  amountCents: number | null;
  /** the payment or promotion the event is about */
  ref: string | null;
  method: CalendarMethod | null;
}

export interface CalendarWarning {
  code: CalendarWarningCode;
  day: string;
  paymentId: string | null;
  dueDate: string | null;
  method: CalendarMethod | null;
}

/** The later bills are taken to fall due on the same day of the following months. */
function cyclesUntil(dueDate: string, to: string): string[] {
  const out: string[] = [];
  for (let i = 0; ; i += 1) {
    const cycle = addMonths(dueDate, i);
    // A run can fall in the month before its due date, so one more cycle than the range shows.
    if (addMonths(cycle, -1) > to) return out;
    out.push(cycle);
  }
}

/**
 * What autopay takes on a run: for the current bill, by its option and the amount due; for a
 * bill not yet issued only a fixed amount is known.
 */
function runAmount(amount: AutopayAmount, isCurrentBill: boolean, amountDueCents: number): number | null {
  if (isCurrentBill) return autopayChargeCents(amount, amountDueCents);
  return amount.amountType === 'fixed' ? amount.fixedCents : null;
}

/** The events from `from` to `to` (both included), by day, then in the kinds' order. */
export function calendarEvents(input: CalendarInput, from: string, to: string): CalendarEvent[] {
  const out: CalendarEvent[] = [];
  const within = (day: string) => day >= from && day <= to;
  if (input.dueDate) {
    for (const [i, cycle] of cyclesUntil(input.dueDate, to).entries()) {
      if (within(cycle)) {
        out.push({
          uid: `due.${cycle}`,
          kind: 'dueDate',
          day: cycle,
          amountCents: i === 0 ? input.amountDueCents : null,
          ref: null,
          method: null,
        });
      }
      const a = input.autopay;
      if (!a) continue;
      const run = autopayRunDate(a.schedule, cycle);
      // A run already past has been made (or not) and shows in the payments, not here.
      if (within(run) && run >= input.today) {
        out.push({
          uid: `autopay.${cycle}`,
          kind: 'autopayRun',
          day: run,
          amountCents: runAmount(a.amount, i === 0, input.amountDueCents),
          ref: null,
          method: a.method,
        });
      }
    }
  }
  for (const p of input.scheduled) {
    if (within(p.payDate)) {
      out.push({
        uid: `payment.${p.id}`,
        kind: p.instalment ? 'arrangementInstalment' : 'scheduledPayment',
        day: p.payDate,
        amountCents: p.amountCents,
        ref: p.id,
        method: p.method,
      });
    }
  }
  for (const p of input.promotions) {
    if (within(p.endsOn)) {
      out.push({
        uid: `promotion.${p.id}`,
        kind: 'promotionEnd',
        day: p.endsOn,
        amountCents: null,
        ref: p.id,
        method: null,
      });
    }
  }
  const rank = (k: CalendarEventKind) => CALENDAR_EVENT_KINDS.indexOf(k);
  return out.sort((a, b) => a.day.localeCompare(b.day) || rank(a.kind) - rank(b.kind));
}

/**
 * The warnings, earliest first: a scheduled payment after the bill's due date (while something is
 * due); autopay's card expired by any run in the next three months; autopay and a scheduled
 * payment both paying the current bill (its run is still to come and would take something).
 */
export function calendarWarnings(input: CalendarInput): CalendarWarning[] {
  const { today, dueDate, autopay } = input;
  const out: CalendarWarning[] = [];
  // An arrangement's instalments are agreed dates for the past-due amount, not a late or second
  // payment of the bill: they are never warned of.
  const scheduled = input.scheduled.filter((p) => !p.instalment);
  if (dueDate && input.amountDueCents > 0) {
    for (const p of scheduled) {
      if (p.payDate > dueDate) {
        out.push({ code: 'scheduledAfterDue', day: p.payDate, paymentId: p.id, dueDate, method: p.method });
      }
    }
  }
  if (autopay) {
    const runs = upcomingAutopayRuns(autopay.schedule, dueDate, today, AUTOPAY_WARNING_MONTHS);
    const expiredBy = autopayCardExpiresBy(
      autopay.method,
      runs.map((r) => r.runDate),
    );
    if (expiredBy) {
      out.push({
        code: 'autopayCardExpires',
        day: expiredBy,
        paymentId: null,
        dueDate: null,
        method: autopay.method,
      });
    }
    const thisBill = dueDate ? runs.find((r) => r.cycle === dueDate) : undefined;
    if (dueDate && thisBill && autopayChargeCents(autopay.amount, input.amountDueCents) > 0) {
      for (const p of scheduled) {
        if (p.payDate <= dueDate) {
          out.push({ code: 'doublePayment', day: p.payDate, paymentId: p.id, dueDate, method: p.method });
        }
      }
    }
  }
  return out.sort((a, b) => a.day.localeCompare(b.day));
}
