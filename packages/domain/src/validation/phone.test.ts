import { describe, expect, it } from 'vitest';
import { formatPhone, stripPhone, validatePhone } from './phone.ts';

describe('stripPhone (seed 000 §5)', () => {
  it.each([
    ['(516) 555-0100', '5165550100'],
    ['516 555 0100', '5165550100'],
    ['516-555-0100', '5165550100'],
    ['516.555.0100', '516.555.0100'],
  ])('"%s" -> "%s"', (raw, digits) => {
    expect(stripPhone(raw)).toBe(digits);
  });
});

describe('validatePhone (seed 000 §5: 10 digits, 2000000000-9999999999)', () => {
  it.each([
    { raw: '(516) 555-0100', code: undefined },
    { raw: '2000000000', code: undefined },
    { raw: '9999999999', code: undefined },
    { raw: '1999999999', code: 'range' },
    { raw: '0165550100', code: 'range' },
    { raw: '516555010', code: 'length' },
    { raw: '51655501000', code: 'length' },
    { raw: '', code: 'length' },
    { raw: '+1 516 555 0100', code: 'characters' },
    { raw: '516.555.0100', code: 'characters' },
    { raw: '516555O100', code: 'characters' },
  ])('"$raw" -> $code', ({ raw, code }) => {
    const result = validatePhone(raw);
    expect(result.ok ? undefined : result.code).toBe(code);
  });
});

describe("formatPhone (seed 000 §5: 'ddd ddd-dddd')", () => {
  it.each([
    ['5165550100', '516 555-0100'],
    ['(516) 555-0100', '516 555-0100'],
    ['516-555-0100', '516 555-0100'],
    ['51655', '51655'],
    ['1165550100', '1165550100'],
  ])('"%s" -> "%s"', (raw, shown) => {
    expect(formatPhone(raw)).toBe(shown);
  });
});
