/**
 * The accounts the pay-bill account selector offers (seed 002 §2 /pay-bill, §4 Account types,
 * §9): current accounts, and a past account for 90 days after it was disconnected.
 */
import { DAY_MS } from '../time.ts';

/** Seed 002 §4: types 0 and 1 are the current kinds; 2 and 3 are old kinds of 0 and 1. */
export const BILLING_ACCOUNT_TYPES = ['0', '1', '2', '3'] as const;
export type BillingAccountType = (typeof BILLING_ACCOUNT_TYPES)[number];

/** Seed 002 §9: "Past account is available 90 days after the disconnect date". */
export const PAST_ACCOUNT_AVAILABLE_DAYS = 90;

/** Seed 002 §4: "2 and 3 are old kinds that map to 0 and 1 when toggling". */
export function currentAccountKind(type: BillingAccountType): '0' | '1' {
  return type === '0' || type === '2' ? '0' : '1';
}

/** The day count from one YYYY-MM-DD day to another; NaN when either is not a day. */
function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
}

/**
 * Whether an account is offered at all: an active one always; a disconnected one until 90 days
 * after its disconnect date (that day included), so a person who moved can still see and pay
 * the last bill. An inactive account with no disconnect date on record is not offered.
 */
export function isAccountAvailable(
  account: { active: boolean; disconnectDate: string | null },
  today: string,
): boolean {
  if (account.active) return true;
  if (account.disconnectDate === null) return false;
  const days = daysBetween(account.disconnectDate, today);
  return Number.isFinite(days) && days <= PAST_ACCOUNT_AVAILABLE_DAYS;
}

/** The `ppi` query parameter of /pay-bill as a number; anything that is not a number counts as 0. */
export function parsePpi(value: string | null | undefined): number {
  const n = Number(value ?? '');
  return Number.isFinite(n) ? n : 0;
}

/** Seed 002 §2: "when ppi is greater than 0, no account dropdown is shown". A single account needs no choice either. */
export function showsAccountSelector(accountCount: number, ppi: number): boolean {
  return ppi <= 0 && accountCount > 1;
}

/**
 * The account a pay-bill page shows: with ppi > 0, the account of type 0 (seed 002 §2); otherwise
 * the one chosen, else the first. Undefined only for an empty list.
 */
export function accountToShow<A extends { accountType: BillingAccountType; accountNumber: string }>(
  accounts: readonly A[],
  ppi: number,
  chosen?: string | null,
): A | undefined {
  if (ppi > 0) return accounts.find((a) => a.accountType === '0') ?? accounts[0];
  return accounts.find((a) => a.accountNumber === chosen) ?? accounts[0];
}
