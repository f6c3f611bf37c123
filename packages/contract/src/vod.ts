import { z } from 'zod';
import {
  LANDING_FIRST_RIBBONS,
  RIBBON_MAX_TITLES,
  SEARCH_TERM_MAX_LENGTH,
  SUMMARY_PAGE_SIZES,
  VOD_FILTER_IDS,
  VOD_SORTS,
  WHERE_TO_WATCH,
} from '@coax/domain';
import { defineRoute } from './route.ts';
import {
  assetIdParam,
  queryInt,
  vodAiring,
  vodBreadcrumb,
  vodMenuId,
  vodMenuItem,
  vodStatus,
  vodTitle,
  vodTitleCard,
  vodTitleId,
} from './vod-titles.ts';

// The on-demand catalogue (seed 001 §2, §3, §7). Every answer here is the same for everyone, so
// a CDN may keep it; whatever depends on the caller (cart flags) comes from vod-cart.ts.

/** Catalogue answers change when the catalogue is reloaded; five minutes is stale enough. */
const CATALOGUE_CACHE = { maxAgeSeconds: 300 };

export const vodMenus = z
  .object({
    status: vodStatus,
    parent: vodMenuItem.nullable(),
    path: z.array(vodBreadcrumb),
    menus: z.array(vodMenuItem),
  })
  .meta({ id: 'VodMenus' });
export type VodMenus = z.infer<typeof vodMenus>;

/** Seed 001 §3 "Ribbon: caption, titles" (at most RIBBON_MAX_TITLES). */
export const vodRibbon = z
  .object({
    ribbonId: z.number().int(),
    caption: z.string(),
    /** the caption in Spanish */
    captionEs: z.string(),
    /** the category the ribbon's "see all" opens, if any */
    menuId: z.string().nullable(),
    titles: z.array(vodTitleCard).max(RIBBON_MAX_TITLES),
  })
  .meta({ id: 'VodRibbon' });
export type VodRibbon = z.infer<typeof vodRibbon>;

export const vodLanding = z
  .object({
    status: vodStatus,
    /** how many ribbons the landing page has in all: show more while offset + count < total */
    total: z.number().int().nonnegative(),
    offset: z.number().int().nonnegative(),
    ribbons: z.array(vodRibbon),
  })
  .meta({ id: 'VodLanding' });
export type VodLanding = z.infer<typeof vodLanding>;

/** Seed 001 §3 "Top picks response: showCarouselFlag, titles, carouselAutoCycle". */
export const vodTopPicks = z
  .object({
    status: vodStatus,
    showCarouselFlag: z.boolean(),
    /** ms between slides */
    carouselAutoCycle: z.number().int().positive(),
    titles: z.array(vodTitleCard),
  })
  .meta({ id: 'VodTopPicks' });
export type VodTopPicks = z.infer<typeof vodTopPicks>;

export const vodFilterId = z.union(VOD_FILTER_IDS.map((id) => z.literal(id)));
export const vodSort = z.enum(VOD_SORTS);
export const vodPageSize = z.union(SUMMARY_PAGE_SIZES.map((n) => z.literal(n)));

/** getFilters: the grid's filters, sorts and page sizes with the seed's names. */
export const vodFilters = z
  .object({
    status: vodStatus,
    filters: z.array(z.object({ id: vodFilterId, name: z.string() })),
    sorts: z.array(z.object({ id: vodSort, name: z.string() })),
    pageSizes: z.array(vodPageSize),
    defaultPageSize: vodPageSize,
    defaultSort: vodSort,
  })
  .meta({ id: 'VodFilters' });
export type VodFilters = z.infer<typeof vodFilters>;

export const vodSummaryQuery = z.object({
  page: queryInt(1, 1_000_000, 'The page is a whole number from 1.').optional(),
  pageSize: z
    .enum(SUMMARY_PAGE_SIZES.map(String) as ['20', '50', '100'], {
      error: 'Show 20, 50 or 100 titles a page.',
    })
    .optional(),
  sort: z.enum(VOD_SORTS, { error: `Sort by ${VOD_SORTS.join(', ')}.` }).optional(),
  filter: z
    .enum(VOD_FILTER_IDS.map(String) as ['0', '1', '2', '3', '4'], { error: 'The filter is 0 to 4.' })
    .optional(),
});
export type VodSummaryQuery = z.infer<typeof vodSummaryQuery>;

