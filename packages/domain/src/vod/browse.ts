/**
 * The category grid's sorts, filters and pages (seed 001 §2 Summary, §9), and the Movies A-Z
 * captions.
 */
import { SUMMARY_PAGE_BUTTONS, SUMMARY_PAGE_SIZES, type SummaryPageSize } from './vod-constants.ts';

/** Seed 001 §9: "Filters: no filter 0, HD 1, Free 2, Just added 3, Last chance 4." */
export const VodFilter = { none: 0, hd: 1, free: 2, justAdded: 3, lastChance: 4 } as const;
export type VodFilterName = keyof typeof VodFilter;
export type VodFilterId = (typeof VodFilter)[VodFilterName];
/** The filter ids in the seed's order. */
export const VOD_FILTER_IDS = [0, 1, 2, 3, 4] as const satisfies readonly VodFilterId[];
/** The seed's names of the filters, by id. */
export const VOD_FILTER_NAMES: Record<VodFilterId, string> = {
  0: 'No filter',
  1: 'HD',
  2: 'Free',
  3: 'Just added',
  4: 'Last chance',
};

/** Seed 001 §9: "Sorts: Alphabetical, Release year, Popularity." */
export const VOD_SORTS = ['alphabetical', 'releaseYear', 'popularity'] as const;
export type VodSort = (typeof VOD_SORTS)[number];
/** The seed's names of the sorts. */
export const VOD_SORT_NAMES: Record<VodSort, string> = {
  alphabetical: 'Alphabetical',
  releaseYear: 'Release year',
  popularity: 'Popularity',
};
/** The seed lists Alphabetical first; a grid nobody has sorted uses it. */
export const VOD_DEFAULT_SORT: VodSort = 'alphabetical';

/**
 * One precomputed ordering of a menu's titles: a sort under a filter. Each of the 15 has its own
 * dense ranks, so any page of any of them is a range of ranks.
 */
export function browseView(sort: VodSort, filter: VodFilterId): number {
  return filter * VOD_SORTS.length + VOD_SORTS.indexOf(sort);
}

/** Every view, for whoever builds the ranks. */
export const BROWSE_VIEWS = VOD_FILTER_IDS.flatMap((filter) =>
  VOD_SORTS.map((sort) => ({ sort, filter, view: browseView(sort, filter) })),
);

export function isSummaryPageSize(n: number): n is SummaryPageSize {
  return (SUMMARY_PAGE_SIZES as readonly number[]).includes(n);
}

/** How many pages `total` titles make at `pageSize`; an empty grid still has page 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The ranks (1-based, inclusive) a page covers: page N starts after (N-1) pages. */
export function pageRankRange(page: number, pageSize: number): { after: number; last: number } {
  return { after: (page - 1) * pageSize, last: page * pageSize };
}

/** One desktop pagination control: a page number, or a gap shown as an ellipsis. */
export type PageButton = { page: number; current: boolean } | { gap: 'before' | 'after' };

/**
 * Issue 6: "desktop pagination (7 page buttons with ellipses)". Seven slots: every page when
 * there are no more than seven; otherwise the first and last pages always, the current page with
 * its neighbours, and an ellipsis for each run of pages left out.
 */
export function pageButtons(current: number, total: number, slots = SUMMARY_PAGE_BUTTONS): PageButton[] {
  const last = Math.max(1, total);
  const at = Math.min(Math.max(1, current), last);
  const button = (page: number): PageButton => ({ page, current: page === at });
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => button(from + i));
  if (last <= slots) return range(1, last);
  // Near an end one ellipsis is enough: that end shows slots - 2 pages, then the gap and the other end.
  const nearEnd = slots - 2;
  if (at <= nearEnd - 1) return [...range(1, nearEnd), { gap: 'after' }, button(last)];
  if (at >= last - nearEnd + 2) return [button(1), { gap: 'before' }, ...range(last - nearEnd + 1, last)];
  const side = Math.floor((slots - 4) / 2);
  return [
    button(1),
    { gap: 'before' },
    ...range(at - side, at + (slots - 5 - side)),
    { gap: 'after' },
    button(last),
  ];
}

/** Seed 001 §9: "Movies A-Z captions: ABCDE to A-E, FGHIJ to F-J, KLMNO to K-O, PQRST to P-T, UVWXYZ to U-Z." */
export const MOVIES_AZ_CAPTIONS: Readonly<Record<string, string>> = {
  ABCDE: 'A-E',
  FGHIJ: 'F-J',
  KLMNO: 'K-O',
  PQRST: 'P-T',
  UVWXYZ: 'U-Z',
};

/** The caption shown for a menu: the A-Z groups read as ranges, everything else as it is. */
export function displayCaption(caption: string): string {
  return MOVIES_AZ_CAPTIONS[caption] ?? caption;
}

/** The A-Z group of a sort title: its first letter's group; digits and symbols go to the first. */
export function moviesAzGroup(sortTitle: string): string {
  const first = sortTitle.trim().charAt(0).toUpperCase();
  const groups = Object.keys(MOVIES_AZ_CAPTIONS);
  return groups.find((g) => g.includes(first)) ?? groups[0] ?? 'ABCDE';
}

/**
 * The Alphabetical sort key of a title: folded to lower case without accents or punctuation, a
 * leading "The", "A" or "An" dropped ("The Last Harbor" files under L), spaces kept.
 */
export function sortTitleOf(title: string): string {
  const folded = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const rest = folded.replace(/^(the|a|an) (?=\S)/, '');
  return rest || folded;
}
