import '../shop.css';
import { useState } from 'react';
import { formatCents } from '../../../i18n/format.ts';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { useRateCodes } from '../api/change-services.ts';
import { useShowtimeOffer } from '../api/content.ts';
import { useShopT } from '../i18n/use-shop-t.ts';
import { refusalKey } from './refusal.ts';
import { useOnceKey } from './use-once.ts';

/** /showtimeoffer (seed 002 §2): where cancelling from an offer flow lands; the Showtime add-on. */
export default function ShowtimePage() {
  const { t, lang, locale } = useShopT();
  const offer = useShowtimeOffer();
  const add = useRateCodes();
  const once = useOnceKey(add.isError);
  const [done, setDone] = useState(false);
  const title = offer.data?.title[lang] || t('shop.showtime.loading');
  return (
    <div className="stack">
      <PageTitle title={title} />
      <QueryState query={offer} loading={t('shop.showtime.loading')} failed={t('shop.showtime.failed')}>
        {(data) => (
          <>
            <h1>{data.title[lang]}</h1>
            <p className="lede">{data.body[lang]}</p>
            {done ? (
              <Notice tone="success" live="polite">
                {t('shop.showtime.done')}
              </Notice>
            ) : data.active ? (
              <p>{t('shop.showtime.active')}</p>
            ) : !data.offer ? (
              <p>{t('shop.showtime.notOffered')}</p>
            ) : data.canChange ? (
              <div>
                <BusyButton
                  type="button"
                  data-primary-action
                  busy={add.isPending}
                  busyLabel={t('shop.showtime.adding')}
                  onClick={() =>
                    add.mutate(
                      { add: [data.offer?.code ?? ''], idempotencyKey: once.next() },
                      { onSuccess: () => setDone(true) },
                    )
                  }
                >
                  {t('shop.showtime.add', { amount: formatCents(data.offer.monthlyCents, locale) })}
                </BusyButton>
              </div>
            ) : (
              <Notice tone="info">{t('shop.services.notPrimary')}</Notice>
            )}
            {add.isError ? (
              <Notice tone="error" live="assertive">
                {t(refusalKey(add.error))}
              </Notice>
            ) : null}
            <p>
              <LocalLink to="/upgrades">{t('shop.showtime.back')}</LocalLink>
            </p>
          </>
        )}
      </QueryState>
    </div>
  );
}
