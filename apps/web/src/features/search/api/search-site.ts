import { useQuery } from '@tanstack/react-query';
import { searchRoutes, type SiteSearchCategory, type SiteSearchResult } from '@coax/contract';
import { faqLanguageCode } from '@coax/domain';
import { callApi } from '../../../lib/api-client.ts';
import { useT } from '../../../i18n/use-t.ts';

export interface SiteSearchInput {
  category: SiteSearchCategory;
  term: string;
  /** the support search's trailing flag: true matches the words as one phrase */
  exact?: boolean | undefined;
}

/** Seed 000 §2 all-site and support search. */
export function searchSite(
  input: SiteSearchInput,
  lang: 'opt' | 'esp',
  signal?: AbortSignal,
): Promise<SiteSearchResult> {
  return callApi(
    searchRoutes.siteSearch,
    {
      query: {
        category: input.category,
        term: input.term,
        lang,
        ...(input.exact === undefined ? {} : { exact: input.exact ? 'true' : 'false' }),
      },
    },
    { signal },
  );
}

/** Results for a search; idle until there is something to search for. */
export function useSiteSearch(input: SiteSearchInput | null) {
  const { lang } = useT();
  const code = faqLanguageCode(lang);
  return useQuery({
    queryKey: ['search', input, code],
    queryFn: ({ signal }) => searchSite(input as SiteSearchInput, code, signal),
    enabled: input !== null,
  });
}
