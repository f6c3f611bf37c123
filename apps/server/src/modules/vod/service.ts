import type { Kysely } from 'kysely';
import type {
  VodAiring,
  VodFilters,
  VodLanding,
  VodMenus,
  VodSearch,
  VodSearchQuery,
  VodSeries,
  VodSummary,
  VodSummaryQuery,
  VodTitleAnswer,
  VodTitleList,
  VodTopPicks,
} from '@coax/contract';
import {
  CAST_MAX,
  LANDING_FIRST_RIBBONS,
  RIBBON_MAX_TITLES,
  SERIES_PAGE_AIRINGS_MAX,
  EPISODE_PAGE_AIRINGS_MAX,
  SUMMARY_DEFAULT_PAGE_SIZE,
  SUMMARY_PAGE_SIZES,
  TOP_PICKS_AUTO_CYCLE_MS,
  TOP_PICKS_MAX,
  VOD_DEFAULT_SORT,
  VOD_FILTER_IDS,
  VOD_FILTER_NAMES,
  VOD_SORTS,
  VOD_SORT_NAMES,
  browseCutoffs,
  browseView,
  defaultWhereToWatch,
  isSummaryPageSize,
  isTvSeriesMenuId,
  pageCount,
  pageRankRange,
  type VodFilterId,
} from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import {
  childMenus,
  countRibbons,
  findMenu,
  findSeries,
  findTitle,
  findTitleByAsset,
  menuTrail,
  newestTitles,
  ribbonsFrom,
  seriesEpisodes,
  summaryPage,
  topPickTitles,
  viewTotal,
} from './repository.ts';
import { searchCatalogue } from './search.ts';
import { cardMapper, splitPipe, toBreadcrumbs, toMenuItem, toTitle } from './title-view.ts';

/**
 * Where the where-to-watch block's airings come from. The guide area supplies them; until it
 * does, a series has none and the block shows on-demand titles only.
 */
export interface LinearAirings {
  forSeries(series: { menuId: string; tmsSeriesId: string }, limit: number): Promise<VodAiring[]>;
  /** the airings of one movie or episode: the listings program with the same tms id */
  forProgram(tmsId: string, limit: number): Promise<VodAiring[]>;
}
export const noLinearAirings: LinearAirings = { forSeries: async () => [], forProgram: async () => [] };

/** A series has at most this many episodes on demand at once; a bound for the query. */
const SERIES_EPISODES_MAX = 500;

const NOT_FOUND = {
  menu: 'We could not find that category.',
  title: 'We could not find that title.',
  series: 'We could not find that series.',
} as const;

const isFilterId = (n: number): n is VodFilterId => (VOD_FILTER_IDS as readonly number[]).includes(n);

