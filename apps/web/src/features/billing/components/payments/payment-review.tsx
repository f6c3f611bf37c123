import { useEffect, useRef, useState } from 'react';
import type { MakePaymentBody, PaymentMethod, PaymentResult } from '@coax/contract';
import { displayAccountNumber, PAY_NOW } from '@coax/domain';
import { formatCalendarDate, formatCents } from '../../../../i18n/format.ts';
import { useBillingT, type BillingMessageKey as MessageKey } from '../../i18n/use-billing-t.ts';
import { Notice } from '../../../../ui/notice.tsx';
import { useMakePayment } from '../../api/make-payment.ts';
import { declineKey, failureKey, isRetryable } from './payment-messages.ts';

/**
 * The review step: what will be paid, from which method, when; then one confirm. The button is
 * disabled while the payment is sent, and a retry after a lost answer sends the same
 * Idempotency-Key, so a double click or a retry never pays twice.
 */
export function PaymentReview({
  body,
  idempotencyKey,
  method,
  systemDate,
  onChange,
  onDone,
  onDeclined,
}: {
  body: MakePaymentBody;
  idempotencyKey: string;
  method: PaymentMethod | undefined;
  systemDate: string;
  onChange: () => void;
  onDone: (result: PaymentResult) => void;
  /** the payment was declined on this method: the form chooses another before it shows again */
  onDeclined?: (methodId: string) => void;
}) {
  const { t, locale } = useBillingT();
  const pay = useMakePayment();
  const heading = useRef<HTMLHeadingElement>(null);
  const [declined, setDeclined] = useState<MessageKey | null>(null);
  const amount = formatCents(body.amountCents, locale);
  const now = body.payDate === PAY_NOW;

  useEffect(() => heading.current?.focus(), []);

  const confirm = () => {
    if (pay.isPending) return;
    setDeclined(null);
    pay.mutate(
      { body, idempotencyKey },
      {
        onSuccess: (result) => {
          if (result.payment.status === 'declined') {
            setDeclined(declineKey(result.reason));
            onDeclined?.(body.methodId);
          } else onDone(result);
        },
      },
    );
  };

  const failed = pay.isError ? pay.error : null;
  const retryable = failed !== null && isRetryable(failed);

  return (
    <section className="card stack payment-review" aria-labelledby="pay-review-title">
      <h2 id="pay-review-title" ref={heading} tabIndex={-1}>
        {t('billingPayments.form.reviewTitle')}
      </h2>
      <dl className="details">
        {body.accountNumber ? (
          <>
            <dt>{t('billingPayments.form.reviewAccount')}</dt>
            <dd>{displayAccountNumber(body.accountNumber)}</dd>
          </>
        ) : null}
        <dt>{t('billingPayments.form.reviewAmount')}</dt>
        <dd className="payment-review__amount">{amount}</dd>
        <dt>{t('billingPayments.form.reviewMethod')}</dt>
        <dd>{method?.payMethodName ?? body.methodId}</dd>
        <dt>{t('billingPayments.form.reviewDate')}</dt>
        <dd>
          {now
            ? t('billingPayments.form.reviewNow', { date: formatCalendarDate(systemDate, locale) })
            : formatCalendarDate(body.payDate, locale)}
        </dd>
      </dl>
      {declined ? (
        <Notice tone="error" live="assertive">
          <p>{t(declined)}</p>
        </Notice>
      ) : null}
      {failed ? (
        <Notice tone="error" live="assertive">
          <p>{t(failureKey(failed))}</p>
          {failureKey(failed) === 'common.technicalDifficulties' ? (
            <p>{t('billingPayments.form.failed')}</p>
          ) : null}
        </Notice>
      ) : null}
      <div className="button-row">
        {declined || (failed && !retryable) ? null : (
          <button
            type="button"
            className="button button--primary"
            onClick={confirm}
            disabled={pay.isPending}
            aria-busy={pay.isPending || undefined}
          >
            {pay.isPending
              ? t('billingPayments.form.sending')
              : failed
                ? t('billingPayments.form.retry')
                : now
                  ? t('billingPayments.form.confirmNow', { amount })
                  : t('billingPayments.form.confirmLater', { amount })}
          </button>
        )}
        <button type="button" className="button" onClick={onChange} disabled={pay.isPending}>
          {t('billingPayments.form.change')}
        </button>
      </div>
    </section>
  );
}
