import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../time.ts';
import {
  APPOINTMENT_ERROR_CODES,
  APPOINTMENT_NAME_MAX_PHONE,
  APPOINTMENT_TIMEOUT_MS,
  AppointmentMessages,
  bookingWindow,
  formatSlotTime,
  isBookableDay,
  moveInGrid,
  parseTimeToken,
  roundDownToSlot,
  scheduleInfoRange,
  slotGrid,
  slotTimeDescOf,
  statusMessageAt,
  type StatusMessage,
  timeTokenOf,
  truncateAppointmentName,
  type AppointmentProgress,
} from './index.ts';
import { APPOINTMENT_TYPE_NAMES } from './messages.ts';

/** The seed's English words for a status message. */
function statusMessageText(m: StatusMessage): string {
  switch (m.kind) {
    case 'complete':
      return AppointmentMessages.complete.replace('{type}', APPOINTMENT_TYPE_NAMES[m.type]);
    case 'arrived':
      return AppointmentMessages.arrived;
    case 'next':
      return AppointmentMessages.next;
    case 'arriving':
      return AppointmentMessages.arriving
        .replace('{from}', formatSlotTime(m.fromMinutes))
        .replace('{to}', formatSlotTime(m.toMinutes));
  }
}

describe('the error catalogue (seed 002 §8)', () => {
  it.each([
    [1, 'System error has occurred'],
    [2, 'Account does not exist'],
    [3, 'DDPID does not exist'],
    [4, 'CRMID does not exist'],
    [5, 'DDPID is not authorized'],
    [6, 'CRMID is not authorized'],
    [7, 'No such appointment'],
    [9, 'Account pin missing or is incorrect'],
    [10, 'No such Time token exists'],
    [11, 'Desired Time is no longer available'],
  ] as const)('code %i reads %j', (code, text) => {
    expect(APPOINTMENT_ERROR_CODES[code]).toBe(text);
  });

  it('has no code 8', () => {
    expect(Object.keys(APPOINTMENT_ERROR_CODES)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '9',
      '10',
      '11',
    ]);
  });

  it('words the session time-out as the seed does, with its 600000 ms', () => {
    expect(AppointmentMessages.timedOut).toBe('Your session has timed out.');
    expect(APPOINTMENT_TIMEOUT_MS).toBe(600_000);
    expect(AppointmentMessages.cannotChange).toContain('cannot be canceled or rescheduled');
    expect(AppointmentMessages.tooClose).toContain('too close to the appointment to reschedule or cancel');
  });
});

describe('status messages (seed 002 §4)', () => {
  const day = Date.UTC(2026, 10, 24);
  const windowStart = day + 13 * HOUR_MS;
  const base: AppointmentProgress = {
    type: 'TC',
    windowStart,
    nextAt: day + 8 * HOUR_MS,
    eta: windowStart + 30 * MINUTE_MS,
    etaAt: day + 11 * HOUR_MS,
    startedAt: day + 13 * HOUR_MS + 40 * MINUTE_MS,
    completedAt: day + 15 * HOUR_MS,
  };
  const at = (h: number, m = 0) => day + h * HOUR_MS + m * MINUTE_MS;

  it.each([
    ['before anything happens', at(7), null],
    ['once it is the next appointment', at(9), "You're the next appointment"],
    [
      'once an eta close to the window is given',
      at(11),
      'The technician will arrive today between 1:30pm and 2:30pm',
    ],
    ['once the technician starts', at(13, 45), 'The technician has arrived'],
    ['once the work is done', at(15), 'Your installation appointment is complete'],
  ])('%s', (_, now, text) => {
    const message = statusMessageAt(base, now);
    expect(message ? statusMessageText(message) : null).toBe(text);
  });

  it('rounds the eta down to 15 minutes for the window', () => {
    const m = statusMessageAt({ ...base, eta: windowStart - 50 * MINUTE_MS }, at(12));
    expect(m).toEqual({ kind: 'arriving', fromMinutes: 12 * 60, toMinutes: 13 * 60 });
  });

  it('shows no arriving message for an eta 2 hours or more before the window start', () => {
    expect(statusMessageAt({ ...base, eta: windowStart - 2 * HOUR_MS }, at(11))).toEqual({ kind: 'next' });
    expect(statusMessageAt({ ...base, eta: windowStart - 2 * HOUR_MS + MINUTE_MS }, at(11))?.kind).toBe(
      'arriving',
    );
  });

  it('drops an eta more than 2 hours old (stale)', () => {
    const late = { ...base, startedAt: null, completedAt: null };
    expect(statusMessageAt(late, base.eta! + 2 * HOUR_MS)?.kind).toBe('arriving');
    expect(statusMessageAt(late, base.eta! + 2 * HOUR_MS + 1)).toEqual({ kind: 'next' });
  });

  it('hides the live status of an SRO but still says it is complete', () => {
    const sro = { ...base, type: 'SRO' as const };
    expect(statusMessageAt(sro, at(9))).toBeNull();
    expect(statusMessageAt(sro, at(11))).toBeNull();
    expect(statusMessageAt(sro, at(14))).toBeNull();
    expect(statusMessageText(statusMessageAt(sro, at(16))!)).toBe('Your service appointment is complete');
  });
});

