/**
 * How FAQ answers and portal pages are matched to a search (seed 000 §2 FAQ search and the
 * header's all-site and support searches). One tokenizer for both sides: what is indexed and
 * what is asked are folded the same way, so "Facturación" finds "facturacion" and "WiFi" finds "wifi".
 *
 * Matching is by word prefix ("bill" finds "billing"), every asked word must match, and title
 * hits rank first. To keep lookups on an index rather than a scan, an indexed word is stored
 * with each of its prefixes (an edge n-gram index), so a prefix match is an equality lookup.
 */

/** Words shorter than this are not indexed or asked ("a", "y"); "tv" must still count. */
export const SEARCH_WORD_MIN_LENGTH = 2;
/** Longer words are cut to this many characters, on both sides: a prefix of 24 is specific enough. */
export const SEARCH_WORD_MAX_LENGTH = 24;
/** At most this many words of a query are used; the rest would only narrow an already empty result. */
export const SEARCH_MAX_QUERY_WORDS = 8;

/** Where a word was found: the title outranks the keywords, which outrank the body. */
export const SearchWeight = { body: 1, keywords: 2, title: 3 } as const;
export type SearchWeightValue = (typeof SearchWeight)[keyof typeof SearchWeight];

/**
 * Words too common to narrow a search, in English and Spanish. Without this list "how do I pay
 * my bill" would need an answer containing "how", "do" and "my" as well as "pay" and "bill".
 */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from get have how i if in is it my of on or our ' +
    'so that the this to was what when where which who why will with you your ' +
    'al como con cual cuando de del donde el en es esta este la las lo los mi mis o para pero ' +
    'por que se si sin su sus un una uno unos unas y yo'
  ).split(' '),
);

/** Lower case, accents removed (NFD then marks dropped): 'Facturación' -> 'facturacion'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The searchable words of a text, folded, without stop words and too-short words, cut to length. */
export function searchWords(text: string): string[] {
  // Stryker disable Regex: splitting on single characters only adds empty words, which the length filter drops
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= SEARCH_WORD_MIN_LENGTH && !STOP_WORDS.has(w))
    .map((w) => w.slice(0, SEARCH_WORD_MAX_LENGTH));
}

// Stryker restore Regex
/**
 * The words of a query, each a prefix to look up. Duplicates go; a final "s" on a longer word
 * goes too, so "payments" and "pagos" also find the singular ("payment", "pago") while still
 * finding the plural by prefix.
 */
export function queryWords(query: string): string[] {
  const out: string[] = [];
  for (const word of searchWords(query)) {
    const stem = word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word;
    if (!out.includes(stem)) out.push(stem);
    if (out.length === SEARCH_MAX_QUERY_WORDS) break;
  }
  return out;
}

export interface IndexField {
  text: string;
  weight: SearchWeightValue;
}

/**
 * The index terms of a document: every word and every prefix of it (from the minimum length),
 * each with the best weight of the fields it appears in.
 */
export function indexTerms(fields: readonly IndexField[]): Map<string, SearchWeightValue> {
  const terms = new Map<string, SearchWeightValue>();
  for (const { text, weight } of fields) {
    for (const word of searchWords(text)) {
      for (let end = SEARCH_WORD_MIN_LENGTH; end <= word.length; end++) {
        const term = word.slice(0, end);
        // Stryker disable next-line EqualityOperator: setting an equal weight again changes neither the value nor the order of the map
        if ((terms.get(term) ?? 0) < weight) terms.set(term, weight);
      }
    }
  }
  return terms;
}

export interface SearchScore {
  /** how many asked words are in the title: the first sort key */
  titleHits: number;
  /** the sum of the best weight of each asked word: the second sort key */
  score: number;
}

/**
 * Scores a document's terms against the asked words; null unless every word matches.
 * The same rule the database query applies, for things searched in memory (portal pages).
 */
export function scoreTerms(terms: ReadonlyMap<string, number>, words: readonly string[]): SearchScore | null {
  if (words.length === 0) return null;
  let titleHits = 0;
  let score = 0;
  for (const word of words) {
    const weight = terms.get(word);
    if (weight === undefined) return null;
    if (weight === SearchWeight.title) titleHits++;
    score += weight;
  }
  return { titleHits, score };
}

/** Sort order for search hits: title hits first, then score; ties keep their given order. */
export function compareScores(a: SearchScore, b: SearchScore): number {
  return b.titleHits - a.titleHits || b.score - a.score;
}

/** Whether a text contains the query as a phrase, folded the same way as the index. */
export function containsPhrase(text: string, query: string): boolean {
  // Stryker disable Regex: splitting on single characters only adds empty words, which filter(Boolean) drops
  const norm = (s: string) =>
    // Stryker disable next-line MethodExpression: empty words only come at the ends, where their spaces sit beside the padding and the phrase is trimmed
    ` ${foldText(s)
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .join(' ')} `;
  // Stryker restore Regex
  const phrase = norm(query).trim();
  return phrase !== '' && norm(text).includes(` ${phrase}`);
}

const LINK = /\[([^\]\n]+)\]\((\/[^)\s]*)\)/g;

/** FAQ bodies may hold in-app links written [label](/path); this keeps only the labels. */
export function stripLinks(text: string): string {
  return text.replace(LINK, '$1');
}

/** A piece of an FAQ body: text, or an in-app link (paths always start with "/"). */
export type BodyPart = { text: string } | { text: string; path: string };

/** Splits one line of an FAQ body into text and in-app links, for rendering links as links. */
export function splitLinks(line: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let last = 0;
  for (const m of line.matchAll(LINK)) {
    const at = m.index;
    if (at > last) parts.push({ text: line.slice(last, at) });
    // Stryker disable next-line StringLiteral: both groups of LINK always take part in a match, so the fallbacks are never used
    parts.push({ text: m[1] ?? '', path: m[2] ?? '/' });
    last = at + m[0].length;
  }
  if (last < line.length) parts.push({ text: line.slice(last) });
  return parts;
}

/** A summary shorter than this takes in the next paragraph too ("The most common reasons are:" alone says nothing). */
const SUMMARY_MIN = 80;

/**
 * A plain-text summary of a body for result lists: its opening paragraphs (at least SUMMARY_MIN
 * characters when the body has them), cut at a word boundary to at most `max` characters with an
 * ellipsis when cut.
 */
export function summarize(body: string, max = 180): string {
  let text = '';
  for (const paragraph of stripLinks(body).split(/\n\s*\n/)) {
    const clean = paragraph
      // A list marker and the spaces after it, on its own line only: an empty item must not
      // swallow the next line's indentation and leave that item's marker in the text.
      .replace(/^[ \t]*[-*](?:[ \t]+|$)/gm, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (!clean) continue;
    text = text ? `${text} ${clean}` : clean;
    if (text.length >= SUMMARY_MIN) break;
  }
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
