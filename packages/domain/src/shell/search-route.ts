/**
 * The header search (seed 000 §2): "/search/#/{category}/{term} | search; categories: all-site,
 * support (optional trailing /true or /false), google, tvOnDemand".
 */

/** The four search categories of seed 000 §2, in the order the header offers them. */
export const SEARCH_CATEGORIES = ['all-site', 'support', 'tvOnDemand', 'google'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

/** The search page path; the category and term follow in the hash. */
export const SEARCH_PATH = '/search/';

/** Whether a value is one of the four categories. */
export function isSearchCategory(value: string): value is SearchCategory {
  return (SEARCH_CATEGORIES as readonly string[]).includes(value);
}

/**
 * The search page address for a category and term, or null when the term is blank (seed 000 §2:
 * a search runs only on a non-empty term). The support flag is appended only to support searches,
 * the one category the seed gives it to.
 */
export function searchRoute(category: SearchCategory, term: string, supportFlag?: boolean): string | null {
  const t = term.trim();
  if (!t) return null;
  const flag = category === 'support' && supportFlag !== undefined ? `/${supportFlag}` : '';
  return `${SEARCH_PATH}#/${category}/${encodeURIComponent(t)}${flag}`;
}

export interface SearchRequest {
  category: SearchCategory;
  term: string;
  /**
   * the trailing /true or /false of a support search, or of an on-demand search (seed 001 §2:
   * director and actor links append /false); undefined when absent
   */
  supportFlag?: boolean;
}

/** Reads a search hash ('#/support/wifi%20password/true'); null when it names no search. */
export function parseSearchHash(hash: string): SearchRequest | null {
  if (!hash.startsWith('#/')) return null;
  const parts = hash.slice(2).split('/');
  const [category, ...rest] = parts;
  if (category === undefined || !isSearchCategory(category)) return null;
  let supportFlag: boolean | undefined;
  const last = rest.at(-1);
  const flagged = category === 'support' || category === 'tvOnDemand';
  if (flagged && rest.length > 1 && (last === 'true' || last === 'false')) {
    supportFlag = last === 'true';
    rest.pop();
  }
  let term: string;
  try {
    // A term typed into the address bar may carry a raw slash; keep it as part of the term.
    term = decodeURIComponent(rest.join('/')).trim();
  } catch {
    return null;
  }
  if (!term) return null;
  return supportFlag === undefined ? { category, term } : { category, term, supportFlag };
}

/**
 * Where a tvOnDemand search is handed over: the on-demand area's own search
 * (seed 001 owns that page; this is the address it answers to).
 */
export function onDemandSearchPath(term: string): string {
  return `/tv/on-demand/#/search/${encodeURIComponent(term.trim())}`;
}

/** The google category: the configured web-search address with the term appended, encoded. */
export function webSearchUrl(base: string, term: string): string {
  return `${base}${encodeURIComponent(term.trim())}`;
}
