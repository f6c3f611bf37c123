/**
 * The shape every field validator returns: either fine, or a stable code (for tests, analytics
 * and i18n keys) with the message the seed gives for it.
 */
export type FieldCheck<Code extends string> = { ok: true } | { ok: false; code: Code; message: string };

/** The passing result, shared so callers can compare with `toEqual(FIELD_OK)`. */
export const FIELD_OK: { readonly ok: true } = Object.freeze({ ok: true });

/** Builds a failing result. */
export function fieldError<Code extends string>(code: Code, message: string): FieldCheck<Code> {
  return { ok: false, code, message };
}
