import { DAY_MS, HOUR_MS } from '../time.ts';

/**
 * Credit request (seed 002 §7 "POST creditrequest/creditrequest"; the payload is not shown).
 * Beyond the seed (issue 18 item 5): an outage on the subscriber's node at least as long as the
 * operator's threshold is credited at once; any other request waits for an agent.
 */

export const CreditMessages = {
  notEligible: 'There is no outage or missed appointment to credit.',
  alreadyRequested: 'A credit was already requested for this.',
  notFound: 'This credit request was not found.',
  decided: 'This credit request has already been decided.',
  primaryOnly: 'Only the primary user of the account may request a credit.',
} as const;

/** What a credit is for. */
export const CREDIT_REASONS = ['outage', 'missed-appointment'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

/** approved by rule or by an agent, pending with the agents, or declined by one. */
export const CREDIT_REQUEST_STATUSES = ['approved', 'pending', 'declined'] as const;
export type CreditRequestStatus = (typeof CREDIT_REQUEST_STATUSES)[number];

/** How far back an outage or a missed appointment may be credited. */
export const CREDIT_LOOKBACK_DAYS = 30;
/** A month of service, for the share of the monthly charges one day is worth. */
export const CREDIT_DAYS_PER_MONTH = 30;
/** A missed appointment's credit, in cents, once an agent approves it. */
export const MISSED_APPOINTMENT_CREDIT_CENTS = 2000;
export const CREDIT_NOTE_MAX = 500;

/** Whole days an outage touched: any part of a day counts as a day. */
export function outageDays(startedAt: number, clearedAt: number): number {
  return Math.max(1, Math.ceil((clearedAt - startedAt) / DAY_MS));
}

/** An outage's credit: the monthly service charges' share for each day it touched, in cents. */
export function outageCreditCents(monthlyCents: number, startedAt: number, clearedAt: number): number {
  const days = Math.min(outageDays(startedAt, clearedAt), CREDIT_DAYS_PER_MONTH);
  return Math.round((Math.max(0, monthlyCents) * days) / CREDIT_DAYS_PER_MONTH);
}

/** Whether an outage is long enough to be credited without an agent. */
export function outageQualifiesByRule(startedAt: number, clearedAt: number, minHours: number): boolean {
  return clearedAt - startedAt >= minHours * HOUR_MS;
}