/** One page of a category grid (getTitlesForPagination). */
export const vodSummary = z
  .object({
    status: vodStatus,
    menu: vodMenuItem,
    path: z.array(vodBreadcrumb),
    sort: vodSort,
    filter: vodFilterId,
    page: z.number().int().positive(),
    pageSize: vodPageSize,
    /** titles under this sort and filter, over all pages */
    total: z.number().int().nonnegative(),
    pageCount: z.number().int().positive(),
    titles: z.array(vodTitleCard),
  })
  .meta({ id: 'VodSummary' });
export type VodSummary = z.infer<typeof vodSummary>;

export const vodTitleAnswer = z
  .object({
    status: vodStatus,
    title: vodTitle,
    /** upcoming airings of this very movie or episode in the guide (same tms id); none by asset */
    linearData: z.array(vodAiring),
  })
  .meta({ id: 'VodTitleAnswer' });
export type VodTitleAnswer = z.infer<typeof vodTitleAnswer>;

/** Seed 001 §3 "Series": its facts, season grouping, titles and linear data. */
export const vodSeries = z
  .object({
    status: vodStatus,
    series: z.object({
      menuId: z.string(),
      tmsSeriesId: z.string(),
      title: z.string(),
      description: z.string(),
      genres: z.array(z.string()),
      /** the genres in Spanish, in the same order */
      genresEs: z.array(z.string()),
      /** at most CAST_MAX */
      actors: z.array(z.string()),
      /** at most CAST_MAX */
      directors: z.array(z.string()),
      qualifiers: z.array(z.string()),
      imageName: z.string().nullable(),
      network: z.string().nullable(),
      callsign: z.string().nullable(),
      /** a TV series (menu id SH or SP) also airs on linear TV */
      isTvSeries: z.boolean(),
      /** seed 001 §4: On Demand for VOD series, Show all for TV series */
      whereToWatchDefault: z.enum(WHERE_TO_WATCH),
      path: z.array(vodBreadcrumb),
    }),
    /** the seasons that have episodes on demand, in order, for the season filter */
    seasons: z.array(
      z.object({ seasonNumber: z.number().int(), episodeCount: z.number().int().nonnegative() }),
    ),
    /** every episode on demand, by season then episode */
    titles: z.array(vodTitleCard),
    linearData: z.array(vodAiring),
  })
  .meta({ id: 'VodSeries' });
export type VodSeries = z.infer<typeof vodSeries>;

/** A person whose name matched a search: their titles are one quoted search away (personSearchPath). */
export const vodPersonHit = z
  .object({
    name: z.string(),
    roles: z.array(z.enum(['actor', 'director'])),
    titleCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'VodPersonHit' });

export const vodGenreHit = z
  .object({
    name: z.string(),
    /** the genre's name in Spanish */
    nameEs: z.string(),
    menuId: z.string().nullable(),
    titleCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'VodGenreHit' });

export const vodSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'Enter something to search for.')
    .max(SEARCH_TERM_MAX_LENGTH, 'The search is too long.'),
  limit: z
    .enum(SUMMARY_PAGE_SIZES.map(String) as ['20', '50', '100'], { error: 'Show 20, 50 or 100 titles.' })
    .optional(),
  /** the `next` of the previous answer, for the titles after it */
  after: queryInt(0, 2_000_000_000, 'after is the next value of the previous answer.').optional(),
});
export type VodSearchQuery = z.infer<typeof vodSearchQuery>;

/** Search over titles, people and genres (seed 001 §2; issue 6 item 5). */
export const vodSearch = z
  .object({
    status: vodStatus,
    term: z.string(),
    /** the term was in double quotes: its words must appear together, as a phrase or a full name */
    phrase: z.boolean(),
    titles: z.array(vodTitleCard),
    /** more titles match: ask again with after = next */
    more: z.boolean(),
    next: z.number().int().nullable(),
    people: z.array(vodPersonHit),
    genres: z.array(vodGenreHit),
  })
  .meta({ id: 'VodSearch' });
export type VodSearch = z.infer<typeof vodSearch>;

