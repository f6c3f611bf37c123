import { useState, type ReactNode } from 'react';
import { PageTitle } from '../../../ui/page-title.tsx';
import { ReauthForm } from '../../../session/reauth-form.tsx';
import { useCurrentSession, useSignedInUser } from '../../../session/current-session.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { browserNavigation } from '../../../lib/browser-navigation.ts';
import { loginHref } from '../../../lib/login-href.ts';
import { formatDateTime } from '../../../i18n/format.ts';
import { useLanguage } from '../../../i18n/language-context.ts';
import { useT } from '../../../i18n/use-t.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { AfterHolds, LayoutHoldProvider } from '../../../ui/layout-hold.tsx';
import { useLogout } from '../api/logout.ts';
import { useLogoutAll } from '../api/logout-all.ts';
import { AccountDetails } from '../components/account-details.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';

/** Where the profile links to the password form. */
const PASSWORD_ANCHOR = 'change-password';

/**
 * /profile/: the signed-in greeting page (seed 000 §2), with sign-out controls. `identity` draws
 * the identity area's part (names, contact and id links, the aux PIN), given by the app's routes;
 * it links to the password form by the anchor it is given.
 */
export default function ProfilePage({ identity }: { identity?: (passwordAnchor: string) => ReactNode }) {
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
  const [confirming, setConfirming] = useState(false);
  const [ended, setEnded] = useState<number>();
  const [failed, setFailed] = useState(false);

  const signOutEverywhere = () => {
    setFailed(false);
    setEnded(undefined);
    logoutAll.mutate(
      { id: user.id },
      {
        onSuccess: () => setConfirming(false),
        onError: (error) => {
          // Seed 000 §6: an old sign-in must confirm the password before this sensitive action.
          if (isApiError(error, 'REAUTH_REQUIRED')) setAskPassword(true);
          else {
            setConfirming(false);
            setFailed(true);
          }
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
      <LayoutHoldProvider>
        {identity?.(PASSWORD_ANCHOR)}
        {/* What follows the identity part is drawn once its cards have loaded, so it never moves. */}
        <AfterHolds className="stack">
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
                onClick={() => setConfirming(true)}
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
            <ChangePasswordForm userId={user.id} anchor={PASSWORD_ANCHOR} />
          )}
        </AfterHolds>
      </LayoutHoldProvider>

      {confirming ? (
        // One dialog for the question and, when the sign-in is old, the password after it, so
        // focus stays in it and goes back to the button when it closes.
        <ConfirmDialog
          title={askPassword ? t('reauth.title') : t('profile.signOutEverywhereConfirm.title')}
          closeLabel={t('common.cancel')}
          onClose={() => {
            setConfirming(false);
            setAskPassword(false);
          }}
          confirmLabel={t('profile.signOutEverywhere')}
          busyLabel={t('profile.signingOut')}
          busy={logoutAll.isPending}
          onConfirm={signOutEverywhere}
          keepLabel={t('profile.signOutEverywhereConfirm.keep')}
          outcome={
            askPassword ? (
              <>
                <p>{t('reauth.intro')}</p>
                <ReauthForm
                  autoFocus
                  onReauthenticated={() => {
                    setAskPassword(false);
                    signOutEverywhere();
                  }}
                />
              </>
            ) : undefined
          }
        >
          <p>{t('profile.signOutEverywhereConfirm.body', { id: user.id })}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
