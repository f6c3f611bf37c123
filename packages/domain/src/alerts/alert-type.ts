/** Seed 000 §3 Alert types and seed 000 §5 "Alert type must be one of the eight types, otherwise an error; default major". */

/** The eight alert types, in the seed's order. */
export const ALERT_TYPES = [
  'major',
  'minor',
  'minorSuccess',
  'key',
  'minorWarning',
  'success',
  'primary',
  'successLeaf',
] as const;

export type AlertType = (typeof ALERT_TYPES)[number];

/** Seed 000 §3: "major (default)". */
export const DEFAULT_ALERT_TYPE: AlertType = 'major';

/**
 * The types read as good news. Seed 000 §4 sorts "success next"; minorSuccess and successLeaf
 * are visual variants of success, so the whole family counts (see sortAlerts).
 */
export const SUCCESS_ALERT_TYPES: readonly AlertType[] = ['success', 'minorSuccess', 'successLeaf'];

export const AlertMessages = {
  /** The seed throws a developer error for an invalid type; the portal answers with this text. */
  invalidType: `The alert type must be one of: ${ALERT_TYPES.join(', ')}.`,
} as const;

export type AlertTypeResult = { ok: true; type: AlertType } | { ok: false; message: string };

/** True when `value` is one of the eight types (case-sensitive, as the seed spells them). */
export function isAlertType(value: unknown): value is AlertType {
  // Stryker disable next-line ConditionalExpression: includes() finds no value that is not a string among the eight type strings, so the check only narrows the type
  return typeof value === 'string' && (ALERT_TYPES as readonly string[]).includes(value);
}

/**
 * Reads an alert's type: a missing or empty type is 'major' (seed 000 §3, §5); anything that is
 * not one of the eight types is an error naming them.
 */
export function parseAlertType(value: string | null | undefined): AlertTypeResult {
  if (value === undefined || value === null || value === '') return { ok: true, type: DEFAULT_ALERT_TYPE };
  if (isAlertType(value)) return { ok: true, type: value };
  return { ok: false, message: AlertMessages.invalidType };
}

/** The type an alert is shown as: its own, or 'major' when the operator gave none. */
export function effectiveAlertType(type: AlertType | null | undefined): AlertType {
  return type ?? DEFAULT_ALERT_TYPE;
}

/** True for success, minorSuccess and successLeaf. */
export function isSuccessType(type: AlertType | null | undefined): boolean {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: SUCCESS_ALERT_TYPES holds neither null nor undefined, so includes() is false for both anyway; the checks only narrow the type
  return type !== null && type !== undefined && SUCCESS_ALERT_TYPES.includes(type);
}
