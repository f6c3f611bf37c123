import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PublicConfig, SessionUser } from '@coax/contract';
import { dashboardUserOf, displayAccountNumber } from '@coax/domain';
import { useConfig } from '../../../config/get-config.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useCurrentSession } from '../../../session/current-session.ts';
import { loginHref } from '../../../lib/login-href.ts';
import { useLanguage } from '../../../i18n/language-context.ts';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { Dashboard } from '../components/dashboard.tsx';
import type { DashboardSources } from '../dashboard-sources.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { useDashboardT } from '../i18n/use-dashboard-t.ts';
import { AfterHolds, LayoutHoldProvider } from '../../../ui/layout-hold.tsx';

const NO_SOURCES: DashboardSources = {};

/**
 * /home (seed 000 §2): the bill widget and the home dashboard for a subscriber, a way in for
 * visitors. The bill widget belongs to the billing area and the next technician visit to the
 * appointments area, so the app passes them in (app/pages/home-route.tsx), as it passes the TV
 * areas' readers for the TV modules.
 */
export default function HomePage({
  billWidget,
  nextAppointment = null,
  sources = NO_SOURCES,
}: {
  billWidget: ReactNode;
  /** shown to a signed-in subscriber only; it renders nothing when no visit is coming */
  nextAppointment?: ReactNode;
  sources?: DashboardSources;
}) {
  const { t } = useDashboardT();
  const { session, isPending, isError, refetch } = useCurrentSession();
  const config = useConfig();

  if (isPending) return <Spinner label={t('session.checking')} />;
  return (
    <div className="home-page stack">
      <PageTitle title={t('home.title')} />
      {isError ? (
        <>
          <h1>{t('home.title')}</h1>
          <LoadFailed message={t('common.technicalDifficulties')} onRetry={refetch} live="none" />
        </>
      ) : session?.user ? (
        <LayoutHoldProvider>
          <SignedInHome
            user={session.user}
            config={config.data}
            configFailed={config.isError}
            billWidget={billWidget}
            nextAppointment={nextAppointment}
            sources={sources}
          />
        </LayoutHoldProvider>
      ) : session?.agent ? (
        <>
          <h1>{t('home.title')}</h1>
          <Notice>
            <p>{t('session.agentNotActing')}</p>
            <LocalLink to="/csr/">{t('session.agentDeskLink')}</LocalLink>
          </Notice>
        </>
      ) : (
        <AnonymousHome brand={config.data?.brand.name} billWidget={billWidget} />
      )}
    </div>
  );
}

function AnonymousHome({ brand, billWidget }: { brand: string | undefined; billWidget: ReactNode }) {
  const { t } = useDashboardT();
  const { prefix } = useLanguage();
  return (
    <>
      <h1>{brand ? t('home.welcome', { brand }) : t('home.welcomeNoBrand')}</h1>
      <section className="card hero stack">
        <p className="lede">{t('home.anonymousIntro')}</p>
        <p>
          <Link to={loginHref(`${prefix}/home`, undefined, prefix)} className="button button--primary">
            {t('home.signIn')}
          </Link>
        </p>
      </section>
      {billWidget}
      <p>
        {t('home.outageIntro')}{' '}
        <LocalLink to="/support/outage/#/UnauthenticatedUserOutage">{t('home.outageLink')}</LocalLink>
      </p>
    </>
  );
}

function SignedInHome({
  user,
  config,
  configFailed,
  billWidget,
  nextAppointment,
  sources,
}: {
  user: SessionUser;
  config: PublicConfig | undefined;
  configFailed: boolean;
  billWidget: ReactNode;
  nextAppointment: ReactNode;
  sources: DashboardSources;
}) {
  const { t } = useDashboardT();
  return (
    <>
      <h1>{t('home.greeting', { id: user.id })}</h1>
      <p className="lede">{t('home.account', { account: displayAccountNumber(user.accountNumber) })}</p>
      {billWidget}
      <AfterHolds className="stack">
        {nextAppointment}
        {config ? (
          <Dashboard
            env={{
              user: dashboardUserOf(user),
              links: { webmail: config.links.webmail, phoneBase: config.links.phoneBase },
              brand: config.brand.name,
              sources,
            }}
          />
        ) : configFailed ? (
          <Notice tone="error">
            <p>{t('common.technicalDifficulties')}</p>
          </Notice>
        ) : (
          <Spinner label={t('dashboard.slotsLoading')} />
        )}
        <p>
          <LocalLink to="/profile/">{t('home.profileLink')}</LocalLink>
        </p>
      </AfterHolds>
    </>
  );
}
