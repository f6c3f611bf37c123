import type { PaymentMethod } from '@coax/contract';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { useBillingT } from '../../i18n/use-billing-t.ts';

/**
 * Above the payment form after a decline (issue 23 item 7): which card or account was declined,
 * and what the form now holds: another method chosen in its place, or the same one kept because
 * nothing else can pay.
 */
export function DeclinedNotice({
  declined,
  chosen,
}: {
  declined: PaymentMethod;
  chosen: PaymentMethod | undefined;
}) {
  const { t } = useBillingT();
  const switched = chosen !== undefined && chosen.id !== declined.id;
  return (
    <Notice tone="warning" live="polite">
      <p>
        <strong>
          {t(
            declined.payType === 'CC'
              ? 'billingPayments.form.declinedCard'
              : 'billingPayments.form.declinedBankAccount',
            { last4: declined.last4 },
          )}
        </strong>
      </p>
      {switched ? (
        <p>{t('billingPayments.form.declinedSwitched', { method: chosen.payMethodName })}</p>
      ) : (
        <>
          <p>{t('billingPayments.form.declinedKept')}</p>
          <p>
            <LocalLink to="/pay-bill/payment-options/">{t('billingPayments.form.addMethodLink')}</LocalLink>
          </p>
        </>
      )}
    </Notice>
  );
}
