import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../time.ts';
import { SHOP_ORDER_STATUSES, shopOrderPlacedRange, shopOrderStatusAt } from './order.ts';

describe('shopOrderStatusAt', () => {
  const placed = Date.UTC(2026, 10, 1, 12);
  it.each([
    ['just placed', 0, 'processing'],
    ['a minute short of a day', DAY_MS - 60_000, 'processing'],
    ['a day later', DAY_MS, 'shipped'],
    ['two days later', 2 * DAY_MS, 'shipped'],
    ['three days later', 3 * DAY_MS, 'delivered'],
    ['a month later', 30 * DAY_MS, 'delivered'],
    ['a clock behind the placing', -DAY_MS, 'processing'],
  ])('%s: %s', (_label, age, status) => {
    expect(shopOrderStatusAt(placed, placed + age)).toBe(status);
  });
});

describe('shopOrderPlacedRange', () => {
  const now = Date.UTC(2026, 10, 20, 12);
  const inRange = (r: { after?: number; atOrBefore?: number }, placedAt: number) =>
    (r.after === undefined || placedAt > r.after) && (r.atOrBefore === undefined || placedAt <= r.atOrBefore);

  it.each([
    ['processing', { after: now - DAY_MS }],
    ['shipped', { after: now - 3 * DAY_MS, atOrBefore: now - DAY_MS }],
    ['delivered', { atOrBefore: now - 3 * DAY_MS }],
  ] as const)('%s', (status, range) => {
    expect(shopOrderPlacedRange(status, now)).toEqual(range);
  });

  it('agrees with shopOrderStatusAt at every edge', () => {
    const ages = [
      0,
      1,
      DAY_MS - 1,
      DAY_MS,
      DAY_MS + 1,
      3 * DAY_MS - 1,
      3 * DAY_MS,
      3 * DAY_MS + 1,
      40 * DAY_MS,
    ];
    for (const age of ages) {
      const placedAt = now - age;
      const matching = SHOP_ORDER_STATUSES.filter((s) => inRange(shopOrderPlacedRange(s, now), placedAt));
      expect(matching, `age ${age}`).toEqual([shopOrderStatusAt(placedAt, now)]);
    }
  });
});
