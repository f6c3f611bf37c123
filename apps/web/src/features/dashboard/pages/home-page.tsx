import type { ReactElement } from 'react';
import { Link } from 'react-router';
import type { PublicConfig, SessionUser } from '@coax/contract';
import { useConfig } from '../../../app/config/get-config.ts';
import { PageTitle } from '../../../app/config/page-title.tsx';
import { useCurrentSession } from '../../../app/session/current-session.ts';
import { loginHref } from '../../../lib/login-href.ts';
import { useLanguage } from '../../../i18n/language-context.ts';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { Notice } from '../../../ui/notice.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { ServiceCard } from '../components/service-card.tsx';

/** Seed 000 §2 /home: a signed-in overview, or a way in for visitors. */
export default function HomePage() {
  const { t } = useT();
  const { session, isPending, isError, refetch } = useCurrentSession();
  const config = useConfig().data;

  if (isPending) return <Spinner label={t('session.checking')} />;
  return (
    <div className="home-page stack">
      <PageTitle title={t('home.title')} />
      {isError ? (
        <>
          <h1>{t('home.title')}</h1>
          <Notice tone="error">
            <p>{t('common.technicalDifficulties')}</p>
            <button type="button" className="button" onClick={refetch}>
              {t('common.retry')}
            </button>
          </Notice>
        </>
      ) : session?.user ? (
        <SignedInHome user={session.user} config={config} />
      ) : session?.agent ? (
        <>
          <h1>{t('home.title')}</h1>
          <Notice>
            <p>{t('session.agentNotActing')}</p>
            <LocalLink to="/csr/">{t('session.agentDeskLink')}</LocalLink>
          </Notice>
        </>
      ) : (
        <AnonymousHome brand={config?.brand.name} />
      )}
    </div>
  );
}

function AnonymousHome({ brand }: { brand: string | undefined }) {
  const { t } = useT();
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
      <p>
        {t('home.outageIntro')}{' '}
        <LocalLink to="/support/outage/#/UnauthenticatedUserOutage">{t('home.outageLink')}</LocalLink>
      </p>
    </>
  );
}

function SignedInHome({ user, config }: { user: SessionUser; config: PublicConfig | undefined }) {
  const { t } = useT();
  const { entitlements } = user;
  const cards: ReactElement[] = [];
  // Seed 000 §6: each service shows only when the user is entitled to it.
  if (entitlements.tv) {
    cards.push(
      <ServiceCard
        key="tv"
        id="card-tv"
        title={t('home.card.tv.title')}
        body={t('home.card.tv.body')}
        action={<LocalLink to="/tv">{t('home.card.tv.action')}</LocalLink>}
      />,
    );
  }
  if (entitlements.email && config) {
    cards.push(
      <ServiceCard
        key="email"
        id="card-email"
        title={t('home.card.email.title')}
        body={t('home.card.email.body')}
        action={<a href={config.links.webmail}>{t('home.card.email.action')}</a>}
      />,
    );
  }
  if (entitlements.voicemail && config) {
    cards.push(
      <ServiceCard
        key="phone"
        id="card-phone"
        title={t('home.card.phone.title')}
        body={t('home.card.phone.body')}
        action={<a href={config.links.phoneBase}>{t('home.card.phone.action')}</a>}
      />,
    );
  }
  if (entitlements.billPay) {
    cards.push(
      <ServiceCard
        key="bill"
        id="card-bill"
        title={t('home.card.bill.title')}
        body={t('home.card.bill.body')}
        action={<LocalLink to="/pay-bill/">{t('home.card.bill.action')}</LocalLink>}
      />,
    );
  }

  return (
    <>
      <h1>{t('home.greeting', { id: user.id })}</h1>
      <p className="lede">{t('home.account', { account: user.accountNumber })}</p>
      <section aria-labelledby="home-services" className="stack">
        <h2 id="home-services">{t('home.servicesTitle')}</h2>
        {cards.length ? (
          <ul className="card-grid">{cards}</ul>
        ) : (
          <Notice>
            <p>{t('home.noServices')}</p>
            {config ? <p>{t('home.supportPhone', { phone: config.brand.supportPhone })}</p> : null}
          </Notice>
        )}
      </section>
      <p>
        <LocalLink to="/profile/">{t('home.profileLink')}</LocalLink>
      </p>
    </>
  );
}