describe('appointment name truncation (seed 002 §5)', () => {
  it.each([
    ['Internet repair', 23, 'Internet repair'],
    ['Exactly twenty-three ch', 23, 'Exactly twenty-three ch'],
    ['Internet installation visit 1234', 23, 'Internet… 1234'],
    ['Internet installation visit 7', 23, 'Internet… 7'],
    ['Whole home wifi installation', 23, 'Whole home wifi…'],
    ['Internet installation visit 12345', 23, 'Internet installation…'],
    ['Internet installation visit 1234', APPOINTMENT_NAME_MAX_PHONE, 'Internet… 1234'],
    ['Installation 1234', APPOINTMENT_NAME_MAX_PHONE, 'Installation 1234'],
    ['Supercalifragilisticexpialidocious 12', APPOINTMENT_NAME_MAX_PHONE, 'Supercalifragili… 12'],
  ])('%j at %i reads %j', (name, max, out) => {
    expect(truncateAppointmentName(name, max)).toBe(out);
    expect([...truncateAppointmentName(name, max)].length).toBeLessThanOrEqual(max);
  });
});

describe('slots (seed 002 §5, §9)', () => {
  it.each([
    [480, 480],
    [494, 480],
    [495, 495],
    [785, 780],
    [1439, 1425],
  ])('rounds %i minutes down to %i', (m, out) => expect(roundDownToSlot(m)).toBe(out));

  it('runs the grid from 8:00am to 12:00am in 15-minute steps', () => {
    const grid = slotGrid();
    expect(grid).toHaveLength(64);
    expect(formatSlotTime(grid[0]!)).toBe('8:00am');
    expect(formatSlotTime(grid[1]!)).toBe('8:15am');
    expect(formatSlotTime(grid.at(-1)!)).toBe('11:45pm');
    expect(slotTimeDescOf(grid.at(-1)!)).toBe('11:45pm - 12:00am');
    expect(formatSlotTime(720)).toBe('12:00pm');
  });

  it('describes a slot by its rounded arrival window', () => {
    expect(slotTimeDescOf(13 * 60 + 10)).toBe('1:00pm - 2:00pm');
  });

  it('reads back a desired time token and refuses what is not one', () => {
    expect(parseTimeToken(timeTokenOf('2026-11-24', 785))).toEqual({ day: '2026-11-24', minutes: 785 });
    expect(parseTimeToken('2026-11-24T07:45')).toBeNull();
    expect(parseTimeToken('2026-11-24T24:00')).toBeNull();
    expect(parseTimeToken('tomorrow')).toBeNull();
  });

  it.each([
    [5, 'ArrowRight', 6],
    [5, 'ArrowLeft', 4],
    [5, 'ArrowDown', 9],
    [5, 'ArrowUp', 1],
    [1, 'ArrowUp', 1],
    [0, 'ArrowLeft', 0],
    [63, 'ArrowRight', 63],
    [62, 'ArrowDown', 62],
    [30, 'Home', 0],
    [30, 'End', 63],
  ])('moves from cell %i on %s to %i', (from, key, to) => expect(moveInGrid(from, key, 64, 4)).toBe(to));
});

describe('the calendar (seed 002 §2, §9)', () => {
  const today = '2026-11-20';

  it('books from today to 30 days ahead; getScheduleInfo runs from tomorrow for 30 days', () => {
    expect(bookingWindow(today)).toEqual({ first: '2026-11-20', last: '2026-12-20' });
    expect(isBookableDay('2026-11-19', today)).toBe(false);
    expect(isBookableDay('2026-12-20', today)).toBe(true);
    expect(isBookableDay('2026-12-21', today)).toBe(false);
    expect(scheduleInfoRange(today)).toEqual({ startDate: '2026-11-21', durationDayCount: 30 });
  });
});
