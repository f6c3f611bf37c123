/**
 * When the move/transfer wizard is offered and for how long (seed 002 §4 Transfer wizard, Account
 * types; §9), and which account a toggle names (seed 002 §7 toggleAccount). Days are YYYY-MM-DD.
 */
import {
  currentAccountKind,
  PAST_ACCOUNT_AVAILABLE_DAYS,
  type BillingAccountType,
} from '../billing-accounts.ts';
import { daysFrom, isIsoDay } from '../payment-date.ts';

/** Seed 002 §9: "maybe-later closes at once when more than 30 days remain". */
export const MAYBE_LATER_CLOSE_DAYS = 30;

const SECONDS_PER_DAY = 24 * 60 * 60;

/**
 * Days left to transfer: the past account stays available 90 days after its disconnect date (that
 * day included), so on the disconnect date 90 remain and on the 90th day after it 0 remain. Null
 * when either day cannot be read. Negative once the window has closed.
 */
export function transferDaysLeft(discoDate: string, today: string): number | null {
  if (!isIsoDay(discoDate) || !isIsoDay(today)) return null;
  return PAST_ACCOUNT_AVAILABLE_DAYS - daysFrom(discoDate, today);
}

/** The window is open while no day is missing and at least the last day remains. */
export function transferWindowOpen(daysLeft: number | null): boolean {
  return daysLeft !== null && daysLeft >= 0;
}

/** Seed 002 §4: maybe-later closes at once (and sets the remind-later cookie) when more than 30 days remain. */
export function maybeLaterClosesAtOnce(daysLeft: number): boolean {
  return daysLeft > MAYBE_LATER_CLOSE_DAYS;
}

/**
 * How long the remind_later cookie lasts. The seed does not give its lifetime; Coax keeps the
 * wizard away until 30 days remain, when maybe-later stops closing at once and the MayBeLater
 * step offers the last reminder (and "don't remind me"). At least one day.
 */
export function remindLaterCookieMaxAgeSeconds(daysLeft: number): number {
  return Math.max(1, daysLeft - MAYBE_LATER_CLOSE_DAYS) * SECONDS_PER_DAY;
}

/** Seed 002 §4: "Types 1 and 3 hide the opt-out link and suppress the transfer modal." */
export function suppressesTransferPrompt(type: BillingAccountType): boolean {
  return currentAccountKind(type) === '1';
}

/** The account types toggleAccount takes (seed 002 §7: "accountType 0, 1 or 2"). */
export const TOGGLE_ACCOUNT_TYPES = ['0', '1', '2'] as const;
export type ToggleAccountType = (typeof TOGGLE_ACCOUNT_TYPES)[number];

/** An account a toggle may choose: one the subscriber has, still available. */
export interface ToggleCandidate {
  accountNumber: string;
  accountType: BillingAccountType;
  active: boolean;
}

const digitsOf = (s: string) => s.replace(/\D/g, '');

/**
 * The account a toggle names, or undefined. With an account number, that account, if its kind
 * matches the type asked for: an old type 2 or 3 toggles as 0 or 1 (seed 002 §4), so a past
 * account is named by its number and the current kind. Without one: type 0 or 1 is the active
 * account of that kind; type 2 is the past account of kind 0.
 */
export function toggleTarget<A extends ToggleCandidate>(
  accounts: readonly A[],
  accountType: ToggleAccountType,
  accountNumber?: string,
): A | undefined {
  const kind = currentAccountKind(accountType);
  if (accountNumber !== undefined) {
    const wanted = digitsOf(accountNumber);
    if (wanted === '') return undefined;
    const found = accounts.find((a) => digitsOf(a.accountNumber) === wanted);
    return found && currentAccountKind(found.accountType) === kind ? found : undefined;
  }
  const past = accountType === '2';
  return accounts.find((a) => currentAccountKind(a.accountType) === kind && a.active !== past);
}
