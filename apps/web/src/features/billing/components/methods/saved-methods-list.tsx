import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { PaymentMethod } from '@coax/contract';
import { ReauthForm } from '../../../../session/reauth-form.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { useLocalPath } from '../../../../i18n/local-link.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { usePaymentMethods } from '../../api/get-payment-methods.ts';
import { MethodBadges, MethodFacts, useMethodDescription } from './method-summary.tsx';
import { LoadingCard } from '../../../../ui/loading-card.tsx';
import { LoadFailed } from '../../../../ui/load-failed.tsx';
import { useBillingT } from '../../i18n/use-billing-t.ts';

/**
 * The saved methods with their loading and error states. `renderMethod` wraps each one's summary
 * with controls (the manage page's edit and delete); without it the list only shows.
 */
export function SavedMethodsList({
  empty,
  renderMethod,
  highlightId,
}: {
  empty: ReactNode;
  renderMethod?: (method: PaymentMethod, summary: ReactNode) => ReactNode;
  highlightId?: string | null;
}) {
  const { t } = useBillingT();
  const methods = usePaymentMethods();
  const describe = useMethodDescription();
  const localPath = useLocalPath();

  if (methods.isPending) {
    return <LoadingCard label={t('billingMethods.list.loading')} shape="list" lines={3} className="" />;
  }
  if (methods.isError) {
    if (isApiError(methods.error, 'FORBIDDEN')) {
      return <Navigate to={localPath('/pay-bill/unauthorized/')} replace />;
    }
    if (isApiError(methods.error, 'REAUTH_REQUIRED')) {
      // Seed 000 §8: 'Reauthentication required' asks the subscriber to sign in again.
      return (
        <Notice tone="warning">
          <p>{t('billing.signInAgain')}</p>
          <ReauthForm onReauthenticated={() => void methods.refetch()} />
        </Notice>
      );
    }
    return (
      <LoadFailed
        message={t('billingMethods.list.loadFailed')}
        onRetry={() => void methods.refetch()}
        retrying={methods.isFetching}
      />
    );
  }
  if (methods.data.methods.length === 0) return <>{empty}</>;
  return (
    <ul className="method-list" aria-label={t('billingMethods.list.label')}>
      {methods.data.methods.map((m) => {
        const summary = (
          <>
            <h3 className="method-card__name">{m.payMethodName}</h3>
            <p className="method-card__kind">{describe(m)}</p>
            <MethodBadges method={m} />
            <MethodFacts method={m} />
          </>
        );
        return (
          <li key={m.id} className={`method-card card${m.id === highlightId ? ' method-card--new' : ''}`}>
            {renderMethod ? renderMethod(m, summary) : summary}
          </li>
        );
      })}
    </ul>
  );
}
