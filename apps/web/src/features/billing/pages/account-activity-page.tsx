import { useEffect, useRef, useState } from 'react';
import type { Payment } from '@coax/contract';
import { PageTitle } from '../../../ui/page-title.tsx';
import { formatCalendarDate, formatCents } from '../../../i18n/format.ts';
import { Notice } from '../../../ui/notice.tsx';
import { useBillingSummary } from '../api/get-billing-summary.ts';
import { usePaymentMethods } from '../api/get-payment-methods.ts';
import { PayBillHeader, PayBillPromotions } from '../components/pay-bill-header.tsx';
import { PayBillNav } from '../components/pay-bill-nav.tsx';
import { CancelPaymentDialog } from '../components/payments/cancel-payment-dialog.tsx';
import { EditPaymentDialog } from '../components/payments/edit-payment-dialog.tsx';
import { PaymentList } from '../components/payments/payment-list.tsx';
import { StoreRefunds } from '../components/payments/store-refunds.tsx';
import './payments.css';
import { useBillingT } from '../i18n/use-billing-t.ts';
import { AfterHolds, LayoutHoldProvider } from '../../../ui/layout-hold.tsx';

type Open = { kind: 'edit'; payment: Payment } | { kind: 'cancel'; payment: Payment } | null;

/**
 * /pay-bill/account-activity/ (seed 002 §2): scheduled payments to change or cancel, the history,
 * and the store's refunds when there are any.
 */
export default function AccountActivityPage() {
  const { t, locale } = useBillingT();
  const summary = useBillingSummary();
  const methods = usePaymentMethods();
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState<string | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) notice.current?.focus();
  }, [done]);

  const vars = (p: Payment) => ({
    amount: formatCents(p.payAmount, locale),
    date: formatCalendarDate(p.payDate, locale),
  });
  // Changing a payment needs the methods to choose from and the system date to check against.
  const canEdit = methods.isSuccess && summary.isSuccess;

  // The scheduled payments' length is known only once they load: the history waits for them.
  return (
    <LayoutHoldProvider>
      <div className="pay-bill-page stack">
        <PageTitle title={t('billingPayments.activity.title')} />
        <PayBillHeader />
        <PayBillNav />
        <h1>{t('billingPayments.activity.title')}</h1>
        {done ? (
          <div ref={notice} tabIndex={-1} className="activity-notice">
            <Notice tone="success" live="polite">
              <p>{done}</p>
            </Notice>
          </div>
        ) : null}
        <PaymentList
          view="scheduled"
          title={t('billingPayments.activity.scheduledTitle')}
          empty={t('billingPayments.activity.noScheduled')}
          actions={(p) => (
            <div className="button-row">
              <button
                type="button"
                className="button button--small"
                disabled={!canEdit}
                aria-label={t('billingPayments.activity.editLabel', vars(p))}
                onClick={() => setOpen({ kind: 'edit', payment: p })}
              >
                {t('billingPayments.activity.edit')}
              </button>
              <button
                type="button"
                className="button button--small"
                aria-label={t('billingPayments.activity.cancelLabel', vars(p))}
                onClick={() => setOpen({ kind: 'cancel', payment: p })}
              >
                {t('billingPayments.activity.cancel')}
              </button>
            </div>
          )}
        />
        <AfterHolds className="stack">
          <PaymentList
            view="history"
            title={t('billingPayments.activity.historyTitle')}
            empty={t('billingPayments.activity.noHistory')}
          />
          <StoreRefunds />
        </AfterHolds>
        {open?.kind === 'edit' && methods.isSuccess && summary.isSuccess ? (
          <EditPaymentDialog
            payment={open.payment}
            methods={methods.data.methods}
            systemDate={summary.data.systemDate}
            onClose={() => setOpen(null)}
            onSaved={() => {
              setOpen(null);
              setDone(t('billingPayments.completed'));
            }}
          />
        ) : null}
        {open?.kind === 'cancel' ? (
          <CancelPaymentDialog
            payment={open.payment}
            onClose={() => setOpen(null)}
            onCancelled={() => {
              setOpen(null);
              setDone(t('billingPayments.activity.cancelled', vars(open.payment)));
            }}
          />
        ) : null}
        <PayBillPromotions />
      </div>
    </LayoutHoldProvider>
  );
}
