import type { ComponentType, ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { SessionState } from '@coax/contract';
import { loginHref, sessionEndedReason } from '../lib/login-href.ts';
import { useLanguage } from '../i18n/language-context.ts';
import { useT } from '../i18n/use-t.ts';
import { Notice } from '../ui/notice.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { useCurrentSession } from './current-session.ts';
import { LoadFailed } from '../ui/load-failed.tsx';

/**
 * Shows its children only to an agent's session (contract access 'csr'). Anonymous visitors go
 * to sign in with this page as the referer; a subscriber is told the page is not for them, and a
 * session that cannot be read offers a retry. Those notices stand inside the page's own `frame`
 * (its title and heading), as the agent's page would.
 */
export function RequireAgent({
  frame: Frame,
  children,
}: {
  frame: ComponentType<{ children: ReactNode }>;
  children: (session: SessionState) => ReactNode;
}) {
  const { t } = useT();
  const { prefix } = useLanguage();
  const location = useLocation();
  const { session, isPending, isError, refetch } = useCurrentSession();

  if (isPending) return <Spinner label={t('session.checking')} />;
  if (session && !session.user && !session.agent) {
    return (
      <Navigate
        to={loginHref(location.pathname + location.search, sessionEndedReason(session), prefix)}
        replace
      />
    );
  }

  let body: ReactNode;
  if (isError || !session) {
    body = <LoadFailed message={t('common.technicalDifficulties')} onRetry={refetch} live="none" />;
  } else if (!session.agent) {
    body = (
      <Notice tone="warning">
        <p>{t('csr.notAuthorised')}</p>
      </Notice>
    );
  } else {
    body = children(session);
  }
  return <Frame>{body}</Frame>;
}
