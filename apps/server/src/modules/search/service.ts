import type { SiteSearchCategory, SiteSearchHit, SiteSearchResult, FaqLanguage } from '@coax/contract';
import {
  PAGE_SIZE_LARGE,
  PAGE_SIZE_SMALL,
  compareScores,
  containsPhrase,
  faqAnswerPath,
  queryWords,
  scoreTerms,
  type SearchScore,
} from '@coax/domain';
import { requestLanguage, type FaqReader, type FaqService } from '../faq/index.ts';
import { PAGE_INDEX } from './site-pages.ts';

export interface SiteSearchInput {
  category: SiteSearchCategory;
  term: string;
  exact?: 'true' | 'false' | undefined;
  lang?: FaqLanguage | undefined;
}

type Scored = SiteSearchHit & SearchScore;

export function searchService(deps: { faq: FaqService }) {
  const { faq } = deps;
  return {
    /**
     * Seed 000 §2 header search. all-site: portal pages and FAQ answers together; support: FAQ
     * answers only, and with the trailing /true the words must appear as one phrase. Every word
     * must match; title matches first; at most PAGE_SIZE_SMALL results.
     */
    async search(reader: FaqReader, input: SiteSearchInput): Promise<SiteSearchResult> {
      const lang = requestLanguage(reader, input.lang);
      const words = queryWords(input.term);
      const exact = input.category === 'support' && input.exact === 'true';
      // An exact-phrase search filters after the word match, so it looks at more candidates first.
      const faqHits = await faq.search(
        reader,
        { lang },
        words,
        (exact ? PAGE_SIZE_LARGE : PAGE_SIZE_SMALL) + 1,
      );
      const scored: Scored[] = [];
      if (input.category === 'all-site') {
        for (const page of PAGE_INDEX[lang]) {
          const s = scoreTerms(page.terms, words);
          if (s) {
            scored.push({ kind: 'page', title: page.title, summary: page.summary, path: page.path, ...s });
          }
        }
      }
      for (const h of faqHits) {
        if (exact && !containsPhrase(`${h.title}\n${h.body}`, input.term)) continue;
        scored.push({
          kind: 'faq',
          title: h.title,
          summary: h.summary,
          path: faqAnswerPath(h.id),
          titleHits: h.titleHits,
          score: h.score,
        });
      }
      // A stable sort: at equal scores a page (the place to act) stays before an answer about it.
      scored.sort(compareScores);
      return {
        category: input.category,
        term: input.term,
        results: scored
          .slice(0, PAGE_SIZE_SMALL)
          .map(({ kind, title, summary, path }) => ({ kind, title, summary, path })),
        more: scored.length > PAGE_SIZE_SMALL,
      };
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;
