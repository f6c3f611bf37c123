import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageTitle } from '../../../ui/page-title.tsx';
import { ReauthForm } from '../../../session/reauth-form.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useLocalPath } from '../../../i18n/local-link.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { useBillingSummary } from '../api/get-billing-summary.ts';
import { useAccountSwitching } from '../api/toggle-account.ts';
import { BillingSummaryView } from '../components/billing-summary-view.tsx';
import { PayBillHeader, PayBillPromotions } from '../components/pay-bill-header.tsx';
import { PayBillNav } from '../components/pay-bill-nav.tsx';
import { PAYMENT_FORM_ANCHOR, PaymentForm } from '../components/payments/payment-form.tsx';
import { LoadingCard } from '../../../ui/loading-card.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import './payments.css';
import { useBillingT } from '../i18n/use-billing-t.ts';
import { LayoutHold, LayoutHoldProvider } from '../../../ui/layout-hold.tsx';

/**
 * /pay-bill/ (seed 002 §2, §6): the header and sub-navigation, the account summary and the
 * one-time payment form. Only a subscriber with bill pay (bp=1) reaches it (the route's
 * <RequireBillPay>); a refusal from the server also leads to the unauthorized page.
 */
export default function PayBillPage() {
  const { t } = useBillingT();
  const localPath = useLocalPath();
  const summary = useBillingSummary();
  // While bill pay switches accounts the summary and the form wait for the new account's bill.
  const switching = useAccountSwitching();

  let body: ReactNode;
  if (summary.isPending || switching) {
    body = <LoadingCard label={t('billing.loading')} shape="summary" lines={3} />;
  } else if (summary.isError) {
    const { error } = summary;
    if (isApiError(error, 'FORBIDDEN')) return <Navigate to={localPath('/pay-bill/unauthorized/')} replace />;
    body = isApiError(error, 'REAUTH_REQUIRED') ? (
      // Seed 000 §8: 'Reauthentication required' asks the subscriber to sign in again.
      <Notice tone="warning">
        <p>{t('billing.signInAgain')}</p>
        <ReauthForm onReauthenticated={() => void summary.refetch()} />
      </Notice>
    ) : isApiError(error, 'NO_SESSION') || isApiError(error, 'SESSION_EXPIRED') ? (
      // The api client is already taking the browser to sign in; say why meanwhile.
      <Notice tone="warning" live="polite">
        <p>{error.code === 'SESSION_EXPIRED' ? t('session.expired') : t('session.none')}</p>
      </Notice>
    ) : (
      <LoadFailed
        message={t('billing.loadFailed')}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  } else if (summary.data.status.statusCode !== 0) {
    // Seed 002 §8: success is statusCode 0; otherwise the answer's own description, or the default.
    body = (
      <Notice tone="error" live="assertive">
        <p>{summary.data.status.statusDesc || t('common.technicalDifficulties')}</p>
      </Notice>
    );
  } else {
    body = (
      <div className="pay-bill-grid">
        <BillingSummaryView summary={summary.data} payAnchor={PAYMENT_FORM_ANCHOR} />
        <PaymentForm summary={summary.data} />
      </div>
    );
  }

  // The paperless promotion after the task waits for the bill, so the bill does not push it down.
  return (
    <LayoutHoldProvider>
      <div className="pay-bill-page stack">
        <LayoutHold loading={summary.isLoading} />
        <PageTitle title={t('billing.title')} />
        <PayBillHeader />
        <PayBillNav />
        <h1>{t('billing.title')}</h1>
        {body}
        <PayBillPromotions />
      </div>
    </LayoutHoldProvider>
  );
}
