/**
 * Seed 000 §8 alert texts, derived from the account's data: "'Service alert' with 'Your account is
 * past due', or 'Outage detected'; a balance over 20 shows '${amount} is due at this time.' with
 * 'Please make your payment to avoid any interruption of services.'; NON_PAY gives a long message
 * about interrupted service and disconnection (wording not shown)."
 */
import { ACCOUNT_ALERT_BALANCE_THRESHOLD_CENTS } from '../constants.ts';
import type { OutageStatus } from '../outage/outage-status.ts';
import type { AlertCta } from './alert.ts';
import type { AlertType } from './alert-type.ts';
import { formatMoney } from '../format.ts';

export const AccountAlertMessages = {
  serviceAlert: 'Service alert',
  pastDue: 'Your account is past due',
  outageDetected: 'Outage detected',
  /** "${amount} is due at this time.": a dollar sign, then the amount */
  balanceDue: (amount: string) => `${amount} is due at this time.`,
  payToAvoidInterruption: 'Please make your payment to avoid any interruption of services.',
  /** Ours: the seed says only that it is long and about interrupted service and disconnection. */
  nonPay:
    'Your service has been interrupted because your account has an unpaid balance. To restore service and avoid disconnection, please pay your past-due balance now or call us to make payment arrangements.',
  payNow: 'Pay now',
  /** seed 000 §4 button text */
  paymentDueImmediately: 'Payment due immediately',
  outageDetails: 'View outage details',
  /** written for Coax (issue 20 item 2): 30 days before a promotion ends */
  promotionEnding: 'A promotional price ends soon',
  promotionEndingSummary: (amount: string) =>
    `When it ends, your bill goes up by ${amount} a month. See which service and when on My bill.`,
  seeMyBill: 'See my bill',
  /** written for Coax (issue 20 item 4): the past-due alert while a payment arrangement runs */
  arrangementActive: 'A payment arrangement is in place',
  arrangementActiveSummary: (amount: string) =>
    `Your past-due balance is being paid in parts. The next payment is ${amount}.`,
  /** a missed instalment cancelled the arrangement */
  arrangementBroken: 'Your payment arrangement was cancelled',
  arrangementBrokenSummary:
    'A payment in your arrangement was missed, so the arrangement was cancelled and the past-due balance is due now.',
  seeArrangement: 'See the arrangement',
} as const;

export const ACCOUNT_ALERT_CODES = [
  'nonPay',
  'pastDue',
  'balanceDue',
  'outageDetected',
  'promotionEnding',
  'arrangementActive',
  'arrangementBroken',
] as const;
export type AccountAlertCode = (typeof ACCOUNT_ALERT_CODES)[number];

/** An alert made from the account's own data rather than written by the operator. */
export interface AccountAlert {
  /** stable per kind, and unlike any operator id (those never contain ':') */
  id: `account:${AccountAlertCode}`;
  code: AccountAlertCode;
  title: string;
  summary: string;
  type: AlertType;
  actionAlert: boolean;
  priority: number;
  /** the amount the text names, in cents */
  amountCents: number | null;
  link: string | null;
  ctas: AlertCta[];
}

/** What the alerts read of the bill; null when the caller may not see the bill (no bill pay). */
export interface BillingSnapshot {
  /** seed 000 §3 pastDue: '', '30' or '60' */
  pastDue: '' | '30' | '60';
  amountDueCents: number;
}

/**
 * A payment arrangement (issue 20 item 4): one in place with its next instalment, or one a missed
 * instalment cancelled lately.
 */
export interface ArrangementSnapshot {
  status: 'active' | 'broken';
  /** the next instalment's day and amount; null when none is left to pay */
  nextPayDate: string | null;
  nextAmountCents: number | null;
}

/** A promotion ending within 30 days (issue 20 item 2): what the bill rises by when it does. */
export interface PromotionEndingSnapshot {
  increaseCents: number;
}

const PAY_PATH = '/pay-bill/';
const MY_BILL_PATH = '/pay-bill/my-bill/';
const OUTAGE_PATH = '/support/outage/';
const ARRANGEMENT_PATH = '/pay-bill/arrangement/';

/** US dollars for alert text: '$142.87', '$1,234.50'; the seed's alert wording is English. */
export function formatAlertAmount(cents: number): string {
  return formatMoney(Math.round(cents), 'en-US');
}

/**
 * The account's alerts. NON_PAY replaces the past-due alert (the same debt, now with service
 * interrupted); the balance alert shows when more than $20 is due; an outage on the account shows
 * 'Outage detected'. Billing alerts need the bill (`billing` null: none of them). A promotion
 * ending within 30 days is told with what the bill rises by, after the seed's alerts: it asks
 * nothing of the subscriber (not an action alert), and is a minor one of priority 4.
 */
