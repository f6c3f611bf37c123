import { useState } from 'react';
import { PageTitle } from '../../../ui/page-title.tsx';
import { ReauthForm } from '../../../session/reauth-form.tsx';
import { useCurrentSession, useSignedInUser } from '../../../session/current-session.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { browserNavigation } from '../../../lib/browser-navigation.ts';
import { loginHref } from '../../../lib/login-href.ts';
import { formatDateTime } from '../../../i18n/format.ts';
import { useLanguage } from '../../../i18n/language-context.ts';
import { useT } from '../../../i18n/use-t.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { useLogout } from '../api/logout.ts';
import { useLogoutAll } from '../api/logout-all.ts';
import { AccountDetails } from '../components/account-details.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';

/** /profile/: the signed-in greeting page (seed 000 §2), with sign-out controls. */
export default function ProfilePage() {
  const { t, tn, locale } = useT();
  const user = useSignedInUser();
  const { session } = useCurrentSession();
  const { prefix } = useLanguage();
  // Sign-out ends in a fresh page load, so nothing of this user stays in memory.
  const logout = useLogout({
    onSignedOut: () => browserNavigation.assign(loginHref(undefined, 'signed-out', prefix)),
  });
  const logoutAll = useLogoutAll({
    onEnded: ({ ended: count }) => {
      // An agent ends the subscriber's sessions and keeps their own; a subscriber is signed out.
      if (session?.agent) setEnded(count);
      else browserNavigation.assign(loginHref(undefined, 'signed-out-everywhere', prefix));
    },
  });
  const [askPassword, setAskPassword] = useState(false);
  const [ended, setEnded] = useState<number>();
  const [failed, setFailed] = useState(false);

  const signOutEverywhere = () => {
    setFailed(false);
    setEnded(undefined);
    logoutAll.mutate(
      { id: user.id },
      {
        onError: (error) => {
          // Seed 000 §6: an old sign-in must confirm the password before this sensitive action.
          if (isApiError(error, 'REAUTH_REQUIRED')) setAskPassword(true);
          else setFailed(true);
        },
      },
    );
  };

  const signOut = () => logout.mutate(undefined, { onError: () => setFailed(true) });

  return (
    <div className="profile-page stack">
      <PageTitle title={t('profile.title')} />
      <h1>{t('profile.greeting', { id: user.id })}</h1>
      {session?.agent ? (
        <Notice>
          <p>{t('profile.actingFor', { id: user.id })}</p>
        </Notice>
      ) : null}
      <AccountDetails user={user} idleExpiresAt={session?.idleExpiresAt ?? null} />

      <section className="card stack" aria-labelledby="profile-security">
        <h2 id="profile-security">{t('profile.security')}</h2>
        <p>
          {t('profile.loginTime')}:{' '}
          <time dateTime={new Date(user.t).toISOString()}>{formatDateTime(user.t, locale)}</time>
        </p>
        {failed ? (
          <Notice tone="error" live="assertive">
            <p>{t('common.technicalDifficulties')}</p>
          </Notice>
        ) : null}
        {ended !== undefined ? (
          <Notice tone="success" live="polite">
            <p>{tn('profile.sessionsEnded', ended)}</p>
          </Notice>
        ) : null}
        <div className="button-row">
          <button
            type="button"
            className="button button--primary"
            onClick={signOut}
            disabled={logout.isPending}
          >
            {logout.isPending ? t('profile.signingOut') : t('profile.signOut')}
          </button>
          <button
            type="button"
            className="button"
            onClick={signOutEverywhere}
            disabled={logoutAll.isPending}
            aria-describedby="sign-out-everywhere-hint"
          >
            {t('profile.signOutEverywhere')}
          </button>
        </div>
        <p id="sign-out-everywhere-hint" className="field__hint">
          {t('profile.signOutEverywhereHint', { id: user.id })}
        </p>
      </section>

      {session?.agent ? (
        <Notice>
          <p>{t('shellForms.changePassword.agent')}</p>
        </Notice>
      ) : (
        <ChangePasswordForm userId={user.id} />
      )}

      {askPassword ? (
        <Dialog
          title={t('reauth.title')}
          closeLabel={t('common.cancel')}
          onClose={() => setAskPassword(false)}
        >
          <p>{t('reauth.intro')}</p>
          <ReauthForm
            onReauthenticated={() => {
              setAskPassword(false);
              signOutEverywhere();
            }}
          />
        </Dialog>
      ) : null}
    </div>
  );
}
