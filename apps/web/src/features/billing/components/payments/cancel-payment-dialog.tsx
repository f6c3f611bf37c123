import type { Payment } from '@coax/contract';
import { formatCalendarDate, formatCents } from '../../../../i18n/format.ts';
import { Dialog } from '../../../../ui/dialog.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { useCancelPayment } from '../../api/cancel-payment.ts';
import { failureKey } from './payment-messages.ts';
import { useBillingT } from '../../i18n/use-billing-t.ts';

/** removeotimepayment, after the person confirms which payment will not be made. */
export function CancelPaymentDialog({
  payment,
  onClose,
  onCancelled,
}: {
  payment: Payment;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const { t, locale } = useBillingT();
  const cancel = useCancelPayment();
  const vars = {
    amount: formatCents(payment.payAmount, locale),
    date: formatCalendarDate(payment.payDate, locale),
    method: payment.payNickname,
  };
  return (
    <Dialog
      title={t('billingPayments.activity.cancelTitle')}
      closeLabel={t('common.close')}
      onClose={onClose}
    >
      <div className="stack">
        <p>{t('billingPayments.activity.cancelBody', vars)}</p>
        {cancel.isError ? (
          <Notice tone="error" live="assertive">
            <p>{t(failureKey(cancel.error))}</p>
          </Notice>
        ) : null}
        <div className="button-row">
          <button
            type="button"
            className="button button--primary"
            disabled={cancel.isPending}
            aria-busy={cancel.isPending || undefined}
            onClick={() => {
              if (!cancel.isPending) cancel.mutate(payment.paymentId, { onSuccess: onCancelled });
            }}
          >
            {cancel.isPending
              ? t('billingPayments.activity.cancelling')
              : t('billingPayments.activity.cancelConfirm')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('billingPayments.activity.keep')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
