import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { DASHBOARD_PATHS, PORTAL_COOKIE_NAMES, cartKindOf, cartPageRedirect } from '@coax/domain';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useCurrentSession } from '../../../session/current-session.ts';
import { readCookie } from '../../../lib/cookies.ts';
import { loginHref } from '../../../lib/login-href.ts';
import { stripSpanishPrefix } from '../../../i18n/language.ts';
import { useLanguage } from '../../../i18n/language-context.ts';
import { LocalLink, useLocalPath } from '../../../i18n/local-link.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { Notice } from '../../../ui/notice.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { CartView } from '../components/cart/cart-view.tsx';
import { useVodT } from '../i18n/use-vod-t.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import '../components/cart/cart.css';

/** The page's own path, without /espanol and always with its trailing slash ('/tv/cart/'). */
function pagePath(pathname: string): string {
  const path = stripSpanishPrefix(pathname);
  return path.endsWith('/') ? path : `${path}/`;
}

/** Seed 001 §6: "The labox cookie decides laBox status when there is no session." */
function laboxCookie(): boolean {
  const value = readCookie(PORTAL_COOKIE_NAMES.labox)?.trim().toLowerCase();
  return value === '1' || value === 'true' || value === 'y' || value === 'yes';
}

/**
 * /tv/cart/ for ordinary customers, /tv/favorites/ and /tv/mypicks/ for special-box customers
 * (seed 000 §2, seed 001 §2). Each sends the customer to the other variant when their type does
 * not match: the type comes from the session, or from the labox cookie without one. The list is
 * the session's, so a visitor is asked to sign in.
 */
export default function CartPage() {
  const location = useLocation();
  const localPath = useLocalPath();
  const { session, isPending, isError, refetch } = useCurrentSession();
  const common = useT();
  const path = pagePath(location.pathname);

  if (isPending) return <Spinner label={common.t('session.checking')} />;

  const user = session?.user ?? null;
  const laBox = user ? user.laBoxUser || user.laboxOrMini : laboxCookie();
  const target = cartPageRedirect(path, laBox);
  if (target) return <Navigate to={{ pathname: localPath(target), search: location.search }} replace />;

  const variant = cartKindOf(laBox);
  const titleKey = path === '/tv/mypicks/' ? 'mypicks' : variant;

  let body: ReactNode;
  if (isError) {
    body = <LoadFailed message={common.t('common.technicalDifficulties')} onRetry={refetch} />;
  } else if (user) {
    body = user.entitlements.tv ? <CartView variant={variant} /> : <NoTv />;
  } else if (session?.agent) {
    body = (
      <Notice>
        <p>{common.t('session.agentNotActing')}</p>
        <LocalLink to="/csr/">{common.t('session.agentDeskLink')}</LocalLink>
      </Notice>
    );
  } else {
    body = <SignInPrompt variant={variant} here={location.pathname + location.search + location.hash} />;
  }

  return <CartPageFrame titleKey={titleKey}>{body}</CartPageFrame>;
}

function CartPageFrame({
  titleKey,
  children,
}: {
  titleKey: 'cart' | 'favorites' | 'mypicks';
  children: ReactNode;
}) {
  const { t } = useVodT();
  const title = t(`vodCart.title.${titleKey}`);
  return (
    <div className="cart-page">
      <PageTitle title={title} />
      <h1>{title}</h1>
      {children}
    </div>
  );
}

/** Seed 001 §6: visitors browse only; the list needs a session (sign in, then come back here). */
function SignInPrompt({ variant, here }: { variant: 'cart' | 'favorites'; here: string }) {
  const { t } = useVodT();
  const { prefix } = useLanguage();
  return (
    <Notice>
      <p>{t(`vodCart.signInPrompt.${variant}`)}</p>
      <p>
        {/* here already carries /espanol when the visitor is in Spanish */}
        <Link className="button button--primary" to={loginHref(here, undefined, prefix)}>
          {t('vodCart.signIn')}
        </Link>
      </p>
    </Notice>
  );
}

/** Seed 000 §6: "TV (io) gates cart and favorites". */
function NoTv() {
  const { t } = useVodT();
  return (
    <Notice>
      <p>{t('vodCart.noTv')}</p>
      <LocalLink to={DASHBOARD_PATHS.myServices}>{t('vodCart.noTvLink')}</LocalLink>
    </Notice>
  );
}
