import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageTitle } from '../../../app/config/page-title.tsx';
import { useCurrentSession } from '../../../app/session/current-session.ts';
import { loginHref } from '../../../lib/login-href.ts';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { useLanguage } from '../../../i18n/language-context.ts';
import { useT } from '../../../i18n/use-t.ts';
import { Notice } from '../../../ui/notice.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { ActingStatus } from '../components/acting-status.tsx';
import { AuditLog } from '../components/audit-log.tsx';
import { SubscriberLookup } from '../components/subscriber-lookup.tsx';

/** /csr/: the agent desk. Only an agent's session may use it (contract access 'csr'). */
export default function CsrPage() {
  const { t } = useT();
  const { prefix } = useLanguage();
  const location = useLocation();
  const { session, isPending, isError, refetch } = useCurrentSession();
  const [news, setNews] = useState<string>();

  if (isPending) return <Spinner label={t('session.checking')} />;
  if (session && !session.user && !session.agent) {
    return <Navigate to={loginHref(location.pathname + location.search, undefined, prefix)} replace />;
  }

  let body: ReactNode;
  if (isError || !session) {
    body = (
      <Notice tone="error">
        <p>{t('common.technicalDifficulties')}</p>
        <button type="button" className="button" onClick={refetch}>
          {t('common.retry')}
        </button>
      </Notice>
    );
  } else if (!session.agent) {
    body = (
      <Notice tone="warning">
        <p>{t('csr.notAuthorised')}</p>
      </Notice>
    );
  } else {
    body = (
      <>
        <ActingStatus user={session.user} news={news} onReleased={() => setNews(t('csr.released'))} />
        <section className="card stack" aria-labelledby="csr-alerts-link">
          <h2 id="csr-alerts-link">{t('shellForms.alertsAdmin.title')}</h2>
          <p>{t('shellForms.alertsAdmin.linkHint')}</p>
          <p>
            <LocalLink to="/csr/alerts/">{t('shellForms.alertsAdmin.link')}</LocalLink>
          </p>
        </section>
        <SubscriberLookup
          actingForId={session.user?.id}
          onActing={(id) => setNews(t('csr.actingNow', { id }))}
        />
        <AuditLog />
      </>
    );
  }

  return (
    <div className="csr-page stack">
      <PageTitle title={t('csr.title')} />
      <h1>{t('csr.title')}</h1>
      {body}
    </div>
  );
}
