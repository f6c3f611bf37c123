import { Suspense, lazy } from 'react';
import { FAQ_ROOT_PATH } from '@coax/domain';
import { useLanguage } from '../../i18n/language-context.ts';
import { LocalLink } from '../../i18n/local-link.tsx';
import { RichMessage } from '../../i18n/rich-message.tsx';
import { telHref } from '../../ui/tel-href.ts';
import { useT } from '../../i18n/use-t.ts';
import { useConfig } from '../../config/get-config.ts';
import { useSupportPhone } from '../../config/get-support-number.ts';
import { OUTAGE_PATH } from './header-menus.ts';

// Below the fold on every page: loaded after the page itself, to keep the first download small.
const FaqSearchForm = lazy(() =>
  import('../../features/faq/components/faq-search-form.tsx').then((m) => ({ default: m.FaqSearchForm })),
);

/** Every page's footer: the FAQ search (seed 000 §1, §2), links, the support line by corp, language. */
export function Footer() {
  const { t } = useT();
  const { lang, setLang } = useLanguage();
  const config = useConfig().data;
  const phone = useSupportPhone();
  const other = lang === 'es' ? 'en' : 'es';

  return (
    <footer className="site-footer">
      <div className="container site-footer__faq">
        <Suspense fallback={null}>
          <FaqSearchForm idPrefix="footer-faq" title={t('faq.footerTitle')} />
        </Suspense>
      </div>
      <div className="container site-footer__inner">
        <nav aria-label={t('footer.nav')}>
          <ul className="site-footer__links">
            <li>
              <LocalLink to="/support">{t('footer.support')}</LocalLink>
            </li>
            <li>
              <LocalLink to={FAQ_ROOT_PATH}>{t('footer.faq')}</LocalLink>
            </li>
            <li>
              <LocalLink to={OUTAGE_PATH}>{t('footer.outage')}</LocalLink>
            </li>
          </ul>
        </nav>
        {phone ? (
          <p>
            <RichMessage id="footer.supportPhone" values={{ phone: <a href={telHref(phone)}>{phone}</a> }} />
          </p>
        ) : null}
        <div className="site-footer__language">
          <span id="language-label" className="visually-hidden">
            {t('footer.languageLabel')}
          </span>
          {/* Named in its own language, so a reader of that language can find it. */}
          <button
            type="button"
            className="button button--quiet"
            lang={other}
            aria-describedby="language-label"
            onClick={() => setLang(other)}
          >
            {t('footer.switchLanguage')}
          </button>
        </div>
        {config ? (
          <p className="site-footer__copyright">
            {t('footer.copyright', { year: new Date().getFullYear(), brand: config.brand.name })}
          </p>
        ) : null}
      </div>
    </footer>
  );
}
