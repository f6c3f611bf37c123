import type { VodFilters, VodMenuItem, VodMenus, VodSearch, VodSummary } from '@coax/contract';
import {
  SUMMARY_DEFAULT_PAGE_SIZE,
  SUMMARY_PAGE_SIZES,
  VOD_DEFAULT_SORT,
  VOD_FILTER_IDS,
  VOD_FILTER_NAMES,
  VOD_SORTS,
  VOD_SORT_NAMES,
} from '@coax/domain';
import { createVodTitleCard } from './vod-factories.ts';

// Category grid and on-demand search test data, with overrides.

export function createVodMenuItem(overrides: Partial<VodMenuItem> = {}): VodMenuItem {
  return {
    menuId: '200001',
    caption: 'Movies',
    captionEs: 'Películas',
    displayCaption: 'Movies',
    parentMenuId: '200000',
    parentLevelIndex: 0,
    nextLevelIndex: -1,
    childrenCount: 0,
    thisMenuCount: 95,
    seriesInd: 0,
    actionType: 0,
    ...overrides,
  };
}

/** The getFilters answer, as the server gives it (the seed's names, page sizes 20/50/100). */
export function createVodFilters(): VodFilters {
  return {
    status: 'SUCCESS',
    filters: VOD_FILTER_IDS.map((id) => ({ id, name: VOD_FILTER_NAMES[id] })),
    sorts: VOD_SORTS.map((id) => ({ id, name: VOD_SORT_NAMES[id] })),
    pageSizes: [...SUMMARY_PAGE_SIZES],
    defaultPageSize: SUMMARY_DEFAULT_PAGE_SIZE,
    defaultSort: VOD_DEFAULT_SORT,
  };
}

/** Titles T{n} for ranks from..to, so a test can tell pages apart. */
export function createVodTitleCards(from: number, to: number) {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) =>
    createVodTitleCard({
      titleId: `T${from + i}`,
      title: `Title ${from + i}`,
      releaseYear: 2000 + ((from + i) % 20),
    }),
  );
}

/**
 * One page of a category grid of `total` titles, the way the server answers the query: the
 * titles of that page by rank, and the page count at that size.
 */
export function createVodSummary(
  query: {
    page?: number;
    pageSize?: 20 | 50 | 100;
    sort?: VodSummary['sort'];
    filter?: VodSummary['filter'];
  } = {},
  overrides: Partial<VodSummary> & { total?: number } = {},
): VodSummary {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const total = overrides.total ?? 95;
  const first = (page - 1) * pageSize + 1;
  return {
    status: 'SUCCESS',
    menu: createVodMenuItem({ thisMenuCount: total }),
    path: [
      { caption: 'On Demand', captionEs: 'On Demand', menuId: '200000' },
      { caption: 'Movies', captionEs: 'Películas', menuId: '200001' },
    ],
    sort: query.sort ?? 'alphabetical',
    filter: query.filter ?? 0,
    page,
    pageSize,
    total,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    titles: createVodTitleCards(first, Math.min(total, page * pageSize)),
    ...overrides,
  };
}

export function createVodMenus(overrides: Partial<VodMenus> = {}): VodMenus {
  return {
    status: 'SUCCESS',
    parent: createVodMenuItem(),
    path: [
      { caption: 'On Demand', captionEs: 'On Demand', menuId: '200000' },
      { caption: 'Movies', captionEs: 'Películas', menuId: '200001' },
    ],
    menus: [],
    ...overrides,
  };
}

export function createVodSearch(overrides: Partial<VodSearch> = {}): VodSearch {
  return {
    status: 'SUCCESS',
    term: 'harbor',
    phrase: false,
    titles: [createVodTitleCard({ titleId: 'T7', title: 'The Last Harbor' })],
    more: false,
    next: null,
    people: [],
    genres: [],
    ...overrides,
  };
}
