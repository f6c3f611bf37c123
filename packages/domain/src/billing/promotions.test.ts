import { describe, expect, it } from 'vitest';
import {
  PROMOTION_NOTICE_DAYS,
  billedMonthlyCents,
  promotionIncreaseCents,
  promotionLineCents,
  promotionOn,
  promotionState,
} from './promotions.ts';

describe('promotionState: 30 days before the last day the promotion is ending soon', () => {
  it.each([
    // [last day, today, state]
    ['2026-12-26', '2026-11-25', 'active'], // 31 days ahead
    ['2026-12-26', '2026-11-26', 'endingSoon'], // exactly 30 days ahead
    ['2026-12-26', '2026-12-26', 'endingSoon'], // its last day
    ['2026-12-26', '2026-12-27', 'ended'],
    ['2027-03-01', '2027-01-30', 'endingSoon'], // 30 days across February
    ['2027-03-01', '2027-01-29', 'active'],
  ] as const)('ends %s, on %s: %s', (endsOn, today, state) => {
    expect(promotionState(endsOn, today)).toBe(state);
  });

  it('uses the issue’s 30 days', () => {
    expect(PROMOTION_NOTICE_DAYS).toBe(30);
  });
});

describe('promotionIncreaseCents', () => {
  it.each([
    [4999, 6999, 2000],
    [6999, 6999, 0],
    [7999, 6999, 0],
  ])('from %i to %i: +%i', (promoPriceCents, regularPriceCents, up) => {
    expect(promotionIncreaseCents({ promoPriceCents, regularPriceCents })).toBe(up);
  });
});

describe('the price billed while a promotion runs', () => {
  const tv = {
    serviceCode: 'TV-SELECT',
    promoPriceCents: 3999,
    regularPriceCents: 5499,
    endsOn: '2026-12-26',
  };

  it.each([
    // [service, day, billed]
    ['TV-SELECT', '2026-06-01', 3999], // running, not yet ending soon
    ['TV-SELECT', '2026-12-26', 3999], // its last day
    ['TV-SELECT', '2026-12-27', 5499], // ended: the rate
    ['INT300', '2026-06-01', 3999], // another service: its own rate
  ] as const)('%s on %s: %i', (code, day, billed) => {
    const rate = code === 'TV-SELECT' ? 5499 : 3999;
    expect(billedMonthlyCents(code, rate, [tv], day)).toBe(billed);
  });

  it('finds the promotion running on a day, and none after its last day', () => {
    expect(promotionOn('TV-SELECT', [tv], '2026-12-26')).toBe(tv);
    expect(promotionOn('TV-SELECT', [tv], '2026-12-27')).toBeNull();
  });

  it("prints a promotion line that brings the regular price down to the promotion's", () => {
    expect(promotionLineCents(tv)).toBe(-1500);
    expect(5499 + promotionLineCents(tv)).toBe(3999);
    expect(promotionLineCents({ promoPriceCents: 6999, regularPriceCents: 6999 })).toBe(0);
  });
});
