import { useEffect, type ReactNode } from 'react';
import { preloadPage } from '../lib/lazy-page.ts';
import { Navigate, useLocation } from 'react-router';
import { loginHref, sessionEndedReason } from '../lib/login-href.ts';
import { useLanguage } from '../i18n/language-context.ts';
import { LocalLink } from '../i18n/local-link.tsx';
import { useT } from '../i18n/use-t.ts';
import type { MessageKey } from '../i18n/en.ts';
import { Notice } from '../ui/notice.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { SignedInUserContext, useCurrentSession } from './current-session.ts';
import { LoadFailed } from '../ui/load-failed.tsx';

/**
 * Shows its children only to a signed-in subscriber (or an agent acting for one). Anonymous
 * visitors go to sign in with this page as the referer (seed 000 §6: links that need a session
 * redirect to login with a referer), told why: their session expired, or there is none (§8). `title` heads the page while it cannot be shown.
 */
export function RequireUser({ title, children }: { title: MessageKey; children: ReactNode }) {
  const { session, isPending, isError, refetch } = useCurrentSession();
  const location = useLocation();
  const { prefix } = useLanguage();
  const { t } = useT();
  // The page's code downloads while the session is read, not after.
  useEffect(() => {
    if (isPending) preloadPage(children);
  }, [isPending, children]);

  if (isPending) return <Spinner label={t('session.checking')} />;
  if (session?.user) {
    return <SignedInUserContext.Provider value={session.user}>{children}</SignedInUserContext.Provider>;
  }
  if (session && !session.agent) {
    const here = location.pathname + location.search + location.hash;
    return <Navigate to={loginHref(here, sessionEndedReason(session), prefix)} replace />;
  }
  return (
    <>
      <PageTitle title={t(title)} />
      <h1>{t(title)}</h1>
      {isError || !session ? (
        <LoadFailed message={t('common.technicalDifficulties')} onRetry={refetch} live="none" />
      ) : (
        <Notice>
          <p>{t('session.agentNotActing')}</p>
          <LocalLink to="/csr/">{t('session.agentDeskLink')}</LocalLink>
        </Notice>
      )}
    </>
  );
}
