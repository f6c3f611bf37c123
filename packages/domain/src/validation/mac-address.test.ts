import { describe, expect, it } from 'vitest';
import { MAC_ADDRESS_MAX_LENGTH, formatMacAddressInput, isValidMacAddress } from './mac-address.ts';

describe('formatMacAddressInput (seed 000 §5: colons auto-inserted, at most 17 characters)', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['00', '00'],
    ['001', '00:1'],
    ['001a2b', '00:1A:2B'],
    ['001A2B3C4D5E', '00:1A:2B:3C:4D:5E'],
    ['00:1a:2b:3c:4d:5e', '00:1A:2B:3C:4D:5E'],
    ['00-1A-2B-3C-4D-5E', '00:1A:2B:3C:4D:5E'],
    ['001A2B3C4D5E6F', '00:1A:2B:3C:4D:5E'],
    ['00G1', '00:1'],
  ])('"%s" -> "%s"', (raw, shown) => {
    expect(formatMacAddressInput(raw)).toBe(shown);
    expect(formatMacAddressInput(raw).length).toBeLessThanOrEqual(MAC_ADDRESS_MAX_LENGTH);
  });

  it('stops at 17 characters', () => expect(MAC_ADDRESS_MAX_LENGTH).toBe(17));
});

describe('isValidMacAddress (six groups of two hex digits)', () => {
  it.each([
    ['00:1A:2B:3C:4D:5E', true],
    ['00:1a:2b:3c:4d:5e', true],
    ['00:1A:2B:3C:4D', false],
    ['00:1A:2B:3C:4D:5E:6F', false],
    ['001A2B3C4D5E', false],
    ['00-1A-2B-3C-4D-5E', false],
    ['00:1A:2B:3C:4D:5G', false],
    ['0:1A:2B:3C:4D:5E', false],
  ])('"%s" -> %s', (value, valid) => {
    expect(isValidMacAddress(value)).toBe(valid);
  });
});
