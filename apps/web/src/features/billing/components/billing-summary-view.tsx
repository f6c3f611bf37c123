import type { BillingSummary } from '@coax/contract';
import { formatCalendarDate, formatCents } from '../../../i18n/format.ts';
import { useT, type Translator } from '../../../i18n/use-t.ts';
import { Notice } from '../../../ui/notice.tsx';

function dueText(days: number | null, { t, tn }: Translator): string | undefined {
  if (days === null) return undefined;
  if (days === 0) return t('billing.dueToday');
  return days > 0 ? tn('billing.dueIn', days) : tn('billing.overdue', -days);
}

/** The account's balance state (seed 000 §2 Bill-pay widget: message, amount due, due date, balance). */
export function BillingSummaryView({ summary }: { summary: BillingSummary }) {
  const tr = useT();
  const { t, locale } = tr;
  const money = (cents: number) => formatCents(cents, locale);
  const due = dueText(summary.dueDays, tr);
  const pastDue =
    summary.pastDue === '30'
      ? t('billing.pastDue30', { amount: money(summary.pastDueAmount) })
      : summary.pastDue === '60'
        ? t('billing.pastDue60', { amount: money(summary.pastDueAmount) })
        : undefined;

  return (
    <section className="card bill-summary stack" aria-labelledby="bill-summary-title">
      <h2 id="bill-summary-title">{t('billing.summaryTitle')}</h2>
      {pastDue ? (
        <Notice tone="error">
          <p>
            <strong>{pastDue}</strong>
          </p>
        </Notice>
      ) : null}
      <dl className="details details--bill">
        <dt>{t('billing.accountNumber')}</dt>
        <dd>{summary.accountNumber}</dd>
        <dt>{t('billing.amountDue')}</dt>
        <dd className="bill-summary__amount">{money(summary.amountDue)}</dd>
        <dt>{t('billing.dueDate')}</dt>
        <dd>
          {summary.dueDate ? formatCalendarDate(summary.dueDate, locale) : t('billing.noDueDate')}
          {due ? <span className="bill-summary__due"> ({due})</span> : null}
        </dd>
        <dt>{t('billing.currentBalance')}</dt>
        <dd>
          {money(summary.currentBalance)}
          <span className="field__hint bill-summary__hint">{t('billing.currentBalanceHint')}</span>
        </dd>
        <dt>{t('billing.status')}</dt>
        <dd>{pastDue ?? t('billing.upToDate')}</dd>
      </dl>
    </section>
  );
}
