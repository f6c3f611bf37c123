import { useState } from 'react';
import type { AutopayEnrolment, AutopayResult } from '@coax/contract';
import { formatCalendarDate, formatCents } from '../../../../i18n/format.ts';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { useRemoveAutopay } from '../../api/remove-autopay.ts';
import { failureKey } from './payment-messages.ts';
import { useBillingT } from '../../i18n/use-billing-t.ts';

/** removeautopayment: end the enrolment, and with the box ticked also cancel a payment already made for this bill. */
export function CancelAutopayDialog({
  enrolment,
  onClose,
  onCancelled,
}: {
  enrolment: AutopayEnrolment;
  onClose: () => void;
  onCancelled: (result: AutopayResult) => void;
}) {
  const { t, locale } = useBillingT();
  const remove = useRemoveAutopay();
  const pending = enrolment.pendingPayment;
  const [alsoPending, setAlsoPending] = useState(true);
  return (
    <ConfirmDialog
      title={t('billingPayments.autopay.cancelTitle')}
      closeLabel={t('common.close')}
      onClose={onClose}
      error={remove.isError ? <p>{t(failureKey(remove.error))}</p> : null}
      confirmLabel={t('billingPayments.autopay.cancelConfirm')}
      busyLabel={t('billingPayments.autopay.saving')}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(
          { unregisterAutoPayInd: true, removeScheduledInd: pending !== null && alsoPending },
          { onSuccess: onCancelled },
        )
      }
      keepLabel={t('billingPayments.autopay.keep')}
    >
      <p>{t('billingPayments.autopay.cancelBody')}</p>
      {pending ? (
        <label className="checkbox">
          <input type="checkbox" checked={alsoPending} onChange={(e) => setAlsoPending(e.target.checked)} />
          <span>
            {t('billingPayments.autopay.cancelPending', {
              amount: formatCents(pending.payAmount, locale),
              date: formatCalendarDate(pending.payDate, locale),
            })}
          </span>
        </label>
      ) : null}
    </ConfirmDialog>
  );
}
