import type { Promotion } from '@coax/contract';
import { formatCalendarDate, formatCents } from '../../../i18n/format.ts';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { useBillingT } from '../i18n/use-billing-t.ts';
import { usePromotions } from './get-promotions.ts';
import './promotions.css';

function PromotionItem({ p }: { p: Promotion }) {
  const { t, locale, lang } = useBillingT();
  const vars = {
    price: formatCents(p.promoPrice, locale),
    regular: formatCents(p.regularPrice, locale),
    date: formatCalendarDate(p.endsOn, locale),
  };
  const calendarMonth = p.endsOn.slice(0, 7);
  return (
    <li className={`promotion promotion--${p.state}`}>
      <div className="promotion__head">
        <h3 className="promotion__name">{p.name[lang]}</h3>
        <span className="promotion__state">{t(`billingPromotions.state.${p.state}`)}</span>
      </div>
      <p>{t(p.state === 'ended' ? 'billingPromotions.ended' : 'billingPromotions.current', vars)}</p>
      {p.state === 'ended' ? null : (
        <p>
          <LocalLink to={`/pay-bill/calendar/?month=${calendarMonth}`}>
            {t('billingPromotions.seeCalendar')}
          </LocalLink>
        </p>
      )}
    </li>
  );
}

/** Each discounted service: its promotional price, when that ends and the price after (issue 20 item 2). */
export function PromotionsCard() {
  const { t } = useBillingT();
  const query = usePromotions();
  return (
    <section className="card stack" aria-labelledby="promotions-title">
      <h2 id="promotions-title">{t('billingPromotions.title')}</h2>
      <QueryState
        query={query}
        loading={t('billingPromotions.loading')}
        failed={t('billingPromotions.loadFailed')}
        failedLive="polite"
        loadingClassName=""
        isEmpty={(d) => d.promotions.length === 0}
        empty={<p>{t('billingPromotions.none')}</p>}
      >
        {(data) => (
          <ul className="promotions">
            {data.promotions.map((p) => (
              <PromotionItem key={p.id} p={p} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
