import { describe, expect, it } from 'vitest';
import { calendarEvents, calendarWarnings, type CalendarInput, type CalendarMethod } from './calendar.ts';

const visa: CalendarMethod = { cardType: 'V', last4: '4242', expMonth: 11, expYear: 2026 };
const visaLater: CalendarMethod = { cardType: 'V', last4: '1111', expMonth: 12, expYear: 2028 };
const bank: CalendarMethod = { cardType: null, last4: '6789', expMonth: null, expYear: null };

/** Today is Thu 26 Nov 2026; the bill of $89.50 is due on 2 Dec. */
const base: CalendarInput = {
  today: '2026-11-26',
  dueDate: '2026-12-02',
  amountDueCents: 8950,
  autopay: null,
  scheduled: [],
  promotions: [],
};
const fiveDaysBefore = { dateType: 'days_before', daysInAdvance: 5 } as const;
const pay = (id: string, payDate: string, method = visaLater) => ({ id, payDate, amountCents: 8950, method });

describe('calendarWarnings: a scheduled payment after the due date', () => {
  it.each([
    // [pay day, warned]
    ['2026-12-01', false],
    ['2026-12-02', false], // on the due date is on time
    ['2026-12-03', true],
    ['2027-01-15', true],
  ] as const)('paid on %s: %s', (payDate, warned) => {
    const w = calendarWarnings({ ...base, scheduled: [pay('p1', payDate)] });
    expect(w.some((x) => x.code === 'scheduledAfterDue')).toBe(warned);
  });

  it('names the payment, the due date and the card', () => {
    expect(calendarWarnings({ ...base, scheduled: [pay('p1', '2026-12-05')] })).toEqual([
      {
        code: 'scheduledAfterDue',
        day: '2026-12-05',
        paymentId: 'p1',
        dueDate: '2026-12-02',
        method: visaLater,
      },
    ]);
  });

  it('says nothing when nothing is due', () => {
    expect(calendarWarnings({ ...base, amountDueCents: 0, scheduled: [pay('p1', '2026-12-05')] })).toEqual(
      [],
    );
  });
});

describe('calendarWarnings: autopay’s card expired by any run in the next three months', () => {
  it.each([
    // [card, schedule's due date, first run after expiry]
    // Runs up to 26 Feb: 27 Nov, 28 Dec, 28 Jan, 25 Feb. A card good through November: the run tomorrow is fine, December's is not.
    [visa, '2026-12-02', '2026-12-28'],
    // Good through December 2026: January's run is the first after expiry.
    [{ ...visa, expMonth: 12 }, '2026-12-02', '2027-01-28'],
    // Good through January 2027: the run on 25 Feb, just inside the three months.
    [{ ...visa, expMonth: 1, expYear: 2027 }, '2026-12-02', '2027-02-25'],
    // Good through February 2027: every run in the three months is fine.
    [{ ...visa, expMonth: 2, expYear: 2027 }, '2026-12-02', null],
    [bank, '2026-12-02', null],
  ] as const)('%j: warned for %s', (method, dueDate, day) => {
    const w = calendarWarnings({
      ...base,
      dueDate,
      autopay: { schedule: fiveDaysBefore, amount: { amountType: 'due' }, method },
    }).filter((x) => x.code === 'autopayCardExpires');
    expect(w.map((x) => x.day)).toEqual(day ? [day] : []);
    if (day) expect(w[0]?.method).toEqual(method);
  });
});