export const vodTitleList = z
  .object({ status: vodStatus, titles: z.array(vodTitleCard) })
  .meta({ id: 'VodTitleList' });
export type VodTitleList = z.infer<typeof vodTitleList>;

export const vodRoutes = {
  vodMenus: defineRoute({
    method: 'GET',
    path: '/api/vod/menus',
    summary: 'On-demand menus under a parent, or the top level (getMenus, menu parent)',
    area: 'vod',
    access: 'public',
    publicCache: CATALOGUE_CACHE,
    query: z.object({ parentMenuId: vodMenuId.optional() }),
    response: vodMenus,
  }),
  vodLanding: defineRoute({
    method: 'GET',
    path: '/api/vod/landing',
    summary: `Landing-page ribbons from offset (getLandingPage): ${LANDING_FIRST_RIBBONS} at a time, at most ${RIBBON_MAX_TITLES} titles each`,
    area: 'vod',
    access: 'public',
    publicCache: CATALOGUE_CACHE,
    query: z.object({
      offset: queryInt(0, 10_000, 'The offset is a whole number from 0.').optional(),
      count: queryInt(1, 20, 'Ask for 1 to 20 ribbons.').optional(),
    }),
    response: vodLanding,
  }),
  vodTopPicks: defineRoute({
    method: 'GET',
    path: '/api/vod/top-picks',
    summary: 'Top picks for the landing carousel: at most 5 titles and the auto-cycle time',
    area: 'vod',
    access: 'public',
    publicCache: CATALOGUE_CACHE,
    response: vodTopPicks,
  }),
  vodFilters: defineRoute({
    method: 'GET',
    path: '/api/vod/filters',
    summary: 'The category grid filters (0-4), sorts and page sizes (getFilters)',
    area: 'vod',
    access: 'public',
    publicCache: CATALOGUE_CACHE,
    response: vodFilters,
  }),
  vodSummary: defineRoute({
    method: 'GET',
    path: '/api/vod/menus/:menuId/titles',
    summary:
      'One page of a category grid by sort and filter (getTitlesForPagination); any page is an index range',
    area: 'vod',
    access: 'public',
    publicCache: CATALOGUE_CACHE,
    params: z.object({ menuId: vodMenuId }),
    query: vodSummaryQuery,
    response: vodSummary,
  }),
  vodTitle: defineRoute({
    method: 'GET',
    path: '/api/vod/titles/:titleId',
    summary: 'A movie or episode with every title field (getMovieDetail)',
    area: 'vod',
    access: 'public',
    publicCache: CATALOGUE_CACHE,
    params: z.object({ titleId: vodTitleId }),
    response: vodTitleAnswer,
  }),
  vodAsset: defineRoute({
    method: 'GET',
    path: '/api/vod/assets/:assetId',
    summary: 'The movie or episode an HD or SD asset belongs to (/movie/{asset}, /episode/{asset})',
    area: 'vod',
    access: 'public',
    publicCache: CATALOGUE_CACHE,
    params: z.object({ assetId: assetIdParam }),
    response: vodTitleAnswer,
  }),
  vodSeries: defineRoute({
    method: 'GET',
    path: '/api/vod/series/:menuId',
    summary: 'A series: facts, seasons, episodes on demand and airings (getSeriesDetails)',
    area: 'vod',
    access: 'public',
    publicCache: CATALOGUE_CACHE,
    params: z.object({ menuId: vodMenuId }),
    response: vodSeries,
  }),
  vodSearch: defineRoute({
    method: 'GET',
    path: '/api/vod/search',
    summary: 'On-demand search over titles, people and genres; "quoted" terms match a phrase or full name',
    area: 'vod',
    access: 'public',
    publicCache: CATALOGUE_CACHE,
    query: vodSearchQuery,
    response: vodSearch,
  }),
  vodNewlyAdded: defineRoute({
    method: 'GET',
    path: '/api/vod/newly-added',
    summary: 'The titles most recently added (getNewlyOnDemand; the home On Demand module shows 3)',
    area: 'vod',
    access: 'public',
    publicCache: CATALOGUE_CACHE,
    query: z.object({
      limit: queryInt(1, RIBBON_MAX_TITLES, `Ask for 1 to ${RIBBON_MAX_TITLES} titles.`).optional(),
    }),
    response: vodTitleList,
  }),
};
