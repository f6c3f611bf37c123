import type { Payment } from '@coax/contract';
import { formatCalendarDate, formatCents } from '../../../../i18n/format.ts';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
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
    <ConfirmDialog
      title={t('billingPayments.activity.cancelTitle')}
      closeLabel={t('common.close')}
      onClose={onClose}
      error={cancel.isError ? <p>{t(failureKey(cancel.error))}</p> : null}
      confirmLabel={t('billingPayments.activity.cancelConfirm')}
      busyLabel={t('billingPayments.activity.cancelling')}
      busy={cancel.isPending}
      onConfirm={() => cancel.mutate(payment.paymentId, { onSuccess: onCancelled })}
      keepLabel={t('billingPayments.activity.keep')}
    >
      <p>{t('billingPayments.activity.cancelBody', vars)}</p>
    </ConfirmDialog>
  );
}
