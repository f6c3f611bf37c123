import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PageTitle } from '../../../ui/page-title.tsx';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { useAutopay } from '../api/get-autopay.ts';
import { useBillingSummary } from '../api/get-billing-summary.ts';
import { usePaymentMethods } from '../api/get-payment-methods.ts';
import { PayBillHeader, PayBillPromotions } from '../components/pay-bill-header.tsx';
import { PayBillNav } from '../components/pay-bill-nav.tsx';
import { AutopayForm } from '../components/payments/autopay-form.tsx';
import { AutopayStatus } from '../components/payments/autopay-status.tsx';
import { CancelAutopayDialog } from '../components/payments/cancel-autopay-dialog.tsx';
import { LoadingCard } from '../../../ui/loading-card.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import './payments.css';
import { useBillingT } from '../i18n/use-billing-t.ts';

/** /pay-bill/automatic-payments/ (seed 002 §2 Automatic payment setup): the enrolment, set up, change, cancel. */
export default function AutomaticPaymentsPage() {
  const { t } = useBillingT();
  const autopay = useAutopay();
  const methods = usePaymentMethods();
  const summary = useBillingSummary();
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) notice.current?.focus();
  }, [done]);

  let body: ReactNode;
  if (autopay.isPending || methods.isPending || summary.isPending) {
    body = <LoadingCard label={t('billingPayments.autopay.loading')} lines={5} />;
  } else if (autopay.isError || methods.isError || summary.isError) {
    body = (
      <LoadFailed
        message={t('billingPayments.autopay.loadFailed')}
        onRetry={() => {
          void autopay.refetch();
          void methods.refetch();
          void summary.refetch();
        }}
      />
    );
  } else {
    const enrolment = autopay.data.enrolment;
    const list = methods.data.methods;
    const form = (
      <AutopayForm
        enrolment={enrolment}
        methods={list}
        amountDue={summary.data.amountDue}
        onSaved={() => {
          setEditing(false);
          setDone(t('billingPayments.completed'));
        }}
        {...(enrolment ? { onCancel: () => setEditing(false) } : {})}
      />
    );
    if (list.length === 0 && !enrolment) {
      body = (
        <div className="card stack">
          <p>{t('billingPayments.autopay.none')}</p>
          <p>{t('billingPayments.form.noMethods')}</p>
          <p>
            <LocalLink to="/pay-bill/payment-options/">{t('billingPayments.form.addMethodLink')}</LocalLink>
          </p>
        </div>
      );
    } else if (!enrolment) {
      body = (
        <>
          <p>{t('billingPayments.autopay.none')}</p>
          {form}
        </>
      );
    } else {
      body = (
        <>
          {editing ? (
            form
          ) : (
            <AutopayStatus
              enrolment={enrolment}
              onEdit={() => setEditing(true)}
              onCancel={() => setCancelling(true)}
            />
          )}
          {cancelling ? (
            <CancelAutopayDialog
              enrolment={enrolment}
              onClose={() => setCancelling(false)}
              onCancelled={() => {
                setCancelling(false);
                setDone(t('billingPayments.autopay.cancelled'));
              }}
            />
          ) : null}
        </>
      );
    }
  }

  return (
    <div className="pay-bill-page stack">
      <PageTitle title={t('billingPayments.autopay.title')} />
      <PayBillHeader />
      <PayBillNav />
      <h1>{t('billingPayments.autopay.title')}</h1>
      <p className="lede">{t('billingPayments.autopay.intro')}</p>
      {done ? (
        <div ref={notice} tabIndex={-1} className="activity-notice">
          <Notice tone="success" live="polite">
            <p>{done}</p>
          </Notice>
        </div>
      ) : null}
      {body}
      <PayBillPromotions />
    </div>
  );
}
