/**
 * Paperless billing and e-mail preferences (seed 002 §3 Communication update payload, §4
 * Paperless enrolment, §5 Email, §8 Paperless). The e-mail rule here is seed 002's, which is
 * stricter than seed 000's (validation/email.ts): the top-level domain has 2 to 4 letters.
 */
import { FIELD_OK, fieldError, type FieldCheck } from '../validation/field-check.ts';

export const PaperlessMessages = {
  /** seed 002 §8 Paperless: success of an enrolment */
  enrolled: 'Thanks for enrolling in paperless billing. Way to save some trees!',
  /** seed 002 §8 Paperless: update success */
  detailsUpdated: 'Details updated successfully',
  /** seed 002 §8 Success texts */
  preferencesUpdated: 'Your email preferences have been successfully updated.',
  /** seed 002 §5 Other messages */
  invalidEmail: 'Please enter a valid email id',
  /** Written for Coax: the seed sends the originals but does not word the refusal. */
  stale:
    'Your email preferences were changed somewhere else after this page loaded. Check them below and try again.',
} as const;

/** The longest address SMTP can deliver to (RFC 5321 path limit less the angle brackets). */
export const PAPERLESS_EMAIL_MAX_LENGTH = 254;

/** Seed 002 §5 Email: "a standard address pattern with a 2 to 4 character top level". */
const PAPERLESS_EMAIL_PATTERN =
  /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,4}$/;

/** True for an address paperless billing accepts. Spaces around it are ignored. */
export function isPaperlessEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= PAPERLESS_EMAIL_MAX_LENGTH && PAPERLESS_EMAIL_PATTERN.test(email);
}

/** The field check run on keyup and focus-out; an empty box is invalid too (enrol stays off). */
export function validatePaperlessEmail(value: string): FieldCheck<'invalidEmail'> {
  return isPaperlessEmail(value) ? FIELD_OK : fieldError('invalidEmail', PaperlessMessages.invalidEmail);
}

/** Seed 002 §4: "an empty or invalid email disables enrol". */
export function canEnrolPaperless(email: string): boolean {
  return isPaperlessEmail(email);
}

/** An account's e-mail preferences. `email` null: none on file. */
export interface EbillPreferences {
  email: string | null;
  /** a paper bill is mailed; false is paperless */
  paperBill: boolean;
  /** an e-mail is sent when a bill is ready */
  mailNotify: boolean;
}

/** Seed 002 §3 Communication update payload: the wanted values and the ones the page loaded. */
export interface CommunicationUpdate {
  /** '' for none */
  email: string;
  mailNotifyInd: boolean;
  paperBillInd: boolean;
  origEmail: string;
  origMailNotifyInd: boolean;
  origPaperBillInd: boolean;
}

/**
 * enrolled: paper bill turned off; paperBillRestored: turned back on; preferencesUpdated: the
 * e-mail or the notice changed; unchanged: nothing to do.
 */
export type CommunicationOutcome = 'enrolled' | 'paperBillRestored' | 'preferencesUpdated' | 'unchanged';

export const COMMUNICATION_OUTCOME_MESSAGES: Readonly<Record<CommunicationOutcome, string>> = {
  enrolled: PaperlessMessages.enrolled,
  paperBillRestored: PaperlessMessages.detailsUpdated,
  preferencesUpdated: PaperlessMessages.preferencesUpdated,
  unchanged: PaperlessMessages.detailsUpdated,
};

export type CommunicationField = 'email' | 'mailNotify' | 'paperBill';

export type CommunicationResult =
  | { ok: true; next: EbillPreferences; outcome: CommunicationOutcome }
  | { ok: false; reason: 'invalidEmail'; message: string }
  | { ok: false; reason: 'stale'; fields: CommunicationField[]; message: string };

const sameEmail = (a: string | null, b: string | null) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * Applies an update as a three-way merge. A field the person left as loaded keeps whatever is
 * stored now (someone else may have changed it meanwhile, and that change stands); a field they
 * changed is written, unless it was also changed elsewhere to a different value, which refuses
 * the whole update as stale rather than silently undoing the other change.
 */
export function applyCommunicationUpdate(
  current: EbillPreferences,
  update: CommunicationUpdate,
): CommunicationResult {
  const stale: CommunicationField[] = [];
  const typed = update.email.trim();

  let email = current.email;
  if (!sameEmail(typed, update.origEmail)) {
    if (!sameEmail(current.email, update.origEmail) && !sameEmail(current.email, typed)) stale.push('email');
    email = typed === '' ? null : typed;
  }
  const pick = (field: CommunicationField, now: boolean, wanted: boolean, loaded: boolean): boolean => {
    if (wanted === loaded) return now;
    if (now !== loaded && now !== wanted) stale.push(field);
    return wanted;
  };
  const mailNotify = pick('mailNotify', current.mailNotify, update.mailNotifyInd, update.origMailNotifyInd);
  const paperBill = pick('paperBill', current.paperBill, update.paperBillInd, update.origPaperBillInd);
  if (stale.length > 0) {
    return { ok: false, reason: 'stale', fields: stale, message: PaperlessMessages.stale };
  }

  const next: EbillPreferences = { email, paperBill, mailNotify };
  const emailChanged = !sameEmail(email, current.email);
  // A new address must pass the rule; paperless and bill notices also need one to write to.
  const needsEmail = !paperBill || mailNotify;
  if (
    (emailChanged && email !== null && !isPaperlessEmail(email)) ||
    (needsEmail && (email === null || !isPaperlessEmail(email)))
  ) {
    return { ok: false, reason: 'invalidEmail', message: PaperlessMessages.invalidEmail };
  }
  const outcome: CommunicationOutcome =
    current.paperBill && !paperBill
      ? 'enrolled'
      : !current.paperBill && paperBill
        ? 'paperBillRestored'
        : emailChanged || mailNotify !== current.mailNotify
          ? 'preferencesUpdated'
          : 'unchanged';
  return { ok: true, next, outcome };
}
