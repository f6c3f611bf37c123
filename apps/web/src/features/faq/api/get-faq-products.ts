import { useQuery } from '@tanstack/react-query';
import { faqRoutes, type FaqLanguage, type FaqProducts } from '@coax/contract';
import { faqLanguageCode } from '@coax/domain';
import { callApi } from '../../../lib/api-client.ts';
import { useFaqT } from '../i18n/use-faq-t.ts';

/** Products change when the FAQ is edited, not during a visit. */
const PRODUCTS_STALE_MS = 60 * 60 * 1000;

/** The products' cache key: the shell's first read seeds it under the same key. */
export const faqProductsQueryKey = (code: FaqLanguage) => ['faq', 'products', code] as const;

/** Seed 000 §7 getProducts: FAQ products and their categories in one language. */
export function getFaqProducts(lang: FaqLanguage, signal?: AbortSignal): Promise<FaqProducts> {
  return callApi(faqRoutes.faqProducts, { query: { lang } }, { signal });
}

/** The FAQ products in the visitor's language ('esp' for Spanish, 'opt' otherwise). */
export function useFaqProducts() {
  const { lang } = useFaqT();
  const code = faqLanguageCode(lang);
  return useQuery({
    queryKey: faqProductsQueryKey(code),
    queryFn: ({ signal }) => getFaqProducts(code, signal),
    staleTime: PRODUCTS_STALE_MS,
  });
}
