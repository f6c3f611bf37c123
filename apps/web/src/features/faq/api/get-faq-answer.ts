import { useQuery } from '@tanstack/react-query';
import { faqRoutes, type FaqAnswer } from '@coax/contract';
import { faqLanguageCode } from '@coax/domain';
import { callApi } from '../../../lib/api-client.ts';
import { useFaqT } from '../i18n/use-faq-t.ts';

/** One FAQ answer in full. */
export function getFaqAnswer(id: number, lang: 'opt' | 'esp', signal?: AbortSignal): Promise<FaqAnswer> {
  return callApi(faqRoutes.faqAnswer, { params: { id }, query: { lang } }, { signal });
}

export function useFaqAnswer(id: number) {
  const { lang } = useFaqT();
  const code = faqLanguageCode(lang);
  return useQuery({
    queryKey: ['faq', 'answer', id, code],
    queryFn: ({ signal }) => getFaqAnswer(id, code, signal),
  });
}
