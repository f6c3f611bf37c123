/**
 * The bill-pay summary widget (seed 000 §2 Bill-pay widget, §4 Bill widget, §6, §8): which of its
 * states the data puts it in, and which of the seed's five button texts it shows.
 */

/** Seed 000 §4 button texts, word for word. The web catalogue holds the copies users read. */
export const BILL_WIDGET_BUTTONS = {
  makePayment: 'Make a payment',
  payNow: 'Pay now',
  paymentDueImmediately: 'Payment due immediately',
  viewBill: 'View your bill',
  signIn: 'Sign In',
} as const;
export type BillWidgetButton = keyof typeof BILL_WIDGET_BUTTONS;

/** Every state the widget can be in: first the ones without data, then the ones chosen by it. */
export const BILL_WIDGET_STATES = [
  'loading',
  'unauthenticated',
  'reauthRequired',
  'noAccess',
  'error',
  'creditOrCurrent',
  'inCycle',
  'late',
  'pastDue30',
  'pastDue60',
  'preDeAuthBefore',
  'preDeAuthAfter',
  'suspended',
] as const;
export type BillWidgetStateId = (typeof BILL_WIDGET_STATES)[number];

/** Why there is no summary to show: no session, a sign-in too old, no bill pay, or a failed load. */
export type BillWidgetFailure = 'unauthenticated' | 'reauthRequired' | 'noAccess' | 'error';

/**
 * The billing-summary fields the choice depends on (seed 000 §3 Billing summary). The contract's
 * BillingSummary has all of them; amounts are integer cents, dates YYYY-MM-DD.
 */
export interface BillWidgetSummary {
  status?: { statusCode: number };
  amountDue: number;
  /** days until the due date; negative once it has passed; null without a due date */
  dueDays: number | null;
  /** '', '30' or '60' (any other non-empty value counts as 60) */
  pastDue: string;
  preDeAuth: boolean;
  deAuth: boolean;
  deAuthStartDate: string | null;
}

export interface BillWidgetView {
  state: BillWidgetStateId;
  /** the one button, or null while loading */
  button: BillWidgetButton | null;
  /** where the button goes: the sign-in page, or the pay-bill pages */
  action: 'signIn' | 'payBill' | null;
}

const BUTTON: Record<BillWidgetStateId, BillWidgetButton | null> = {
  loading: null,
  unauthenticated: 'signIn',
  reauthRequired: 'signIn',
  noAccess: 'signIn',
  // The pay-bill page says the same and offers a retry; the widget's button leads there.
  error: 'viewBill',
  creditOrCurrent: 'viewBill',
  inCycle: 'makePayment',
  late: 'payNow',
  pastDue30: 'payNow',
  pastDue60: 'paymentDueImmediately',
  preDeAuthBefore: 'paymentDueImmediately',
  preDeAuthAfter: 'paymentDueImmediately',
  suspended: 'paymentDueImmediately',
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The state the data puts the widget in. Seed 000 §4 lists the rules but not their order; the
 * precedence here, first match wins, is:
 *
 * 1. a status code other than 0 (seed 002 §4: bill pay succeeds only on 0) -> error
 * 2. deAuth -> suspended: a fact about the service, true even after a payment while it is restored
 * 3. amountDue at most 0 -> credit or current: with nothing owed, no money-owed message applies
 * 4. preDeAuth -> before or after deAuthStartDate (on the start date counts as after; a missing
 *    date also counts as after, so no date is promised that the data does not give)
 * 5. pastDue '30' -> past due 30; any other non-empty pastDue -> 60 days
 * 6. dueDays below 0 -> late
 * 7. otherwise (positive amount, dueDays 0 or more or unknown, no past due) -> in cycle
 */
export function billWidgetStateOf(summary: BillWidgetSummary, now: number): BillWidgetStateId {
  if (summary.status && summary.status.statusCode !== 0) return 'error';
  if (summary.deAuth) return 'suspended';
  if (summary.amountDue <= 0) return 'creditOrCurrent';
  if (summary.preDeAuth) {
    const start = summary.deAuthStartDate;
    return start && DATE_ONLY.test(start) && isoDay(now) < start ? 'preDeAuthBefore' : 'preDeAuthAfter';
  }
  if (summary.pastDue === '30') return 'pastDue30';
  if (summary.pastDue !== '') return 'pastDue60';
  if (summary.dueDays !== null && summary.dueDays < 0) return 'late';
  return 'inCycle';
}

/** The widget's state and its one button, from a summary, a failure, or 'loading'. */
export function billWidgetState(
  input: BillWidgetSummary | BillWidgetFailure | 'loading',
  now: number,
): BillWidgetView {
  const state = typeof input === 'string' ? input : billWidgetStateOf(input, now);
  const button = BUTTON[state];
  return { state, button, action: button === null ? null : button === 'signIn' ? 'signIn' : 'payBill' };
}
