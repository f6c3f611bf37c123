import '../shop.css';
import { useBrandName } from '../../../config/get-config.ts';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { useSmartHome } from '../api/content.ts';
import { useShopT } from '../i18n/use-shop-t.ts';
import { Carousel } from './carousel.tsx';

/** /smarthome-info (seed 000 §2): the carousel, the Nest devices offered and the cms sections. */
export default function SmartHomePage() {
  const { t, lang } = useShopT();
  const brand = useBrandName() ?? '';
  const info = useSmartHome();
  return (
    <div className="stack">
      <PageTitle title={t('shop.smarthome.title')} />
      <h1>{t('shop.smarthome.title')}</h1>
      <p className="lede">{t('shop.smarthome.intro', { brand })}</p>
      <p>
        <LocalLink to="/upgrades" className="button button--primary" data-primary-action>
          {t('shop.smarthome.shop')}
        </LocalLink>
      </p>
      <QueryState query={info} loading={t('shop.smarthome.loading')} failed={t('shop.smarthome.failed')}>
        {(data) => (
          <>
            <Carousel info={data} />
            <section className="stack" aria-labelledby="smarthome-nest-title">
              <h2 id="smarthome-nest-title">{t('shop.smarthome.nestTitle')}</h2>
              <ul className="offer-grid">
                {data.nest.map((n) => (
                  <li key={n.id} className="offer-card">
                    <h3>{n.title[lang]}</h3>
                    <p>{n.enabled ? t('shop.smarthome.nestOn') : t('shop.smarthome.nestOff')}</p>
                  </li>
                ))}
              </ul>
            </section>
            {data.sections.map((s) => (
              <section key={s.id} className="stack" aria-labelledby={`smarthome-${s.id}`}>
                <h2 id={`smarthome-${s.id}`}>{s.title[lang]}</h2>
                <p>{s.body[lang]}</p>
              </section>
            ))}
          </>
        )}
      </QueryState>
    </div>
  );
}
