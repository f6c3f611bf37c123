import { useEffect, useRef } from 'react';
import type { PaymentResult } from '@coax/contract';
import { formatConfirmationCode } from '@coax/domain';
import { formatCalendarDate, formatCents } from '../../../../i18n/format.ts';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { useBillingT } from '../../i18n/use-billing-t.ts';

/** The confirmation: what happened to the payment, and its confirmation number. */
export function PaymentDone({ result, onAnother }: { result: PaymentResult; onAnother: () => void }) {
  const { t, locale } = useBillingT();
  const box = useRef<HTMLDivElement>(null);
  const p = result.payment;
  const amount = formatCents(p.payAmount, locale);
  useEffect(() => box.current?.focus(), []);

  const [title, text] =
    p.status === 'posted'
      ? [
          t('billingPayments.form.postedTitle'),
          t('billingPayments.form.posted', { amount, method: p.payNickname }),
        ]
      : p.status === 'scheduled'
        ? [
            t('billingPayments.form.scheduledTitle'),
            t('billingPayments.form.scheduled', {
              amount,
              method: p.payNickname,
              date: formatCalendarDate(p.payDate, locale),
            }),
          ]
        : [t('billingPayments.form.processingTitle'), t('billingPayments.form.processing', { amount })];

  return (
    <section className="card stack payment-done" aria-labelledby="pay-done-title">
      <div ref={box} tabIndex={-1} className="payment-done__notice">
        <Notice tone={p.status === 'processing' ? 'info' : 'success'} live="polite">
          <h2 id="pay-done-title">{title}</h2>
          <p>{t('billingPayments.completed')}</p>
          <p>{text}</p>
          {p.confirmationCode ? (
            <p>
              <strong>
                {t('billingPayments.form.confirmation', { id: formatConfirmationCode(p.confirmationCode) })}
              </strong>
            </p>
          ) : null}
          {result.csrId ? <p>{t('billingPayments.form.actingAgent', { id: result.csrId })}</p> : null}
        </Notice>
      </div>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={onAnother}>
          {t('billingPayments.form.another')}
        </button>
        <LocalLink className="button" to="/pay-bill/account-activity/">
          {t('billingPayments.form.activityLink')}
        </LocalLink>
      </div>
    </section>
  );
}
