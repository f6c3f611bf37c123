import { z } from 'zod';
import { faqLanguage, searchTerm } from './faq.ts';
import { defineRoute } from './route.ts';

/**
 * The two header search categories the server answers (seed 000 §2). tvOnDemand is handed to
 * the on-demand search and google to the configured web-search address, both in the browser.
 */
export const siteSearchCategory = z.enum(['all-site', 'support']).meta({ id: 'SiteSearchCategory' });
export type SiteSearchCategory = z.infer<typeof siteSearchCategory>;

export const siteSearchHit = z
  .object({
    /** a portal page, or an FAQ answer */
    kind: z.enum(['page', 'faq']),
    title: z.string(),
    summary: z.string(),
    /** an in-app path without the /espanol prefix, e.g. /pay-bill/ or /FAQ#/answers/a_id/2580 */
    path: z.string(),
  })
  .meta({ id: 'SiteSearchHit' });
export type SiteSearchHit = z.infer<typeof siteSearchHit>;

export const siteSearchResult = z
  .object({
    category: siteSearchCategory,
    term: z.string(),
    results: z.array(siteSearchHit),
    /** true when more matched than the list holds */
    more: z.boolean(),
  })
  .meta({ id: 'SiteSearchResult' });
export type SiteSearchResult = z.infer<typeof siteSearchResult>;

export const searchRoutes = {
  siteSearch: defineRoute({
    method: 'GET',
    path: '/api/search',
    summary: 'Search the portal: all-site (pages and FAQ answers) or support (FAQ answers)',
    area: 'search',
    access: 'public',
    query: z.object({
      category: siteSearchCategory,
      term: searchTerm.pipe(z.string().min(1, 'Enter something to search for.')),
      /** the support search's trailing /true: match the words as one phrase */
      exact: z.enum(['true', 'false']).optional(),
      lang: faqLanguage.optional(),
    }),
    response: siteSearchResult,
  }),
};
