import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSignedInUser } from '../../../../session/current-session.ts';
import { useLocalPath } from '../../../../i18n/local-link.tsx';

/** Seed 002 §6: only a session with bill pay (bp=1) sees bill pay; others go to the unauthorized page. */
export function RequireBillPay({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  const localPath = useLocalPath();
  if (!user.entitlements.billPay) return <Navigate to={localPath('/pay-bill/unauthorized/')} replace />;
  return <>{children}</>;
}
