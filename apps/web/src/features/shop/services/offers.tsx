import { useState } from 'react';
import type { MyServices, ServiceOffer } from '@coax/contract';
import { formatCents } from '../../../i18n/format.ts';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { useSecuritySuiteOrder } from '../api/change-services.ts';
import { useShopT } from '../i18n/use-shop-t.ts';
import { ChangeDialog } from './change-dialog.tsx';
import { refusalKey } from './refusal.ts';
import { useOnceKey } from './use-once.ts';

const GROUPS = ['tv', 'internet', 'phone', 'addon'] as const;
const groupOf = (o: ServiceOffer) => (o.change === 'addon' ? 'addon' : o.section);

/** upgradeinfoV2: what the account may take, by service; the primary user changes the plan. */
export function Offers({ data }: { data: MyServices }) {
  const { t, lang, locale } = useShopT();
  const [chosen, setChosen] = useState<ServiceOffer | null>(null);
  return (
    <section className="stack" aria-labelledby="services-offers-title">
      <h2 id="services-offers-title" tabIndex={-1}>
        {t('shop.services.offersTitle')}
      </h2>
      {data.canChange ? (
        <p>{t('shop.services.offersIntro')}</p>
      ) : (
        <Notice tone="info">{t('shop.services.notPrimary')}</Notice>
      )}
      {data.offers.length === 0 ? <p>{t('shop.services.noOffers')}</p> : null}
      {GROUPS.map((g) => {
        const offers = data.offers.filter((o) => groupOf(o) === g);
        if (offers.length === 0) return null;
        return (
          <section key={g} className="stack" aria-labelledby={`services-group-${g}`}>
            <h3 id={`services-group-${g}`}>{t(`shop.services.group.${g}`)}</h3>
            <ul className="offer-grid">
              {offers.map((o) => (
                <li key={o.code} className="offer-card">
                  <h4>{o.name[lang]}</h4>
                  <p>{o.blurb[lang]}</p>
                  <p className="offer-card__price">
                    {t('shop.services.perMonth', { amount: formatCents(o.monthlyCents, locale) })}
                  </p>
                  {data.canChange ? (
                    <button
                      type="button"
                      className={
                        o.change === 'upgrade' ? 'button button--primary' : 'button button--secondary'
                      }
                      onClick={() => setChosen(o)}
                    >
                      {t(`shop.services.change.${o.change}`, { name: o.name[lang] })}
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {chosen ? <ChangeDialog offer={chosen} data={data} onClose={() => setChosen(null)} /> : null}
    </section>
  );
}

/** secpac/order: a success only when provisioning says success with provisioned or processed. */
export function SecuritySuite({ data }: { data: MyServices }) {
  const { t, locale } = useShopT();
  const order = useSecuritySuiteOrder();
  const once = useOnceKey(order.isError);
  const answer = order.data;
  return (
    <section className="stack" aria-labelledby="services-suite-title">
      <h2 id="services-suite-title">{t('shop.services.suiteTitle')}</h2>
      <p>{t('shop.services.suiteIntro', { amount: formatCents(data.securitySuite.monthlyCents, locale) })}</p>
      {answer ? (
        <Notice tone={answer.success ? 'success' : 'warning'} live="polite">
          {answer.success
            ? t('shop.services.suiteDone')
            : answer.reasonCode === 'already-active'
              ? t('shop.services.suiteAlready')
              : t('shop.services.suiteRejected')}
        </Notice>
      ) : data.securitySuite.active ? (
        <p>{t('shop.services.suiteActive')}</p>
      ) : data.canChange ? (
        <div>
          <BusyButton
            type="button"
            className="button button--secondary"
            busy={order.isPending}
            busyLabel={t('shop.services.suiteOrdering')}
            onClick={() => order.mutate({ idempotencyKey: once.next() })}
          >
            {t('shop.services.suiteOrder')}
          </BusyButton>
        </div>
      ) : null}
      {order.isError ? (
        <Notice tone="error" live="assertive">
          {t(refusalKey(order.error))}
        </Notice>
      ) : null}
    </section>
  );
}
