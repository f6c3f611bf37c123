import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../time.ts';
import { shopOrderStatusAt } from './order.ts';

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
