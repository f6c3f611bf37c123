import type { Ref } from 'react';
import { FAQ_ROOT_PATH, PAGE_SIZE_SMALL } from '@coax/domain';
import { PageTitle } from '../../../ui/page-title.tsx';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useFaqAnswers } from '../api/get-faq-answers.ts';
import { useFaqProducts } from '../api/get-faq-products.ts';
import { FaqAnswerList } from './faq-answer-list.tsx';
import { FaqSearchForm } from './faq-search-form.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { useFaqT } from '../i18n/use-faq-t.ts';

export interface FaqListViewProps {
  productId?: string | undefined;
  categoryId?: string | undefined;
  keyword?: string | undefined;
  headingRef: Ref<HTMLHeadingElement>;
}

/** /FAQ#/list/p/{productId}&{categoryId}/kw/{keyword}: the answers of a topic, narrowed by a keyword. */
export function FaqListView({ productId, categoryId, keyword, headingRef }: FaqListViewProps) {
  const { t } = useFaqT();
  const products = useFaqProducts();
  const answers = useFaqAnswers({ productId, categoryId, keyword });
  const product = products.data?.products.find((p) => p.id === productId);
  const topic = product?.subs.find((c) => c.id === categoryId)?.name ?? product?.name;
  const title =
    keyword && topic
      ? t('faq.resultsForIn', { keyword, topic })
      : keyword
        ? t('faq.resultsFor', { keyword })
        : topic
          ? t('faq.resultsIn', { topic })
          : t('faq.allAnswers');

  return (
    <div className="faq-list stack">
      <PageTitle title={title} />
      <h1 ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      <FaqSearchForm
        // a new search from the footer or a topic link resets the form to it
        key={`${productId ?? ''}&${categoryId ?? ''}/${keyword ?? ''}`}
        idPrefix="faq-page-search"
        title={t('faq.searchTitle')}
        productId={productId}
        categoryId={categoryId}
        keyword={keyword}
      />
      <section className="stack" aria-labelledby="faq-results-title">
        <h2 id="faq-results-title" className="visually-hidden">
          {title}
        </h2>
        {answers.isPending ? (
          <Spinner label={t('faq.loading')} />
        ) : answers.isError ? (
          <LoadFailed
            message={t('faq.loadFailed')}
            onRetry={() => void answers.refetch()}
            retrying={answers.isFetching}
          />
        ) : answers.data.answers.length === 0 ? (
          <Notice live="polite">
            <p>{keyword ? t('faq.noResults', { keyword }) : t('faq.noAnswers')}</p>
            <p>{t('faq.noResultsHint')}</p>
          </Notice>
        ) : (
          <>
            <FaqAnswerList answers={answers.data.answers} labelledBy="faq-results-title" />
            {answers.data.more ? <p>{t('faq.more', { count: PAGE_SIZE_SMALL })}</p> : null}
          </>
        )}
      </section>
      <p>
        <LocalLink to={FAQ_ROOT_PATH}>{t('faq.backToFaq')}</LocalLink>
      </p>
    </div>
  );
}
