import { Link } from 'react-router';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useCurrentSession } from '../../../session/current-session.ts';
import { loginHref } from '../../../lib/login-href.ts';
import { useLanguage } from '../../../i18n/language-context.ts';
import { Notice } from '../../../ui/notice.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useBillingT } from '../i18n/use-billing-t.ts';

/** /pay-bill/unauthorized/: bill pay needs the primary user (seed 000 §6, seed 002 §6). */
export default function PayBillUnauthorizedPage() {
  const { t } = useBillingT();
  const { prefix } = useLanguage();
  const { session, isPending } = useCurrentSession();
  if (isPending) return <Spinner label={t('session.checking')} />;
  const signedIn = Boolean(session?.user);
  const signIn = loginHref(`${prefix}/pay-bill/`, undefined, prefix);

  return (
    <div className="pay-bill-page stack">
      <PageTitle title={t('billing.title')} />
      <h1>{t('billing.title')}</h1>
      <Notice tone="warning">
        <p>{signedIn ? t('billing.notPrimary') : t('billing.signIn')}</p>
      </Notice>
      <p>
        <Link to={signIn} className="button">
          {signedIn ? t('billing.signInAsOther') : t('billing.signInLink')}
        </Link>
      </p>
    </div>
  );
}
