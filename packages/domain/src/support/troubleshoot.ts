/**
 * Troubleshooting, modem reset, service issue reports and temporary consent (seed 002 §3
 * "Troubleshoot report", §5 no-special-character field, §7 Support "Troubleshoot" and "GET and
 * POST temporary consent (accessCode)").
 */
import { MINUTE_MS, HOUR_MS } from '../time.ts';
import { stripSpecialCharacters } from '../network/characters.ts';

/** The services a subscriber can troubleshoot: log/troubleshoot's `service`. */
export const TROUBLESHOOT_SERVICES = ['internet', 'tv', 'phone'] as const;
export type TroubleshootService = (typeof TROUBLESHOOT_SERVICES)[number];

/** A modem restarts for this long after a reset; its status reads "restarting" meanwhile. */
export const MODEM_RESTART_MS = 2 * MINUTE_MS;
export const MODEM_STATUSES = ['online', 'restarting'] as const;
export type ModemStatus = (typeof MODEM_STATUSES)[number];

/** A modem's status at `now`, from when its last reset began (null: never reset). */
export function modemStatusAt(resetStartedAt: number | null, now: number): ModemStatus {
  return resetStartedAt !== null && now < resetStartedAt + MODEM_RESTART_MS ? 'restarting' : 'online';
}

/** When a modem restarting at `now` is back online, or null when it is not restarting. */
export function modemBackAt(resetStartedAt: number | null, now: number): number | null {
  return modemStatusAt(resetStartedAt, now) === 'restarting'
    ? (resetStartedAt ?? 0) + MODEM_RESTART_MS
    : null;
}

/** Seed 002 §3 Troubleshoot report field limits (written for Coax: the seed gives the fields). */
export const TROUBLESHOOT_REPORT_LIMITS = {
  name: 80,
  email: 120,
  productName: 40,
  comments: 1000,
} as const;

/** The product names a report may name: one per troubleshootable service. */
export const TROUBLESHOOT_PRODUCTS = TROUBLESHOOT_SERVICES;

/** Symptoms log/servicestatus accepts. */
export const SERVICE_STATUS_SYMPTOMS = [
  'no-service',
  'slow',
  'intermittent',
  'no-picture',
  'no-dial-tone',
] as const;
export type ServiceStatusSymptom = (typeof SERVICE_STATUS_SYMPTOMS)[number];

/** A consent's access code: six digits, valid for this long. */
export const CONSENT_CODE_LENGTH = 6;
export const CONSENT_VALID_MS = HOUR_MS;
export const CONSENT_CODE_PATTERN = /^\d{6}$/;

/** Whether a consent granted until `expiresAt` still lets an agent look at `now`. */
export const consentIsValid = (expiresAt: number | null, now: number): boolean =>
  expiresAt !== null && now < expiresAt;

/** A case number for a service issue report: 'SR-' and eight digits from the row's sequence. */
export function serviceCaseNumber(sequence: number): string {
  return `SR-${String(sequence).padStart(8, '0')}`;
}

/**
 * Seed 002 §5: the comments of a report are a no-special-character field. It keeps what the rule
 * allows, and a line break becomes a space (whitespace is allowed; the stored text is one line).
 */
export function plainComments(raw: string): string {
  return stripSpecialCharacters(raw).replace(/\s+/g, ' ').trim();
}

/** Messages (written for Coax; the seed names the calls, not their texts). */
export const TroubleshootMessages = {
  step: 'That step is not part of this troubleshooter.',
  action: 'That answer is not one of this step’s choices.',
  modemNotFound: 'We could not find that modem on your account.',
  modemRestarting: 'Your modem is already restarting. Please wait until it is back online.',

  name: 'Please enter your name.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a 10-digit phone number.',
  comments: 'Please tell us what is happening.',
  consentCode: 'The access code is six digits.',
  consentAccount: 'The account number is 12 digits.',
  consentInvalid: 'That access code is not valid, or it has expired.',
  consentSubscriber: 'Only the account holder can grant access to their equipment.',
  agentOnly: 'Only an agent can use an access code.',
} as const;
