import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { MessageKey } from '../i18n/en.ts';
import { useLocalPath } from '../i18n/local-link.tsx';
import { useT } from '../i18n/use-t.ts';
import { SESSION_QUERY_KEY } from '../lib/session-cache.ts';
import { Spinner } from '../ui/spinner.tsx';
import { useSignedInUser } from './current-session.ts';
import { RequireUser } from './require-user.tsx';

/**
 * A bill-pay page (seed 002 §6): a visitor signs in first (with the page as the referer), and only
 * a session with bill pay (bp=1, the primary user) sees it; others go to the unauthorized page.
 * An agent not acting for anyone is told so, as on every signed-in page.
 */
export function RequireBillPay({ title, children }: { title: MessageKey; children: ReactNode }) {
  return (
    <RequireUser title={title}>
      <BillPayOnly>{children}</BillPayOnly>
    </RequireUser>
  );
}

/**
 * Whether the session was read by this very page load, the bill-pay page being the first page
 * the document shows (the router's history index 0): another read would be just as fresh.
 */
function readForThisLoad(readAt: number): boolean {
  const state: unknown = window.history.state;
  const first = typeof state === 'object' && state !== null && 'idx' in state && state.idx === 0;
  return first && readAt >= performance.timeOrigin;
}

/**
 * Bill pay is a permission the primary user can give or take at any time (issue 15): the session
 * is read again on entering a bill-pay page, so the decision is never one a cached session made.
 */
function BillPayOnly({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  const localPath = useLocalPath();
  const { t } = useT();
  const queryClient = useQueryClient();
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (readForThisLoad(queryClient.getQueryState(SESSION_QUERY_KEY)?.dataUpdatedAt ?? 0)) {
      setChecked(true);
      return;
    }
    let live = true;
    void queryClient
      .refetchQueries({ queryKey: SESSION_QUERY_KEY, exact: true })
      .finally(() => live && setChecked(true));
    return () => {
      live = false;
    };
  }, [queryClient]);
  if (user.entitlements.billPay) return <>{children}</>;
  if (!checked) return <Spinner label={t('session.checking')} />;
  return <Navigate to={localPath('/pay-bill/unauthorized/')} replace />;
}
