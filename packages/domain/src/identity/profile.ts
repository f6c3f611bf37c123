/**
 * The signed-in user's profile (issue 15 item 1): contact info entries (seed 002 §3 "Contact info
 * entries: id, sendTo, description, methodEnabled; plus preferences. Phone id 1, email id 3") and
 * the auxiliary PIN (seed 002 §7 getAuxPin, setAuxPin, confirmAuxPin; §5 and §9 PIN: four digits).
 */
import { PIN_LENGTH } from '../box-settings/constants.ts';
import { MINUTE_MS } from '../time.ts';

/** Seed 002 §3: the contact entry ids. */
export const CONTACT_PHONE_ID = 1;
export const CONTACT_EMAIL_ID = 3;

/**
 * What a contact entry may be used for. The seed names "preferences" without their values; these
 * are the messages the portal sends: account and billing notices, password and id recovery, and
 * service outage notices.
 */
export const CONTACT_PREFERENCES = ['account', 'recovery', 'outage'] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];

/** A contact entry's own label ("My cell"): short enough for one line of the profile at 375 px. */
export const CONTACT_DESCRIPTION_MAX = 40;

/** Aux PIN confirm tries one id may take in the window before it is refused as throttled. */
export const AUX_PIN_MAX_TRIES = 5;
export const AUX_PIN_WINDOW_MS = 15 * MINUTE_MS;

const AUX_PIN_PATTERN = new RegExp(`^\\d{${PIN_LENGTH}}$`);

/** An aux PIN is exactly four digits (seed 002 §9 "Pin length 4"). */
export function isAuxPin(value: string): boolean {
  return AUX_PIN_PATTERN.test(value);
}

export const AuxPinMessages = {
  format: `Your PIN must be ${PIN_LENGTH} digits.`,
  mismatch: 'Your PIN entries do not match. Please try again.',
  notSet: 'No PIN is set for this id.',
  throttled: 'Too many PIN tries. Please wait 15 minutes and try again.',
  description: `A description can be at most ${CONTACT_DESCRIPTION_MAX} characters.`,
} as const;

/** What an entry is used for until its owner says otherwise: texts for recovery and outages, mail for all. */
export const DEFAULT_CONTACT_PREFERENCES: Readonly<Record<'phone' | 'email', readonly ContactPreference[]>> =
  {
    phone: ['recovery', 'outage'],
    email: ['account', 'recovery', 'outage'],
  };

/** A contact entry's switch and choices as its owner saved them. */
export interface ContactEntrySettings {
  enabled: boolean;
  preferences: readonly ContactPreference[];
}

/**
 * Whether a message of a kind goes to a contact entry's address: recovery always (nobody can
 * switch off their own way back in); anything else while the entry is on and takes that kind. An
 * entry never saved reads as the defaults.
 */
export function entryTakes(
  kind: 'phone' | 'email',
  saved: ContactEntrySettings | null,
  message: ContactPreference,
): boolean {
  if (message === 'recovery') return true;
  const settings = saved ?? { enabled: true, preferences: DEFAULT_CONTACT_PREFERENCES[kind] };
  return settings.enabled && settings.preferences.includes(message);
}
