import { useNavigate } from 'react-router';
import type { SessionState } from '@coax/contract';
import { useRelease } from '../../features/csr/api/release.ts';
import { useLogout } from '../../features/session/api/logout.ts';
import { browserNavigation } from '../../lib/browser-navigation.ts';
import { loginHref } from '../../lib/login-href.ts';
import { useLanguage } from '../../i18n/language-context.ts';
import { LocalLink, useLocalPath } from '../../i18n/local-link.tsx';
import { useT } from '../../i18n/use-t.ts';

/** Seed 000 §2: a csr session reveals an extra csr area: who the agent is and whom they act for. */
export function CsrBar({ session }: { session: SessionState }) {
  const { t } = useT();
  const navigate = useNavigate();
  const localPath = useLocalPath();
  const release = useRelease({ onReleased: () => navigate(localPath('/csr/')) });
  const { prefix } = useLanguage();
  const logout = useLogout({
    onSignedOut: () => browserNavigation.assign(loginHref(undefined, 'signed-out', prefix)),
  });
  const { agent, user } = session;
  if (!agent) return null;

  return (
    <section className="csr-bar" aria-label={t('csrBar.label')}>
      <div className="container csr-bar__inner">
        <p className="csr-bar__who">
          <span>{t('csrBar.agent', { id: agent.id })}</span>
          <span aria-hidden="true"> · </span>
          <span>{user ? t('csrBar.actingFor', { id: user.id }) : t('csrBar.notActing')}</span>
        </p>
        <div className="csr-bar__actions">
          {user ? (
            <button
              type="button"
              className="button button--small button--on-dark"
              disabled={release.isPending}
              onClick={() => release.mutate()}
            >
              {release.isPending ? t('csrBar.stopping') : t('csrBar.stopActing')}
            </button>
          ) : null}
          <LocalLink to="/csr/" className="csr-bar__link">
            {t('csrBar.desk')}
          </LocalLink>
          <button
            type="button"
            className="button button--small button--on-dark"
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
          >
            {t('csrBar.signOut')}
          </button>
        </div>
      </div>
    </section>
  );
}
