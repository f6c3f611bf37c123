/**
 * Payment arrangements (issue 20 item 4): a past-due subscriber splits the past-due amount into
 * two or three dated instalments. Who may have one, and what a plan must be, are decided here; the
 * limits come from the server's configuration (`ArrangementRules`). Days are YYYY-MM-DD; money is
 * integer cents.
 */
import { PAYMENT_MIN_CENTS } from './amount.ts';
import { addMonths } from './autopay.ts';
import { addDays } from './payment-date.ts';

/** Where an arrangement stands: running, every instalment posted, or cancelled by a missed one. */
export const ARRANGEMENT_STATUSES = ['active', 'completed', 'broken'] as const;
export type ArrangementStatus = (typeof ARRANGEMENT_STATUSES)[number];

/** The fewest instalments an arrangement has; the most is configured (2 or 3). */
export const ARRANGEMENT_MIN_INSTALMENTS = 2;

/** The bill widget and the alerts tell of a cancelled arrangement for this many days after. */
export const ARRANGEMENT_BROKEN_NOTICE_DAYS = 30;

/** The configured limits. */
export interface ArrangementRules {
  /** 2 or 3 */
  maxInstalments: number;
  /** the last instalment falls no later than this many days from today */
  maxDays: number;
  /** an arrangement broken within this many months refuses a new one */
  brokenLookbackMonths: number;
}

/** Why an account may not set one up. */
export const ARRANGEMENT_INELIGIBLE = ['not-past-due', 'active', 'broken-recently'] as const;
export type ArrangementIneligible = (typeof ARRANGEMENT_INELIGIBLE)[number];

/** Why a plan is refused. */
export const ARRANGEMENT_PLAN_PROBLEMS = ['count', 'date', 'order', 'amount', 'sum'] as const;
export type ArrangementPlanProblem = (typeof ARRANGEMENT_PLAN_PROBLEMS)[number];

/** Ours (the seed has no arrangement): the English words of each refusal. */
export const ArrangementMessages = {
  notPastDue: 'A payment arrangement is for an account with a past-due balance.',
  active: 'This account already has a payment arrangement in place.',
  brokenRecently:
    'A payment arrangement on this account was cancelled too recently for a new one to be set up. Please call us.',
  count: 'Choose 2 or 3 payments.',
  date: 'Each payment date must be from today up to the last day allowed.',
  order: 'Each payment must fall after the one before it.',
  amount: 'Each payment must be at least $1.00.',
  sum: 'The payments must add up to the past-due amount.',
  notFound: 'There is no payment arrangement on this account.',
  instalmentLocked: 'This payment is part of a payment arrangement and cannot be changed.',
} as const;

export interface ArrangementEligibilityInput {
  pastDueCents: number;
  hasActive: boolean;
  /** the day the last broken arrangement was cancelled, if any */
  lastBrokenOn: string | null;
  today: string;
  rules: ArrangementRules;
}

/** Eligible, or the first reason it is not: past due, none running, none broken in the lookback. */
export function arrangementEligibility(
  input: ArrangementEligibilityInput,
): { eligible: true } | { eligible: false; reason: ArrangementIneligible } {
  if (input.hasActive) return { eligible: false, reason: 'active' };
  if (input.pastDueCents < PAYMENT_MIN_CENTS * ARRANGEMENT_MIN_INSTALMENTS) {
    return { eligible: false, reason: 'not-past-due' };
  }
  const since = addMonths(input.today, -input.rules.brokenLookbackMonths);
  if (input.lastBrokenOn !== null && input.lastBrokenOn > since) {
    return { eligible: false, reason: 'broken-recently' };
  }
  return { eligible: true };
}

export interface PlannedInstalment {
  payDate: string;
  amountCents: number;
}

/** The last day an instalment may fall on. */
export const arrangementLastDay = (today: string, rules: ArrangementRules): string =>
  addDays(today, rules.maxDays);

/**
 * A plan is 2 up to the configured number of instalments, each on a day from today through the
 * last day allowed, each after the one before, each at least the minimum payment, adding up to
 * the past-due amount to the cent. The first problem found, with the instalment it is about.
 */
export function checkArrangementPlan(
  plan: readonly PlannedInstalment[],
  pastDueCents: number,
  today: string,
  rules: ArrangementRules,
): { ok: true } | { ok: false; problem: ArrangementPlanProblem; index: number | null } {
  if (plan.length < ARRANGEMENT_MIN_INSTALMENTS || plan.length > rules.maxInstalments) {
    return { ok: false, problem: 'count', index: null };
  }
  const last = arrangementLastDay(today, rules);
  for (const [index, p] of plan.entries()) {
    if (p.payDate < today || p.payDate > last) return { ok: false, problem: 'date', index };
    const before = plan[index - 1];
    if (before && p.payDate <= before.payDate) return { ok: false, problem: 'order', index };
    if (!Number.isInteger(p.amountCents) || p.amountCents < PAYMENT_MIN_CENTS) {
      return { ok: false, problem: 'amount', index };
    }
  }
  const sum = plan.reduce((s, p) => s + p.amountCents, 0);
  if (sum !== pastDueCents) return { ok: false, problem: 'sum', index: null };
  return { ok: true };
}

/**
 * The plan offered first: equal parts (the cents left over go on the first), spread evenly so the
 * last falls on the last day allowed: $107.40 in two is $53.70 and $53.70.
 */
export function suggestArrangement(
  pastDueCents: number,
  count: number,
  today: string,
  rules: ArrangementRules,
): PlannedInstalment[] {
  const part = Math.floor(pastDueCents / count);
  const rest = pastDueCents - part * count;
  return Array.from({ length: count }, (_, i) => ({
    payDate: addDays(today, Math.round((rules.maxDays * (i + 1)) / count)),
    amountCents: part + (i === 0 ? rest : 0),
  }));
}

/** How an arrangement's instalment payments end it: any missed one breaks it, all posted completes it. */
export function arrangementOutcome(statuses: readonly string[]): Exclude<ArrangementStatus, 'active'> | null {
  if (statuses.some((s) => s === 'declined' || s === 'failed' || s === 'cancelled')) return 'broken';
  if (statuses.length > 0 && statuses.every((s) => s === 'posted')) return 'completed';
  return null;
}
