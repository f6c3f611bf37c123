import type { ReactNode, Ref } from 'react';
import { FAQ_ROOT_PATH, faqRoute } from '@coax/domain';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useSupportPhone } from '../../../config/get-support-number.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { formatCalendarDate } from '../../../i18n/format.ts';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useFaqAnswer } from '../api/get-faq-answer.ts';
import { FaqBody } from './faq-body.tsx';
import { useFaqT } from '../i18n/use-faq-t.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';

/**
 * /FAQ#/answers/a_id/{id}: one answer, with where it sits in the FAQ. The heading stays the same
 * element while the answer loads, so focus moved to it on arrival is not lost.
 */
export function FaqAnswerView({ id, headingRef }: { id: number; headingRef: Ref<HTMLHeadingElement> }) {
  const { t, locale } = useFaqT();
  const phone = useSupportPhone();
  const answer = useFaqAnswer(id);
  const a = answer.data;
  const title = a ? a.title : t('faq.title');

  let body: ReactNode;
  if (answer.isPending) {
    body = <Spinner label={t('faq.answerLoading')} />;
  } else if (answer.isError) {
    body = isApiError(answer.error, 'NOT_FOUND') ? (
      <Notice tone="warning" live="assertive">
        <p>{t('faq.answerNotFound')}</p>
      </Notice>
    ) : (
      <LoadFailed
        message={t('faq.answerFailed')}
        onRetry={() => void answer.refetch()}
        retrying={answer.isFetching}
      />
    );
  } else {
    body = (
      <>
        <FaqBody body={answer.data.body} />
        <p className="faq-answer__updated">
          {t('faq.updated', { date: formatCalendarDate(answer.data.updated, locale) })}
        </p>
        {phone ? (
          <Notice>
            <p>{t('faq.stillNeedHelp', { phone })}</p>
          </Notice>
        ) : null}
      </>
    );
  }

  return (
    <article className="faq-answer stack">
      <PageTitle title={title} />
      {a ? (
        <nav aria-label={t('faq.breadcrumb')} className="breadcrumb">
          <ol>
            <li>
              <LocalLink to={FAQ_ROOT_PATH}>{t('faq.title')}</LocalLink>
            </li>
            <li>
              <LocalLink to={faqRoute({ productId: a.productId })}>{a.productName}</LocalLink>
            </li>
            <li>
              <LocalLink to={faqRoute({ productId: a.productId, categoryId: a.categoryId })}>
                {a.categoryName}
              </LocalLink>
            </li>
          </ol>
        </nav>
      ) : null}
      <h1 ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {body}
      <p>
        <LocalLink to={FAQ_ROOT_PATH}>{t('faq.backToFaq')}</LocalLink>
      </p>
    </article>
  );
}