/** The on-demand catalogue's reads (seed 001 §7 VOD service), the same for every caller. */
export function vodService(deps: { db: Kysely<Database>; clock: Clock; airings?: LinearAirings }) {
  const { db, clock } = deps;
  const airings = deps.airings ?? noLinearAirings;
  const validFrom = () => browseCutoffs(clock.now()).offerValidFromDay;

  return {
    /** getMenus: the menus under a parent (the top level when none is named). */
    async menus(parentId: string | undefined): Promise<VodMenus> {
      let parent = null;
      let path: VodMenus['path'] = [];
      if (parentId !== undefined) {
        const m = await findMenu(db, parentId);
        if (!m) throw errors.notFound('vod.category.not-found', NOT_FOUND.menu);
        parent = toMenuItem(m);
        path = toBreadcrumbs(await menuTrail(db, m));
      }
      const menus = await childMenus(db, parentId ?? null);
      return { status: 'SUCCESS', parent, path, menus: menus.map(toMenuItem) };
    },

    /** getLandingPage: `count` ribbons from `offset`, each with at most RIBBON_MAX_TITLES titles. */
    async landing(offset = 0, count = LANDING_FIRST_RIBBONS): Promise<VodLanding> {
      const toCard = cardMapper(clock.now());
      const [total, ribbons] = await Promise.all([
        countRibbons(db),
        ribbonsFrom(db, offset, count, validFrom()),
      ]);
      return {
        status: 'SUCCESS',
        total,
        offset,
        ribbons: ribbons.map(({ ribbon, titles }) => ({
          ribbonId: ribbon.ribbon_id,
          caption: ribbon.caption,
          captionEs: ribbon.caption_es,
          menuId: ribbon.menu_id,
          titles: titles.slice(0, RIBBON_MAX_TITLES).map(toCard),
        })),
      };
    },

    /** Top picks: at most TOP_PICKS_MAX; the carousel shows only when there are some. */
    async topPicks(): Promise<VodTopPicks> {
      const titles = (await topPickTitles(db, validFrom()))
        .slice(0, TOP_PICKS_MAX)
        .map(cardMapper(clock.now()));
      return {
        status: 'SUCCESS',
        showCarouselFlag: titles.length > 0,
        carouselAutoCycle: TOP_PICKS_AUTO_CYCLE_MS,
        titles,
      };
    },

    filters(): VodFilters {
      return {
        status: 'SUCCESS',
        filters: VOD_FILTER_IDS.map((id) => ({ id, name: VOD_FILTER_NAMES[id] })),
        sorts: VOD_SORTS.map((id) => ({ id, name: VOD_SORT_NAMES[id] })),
        pageSizes: [...SUMMARY_PAGE_SIZES],
        defaultPageSize: SUMMARY_DEFAULT_PAGE_SIZE,
        defaultSort: VOD_DEFAULT_SORT,
      };
    },

    /** getTitlesForPagination: one page of a menu's grid, by rank range whatever the depth. */
    async summary(menuId: string, query: VodSummaryQuery): Promise<VodSummary> {
      const menu = await findMenu(db, menuId);
      if (!menu) throw errors.notFound('vod.category.not-found', NOT_FOUND.menu);
      const sort = query.sort ?? VOD_DEFAULT_SORT;
      const filterNumber = Number(query.filter ?? 0);
      const filter = isFilterId(filterNumber) ? filterNumber : 0;
      const sizeNumber = Number(query.pageSize ?? SUMMARY_DEFAULT_PAGE_SIZE);
      const pageSize = isSummaryPageSize(sizeNumber) ? sizeNumber : SUMMARY_DEFAULT_PAGE_SIZE;
      const page = query.page ?? 1;
      const view = browseView(sort, filter);
      const { after, last } = pageRankRange(page, pageSize);
      const [total, rows, trail] = await Promise.all([
        viewTotal(db, menuId, view),
        summaryPage(db, menuId, view, after, last),
        menuTrail(db, menu),
      ]);
      const now = clock.now();
      return {
        status: 'SUCCESS',
        menu: toMenuItem(menu),
        path: toBreadcrumbs(trail),
        sort,
        filter,
        page,
        pageSize,
        total,
        pageCount: pageCount(total, pageSize),
        titles: rows.map(cardMapper(now)),
      };
    },

    /** getMovieDetail: a movie or an episode, every field. */
    async title(titleId: string): Promise<VodTitleAnswer> {
      const row = await findTitle(db, titleId);
      if (!row) throw errors.notFound('vod.title.not-found', NOT_FOUND.title);
      // The seed caps an episode page at EPISODE_PAGE_AIRINGS_MAX airings and names no cap for a
      // movie page; both are one title's page, so a movie has the same cap.
      const linearData = await airings.forProgram(row.tms_id, EPISODE_PAGE_AIRINGS_MAX);
      return { status: 'SUCCESS', title: toTitle(row, clock.now()), linearData };
    },

    /** The title of an HD or SD asset (the asset address only moves on to the title's page). */
    async asset(assetId: number): Promise<VodTitleAnswer> {
      const row = await findTitleByAsset(db, assetId);
      if (!row) throw errors.notFound('vod.title.not-found', NOT_FOUND.title);
      return { status: 'SUCCESS', title: toTitle(row, clock.now()), linearData: [] };
    },

    /** getSeriesDetails by menu id: facts, seasons, episodes and airings. */
    async series(menuId: string): Promise<VodSeries> {
      const [series, menu] = await Promise.all([findSeries(db, menuId), findMenu(db, menuId)]);
      if (!series) throw errors.notFound('vod.series.not-found', NOT_FOUND.series);
      const [episodes, trail, linear] = await Promise.all([
        seriesEpisodes(db, menuId, validFrom(), SERIES_EPISODES_MAX),
        menu ? menuTrail(db, menu) : Promise.resolve([]),
        airings.forSeries({ menuId, tmsSeriesId: series.tms_series_id }, SERIES_PAGE_AIRINGS_MAX),
      ]);
      const seasons = new Map<number, number>();
      for (const e of episodes) {
        if (e.season_number !== null) seasons.set(e.season_number, (seasons.get(e.season_number) ?? 0) + 1);
      }
      const now = clock.now();
      return {
        status: 'SUCCESS',
        series: {
          menuId,
          tmsSeriesId: series.tms_series_id,
          title: series.title,
          description: series.description,
          genres: splitPipe(series.genres),
          genresEs: splitPipe(series.genres_es),
          actors: splitPipe(series.actors).slice(0, CAST_MAX),
          directors: splitPipe(series.directors).slice(0, CAST_MAX),
          qualifiers: splitPipe(series.qualifiers),
          imageName: series.image_name,
          network: series.network,
          callsign: series.callsign,
          isTvSeries: isTvSeriesMenuId(menuId),
          whereToWatchDefault: defaultWhereToWatch(menuId),
          path: toBreadcrumbs(trail),
        },
        seasons: [...seasons]
          .sort(([a], [b]) => a - b)
          .map(([seasonNumber, episodeCount]) => ({ seasonNumber, episodeCount })),
        titles: episodes.map(cardMapper(now)),
        linearData: linear.slice(0, SERIES_PAGE_AIRINGS_MAX),
      };
    },

    search(query: VodSearchQuery): Promise<VodSearch> {
      return searchCatalogue(db, query, clock.now());
    },

    /** getNewlyOnDemand: the newest titles (the home module takes DASHBOARD_ON_DEMAND_ITEMS). */
    async newlyAdded(limit = RIBBON_MAX_TITLES): Promise<VodTitleList> {
      const now = clock.now();
      return {
        status: 'SUCCESS',
        titles: (await newestTitles(db, limit, validFrom())).map(cardMapper(now)),
      };
    },
  };
}

export type VodService = ReturnType<typeof vodService>;
