/** MAC address rules of seed 000 §5: six groups of two hex digits joined by colons. */
import { MAC_ADDRESS_GROUP_DIGITS, MAC_ADDRESS_GROUPS } from '../constants.ts';

/** 12 hex digits and 5 colons: the seed's "at most 17 characters". */
export const MAC_ADDRESS_MAX_LENGTH =
  MAC_ADDRESS_GROUPS * MAC_ADDRESS_GROUP_DIGITS + (MAC_ADDRESS_GROUPS - 1);

export const MacAddressMessages = {
  /** Written for Coax: the seed gives the rule, not its text. */
  invalid: 'Please enter a valid MAC address, for example 00:1A:2B:3C:4D:5E.',
} as const;

const MAC_ADDRESS = new RegExp(
  `^(?:[0-9A-Fa-f]{${MAC_ADDRESS_GROUP_DIGITS}}:){${MAC_ADDRESS_GROUPS - 1}}[0-9A-Fa-f]{${MAC_ADDRESS_GROUP_DIGITS}}$`,
);

/**
 * Reformats what the user typed: keeps hex digits only (upper case), at most 12, with a colon
 * between each pair. A colon appears once the next group starts rather than right after a pair,
 * so deleting back over a colon works.
 */
export function formatMacAddressInput(raw: string): string {
  const hex = raw
    .replace(/[^0-9A-Fa-f]/g, '')
    .toUpperCase()
    .slice(0, MAC_ADDRESS_GROUPS * MAC_ADDRESS_GROUP_DIGITS);
  const groups = hex.match(new RegExp(`.{1,${MAC_ADDRESS_GROUP_DIGITS}}`, 'g')) ?? [];
  return groups.join(':');
}

/** True for six colon-separated groups of two hex digits. */
export function isValidMacAddress(value: string): boolean {
  return MAC_ADDRESS.test(value);
}
