import { useQuery } from '@tanstack/react-query';
import { faqRoutes, type FaqAnswerList, type FaqListQuery } from '@coax/contract';
import { faqLanguageCode } from '@coax/domain';
import { callApi } from '../../../lib/api-client.ts';
import { useFaqT } from '../i18n/use-faq-t.ts';

/** FAQ answers of a product and category, narrowed by a keyword. */
export function getFaqAnswers(query: FaqListQuery, signal?: AbortSignal): Promise<FaqAnswerList> {
  return callApi(faqRoutes.faqAnswers, { query }, { signal });
}

export interface FaqAnswersFilter {
  productId?: string | undefined;
  categoryId?: string | undefined;
  keyword?: string | undefined;
}

/** The answers for the FAQ list page, in the visitor's language. */
export function useFaqAnswers({ productId, categoryId, keyword }: FaqAnswersFilter) {
  const { lang } = useFaqT();
  const query: FaqListQuery = { lang: faqLanguageCode(lang) };
  // Only ids the server can accept are sent; a hand-edited address asks for everything instead.
  if (productId && /^\d{1,6}$/.test(productId)) {
    query.product = productId;
    if (categoryId && /^\d{1,6}$/.test(categoryId)) query.category = categoryId;
  }
  if (keyword) query.q = keyword;
  return useQuery({
    queryKey: ['faq', 'answers', query],
    queryFn: ({ signal }) => getFaqAnswers(query, signal),
  });
}
