import '../shop.css';
import { useBrandName } from '../../../config/get-config.ts';
import { useSupportPhone } from '../../../config/get-support-number.ts';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { telHref } from '../../../ui/tel-href.ts';
import { useMyServices } from '../api/my-services.ts';
import { useShopT } from '../i18n/use-shop-t.ts';
import { Offers, SecuritySuite } from '../services/offers.tsx';
import { NextBill, Orders, PlanList, Pricing } from '../services/plan-sections.tsx';

/**
 * /upgrades#/ (seed 000 §2 "My services"): the account's plan, the upgrades it may take
 * (upgradeinfoV2), the next bill's lines, the area's one-time charges (get_pricing), the security
 * suite (secpac/order) and the latest orders (orderStatus). The signed-in wrapper guarantees a user.
 */
export default function MyServicesPage() {
  const { t } = useShopT();
  const brand = useBrandName() ?? '';
  const phone = useSupportPhone();
  const services = useMyServices();

  const toOffers = () => {
    const heading = document.getElementById('services-offers-title');
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus();
  };

  return (
    <div className="stack">
      <PageTitle title={t('shop.services.title')} />
      <h1>{t('shop.services.title')}</h1>
      <p className="lede">{t('shop.services.intro', { brand })}</p>
      <p className="button-row">
        <button type="button" className="button button--primary" data-primary-action onClick={toOffers}>
          {t('shop.services.upgradesAction')}
        </button>
        {phone ? (
          <a className="button button--secondary" href={telHref(phone)}>
            {t('shop.services.call', { phone })}
          </a>
        ) : null}
      </p>
      <QueryState
        query={services}
        loading={t('shop.services.planLoading')}
        failed={t('shop.services.planFailed')}
      >
        {(data) => (
          <>
            <section className="stack" aria-labelledby="services-have-title">
              <h2 id="services-have-title">{t('shop.services.have')}</h2>
              <PlanList data={data} />
            </section>
            <Offers data={data} />
            <NextBill data={data} />
            <SecuritySuite data={data} />
            <Pricing data={data} />
            <Orders data={data} />
            <p>
              <LocalLink to="/pay-bill/my-bill/">{t('shop.services.seeBill')}</LocalLink>
            </p>
            <p>
              <LocalLink to="/upgrades/move">{t('shop.move.link')}</LocalLink>
            </p>
          </>
        )}
      </QueryState>
    </div>
  );
}
