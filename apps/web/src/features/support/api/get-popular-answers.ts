import { useQuery } from '@tanstack/react-query';
import { faqRoutes, type FaqAnswerList } from '@coax/contract';
import { faqLanguageCode } from '@coax/domain';
import { callApi } from '../../../lib/api-client.ts';
import { useSupportT } from '../i18n/use-support-t.ts';

/** The FAQ's answers in the visitor's language, most asked first (GET /api/faq/answers). */
export function usePopularAnswers() {
  const { lang } = useSupportT();
  const query = { lang: faqLanguageCode(lang) };
  return useQuery({
    queryKey: ['faq', 'answers', query],
    queryFn: ({ signal }): Promise<FaqAnswerList> => callApi(faqRoutes.faqAnswers, { query }, { signal }),
  });
}
