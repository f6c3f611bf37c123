import { useNavigate, useSearchParams } from 'react-router';
import type { SessionState } from '@coax/contract';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useLanguage } from '../../../i18n/language-context.ts';
import { LANG_COOKIE } from '../../../i18n/language.ts';
import { useLocalPath } from '../../../i18n/local-link.tsx';
import { readCookie } from '../../../lib/cookies.ts';
import { useT } from '../../../i18n/use-t.ts';
import { Notice } from '../../../ui/notice.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { safeReferer } from '../safe-referer.ts';

/** /login/?referer=…&reason=… (seed 000 §2, §5). */
export default function LoginPage() {
  const { t } = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const localPath = useLocalPath();
  const { prefix, setLang } = useLanguage();
  const referer = safeReferer(params.get('referer'));
  const reason = params.get('reason');

  const onSignedIn = (state: SessionState) => {
    // The subscriber's own language (their profile's) applies from sign-in on, unless this
    // browser has already chosen one, or the address asks for Spanish; an agent keeps theirs.
    if (state.user && !state.agent && !prefix && readCookie(LANG_COOKIE) === undefined) {
      setLang(state.user.language);
    }
    // An agent's own session has no subscriber yet: the agent desk is where the work starts.
    const fallback = state.agent && !state.user ? '/csr/' : '/home';
    navigate(referer ?? localPath(fallback), { replace: true });
  };

  return (
    <div className="login-page">
      <PageTitle title={t('login.title')} />
      <h1>{t('login.title')}</h1>
      {reason === 'expired' || reason === 'none' ? (
        <Notice tone="warning">
          <p>{t(reason === 'expired' ? 'session.expired' : 'session.none')}</p>
        </Notice>
      ) : null}
      {reason === 'signed-out' || reason === 'signed-out-everywhere' ? (
        <Notice tone="success" live="polite">
          <p>{reason === 'signed-out' ? t('login.signedOut') : t('login.signedOutEverywhere')}</p>
        </Notice>
      ) : null}
      <p className="lede">{t('login.intro')}</p>
      <LoginForm onSignedIn={onSignedIn} />
      <ul className="login-page__help">
        <li>
          <LocalLink to="/login/forgot-password">{t('login.forgotPassword')}</LocalLink>
        </li>
        <li>
          <LocalLink to="/login/forgot-id">{t('login.forgotId')}</LocalLink>
        </li>
        <li>
          <LocalLink to="/service-appointments/new-customer">{t('login.visitWithoutId')}</LocalLink>
        </li>
      </ul>
    </div>
  );
}
