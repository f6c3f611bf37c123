/**
 * Seed 002 §5: "The no-special-character field keeps only letters, digits, underscore,
 * whitespace, plus, minus and pipe." Letters are any script's, so "Cañón" stays as typed.
 */
const NOT_ALLOWED = /[^\p{L}\p{N}_\s+\-|]/gu;

/** What the field keeps of what was typed. */
export function stripSpecialCharacters(raw: string): string {
  return raw.replace(NOT_ALLOWED, '');
}

/** True when the field would keep the text as it is. */
export function hasOnlyAllowedCharacters(text: string): boolean {
  return stripSpecialCharacters(text) === text;
}