describe('calendarWarnings: autopay and a scheduled payment both paying the same bill', () => {
  const withAutopay = (amountDueCents: number, today = '2026-11-26'): CalendarInput => ({
    ...base,
    today,
    amountDueCents,
    autopay: { schedule: fiveDaysBefore, amount: { amountType: 'due' }, method: visaLater },
  });

  it.each([
    // [pay day, amount due, today, warned]
    ['2026-11-30', 8950, '2026-11-26', true], // before the due date; the run (27 Nov) is still to come
    ['2026-12-02', 8950, '2026-11-26', true], // on the due date
    ['2026-12-03', 8950, '2026-11-26', false], // after the due date: a late payment, the other warning
    ['2026-11-30', 0, '2026-11-26', false], // nothing due: autopay takes nothing
    ['2026-11-30', 8950, '2026-11-28', false], // this bill's run (27 Nov) has passed
  ] as const)('paid on %s with %i due on %s: %s', (payDate, due, today, warned) => {
    const w = calendarWarnings({ ...withAutopay(due, today), scheduled: [pay('p1', payDate)] });
    expect(w.some((x) => x.code === 'doublePayment')).toBe(warned);
  });
});

describe('calendarEvents', () => {
  const input: CalendarInput = {
    ...base,
    autopay: { schedule: fiveDaysBefore, amount: { amountType: 'cap', capCents: 5000 }, method: visaLater },
    scheduled: [pay('p1', '2026-12-10', bank)],
    promotions: [{ id: 'promo-1', endsOn: '2026-12-20' }],
  };

  it('lays out December: the due date, a run for the next bill, the payment and the promotion end', () => {
    expect(
      calendarEvents(input, '2026-12-01', '2026-12-31').map((e) => [e.kind, e.day, e.amountCents]),
    ).toEqual([
      ['dueDate', '2026-12-02', 8950],
      ['scheduledPayment', '2026-12-10', 8950],
      ['promotionEnd', '2026-12-20', null],
      // January's bill is not issued yet: a capped amount is not known.
      ['autopayRun', '2026-12-28', null],
    ]);
  });

  it('shows what autopay will take from the current bill, up to its cap, and no run already past', () => {
    expect(
      calendarEvents(input, '2026-11-01', '2026-11-30').map((e) => [e.kind, e.day, e.amountCents]),
    ).toEqual([['autopayRun', '2026-11-27', 5000]]);
    const later = { ...input, today: '2026-11-28' };
    expect(calendarEvents(later, '2026-11-01', '2026-11-30')).toEqual([]);
  });

  it('gives each event a UID that stays the same', () => {
    const uids = calendarEvents(input, '2026-11-01', '2027-02-28').map((e) => e.uid);
    expect(new Set(uids).size).toBe(uids.length);
    expect(uids).toContain('payment.p1');
    expect(uids).toContain('autopay.2027-01-02');
  });

  it('knows a fixed autopay amount for later bills', () => {
    const fixed = {
      ...input,
      autopay: { ...input.autopay!, amount: { amountType: 'fixed', fixedCents: 7000 } as const },
    };
    expect(calendarEvents(fixed, '2026-12-28', '2026-12-28')[0]).toMatchObject({
      kind: 'autopayRun',
      amountCents: 7000,
    });
  });

  it('shows nothing of bills before the first one', () => {
    expect(calendarEvents({ ...base, dueDate: null }, '2026-11-01', '2026-12-31')).toEqual([]);
  });
});

describe('a payment arrangement’s instalments on the calendar', () => {
  const instalment = { ...pay('i1', '2026-12-10'), instalment: true };
  it('shows as an instalment, not a scheduled payment', () => {
    const events = calendarEvents({ ...base, scheduled: [instalment] }, '2026-12-01', '2026-12-31');
    expect(events.find((e) => e.ref === 'i1')).toMatchObject({
      kind: 'arrangementInstalment',
      uid: 'payment.i1',
      day: '2026-12-10',
      amountCents: 8950,
    });
  });

  it('is never warned of as late or as a second payment', () => {
    const autopay = { schedule: fiveDaysBefore, amount: { amountType: 'due' }, method: visaLater } as const;
    const early = { ...pay('i0', '2026-11-27'), instalment: true };
    expect(calendarWarnings({ ...base, autopay, scheduled: [instalment, early] })).toEqual([]);
  });
});
