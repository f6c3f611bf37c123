import { describe, expect, it } from 'vitest';
import { numericInput, parseLengthAttribute, stripNonDigits, validateNumericLength } from './numeric.ts';

describe('stripNonDigits (seed 000 §5)', () => {
  it.each([
    ['', ''],
    ['12ab34', '1234'],
    ['(516) 555-0100', '5165550100'],
    ['١٢٣', ''],
    ['4.50', '450'],
  ])('"%s" -> "%s"', (raw, digits) => {
    expect(stripNonDigits(raw)).toBe(digits);
  });
});

describe('parseLengthAttribute', () => {
  it.each([
    ['9', 9],
    [' 4 ', 4],
    ['0', 0],
    ['', undefined],
    ['-1', undefined],
    ['4.5', undefined],
    ['abc', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%s -> %s', (attribute, limit) => {
    expect(parseLengthAttribute(attribute)).toBe(limit);
  });
});

describe('numericInput', () => {
  it.each([
    { raw: '12a34', maxLength: undefined, kept: '1234' },
    { raw: '12a345', maxLength: 4, kept: '1234' },
    { raw: '12', maxLength: 4, kept: '12' },
  ])('"$raw" with max $maxLength -> "$kept"', ({ raw, maxLength, kept }) => {
    expect(numericInput(raw, { maxLength })).toBe(kept);
  });
});

describe('validateNumericLength (limits from attributes)', () => {
  it.each([
    { raw: '123', limits: { minLength: 4, maxLength: 9 }, code: 'minlength' },
    { raw: '1234', limits: { minLength: 4, maxLength: 9 }, code: undefined },
    { raw: '123-456-789', limits: { minLength: 4, maxLength: 9 }, code: undefined },
    { raw: '1234567890', limits: { minLength: 4, maxLength: 9 }, code: 'maxlength' },
    { raw: '', limits: {}, code: undefined },
    { raw: '1', limits: { maxLength: 1 }, code: undefined },
  ])('"$raw" with $limits -> $code', ({ raw, limits, code }) => {
    const result = validateNumericLength(raw, limits);
    expect(result.ok ? undefined : result.code).toBe(code);
  });

  it('names the limit in its message', () => {
    expect(validateNumericLength('12', { minLength: 4 })).toEqual({
      ok: false,
      code: 'minlength',
      message: 'Please enter at least 4 digits.',
    });
  });
});

describe('parseLengthAttribute: a whole number of any number of digits', () => {
  it.each([
    ['12', 12],
    [' 17 ', 17],
    ['0', 0],
  ])('%j -> %s', (attribute, want) => expect(parseLengthAttribute(attribute)).toBe(want));
});
