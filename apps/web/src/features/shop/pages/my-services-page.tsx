import '../shop.css';
import type { SessionUser, StatementDetail } from '@coax/contract';
import { useConfig } from '../../../config/get-config.ts';
import { useSupportPhone } from '../../../config/get-support-number.ts';
import { formatCalendarDate, formatCents } from '../../../i18n/format.ts';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { useCurrentSession } from '../../../session/current-session.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { telHref } from '../../../ui/tel-href.ts';
import { useLatestStatement } from '../api/get-latest-plan.ts';
import { useShopT } from '../i18n/use-shop-t.ts';

/** The bill's sections that are services, in the bill's order. */
const SERVICE_SECTIONS = ['tv', 'internet', 'phone', 'equipment'] as const;
type ServiceSection = (typeof SERVICE_SECTIONS)[number];
const isServiceSection = (s: string): s is ServiceSection =>
  (SERVICE_SECTIONS as readonly string[]).includes(s);

/**
 * /upgrades (seed 000 §2 "My services"): the services the account has, from the session's
 * entitlements; for a user with bill pay, the plan's monthly lines from the latest bill; and how
 * to change them. The signed-in wrapper in the routes guarantees a user.
 */
export default function MyServicesPage() {
  const { t } = useShopT();
  const user = useCurrentSession().session?.user ?? null;
  const brand = useConfig().data?.brand.name ?? '';
  const phone = useSupportPhone();

  return (
    <div className="stack">
      <PageTitle title={t('shop.services.title')} />
      <h1>{t('shop.services.title')}</h1>
      <p className="lede">{t('shop.services.intro', { brand })}</p>
      {phone ? (
        <p>
          <a className="button button--primary" href={telHref(phone)} data-primary-action>
            {t('shop.services.call', { phone })}
          </a>
        </p>
      ) : null}
      <Services user={user} />
      {user?.entitlements.billPay ? <Plan /> : null}
      {phone ? (
        <section className="stack" aria-labelledby="services-change-title">
          <h2 id="services-change-title">{t('shop.services.changeTitle')}</h2>
          <p>{t('shop.services.change', { phone })}</p>
        </section>
      ) : null}
    </div>
  );
}

function Services({ user }: { user: SessionUser | null }) {
  const { t } = useShopT();
  const e = user?.entitlements;
  const names = e
    ? [
        e.tv ? t(e.dvr ? 'shop.services.tvDvr' : 'shop.services.tv') : null,
        user.ool ? t(e.email ? 'shop.services.internetMail' : 'shop.services.internet') : null,
        e.voicemail ? t('shop.services.phone') : null,
      ].filter((n): n is string => n !== null)
    : [];
  return (
    <section className="stack" aria-labelledby="services-have-title">
      <h2 id="services-have-title">{t('shop.services.have')}</h2>
      {names.length === 0 ? (
        <p>{t('shop.services.none')}</p>
      ) : (
        <ul aria-labelledby="services-have-title">
          {names.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Plan() {
  const { t, locale } = useShopT();
  const plan = useLatestStatement(true);
  return (
    <section className="stack" aria-labelledby="services-plan-title">
      <h2 id="services-plan-title">{t('shop.services.planTitle')}</h2>
      {plan.isPending ? (
        <Spinner label={t('shop.services.loading')} />
      ) : plan.isError ? (
        <LoadFailed
          message={t('shop.services.loadFailed')}
          onRetry={() => void plan.refetch()}
          retrying={plan.isFetching}
        />
      ) : plan.data === null ? (
        <p>{t('shop.services.noBill')}</p>
      ) : (
        <PlanLines statement={plan.data} locale={locale} />
      )}
    </section>
  );
}

function PlanLines({ statement, locale }: { statement: StatementDetail; locale: string }) {
  const { t, lang } = useShopT();
  const sections = statement.sections.filter((s) => isServiceSection(s.section));
  return (
    <>
      <p>{t('shop.services.planIntro', { date: formatCalendarDate(statement.statementDate, locale) })}</p>
      {sections.map((s) => (
        <table key={s.section} className="plan-table">
          <caption>{isServiceSection(s.section) ? t(`shop.section.${s.section}`) : s.section}</caption>
          <tbody>
            {s.lines.map((line) => (
              <tr key={line.description.en}>
                <th scope="row">{line.description[lang]}</th>
                <td>{formatCents(line.amount, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      <p>
        <LocalLink to="/pay-bill/my-bill/">{t('shop.services.seeBill')}</LocalLink>
      </p>
    </>
  );
}
