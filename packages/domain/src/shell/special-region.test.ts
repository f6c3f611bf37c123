import { describe, expect, it } from 'vitest';
import { isSpecialRegion } from './special-region.ts';

describe('the special region (seed 000: a fixed list of corp codes)', () => {
  it.each([
    ['7821', ['7821'], true],
    [' 7821 ', ['7821'], true],
    ['7821', ['7799', '7821'], true],
    ['7822', ['7821'], false],
    ['782', ['7821'], false],
    ['7821', [], false],
    ['', ['7821', ''], false],
    [null, ['7821'], false],
    [undefined, ['7821'], false],
  ] as const)('corp %j with the list %j is %s', (corp, list, expected) => {
    expect(isSpecialRegion(corp, list)).toBe(expected);
  });
});
