import type { BillingSummary } from '@coax/contract';
import { displayAccountNumber, dueDateToShow } from '@coax/domain';
import { formatCalendarDate, formatCents } from '../../../i18n/format.ts';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { Disclosure } from '../../../ui/disclosure.tsx';
import { useBillingT, type BillingTranslator } from '../i18n/use-billing-t.ts';

function dueText(days: number | null, { t, tn }: BillingTranslator): string | undefined {
  if (days === null) return undefined;
  if (days === 0) return t('billing.dueToday');
  return days > 0 ? tn('billing.dueIn', days) : tn('billing.overdue', -days);
}

/**
 * The account's balance state (seed 000 §2 Bill-pay widget: message, amount due, due date, balance).
 * `payAnchor` names the payment form on the same page: a "Make a payment" button beside the
 * amount leads to it, so the task is in the first screen even on a phone.
 */
export function BillingSummaryView({ summary, payAnchor }: { summary: BillingSummary; payAnchor?: string }) {
  const tr = useBillingT();
  const { t, locale } = tr;
  const money = (cents: number) => formatCents(cents, locale);
  // Seed 000 §2: nothing due (zero or a credit) shows no due date at all.
  const dueDate = dueDateToShow(summary.amountDue, summary.dueDate);
  const due = dueDate ? dueText(summary.dueDays, tr) : undefined;
  const pastDue =
    summary.pastDue === '30'
      ? t('billing.pastDue30', { amount: money(summary.pastDueAmount) })
      : summary.pastDue === '60'
        ? t('billing.pastDue60', { amount: money(summary.pastDueAmount) })
        : undefined;

  return (
    <section className="card bill-summary stack" aria-labelledby="bill-summary-title">
      <h2 id="bill-summary-title">{t('billing.summaryTitle')}</h2>
      {/* The balance and the way to pay it first; the account's other facts after (issue 14). */}
      <dl className="details details--bill bill-summary__balance">
        <dt>{t('billing.amountDue')}</dt>
        <dd className="bill-summary__amount">{money(summary.amountDue)}</dd>
        {dueDate ? (
          <>
            <dt>{t('billing.dueDate')}</dt>
            <dd>
              {formatCalendarDate(dueDate, locale)}
              {due ? <span className="bill-summary__due"> ({due})</span> : null}
            </dd>
          </>
        ) : null}
      </dl>
      {payAnchor ? (
        <p className="bill-summary__pay">
          <a href={`#${payAnchor}`} className="button button--primary" data-primary-action>
            {t('billingPayments.form.title')}
          </a>
        </p>
      ) : null}
      {pastDue ? (
        <Notice tone="error">
          <p>
            <strong>{pastDue}</strong>
          </p>
        </Notice>
      ) : null}
      <dl className="details details--bill">
        <dt>{t('billing.accountNumber')}</dt>
        <dd>{displayAccountNumber(summary.accountNumber)}</dd>
        <dt>{t('billing.currentBalance')}</dt>
        <dd>
          {money(summary.currentBalance)}
          <span className="field__hint bill-summary__hint">{t('billing.currentBalanceHint')}</span>
        </dd>
        <dt>{t('billing.status')}</dt>
        <dd>{pastDue ?? t('billing.upToDate')}</dd>
      </dl>
      <PaymentFacts summary={summary} />
    </section>
  );
}

/** What the payment tables say about the account (seed 002 §3 Billing summary). */
function PaymentFacts({ summary }: { summary: BillingSummary }) {
  const { t, locale } = useBillingT();
  const money = (cents: number) => formatCents(cents, locale);
  const day = (iso: string) => formatCalendarDate(iso, locale);
  const mail = summary.payByMail;
  return (
    <div className="stack bill-summary__payments">
      {summary.creditCardExpired || summary.creditCardExpiring ? (
        <Notice tone="warning">
          <p>
            {t(
              summary.creditCardExpired
                ? 'billingPayments.summary.cardExpired'
                : 'billingPayments.summary.cardExpiring',
            )}
          </p>
          <p>
            <LocalLink to="/pay-bill/manage-payments/">
              {t('billingPayments.summary.manageMethods')}
            </LocalLink>
          </p>
        </Notice>
      ) : null}
      <ul className="bill-summary__facts">
        {summary.recentPayDate && summary.recentPayAmount !== null ? (
          <li>
            {t('billingPayments.summary.recent', {
              amount: money(summary.recentPayAmount),
              date: day(summary.recentPayDate),
            })}
          </li>
        ) : null}
        {summary.hasScheduledPayment && summary.scheduledPayDate && summary.scheduledPayAmount !== null ? (
          <li>
            {t('billingPayments.summary.scheduled', {
              amount: money(summary.scheduledPayAmount),
              date: day(summary.scheduledPayDate),
              method: summary.scheduledPayNickname ?? '',
            })}
          </li>
        ) : null}
        {summary.hasAutoPay ? (
          <li>
            {t('billingPayments.summary.autopayOn')}{' '}
            <LocalLink to="/pay-bill/automatic-payments/">
              {t('billingPayments.summary.autopayLink')}
            </LocalLink>
          </li>
        ) : null}
        {summary.defaultPmNickname ? (
          <li>{t('billingPayments.summary.defaultMethod', { method: summary.defaultPmNickname })}</li>
        ) : null}
      </ul>
      <Disclosure className="bill-summary__mail" summary={t('billingPayments.summary.payByMail')}>
        <p>{t('billingPayments.summary.payByMailHint')}</p>
        <address>
          {mail.name}
          <br />
          {mail.addrLine1}
          {mail.addrLine2 ? (
            <>
              <br />
              {mail.addrLine2}
            </>
          ) : null}
          <br />
          {mail.city}, {mail.state} {mail.zip}
        </address>
      </Disclosure>
    </div>
  );
}
