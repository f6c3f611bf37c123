import type { AlertView } from '@coax/contract';
import type { AlertType, AccountAlertCode } from '@coax/domain';
import { formatCents } from '../../i18n/format.ts';
import type { AlertsMessageKey, AlertsTranslator } from './i18n/use-alerts-t.ts';

/** What a card shows. Account alerts are written from the catalogue, so they follow the page language. */
export interface AlertText {
  title: string;
  summary: string;
  ctas: Array<{ label: string; href: string }>;
}

const ACCOUNT_TEXT: Record<
  AccountAlertCode,
  { title: AlertsMessageKey; summary: AlertsMessageKey; cta: AlertsMessageKey }
> = {
  nonPay: {
    title: 'alerts.account.serviceAlert',
    summary: 'alerts.account.nonPay',
    cta: 'alerts.account.paymentDueImmediately',
  },
  pastDue: {
    title: 'alerts.account.serviceAlert',
    summary: 'alerts.account.pastDue',
    cta: 'alerts.account.payNow',
  },
  balanceDue: {
    title: 'alerts.account.balanceDue',
    summary: 'alerts.account.payToAvoid',
    cta: 'alerts.account.payNow',
  },
  outageDetected: {
    title: 'alerts.account.serviceAlert',
    summary: 'alerts.account.outageDetected',
    cta: 'alerts.account.outageDetails',
  },
  promotionEnding: {
    title: 'alerts.account.promotionEnding',
    summary: 'alerts.account.promotionEndingSummary',
    cta: 'alerts.account.seeMyBill',
  },
  arrangementActive: {
    title: 'alerts.account.arrangementActive',
    summary: 'alerts.account.arrangementActiveSummary',
    cta: 'alerts.account.seeArrangement',
  },
  arrangementBroken: {
    title: 'alerts.account.arrangementBroken',
    summary: 'alerts.account.arrangementBrokenSummary',
    cta: 'alerts.account.payNow',
  },
};

/** The card's words: the operator's own for operator alerts, the catalogue's for account alerts. */
export function alertText(alert: AlertView, { t, locale }: AlertsTranslator): AlertText {
  if (alert.source === 'operator' || alert.code === null) {
    return { title: alert.title, summary: alert.summary, ctas: alert.ctas };
  }
  const keys = ACCOUNT_TEXT[alert.code];
  const amount = alert.amountCents === null ? '' : formatCents(alert.amountCents, locale);
  return {
    title: t(keys.title, { amount }),
    summary: t(keys.summary, { amount }),
    ctas: alert.ctas.map((c) => ({ label: t(keys.cta), href: c.href })),
  };
}

/** A word for the type, shown beside the colour so the colour is never the only clue. */
export const ALERT_TYPE_LABEL: Record<AlertType, AlertsMessageKey> = {
  major: 'alerts.type.major',
  minor: 'alerts.type.minor',
  minorSuccess: 'alerts.type.success',
  key: 'alerts.type.key',
  minorWarning: 'alerts.type.warning',
  success: 'alerts.type.success',
  primary: 'alerts.type.primary',
  successLeaf: 'alerts.type.success',
};
