import type { VodCart, VodCartItem, VodTitle, VodTitleCard } from '@coax/contract';

// On Demand test data with overrides (STYLE: factories, not fixtures copied between tests).

/** A movie tile: HD and SD assets, $4.99, an offer that runs well past the test clock. */
export function createVodTitleCard(overrides: Partial<VodTitleCard> = {}): VodTitleCard {
  return {
    titleId: 'T100001',
    tmsId: 'MV000100001',
    title: 'The Lantern Keeper',
    episodeTitle: null,
    isEpisode: false,
    seriesMenuId: null,
    seasonNumber: null,
    episodeNumber: null,
    hdAsset: 200001,
    sdAsset: 300001,
    price: 499,
    offerEndDate: '2099-12-31',
    releaseYear: 2019,
    duration: 112,
    rating: { content: 'PG-13', stars: 3.5 },
    flags: ['HD', 'SD'],
    imageName: 'T100001.jpg',
    imageAvailability: { desktopImage: true, mobileImage: true, linearImage: false },
    ...overrides,
  };
}

/** Every field a movie page shows. */
export function createVodTitle(overrides: Partial<VodTitle> = {}): VodTitle {
  return {
    ...createVodTitleCard(),
    tmsTitle: 'The Lantern Keeper',
    seriesInd: 0,
    showType: 'FEATURE FILM',
    rentalPeriod: 172800,
    indicators: { bits: 12, new: false, dolby: false, sap: true, closedCaptions: true },
    genres: ['Drama', 'Mystery'],
    genresEs: ['Drama', 'Misterio'],
    directors: ['Ines Calloway'],
    actors: ['Marek Hollis', 'June Adeyemi'],
    callsign: null,
    csslogo: null,
    network: 'Northlight Pictures',
    menuId: 'M1010',
    path: [
      { caption: 'On Demand', captionEs: 'On Demand', menuId: 'M1' },
      { caption: 'Movies', captionEs: 'Películas', menuId: 'M10' },
      { caption: 'Drama', captionEs: 'Drama', menuId: 'M1010' },
    ],
    description: 'A lighthouse keeper finds letters that were never sent.',
    ...overrides,
  };
}

/** One item of the cart (or favorites). */
export function createVodCartItem(overrides: Partial<VodCartItem> = {}): VodCartItem {
  return {
    id: 200001,
    titleId: 'T100001',
    title: 'The Lantern Keeper',
    quality: 'HD',
    price: 499,
    movieLength: 112,
    endDt: '2099-12-31',
    artwork: 'T100001.jpg',
    isEndingSoon: false,
    addedAt: '2025-01-15T14:00:00.000Z',
    ...overrides,
  };
}

export function createVodCart(overrides: Partial<VodCart> = {}): VodCart {
  const items = overrides.items ?? [createVodCartItem()];
  return { status: 'SUCCESS', kind: 'cart', forcedQuality: null, count: items.length, items, ...overrides };
}
