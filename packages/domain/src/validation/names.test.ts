import { describe, expect, it } from 'vitest';
import { NameMessages, checkNameLive, checkNameStrict } from './names.ts';

describe('name hints (seed 000 §5, verbatim)', () => {
  it('uses the seed texts', () => {
    expect(NameMessages.invalidChars).toBe('Contains invalid characters');
    expect(NameMessages.tooShort).toBe('Input is too short');
  });
});

describe('checkNameLive (seed 000 §5)', () => {
  it.each([
    { value: '', code: 'tooShort' },
    { value: '   ', code: 'tooShort' },
    { value: 'Ann', code: undefined },
    { value: "O'Brien", code: undefined },
    { value: 'Mary Ann', code: undefined },
    { value: 'J.', code: 'invalidChars' },
    { value: 'Ann_Marie', code: 'invalidChars' },
    { value: 'Ann-Marie', code: 'invalidChars' },
    // Length and ASCII are the strict check's business.
    { value: 'José', code: undefined },
    { value: 'A'.repeat(40), code: undefined },
  ])('"$value" -> $code', ({ value, code }) => {
    const result = checkNameLive(value);
    expect(result.ok ? undefined : result.code).toBe(code);
  });
});

describe('checkNameStrict (seed 000 §5: first 15, last 25, ASCII only)', () => {
  it.each([
    { value: '', field: 'firstName', code: 'tooShort' },
    { value: 'A'.repeat(15), field: 'firstName', code: undefined },
    { value: 'A'.repeat(16), field: 'firstName', code: 'tooLong' },
    { value: 'A'.repeat(16), field: 'lastName', code: undefined },
    { value: 'A'.repeat(25), field: 'lastName', code: undefined },
    { value: 'A'.repeat(26), field: 'lastName', code: 'tooLong' },
    { value: 'José', field: 'firstName', code: 'invalidChars' },
    { value: 'Müller', field: 'lastName', code: 'invalidChars' },
    { value: 'Ann\tMarie', field: 'firstName', code: 'invalidChars' },
    { value: 'Ann-Marie', field: 'firstName', code: 'invalidChars' },
    { value: "D'Angelo", field: 'lastName', code: undefined },
  ] as const)('$field "$value" -> $code', ({ value, field, code }) => {
    const result = checkNameStrict(value, field);
    expect(result.ok ? undefined : result.code).toBe(code);
  });

  it('carries the hint text', () => {
    expect(checkNameStrict('J.', 'firstName')).toEqual({
      ok: false,
      code: 'invalidChars',
      message: 'Contains invalid characters',
    });
  });
});
