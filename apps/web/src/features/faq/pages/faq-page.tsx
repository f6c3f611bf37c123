import { useEffect, useRef, type Ref } from 'react';
import { useLocation } from 'react-router';
import { parseFaqHash } from '@coax/domain';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useSupportPhone } from '../../../config/get-support-number.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { useFaqAnswers } from '../api/get-faq-answers.ts';
import { useFaqProducts } from '../api/get-faq-products.ts';
import { FaqAnswerList } from '../components/faq-answer-list.tsx';
import { FaqAnswerView } from '../components/faq-answer-view.tsx';
import { FaqListView } from '../components/faq-list-view.tsx';
import { FaqSearchForm } from '../components/faq-search-form.tsx';
import { FaqTopics } from '../components/faq-topics.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { useFaqT } from '../i18n/use-faq-t.ts';

/** How many of the most asked answers the FAQ home lists. */
const POPULAR_COUNT = 8;

/**
 * /FAQ with its hash routes (seed 000 §2): the FAQ home, #/list/… for a topic or keyword, and
 * #/answers/a_id/{id} for one answer. An address it cannot read shows the FAQ home.
 */
export default function FaqPage() {
  const { hash } = useLocation();
  const view = parseFaqHash(hash);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstHash = useRef(hash);

  // Moving between FAQ views changes only the hash, which the shell does not treat as a new page:
  // take the keyboard and screen reader to the new heading as a page change would.
  useEffect(() => {
    if (hash === firstHash.current) return;
    firstHash.current = '\u0000';
    headingRef.current?.focus();
  }, [hash]);

  if (view.view === 'answer') return <FaqAnswerView key={view.id} id={view.id} headingRef={headingRef} />;
  if (view.view === 'list') {
    return (
      <FaqListView
        productId={view.productId}
        categoryId={view.categoryId}
        keyword={view.keyword}
        headingRef={headingRef}
      />
    );
  }
  return <FaqHome headingRef={headingRef} />;
}

function FaqHome({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useFaqT();
  const phone = useSupportPhone();
  const products = useFaqProducts();
  const popular = useFaqAnswers({});

  return (
    <div className="faq-home stack">
      <PageTitle title={t('faq.title')} />
      <h1 ref={headingRef} tabIndex={-1}>
        {t('faq.title')}
      </h1>
      <p className="lede">{t('faq.intro')}</p>
      <FaqSearchForm idPrefix="faq-page-search" title={t('faq.searchTitle')} />
      <section className="stack" aria-labelledby="faq-popular-title">
        <h2 id="faq-popular-title">{t('faq.popularTitle')}</h2>
        {popular.isPending ? (
          <Spinner label={t('faq.loading')} />
        ) : popular.isError ? (
          <LoadFailed
            message={t('faq.loadFailed')}
            onRetry={() => void popular.refetch()}
            retrying={popular.isFetching}
          />
        ) : (
          <FaqAnswerList
            answers={popular.data.answers.slice(0, POPULAR_COUNT)}
            labelledBy="faq-popular-title"
          />
        )}
      </section>
      {products.data ? <FaqTopics products={products.data.products} /> : null}
      {phone ? <p>{t('faq.stillNeedHelp', { phone })}</p> : null}
    </div>
  );
}
