import '../support.css';
import { useEffect, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { faqAnswerPath, FAQ_ROOT_PATH, searchRoute } from '@coax/domain';
import { LocalLink, useLocalPath } from '../../../i18n/local-link.tsx';
import { useSupportPhone } from '../../../config/get-support-number.ts';
import { useCurrentSession } from '../../../session/current-session.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { SearchField, useSearchTerm } from '../../../ui/search-field.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { telHref } from '../../../ui/tel-href.ts';
import { usePopularAnswers } from '../api/get-popular-answers.ts';
import { SupportNotices } from '../components/support-notices.tsx';
import { useSupportT } from '../i18n/use-support-t.ts';
import { OUTAGE_LINK, CONTACT_US_PATH } from '../support-paths.ts';
import { TROUBLESHOOT_PATH, TUTORIALS_PATH } from '../support-troubleshoot-paths.ts';

/** How many of the most asked answers the support home lists. */
const POPULAR_COUNT = 5;

/**
 * /support, the support menu's own page (seed 000 §2): a "Search support" bar that sends the term
 * to /search/ (seed 001 §2), the commonest tasks, the most asked answers and how to reach us
 * (#contact, the chat menu's target).
 */
export default function SupportPage() {
  const { t } = useSupportT();
  const navigate = useNavigate();
  const localPath = useLocalPath();
  const term = useSearchTerm('');
  const phone = useSupportPhone();
  const user = useCurrentSession().session?.user;
  const { hash } = useLocation();

  // /support#contact: the contact section, once the page is drawn.
  useEffect(() => {
    if (hash === '#contact') document.getElementById('contact')?.scrollIntoView();
  }, [hash]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const route = searchRoute('support', term.text);
    if (!route) {
      term.refuse();
      return;
    }
    term.accept();
    navigate(localPath(route));
  };

  return (
    <div className="support-page stack">
      <PageTitle title={t('support.title')} />
      <h1>{t('support.title')}</h1>
      <p className="lede">{t('support.intro')}</p>
      <form
        role="search"
        aria-label={t('support.searchLabel')}
        className="support-search"
        onSubmit={onSubmit}
        noValidate
      >
        <SearchField
          term={term}
          id="support-search-term"
          errorId="support-search-error"
          label={t('support.searchLabel')}
          emptyMessage={t('support.searchEmpty')}
          className="field support-search__field"
          enterKeyHint="search"
        />
        <button type="submit" className="button button--primary" data-primary-action>
          {t('support.searchSubmit')}
        </button>
      </form>
      <section className="stack" aria-labelledby="support-quick-title">
        <h2 id="support-quick-title">{t('support.quickTitle')}</h2>
        <ul className="link-list">
          <li>
            <LocalLink to={OUTAGE_LINK}>{t('support.quick.outage')}</LocalLink>
          </li>
          {user ? (
            <li>
              <LocalLink to={TROUBLESHOOT_PATH}>{t('support.quick.troubleshoot')}</LocalLink>
            </li>
          ) : null}
          <li>
            <LocalLink to={TUTORIALS_PATH}>{t('support.quick.tutorials')}</LocalLink>
          </li>
          {user ? (
            <li>
              <LocalLink to="/service-appointments">{t('support.quick.appointments')}</LocalLink>
            </li>
          ) : null}
          {user?.entitlements.billPay ? (
            <li>
              <LocalLink to="/pay-bill/">{t('support.quick.payBill')}</LocalLink>
            </li>
          ) : null}
          <li>
            <LocalLink to={FAQ_ROOT_PATH}>{t('support.quick.faq')}</LocalLink>
          </li>
        </ul>
      </section>
      <PopularAnswers />
      <SupportNotices />
      <section id="contact" className="stack" aria-labelledby="support-contact-title" tabIndex={-1}>
        <h2 id="support-contact-title">{t('support.contactTitle')}</h2>
        {phone ? (
          <p>
            <a href={telHref(phone)}>{t('support.contactCall', { phone })}</a>
          </p>
        ) : null}
        <p>
          <LocalLink to={CONTACT_US_PATH}>{t('support.contactPage')}</LocalLink>
        </p>
      </section>
    </div>
  );
}

function PopularAnswers() {
  const { t } = useSupportT();
  const popular = usePopularAnswers();
  return (
    <section className="stack" aria-labelledby="support-popular-title">
      <h2 id="support-popular-title">{t('support.popularTitle')}</h2>
      {popular.isPending ? (
        <Spinner label={t('support.loading')} />
      ) : popular.isError ? (
        <LoadFailed
          message={t('support.loadFailed')}
          onRetry={() => void popular.refetch()}
          retrying={popular.isFetching}
        />
      ) : popular.data.answers.length === 0 ? (
        <p>{t('support.noAnswers')}</p>
      ) : (
        <ul className="link-list" aria-labelledby="support-popular-title">
          {popular.data.answers.slice(0, POPULAR_COUNT).map((answer) => (
            <li key={answer.id}>
              <LocalLink to={faqAnswerPath(answer.id)}>{answer.title}</LocalLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
