import type {
  VodAiring,
  VodCartChange,
  VodCartContains,
  VodMenuItem,
  VodMenus,
  VodSeries,
} from '@coax/contract';
import { createVodTitleCard } from './vod-factories.ts';

// Test data for the title, series and adult pages and their cart buttons, with overrides.

/** An episode tile of the series 'SH00000007' (a TV series). */
export function createVodEpisodeCard(
  season: number,
  episode: number,
  overrides: Partial<ReturnType<typeof createVodTitleCard>> = {},
) {
  const n = season * 100 + episode;
  return createVodTitleCard({
    titleId: `E${n}`,
    tmsId: `EP000007${String(n).padStart(4, '0')}`,
    title: 'Harbor Lights',
    episodeTitle: `Episode ${episode} of season ${season}`,
    isEpisode: true,
    seriesMenuId: 'SH00000007',
    seasonNumber: season,
    episodeNumber: episode,
    duration: 44,
    price: 0,
    releaseYear: 2020 + season,
    rating: { content: 'TV-14', stars: null },
    imageName: `tE${n}`,
    ...overrides,
  });
}

export function createVodAiring(overrides: Partial<VodAiring> = {}): VodAiring {
  return {
    eventId: 'EV1',
    callsign: 'HBRT',
    channelNumber: '704',
    startTime: '2099-01-05T01:00:00.000Z',
    endTime: '2099-01-05T02:00:00.000Z',
    isHd: true,
    seasonNumber: 1,
    episodeNumber: 1,
    episodeTitle: 'Episode 1 of season 1',
    ...overrides,
  };
}

type SeriesOverrides = Partial<Omit<VodSeries, 'series'>> & { series?: Partial<VodSeries['series']> };

/** A TV series with two seasons on demand (1: two episodes, 2: one) and no airings. */
export function createVodSeries(overrides: SeriesOverrides = {}): VodSeries {
  const { series, ...rest } = overrides;
  return {
    status: 'SUCCESS',
    series: {
      menuId: 'SH00000007',
      tmsSeriesId: 'SH00000007',
      title: 'Harbor Lights',
      description: 'A coast guard station keeps a small town afloat.',
      genres: ['Drama'],
      genresEs: ['Drama'],
      actors: ['Ada Brenner', 'Colm Reyes', 'Dina Okafor', 'Elio Marsh', 'Fay Lindqvist'],
      directors: ['Gus Haldane'],
      qualifiers: ['Stereo'],
      imageName: 'sSH00000007',
      network: 'Harbor TV',
      callsign: 'HBRT',
      isTvSeries: true,
      whereToWatchDefault: 'all',
      path: [
        { caption: 'On Demand', captionEs: 'On Demand', menuId: '200000' },
        { caption: 'TV Shows', captionEs: 'Series de TV', menuId: '200002' },
        { caption: 'Harbor TV', captionEs: 'Harbor TV', menuId: '200201' },
        { caption: 'Harbor Lights', captionEs: 'Harbor Lights', menuId: 'SH00000007' },
      ],
      ...series,
    },
    seasons: [
      { seasonNumber: 1, episodeCount: 2 },
      { seasonNumber: 2, episodeCount: 1 },
    ],
    titles: [createVodEpisodeCard(1, 1), createVodEpisodeCard(1, 2), createVodEpisodeCard(2, 1)],
    linearData: [],
    ...rest,
  };
}

export function createVodMenuItem(overrides: Partial<VodMenuItem> = {}): VodMenuItem {
  return {
    menuId: '200501',
    caption: 'After Hours',
    captionEs: 'Trasnoche',
    displayCaption: 'After Hours',
    parentMenuId: '200005',
    parentLevelIndex: 1,
    nextLevelIndex: -1,
    childrenCount: 0,
    thisMenuCount: 12,
    seriesInd: 0,
    actionType: 0,
    ...overrides,
  };
}

/** The menus under the Adult menu (200005). */
export function createVodAdultMenus(overrides: Partial<VodMenus> = {}): VodMenus {
  return {
    status: 'SUCCESS',
    parent: createVodMenuItem({
      menuId: '200005',
      caption: 'Adult',
      displayCaption: 'Adult',
      parentMenuId: '200000',
      parentLevelIndex: 0,
      nextLevelIndex: 1,
      childrenCount: 2,
      thisMenuCount: 0,
    }),
    path: [
      { caption: 'On Demand', captionEs: 'On Demand', menuId: '200000' },
      { caption: 'Adult', captionEs: 'Adultos', menuId: '200005' },
    ],
    menus: [
      createVodMenuItem(),
      createVodMenuItem({
        menuId: '200502',
        caption: 'Collections',
        displayCaption: 'Collections',
        thisMenuCount: 3,
      }),
    ],
    ...overrides,
  };
}

export function createVodCartContains(
  flags: Partial<VodCartContains['titles'][number]> = {},
  kind: VodCartContains['kind'] = 'cart',
): VodCartContains {
  return {
    status: 'SUCCESS',
    kind,
    titles: [{ titleId: 'T100001', inCart: false, inCartHd: false, inCartSd: false, ...flags }],
  };
}

export function createVodCartChange(overrides: Partial<VodCartChange> = {}): VodCartChange {
  return {
    status: 'SUCCESS',
    kind: 'cart',
    titleId: 'T100001',
    inCart: true,
    inCartHd: true,
    inCartSd: false,
    assetId: 200001,
    quality: 'HD',
    count: 1,
    ...overrides,
  };
}