export function deriveAccountAlerts(input: {
  billing: BillingSnapshot | null;
  outageStatus: OutageStatus;
  promotionEnding?: PromotionEndingSnapshot | null;
  arrangement?: ArrangementSnapshot | null;
}): AccountAlert[] {
  const { billing, outageStatus } = input;
  // Stryker disable next-line ConditionalExpression: each use of the arrangement below also requires billing !== null, so keeping it without the bill changes no alert
  const arrangement = billing !== null ? (input.arrangement ?? null) : null;
  const out: AccountAlert[] = [];
  const payCta = (label: string): AlertCta[] => [{ label, href: PAY_PATH }];
  if (outageStatus === 'NON_PAY') {
    out.push({
      id: 'account:nonPay',
      code: 'nonPay',
      title: AccountAlertMessages.serviceAlert,
      summary: AccountAlertMessages.nonPay,
      type: 'major',
      actionAlert: true,
      priority: 1,
      amountCents: null,
      link: PAY_PATH,
      ctas: payCta(AccountAlertMessages.paymentDueImmediately),
    });
  } else if (billing !== null && billing.pastDue !== '' && arrangement?.status === 'active') {
    // The past-due alert says an arrangement is in place: nothing to do until the next instalment.
    out.push({
      id: 'account:arrangementActive',
      code: 'arrangementActive',
      title: AccountAlertMessages.arrangementActive,
      summary: AccountAlertMessages.arrangementActiveSummary(
        formatAlertAmount(arrangement.nextAmountCents ?? 0),
      ),
      type: 'minor',
      actionAlert: false,
      priority: 2,
      amountCents: arrangement.nextAmountCents,
      link: ARRANGEMENT_PATH,
      ctas: [{ label: AccountAlertMessages.seeArrangement, href: ARRANGEMENT_PATH }],
    });
  } else if (billing !== null && billing.pastDue !== '' && arrangement?.status === 'broken') {
    out.push({
      id: 'account:arrangementBroken',
      code: 'arrangementBroken',
      title: AccountAlertMessages.arrangementBroken,
      summary: AccountAlertMessages.arrangementBrokenSummary,
      type: 'major',
      actionAlert: true,
      priority: 2,
      amountCents: null,
      link: PAY_PATH,
      ctas: payCta(AccountAlertMessages.payNow),
    });
  } else if (billing !== null && billing.pastDue !== '') {
    out.push({
      id: 'account:pastDue',
      code: 'pastDue',
      title: AccountAlertMessages.serviceAlert,
      summary: AccountAlertMessages.pastDue,
      type: 'major',
      actionAlert: true,
      priority: 2,
      amountCents: null,
      link: PAY_PATH,
      ctas: payCta(AccountAlertMessages.payNow),
    });
  }
  if (billing !== null && billing.amountDueCents > ACCOUNT_ALERT_BALANCE_THRESHOLD_CENTS) {
    out.push({
      id: 'account:balanceDue',
      code: 'balanceDue',
      title: AccountAlertMessages.balanceDue(formatAlertAmount(billing.amountDueCents)),
      summary: AccountAlertMessages.payToAvoidInterruption,
      type: 'minorWarning',
      actionAlert: true,
      priority: 3,
      amountCents: billing.amountDueCents,
      link: PAY_PATH,
      ctas: payCta(AccountAlertMessages.payNow),
    });
  }
  if (outageStatus === 'OUTAGE_ON_ACCOUNT') {
    out.push({
      id: 'account:outageDetected',
      code: 'outageDetected',
      title: AccountAlertMessages.serviceAlert,
      summary: AccountAlertMessages.outageDetected,
      type: 'major',
      actionAlert: false,
      priority: 1,
      amountCents: null,
      link: OUTAGE_PATH,
      ctas: [{ label: AccountAlertMessages.outageDetails, href: OUTAGE_PATH }],
    });
  }
  const promo = input.promotionEnding;
  if (billing !== null && promo) {
    out.push({
      id: 'account:promotionEnding',
      code: 'promotionEnding',
      title: AccountAlertMessages.promotionEnding,
      summary: AccountAlertMessages.promotionEndingSummary(formatAlertAmount(promo.increaseCents)),
      type: 'minor',
      actionAlert: false,
      priority: 4,
      amountCents: promo.increaseCents,
      link: MY_BILL_PATH,
      ctas: [{ label: AccountAlertMessages.seeMyBill, href: MY_BILL_PATH }],
    });
  }
  return out;
}
