/**
 * FAQ addresses (seed 000 §2 "Footer/header FAQ search", §3 FAQ product, §7 FAQ products).
 * The FAQ is one page with hash routes, so a search can be bookmarked and shared:
 * /FAQ, /FAQ#/list/p/{productId}&{categoryId}/kw/{keyword}, /FAQ#/answers/a_id/{id}.
 */

/** The FAQ root path: where a search with nothing chosen goes. */
export const FAQ_ROOT_PATH = '/FAQ';
/** The FAQ list page path; the route builder appends /p/… and /kw/… to it. */
export const FAQ_LIST_PATH = `${FAQ_ROOT_PATH}#/list`;
/**
 * The "All" product of the product picker. Choosing it is the same as choosing no product
 * (seed 000 §2: "With no keyword and no product (or the All product) it goes to the FAQ root path").
 */
export const FAQ_ALL_PRODUCT_ID = 'all';
/**
 * Seed 000 §2 dashboard: "DVR when not entitled | /FAQ#/answers/a_id/2580". The answer id is
 * content, but the dashboard and the TV menu link to it, so it is named once here.
 */
export const FAQ_DVR_NOT_ENTITLED_ANSWER_ID = 2580;
/**
 * The longest FAQ or site search term. Not a seed limit: long enough for any real question,
 * short enough that a query never turns into a denial of service.
 */
export const SEARCH_TERM_MAX_LENGTH = 100;

/** Seed 000 §7: getProducts takes the language "esp or opt (from the language cookie)". */
export type FaqLanguageCode = 'opt' | 'esp';

/** The FAQ language code for a portal language: Spanish is 'esp', everything else 'opt'. */
export function faqLanguageCode(lang: string): FaqLanguageCode {
  return lang === 'es' ? 'esp' : 'opt';
}

export interface FaqSearch {
  productId?: string | undefined;
  categoryId?: string | undefined;
  keyword?: string | undefined;
}

const clean = (value: string | undefined) => (value ?? '').trim();

/**
 * The FAQ route for a footer or header search, exactly as seed 000 §2 builds it: the list path,
 * then /p/{productId}, then &{categoryId} when a category is chosen, then /kw/{keyword}.
 * No keyword and no product (or the All product) goes to the FAQ root. A category without a
 * product means nothing (categories belong to a product), so it is dropped.
 */
export function faqRoute({ productId, categoryId, keyword }: FaqSearch): string {
  const product = clean(productId);
  const hasProduct = product !== '' && product !== FAQ_ALL_PRODUCT_ID;
  const category = clean(categoryId);
  const kw = clean(keyword);
  if (!kw && !hasProduct) return FAQ_ROOT_PATH;
  let route = FAQ_LIST_PATH;
  if (hasProduct) {
    route += `/p/${encodeURIComponent(product)}`;
    if (category) route += `&${encodeURIComponent(category)}`;
  }
  if (kw) route += `/kw/${encodeURIComponent(kw)}`;
  return route;
}

/** The address of one FAQ answer (seed 000 §2: /FAQ#/answers/a_id/2580). */
export function faqAnswerPath(id: number): string {
  return `${FAQ_ROOT_PATH}#/answers/a_id/${id}`;
}

/** What the FAQ page shows for a location hash. */
export type FaqView =
  | { view: 'home' }
  | { view: 'list'; productId?: string; categoryId?: string; keyword?: string }
  | { view: 'answer'; id: number }
  | { view: 'unknown' };

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

const LIST = /^#\/list(?:\/p\/([^/&]+)(?:&([^/]+))?)?(?:\/kw\/(.*))?\/?$/;
const ANSWER = /^#\/answers\/a_id\/(\d{1,9})\/?$/;

/** Reads an FAQ hash ('#/list/kw/dvr', '#/answers/a_id/2580'); the inverse of faqRoute. */
export function parseFaqHash(hash: string): FaqView {
  if (hash === '' || hash === '#' || hash === '#/') return { view: 'home' };
  const answer = ANSWER.exec(hash);
  if (answer?.[1]) return { view: 'answer', id: Number(answer[1]) };
  const list = LIST.exec(hash);
  if (!list) return { view: 'unknown' };
  const [, product, category, keyword] = list;
  const out: { view: 'list'; productId?: string; categoryId?: string; keyword?: string } = { view: 'list' };
  for (const [key, raw] of [
    ['productId', product],
    ['categoryId', category],
    ['keyword', keyword],
  ] as const) {
    if (raw === undefined) continue;
    const value = decode(raw);
    if (value === null) return { view: 'unknown' };
    if (value.trim()) out[key] = value.trim();
  }
  return out;
}
