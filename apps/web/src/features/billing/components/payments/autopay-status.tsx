import type { AutopayEnrolment } from '@coax/contract';
import { ordinalDay } from '@coax/domain';
import { formatCalendarDate, formatCents } from '../../../../i18n/format.ts';
import { Notice } from '../../../../ui/notice.tsx';
import { useBillingT } from '../../i18n/use-billing-t.ts';

/** The enrolment as it stands: method, when, how much, the next run, and the card-expiry warning. */
export function AutopayStatus({
  enrolment,
  onEdit,
  onCancel,
}: {
  enrolment: AutopayEnrolment;
  onEdit: () => void;
  onCancel: () => void;
}) {
  const { t, tn, lang, locale } = useBillingT();
  const money = (cents: number) => formatCents(cents, locale);
  const day = (iso: string) => formatCalendarDate(iso, locale);
  const e = enrolment;
  const when =
    e.dateType === 'days_before' && e.daysInAdvance !== null
      ? tn('billingPayments.autopay.whenDaysBefore', e.daysInAdvance)
      : t('billingPayments.autopay.whenDayOfMonth', { day: ordinalDay(e.dayOfMonth ?? 1, lang) });
  const amount =
    e.amountType === 'cap' && e.capAmount !== null
      ? t('billingPayments.autopay.amountCapText', { amount: money(e.capAmount) })
      : e.amountType === 'fixed' && e.fixAmount !== null
        ? t('billingPayments.autopay.amountFixedText', { amount: money(e.fixAmount) })
        : t('billingPayments.autopay.amountDueText');

  return (
    <section className="card stack" aria-labelledby="autopay-current-title">
      <h2 id="autopay-current-title">{t('billingPayments.autopay.currentTitle')}</h2>
      {e.cardExpiredBy ? (
        <Notice tone="warning" className="autopay-warning">
          <p>
            {t('billingPayments.autopay.cardWillExpire', {
              method: e.payMethodName,
              date: day(e.cardExpiredBy),
            })}
          </p>
        </Notice>
      ) : null}
      <dl className="details">
        <dt>{t('billingPayments.autopay.method')}</dt>
        <dd>{e.payMethodName}</dd>
        <dt>{t('billingPayments.autopay.when')}</dt>
        <dd>{when}</dd>
        <dt>{t('billingPayments.autopay.amount')}</dt>
        <dd>{amount}</dd>
        <dt>{t('billingPayments.autopay.next')}</dt>
        <dd>
          {e.nextRunDate && e.nextCycle
            ? t('billingPayments.autopay.nextRun', { date: day(e.nextRunDate), due: day(e.nextCycle) })
            : t('billingPayments.autopay.noNext')}
          {e.nextAmount !== null && e.nextAmount > 0 ? (
            <span className="field__hint">
              {' '}
              {t('billingPayments.autopay.nextAmount', { amount: money(e.nextAmount) })}
            </span>
          ) : null}
        </dd>
      </dl>
      {e.pendingPayment ? (
        <p>
          {t('billingPayments.autopay.pending', {
            amount: money(e.pendingPayment.payAmount),
            date: day(e.pendingPayment.payDate),
          })}
        </p>
      ) : null}
      <div className="button-row">
        <button type="button" className="button" onClick={onEdit}>
          {t('billingPayments.autopay.edit')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('billingPayments.autopay.cancel')}
        </button>
      </div>
    </section>
  );
}
