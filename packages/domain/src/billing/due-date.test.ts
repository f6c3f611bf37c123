import { describe, expect, it } from 'vitest';
import { dueDateToShow } from './due-date.ts';

describe('dueDateToShow: no due date when nothing is due', () => {
  it.each([
    ['an amount due', 11_873, '2026-12-12', '2026-12-12'],
    ['one cent due', 1, '2026-12-12', '2026-12-12'],
    ['a zero balance', 0, '2026-12-12', null],
    ['a credit', -2_500, '2026-12-12', null],
    ['an amount due without a date on record', 5_000, null, null],
  ])('%s (%i cents, %s) -> %s', (_, cents, due, shown) => {
    expect(dueDateToShow(cents, due)).toBe(shown);
  });
});
