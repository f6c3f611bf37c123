/**
 * Confirmation codes a person can read out on the phone: ten characters from an alphabet with
 * no look-alikes (no 0/O, 1/I/L, no U, so no 5/S-style mix-ups by ear either), shown as two
 * groups of five. They are not ids: the server keeps one per payment, unique, next to its id.
 */

/** Digits 2-9 and the letters a voice or a glance cannot confuse: 30 characters. */
export const CONFIRMATION_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CONFIRMATION_CODE_LENGTH = 10;
/** Codes are stored without the separator and shown in groups of this size. */
export const CONFIRMATION_GROUP = 5;

/** The largest multiple of the alphabet's size that fits a byte: bytes above it are skipped, so every character is equally likely. */
const BYTE_LIMIT = Math.floor(256 / CONFIRMATION_ALPHABET.length) * CONFIRMATION_ALPHABET.length;

/**
 * A code from random (or hashed) bytes, or undefined when the bytes run out first (each byte at
 * or above 240 is skipped; 32 bytes are almost always enough, and the caller may pass more).
 */
export function confirmationCodeFrom(bytes: ArrayLike<number>): string | undefined {
  let out = '';
  for (let i = 0; i < bytes.length && out.length < CONFIRMATION_CODE_LENGTH; i++) {
    const b = bytes[i] ?? 0;
    if (b < BYTE_LIMIT) out += CONFIRMATION_ALPHABET[b % CONFIRMATION_ALPHABET.length];
  }
  return out.length === CONFIRMATION_CODE_LENGTH ? out : undefined;
}

/** Whether a stored code is well formed: ten characters of the alphabet, no separator. */
export function isConfirmationCode(code: string): boolean {
  return new RegExp(`^[${CONFIRMATION_ALPHABET}]{${CONFIRMATION_CODE_LENGTH}}$`).test(code);
}

/** A code as shown and read out: "K7M2Q9XHT4" -> "K7M2Q-9XHT4". Anything else is shown as given. */
export function formatConfirmationCode(code: string): string {
  if (!isConfirmationCode(code)) return code;
  const groups: string[] = [];
  for (let i = 0; i < code.length; i += CONFIRMATION_GROUP) {
    groups.push(code.slice(i, i + CONFIRMATION_GROUP));
  }
  return groups.join('-');
}
