import { describe, expect, it } from 'vitest';
import {
  arrangementEligibility,
  arrangementLastDay,
  arrangementOutcome,
  checkArrangementPlan,
  suggestArrangement,
  type ArrangementRules,
} from './arrangement.ts';

const rules: ArrangementRules = { maxInstalments: 3, maxDays: 30, brokenLookbackMonths: 12 };
const TODAY = '2026-11-20';

describe('arrangementEligibility: past due, none running, none broken in the last 12 months', () => {
  it.each([
    // [past due cents, active, last broken on, verdict]
    [10740, false, null, 'eligible'],
    [0, false, null, 'not-past-due'],
    [199, false, null, 'not-past-due'], // two instalments of at least $1 are not possible
    [200, false, null, 'eligible'],
    [10740, true, null, 'active'],
    [10740, false, '2026-01-01', 'broken-recently'],
    [10740, false, '2025-11-21', 'broken-recently'], // 12 months less a day
    [10740, false, '2025-11-20', 'eligible'], // exactly 12 months ago
    [10740, false, '2024-06-01', 'eligible'],
  ] as const)('%i past due, active %s, broken %s: %s', (pastDueCents, hasActive, lastBrokenOn, verdict) => {
    const r = arrangementEligibility({ pastDueCents, hasActive, lastBrokenOn, today: TODAY, rules });
    expect(r.eligible ? 'eligible' : r.reason).toBe(verdict);
  });

  it('reads the lookback from the rules', () => {
    const short = { ...rules, brokenLookbackMonths: 6 };
    const r = arrangementEligibility({
      pastDueCents: 10740,
      hasActive: false,
      lastBrokenOn: '2026-01-01',
      today: TODAY,
      rules: short,
    });
    expect(r.eligible).toBe(true);
  });
});

describe('checkArrangementPlan', () => {
  const first = { payDate: '2026-12-05', amountCents: 5370 };
  const second = { payDate: '2026-12-20', amountCents: 5370 };
  const two = [first, second];
  it.each([
    ['two parts adding up', two, 'ok', null],
    [
      'three parts adding up, the first today',
      [
        { payDate: TODAY, amountCents: 3580 },
        { payDate: '2026-12-01', amountCents: 3580 },
        { payDate: '2026-12-20', amountCents: 3580 },
      ],
      'ok',
      null,
    ],
    ['one part', [{ payDate: '2026-12-05', amountCents: 10740 }], 'count', null],
    [
      'four parts',
      [
        { payDate: '2026-11-21', amountCents: 2685 },
        { payDate: '2026-11-22', amountCents: 2685 },
        { payDate: '2026-11-23', amountCents: 2685 },
        { payDate: '2026-11-24', amountCents: 2685 },
      ],
      'count',
      null,
    ],
    ['a day before today', [{ payDate: '2026-11-19', amountCents: 5370 }, second], 'date', 0],
    ['a day after the last allowed', [first, { payDate: '2026-12-21', amountCents: 5370 }], 'date', 1],
    ['the same day twice', [first, { payDate: '2026-12-05', amountCents: 5370 }], 'order', 1],
    ['out of order', [second, first], 'order', 1],
    [
      'under a dollar',
      [
        { payDate: '2026-12-05', amountCents: 10690 },
        { payDate: '2026-12-20', amountCents: 50 },
      ],
      'amount',
      1,
    ],
    ['a cent short', [first, { payDate: '2026-12-20', amountCents: 5369 }], 'sum', null],
    ['a cent over', [first, { payDate: '2026-12-20', amountCents: 5371 }], 'sum', null],
  ] as const)('%s: %s', (_name, plan, verdict, index) => {
    const r = checkArrangementPlan(plan, 10740, TODAY, rules);
    expect(r.ok ? 'ok' : r.problem).toBe(verdict);
    if (!r.ok) expect(r.index).toBe(index);
  });

  it('allows only two when the configuration says two', () => {
    const r = checkArrangementPlan(
      [
        { payDate: '2026-11-25', amountCents: 3580 },
        { payDate: '2026-12-01', amountCents: 3580 },
        { payDate: '2026-12-10', amountCents: 3580 },
      ],
      10740,
      TODAY,
      { ...rules, maxInstalments: 2 },
    );
    expect(r).toEqual({ ok: false, problem: 'count', index: null });
  });

  it('the last day allowed is the configured number of days from today', () => {
    expect(arrangementLastDay(TODAY, rules)).toBe('2026-12-20');
  });
});

describe('suggestArrangement', () => {
  it('splits $107.40 in two equal parts, the last on the last day allowed', () => {
    expect(suggestArrangement(10740, 2, TODAY, rules)).toEqual([
      { payDate: '2026-12-05', amountCents: 5370 },
      { payDate: '2026-12-20', amountCents: 5370 },
    ]);
  });

  it('puts the leftover cents on the first of three, and the plan passes its own check', () => {
    const plan = suggestArrangement(10000, 3, TODAY, rules);
    expect(plan.map((p) => p.amountCents)).toEqual([3334, 3333, 3333]);
    expect(checkArrangementPlan(plan, 10000, TODAY, rules)).toEqual({ ok: true });
  });
});

describe('arrangementOutcome', () => {
  it.each([
    [['scheduled', 'scheduled'], null],
    [['posted', 'scheduled'], null],
    [['processing', 'scheduled'], null],
    [['posted', 'posted'], 'completed'],
    [['declined', 'scheduled'], 'broken'],
    [['posted', 'failed'], 'broken'],
    [['posted', 'cancelled'], 'broken'],
    [[], null],
  ] as const)('%j: %s', (statuses, outcome) => {
    expect(arrangementOutcome(statuses)).toBe(outcome);
  });
});
