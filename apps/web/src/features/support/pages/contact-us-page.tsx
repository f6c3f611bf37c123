import '../support.css';
import { FAQ_ROOT_PATH } from '@coax/domain';
import { useBrandName } from '../../../config/get-config.ts';
import { useSupportPhone } from '../../../config/get-support-number.ts';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { useCurrentSession } from '../../../session/current-session.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { telHref } from '../../../ui/tel-href.ts';
import { useSupportT } from '../i18n/use-support-t.ts';
import { OUTAGE_LINK } from '../support-paths.ts';
import { EQUIPMENT_ACCESS_PATH } from '../support-troubleshoot-paths.ts';

/**
 * /support/contact-us/ (seed 002 §1): the support line for the visitor's corp (seed 000 §7
 * "Support number | lookup by corp id"), and what can be done without calling. Also the page
 * seed 000 §2 sends users with no internet service to.
 */
export default function ContactUsPage() {
  const { t } = useSupportT();
  const phone = useSupportPhone();
  const brand = useBrandName() ?? '';
  const user = useCurrentSession().session?.user;
  return (
    <div className="support-page stack">
      <PageTitle title={t('support.contactUs.title')} />
      <h1>{t('support.contactUs.title')}</h1>
      <p className="lede">{t('support.contactUs.intro')}</p>
      <section className="stack" aria-labelledby="contact-phone-title">
        <h2 id="contact-phone-title">{t('support.contactUs.phoneTitle')}</h2>
        {phone ? (
          <p>
            <a href={telHref(phone)} className="button button--primary" data-primary-action>
              {t('support.contactUs.phone', { phone })}
            </a>
          </p>
        ) : (
          <p>{t('support.contactUs.noPhone')}</p>
        )}
        {phone && brand ? <p>{t('support.contactUs.phoneHint', { brand })}</p> : null}
      </section>
      <section className="stack" aria-labelledby="contact-self-title">
        <h2 id="contact-self-title">{t('support.contactUs.selfTitle')}</h2>
        <ul className="link-list">
          <li>
            <LocalLink to={OUTAGE_LINK}>{t('support.contactUs.outage')}</LocalLink>
          </li>
          {user ? (
            <li>
              <LocalLink to="/service-appointments">{t('support.contactUs.appointments')}</LocalLink>
            </li>
          ) : null}
          {user ? (
            <>
              <li>
                <LocalLink to="/support/email-us">{t('support.links.emailUs')}</LocalLink>
              </li>
              <li>
                <LocalLink to="/support/credit-request">{t('support.links.credit')}</LocalLink>
              </li>
              <li>
                <LocalLink to="/support/theft-report">{t('support.links.theft')}</LocalLink>
              </li>
              <li>
                <LocalLink to={EQUIPMENT_ACCESS_PATH}>{t('support.links.equipmentAccess')}</LocalLink>
              </li>
            </>
          ) : null}
          <li>
            <LocalLink to={FAQ_ROOT_PATH}>{t('support.contactUs.faq')}</LocalLink>
          </li>
        </ul>
      </section>
    </div>
  );
}
