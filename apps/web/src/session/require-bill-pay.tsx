import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { MessageKey } from '../i18n/en.ts';
import { useLocalPath } from '../i18n/local-link.tsx';
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

function BillPayOnly({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  const localPath = useLocalPath();
  if (!user.entitlements.billPay) return <Navigate to={localPath('/pay-bill/unauthorized/')} replace />;
  return <>{children}</>;
}
