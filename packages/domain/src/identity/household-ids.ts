/**
 * Household ids (seed 002 §3 Optimum ID user, §6 primary and secondary; seed 000 §3 Id list,
 * §6 the primary-only check of how many more ids may be created).
 */

/**
 * How many ids an account may hold, the primary's included. The seed names `allowed_remaining`
 * but not the limit behind it; Coax allows seven, as the operator's portal did.
 */
export const HOUSEHOLD_IDS_MAX = 7;

/**
 * The permissions a primary user sets for a secondary id (seed 002 §6: bill pay, parental
 * controls, phone-voice; DVR decides the 'DVR blocked' flag).
 */
export const SECONDARY_PERMISSIONS = ['billPay', 'parentalControls', 'voice', 'dvr'] as const;
export type SecondaryPermission = (typeof SECONDARY_PERMISSIONS)[number];
export type SecondaryPermissions = Readonly<Record<SecondaryPermission, boolean>>;

/** A new id starts with nothing it was not given. */
export const NO_PERMISSIONS: SecondaryPermissions = Object.freeze({
  billPay: false,
  parentalControls: false,
  voice: false,
  dvr: false,
});

export const IdentityMessages = {
  /** Seed 000 §6 names only the primary user as the one who manages ids; the wording is Coax's, in the seed's voice. */
  primaryOnly: 'Please sign in as the primary user to manage user ids.',
  limitReached: 'This account already has as many user ids as it may have.',
  idTaken: 'This id is not available.',
  notFound: 'There is no such user id on this account.',
  primaryNotChangeable: 'The primary user id cannot be changed or deleted here.',
} as const;

/** Seed 000 §3 `allowedRemaining`: how many more ids the account may create, never below 0. */
export function allowedRemaining(idsOnAccount: number, max = HOUSEHOLD_IDS_MAX): number {
  return Math.max(0, max - idsOnAccount);
}

/** Seed 002 §6: a secondary id without DVR gets the 'DVR blocked' flag; a primary never does. */
export function isDvrBlocked(user: { primary: boolean; dvr: boolean }): boolean {
  return !user.primary && !user.dvr;
}

/** Seed 002 §5: "Name display is truncated at 25 characters (20 on mobile)". */
export const NAME_DISPLAY_MAX = 25;
export const NAME_DISPLAY_MAX_PHONE = 20;

/** A person's name as displayed: cut to 25 characters, 20 on a phone, the cut marked with an ellipsis. */
export function truncateDisplayName(name: string, onPhone: boolean): string {
  const max = onPhone ? NAME_DISPLAY_MAX_PHONE : NAME_DISPLAY_MAX;
  const chars = [...name.trim()];
  if (chars.length <= max) return chars.join('');
  return (
    chars
      .slice(0, max - 1)
      .join('')
      .trimEnd() + '…'
  );
}
