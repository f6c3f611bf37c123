import { describe, expect, it } from 'vitest';
import { MOVE_LEAD_MAX_DAYS_AHEAD, MoveLeadMessages, moveDayProblem } from './move-lead.ts';

describe('moveDayProblem (easyMoveLead)', () => {
  const today = '2026-11-29';
  it.each([
    ['today', '2026-11-29', 'past'],
    ['yesterday', '2026-11-28', 'past'],
    ['tomorrow', '2026-11-30', null],
    ['across the year', '2027-01-15', null],
    ['the last day of the window (90 days)', '2027-02-27', null],
    ['a day past the window', '2027-02-28', 'too-far'],
    ['not a day', '2026-02-30', 'format'],
    ['not a date', 'next week', 'format'],
    ['empty', '', 'format'],
  ] as const)('%s: %s', (_label, day, problem) => {
    expect(moveDayProblem(day, today)).toBe(problem);
  });

  it('says the window in its message', () => {
    expect(MOVE_LEAD_MAX_DAYS_AHEAD).toBe(90);
    expect(MoveLeadMessages.tooFar).toBe(
      'Please choose a moving date within 90 days; tell us again nearer the time.',
    );
  });
});
