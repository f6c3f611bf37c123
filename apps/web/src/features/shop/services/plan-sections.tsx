import { useState } from 'react';
import type { MyServices, PlanService } from '@coax/contract';
import { formatCalendarDate, formatCents, formatDateTime } from '../../../i18n/format.ts';
import { useShopT } from '../i18n/use-shop-t.ts';
import { RemoveDialog } from './change-dialog.tsx';

/**
 * The account's plan: each service at the price it is billed at (while a promotion runs, the
 * promotional price, with its last day and the price after it); add-ons can come off.
 */
export function PlanList({ data }: { data: MyServices }) {
  const { t, lang, locale } = useShopT();
  const [removing, setRemoving] = useState<PlanService | null>(null);
  if (data.services.length === 0) return <p>{t('shop.services.noServices')}</p>;
  return (
    <>
      <ul className="service-list" aria-labelledby="services-have-title">
        {data.services.map((s) => (
          <li key={s.code} className="service-list__item">
            <span>
              <strong>{s.name[lang]}</strong>
              {s.kind === 'addon' ? <span className="service-tag">{t('shop.services.addonTag')}</span> : null}
            </span>
            <span>
              {t('shop.services.perMonth', { amount: formatCents(s.monthlyCents, locale) })}
              {s.promotion ? (
                <span className="service-list__promotion">
                  {t('shop.services.promotion', {
                    date: formatCalendarDate(s.promotion.endsOn, locale),
                    regular: formatCents(s.promotion.regularCents, locale),
                  })}
                </span>
              ) : null}
            </span>
            {s.kind === 'addon' && data.canChange ? (
              <button type="button" className="button button--secondary" onClick={() => setRemoving(s)}>
                {t('shop.services.remove', { name: s.name[lang] })}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {removing ? (
        <RemoveDialog
          code={removing.code}
          name={removing.name[lang]}
          monthlyCents={removing.monthlyCents}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </>
  );
}

/** The next bill's lines for the plan as it stands: monthly, then one-time charges. */
export function NextBill({ data }: { data: MyServices }) {
  const { t, lang, locale } = useShopT();
  return (
    <section className="stack" aria-labelledby="services-next-title">
      <h2 id="services-next-title">{t('shop.services.nextBillTitle')}</h2>
      <p>{t('shop.services.nextBillIntro')}</p>
      <table className="plan-table">
        <caption className="visually-hidden">{t('shop.services.nextBillTitle')}</caption>
        <tbody>
          {data.nextBill.lines.map((l) => (
            <tr key={`${l.code}-${l.oneTime ? 'once' : 'month'}`}>
              <th scope="row">
                {l.name[lang]}
                {l.oneTime ? ` (${t('shop.services.oneTime')})` : ''}
              </th>
              <td>{formatCents(l.amountCents, locale)}</td>
            </tr>
          ))}
          <tr className="plan-table__total">
            <th scope="row">{t('shop.services.total')}</th>
            <td>{formatCents(data.nextBill.totalCents, locale)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

/** get_pricing: restore, installation and additional outlet in the account's area, or the fallback. */
export function Pricing({ data }: { data: MyServices }) {
  const { t, locale } = useShopT();
  const p = data.pricing;
  return (
    <section className="stack" aria-labelledby="services-pricing-title">
      <h2 id="services-pricing-title">{t('shop.services.pricingTitle')}</h2>
      {p.available ? (
        <>
          <p>{t('shop.services.pricingIntro')}</p>
          <table className="plan-table">
            <caption className="visually-hidden">{t('shop.services.pricingTitle')}</caption>
            <tbody>
              <tr>
                <th scope="row">{t('shop.services.priceRestore')}</th>
                <td>{formatCents(p.restoreServicePrice, locale)}</td>
              </tr>
              <tr>
                <th scope="row">{t('shop.services.priceInstall')}</th>
                <td>{formatCents(p.installationServicePrice, locale)}</td>
              </tr>
              <tr>
                <th scope="row">{t('shop.services.priceOutlet')}</th>
                <td>{formatCents(p.additionalOutletPrice, locale)}</td>
              </tr>
            </tbody>
          </table>
        </>
      ) : (
        <p>{t('shop.services.pricingUnavailable')}</p>
      )}
    </section>
  );
}

/** orderStatus: the latest changes made here. */
export function Orders({ data }: { data: MyServices }) {
  const { t, lang, locale } = useShopT();
  return (
    <section className="stack" aria-labelledby="services-orders-title">
      <h2 id="services-orders-title">{t('shop.services.ordersTitle')}</h2>
      {data.orders.length === 0 ? (
        <p>{t('shop.services.noOrders')}</p>
      ) : (
        <ul aria-labelledby="services-orders-title">
          {data.orders.map((o) => (
            <li key={o.id}>
              {t('shop.services.orderLine', {
                kind: t(`shop.services.order.${o.kind}`),
                name: o.name[lang],
                date: formatDateTime(o.createdAt, locale),
                status: t(`shop.services.status.${o.status}`),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
