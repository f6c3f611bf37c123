import { Link, useLocation } from 'react-router';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useCurrentSession } from '../../../session/current-session.ts';
import { loginHref } from '../../../lib/login-href.ts';
import { useLanguage } from '../../../i18n/language-context.ts';
import { useOutageT } from '../i18n/use-outage-t.ts';
import { AccountOutageStatus } from '../components/account-outage-status.tsx';
import { PendingVod } from '../components/pending-vod.tsx';
import { ZipLookup } from '../components/zip-lookup.tsx';
import '../outage.css';

/** Which outage page the hash names (seed 000 §2): the ZIP code lookup, the on-demand hold, or the default. */
export function outageView(hash: string): 'lookup' | 'vod' | 'default' {
  if (hash === '#/UnauthenticatedUserOutage') return 'lookup';
  if (hash === '#/PendingVOD') return 'vod';
  return 'default';
}

/**
 * /support/outage/ (seed 000 §2, §4). #/UnauthenticatedUserOutage looks up a ZIP code without
 * signing in; #/PendingVOD explains an on-demand hold; with no hash a signed-in subscriber sees
 * their own status above the lookup.
 */
export default function OutagePage() {
  const { t } = useOutageT();
  const { prefix } = useLanguage();
  const location = useLocation();
  const { session, isPending } = useCurrentSession();
  const view = outageView(location.hash);
  const signedIn = Boolean(session?.user);
  const title = view === 'vod' ? t('outage.vod.title') : t('outage.title');
  const here = location.pathname + location.search + location.hash;

  return (
    <div className="outage-page stack">
      <PageTitle title={title} />
      <h1>{title}</h1>
      {view === 'vod' ? (
        <PendingVod />
      ) : (
        <>
          {signedIn && view === 'default' ? <AccountOutageStatus /> : null}
          {!signedIn && !isPending && !session?.agent ? (
            <p className="outage-page__sign-in">
              {t('outage.signInPrompt')}{' '}
              <Link to={loginHref(here, undefined, prefix)}>{t('outage.signIn')}</Link>
            </p>
          ) : null}
          <ZipLookup />
        </>
      )}
    </div>
  );
}
