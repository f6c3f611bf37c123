import { useState } from 'react';
import type { AutopayEnrolment, AutopayResult } from '@coax/contract';
import { formatCalendarDate, formatCents } from '../../../../i18n/format.ts';
import { Dialog } from '../../../../ui/dialog.tsx';
import { Notice } from '../../../../ui/notice.tsx';
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
    <Dialog title={t('billingPayments.autopay.cancelTitle')} closeLabel={t('common.close')} onClose={onClose}>
      <div className="stack">
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
        {remove.isError ? (
          <Notice tone="error" live="assertive">
            <p>{t(failureKey(remove.error))}</p>
          </Notice>
        ) : null}
        <div className="button-row">
          <button
            type="button"
            className="button button--primary"
            disabled={remove.isPending}
            aria-busy={remove.isPending || undefined}
            onClick={() => {
              if (remove.isPending) return;
              remove.mutate(
                { unregisterAutoPayInd: true, removeScheduledInd: pending !== null && alsoPending },
                { onSuccess: onCancelled },
              );
            }}
          >
            {remove.isPending
              ? t('billingPayments.autopay.saving')
              : t('billingPayments.autopay.cancelConfirm')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('billingPayments.autopay.keep')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
