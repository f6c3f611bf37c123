import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSignedInUser } from '../../../../session/current-session.ts';
import { useLocalPath } from '../../../../i18n/local-link.tsx';

/** As /pay-bill/ (seed 002 §6): a session without bill pay (p.bp not 1) goes to the unauthorized page. */
export function RequireBillPayMethods({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  const localPath = useLocalPath();
  if (!user.entitlements.billPay) return <Navigate to={localPath('/pay-bill/unauthorized/')} replace />;
  return <>{children}</>;
}
