import { Suspense, type ReactNode } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import { ErrorBoundary } from '../ui/error-boundary.tsx';
import { Spinner } from '../ui/spinner.tsx';

/**
 * One error boundary per area (STYLE: several boundaries, not one for the app): a failure in a
 * page leaves the header and footer working, and moving to another page clears it. Also the
 * loading state while the area's code arrives.
 */
export function AreaBoundary({ children }: { children: ReactNode }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const { reset } = useQueryErrorResetBoundary();
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      onReset={reset}
      fallback={(retry) => (
        <div className="area-error">
          <h1>{t('boundary.title')}</h1>
          <p>{t('boundary.body')}</p>
          <button type="button" className="button" onClick={retry}>
            {t('boundary.retry')}
          </button>
        </div>
      )}
    >
      <Suspense fallback={<Spinner label={t('common.loading')} className="spinner--page" />}>
        {children}
      </Suspense>
    </ErrorBoundary>
  );
}
