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
} as const;

export const ACCOUNT_ALERT_CODES = ['nonPay', 'pastDue', 'balanceDue', 'outageDetected'] as const;
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

const PAY_PATH = '/pay-bill/';
const OUTAGE_PATH = '/support/outage/';

/** US dollars for alert text: '$142.87', '$1,234.50'; the seed's alert wording is English. */
export function formatAlertAmount(cents: number): string {
  return formatMoney(Math.round(cents), 'en-US');
}

/**
 * The account's alerts. NON_PAY replaces the past-due alert (the same debt, now with service
 * interrupted); the balance alert shows when more than $20 is due; an outage on the account shows
 * 'Outage detected'. Billing alerts need the bill (`billing` null: none of them).
 */
export function deriveAccountAlerts(input: {
  billing: BillingSnapshot | null;
  outageStatus: OutageStatus;
}): AccountAlert[] {
  const { billing, outageStatus } = input;
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
  return out;
}
