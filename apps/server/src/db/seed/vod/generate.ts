import { DAY_MS, EXCLUDED_VOD_ASSET_ID, VodIndicator, moviesAzGroup, sortTitleOf } from '@coax/domain';
import type { Catalogue, CatalogueSeries, CatalogueTitle } from '../../../modules/vod/index.ts';
import { ImageFlag } from '../../../modules/vod/index.ts';
import { MENU, fixedMenus, seriesMenu } from './menus.ts';
import { description, episodeTitle, movieTitle, peoplePool, seriesTitle } from './names.ts';
import { Prng } from './prng.ts';
import { planShelves } from './shelves.ts';
import { spanishNames } from './spanish.ts';
import { MOVIE_GENRES, NETWORKS, QUALIFIERS, SERIES_GENRES } from './words.ts';

/** The fixed seed: the same catalogue everywhere, so ids in links and tests never move. */
const SEED = 0x0c0a_4e06;

/** Title ids and asset ids follow the title's number: unique, stable, and never a short number. */
const TITLE_ID_BASE = 100_000;
const ASSET_ID_BASE = 4_000_000;
export const titleIdOf = (n: number) => String(TITLE_ID_BASE + n);
export const hdAssetOf = (n: number) => ASSET_ID_BASE + 2 * n;
export const sdAssetOf = (n: number) => ASSET_ID_BASE + 2 * n + 1;
/** The title number that carries EXCLUDED_VOD_ASSET_ID as its SD asset. */
const EXCLUDED_TITLE_NUMBER = (EXCLUDED_VOD_ASSET_ID - ASSET_ID_BASE - 1) / 2;

/**
 * Ids every demo database has, for tests and the attack suites: title 1 is always a visible movie
 * with HD and SD assets, filed under Movies.
 */
export const VOD_DEMO_SAMPLE = {
  titleId: titleIdOf(1),
  hdAsset: hdAssetOf(1),
  sdAsset: sdAssetOf(1),
  menuId: MENU.movies,
} as const;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const MOVIE_RATINGS = [
  ['G', 8],
  ['PG', 20],
  ['PG-13', 32],
  ['R', 30],
  ['NR', 8],
  ['NC-17', 2],
] as const;
const KIDS_RATINGS = [
  ['TV-Y', 5],
  ['TV-Y7', 5],
  ['TV-G', 3],
] as const;
const SERIES_RATINGS = [
  ['TV-G', 10],
  ['TV-PG', 35],
  ['TV-14', 40],
  ['TV-MA', 15],
] as const;

interface Ctx {
  rng: Prng;
  now: number;
  year: number;
  people: { actors: string[]; directors: string[] };
}

/** Offer end, added date and price facts shared by movies and episodes. */
function offerFacts(ctx: Ctx) {
  const { rng, now } = ctx;
  // Mostly months ahead; some on their last chance; a few already past their day of grace.
  const endIn = rng.weighted([
    [rng.int(30, 240), 90],
    [rng.int(1, 13), 8],
    [-rng.int(3, 30), 2],
  ] as const);
  const addedAgo = rng.weighted([
    [rng.int(15, 400), 94],
    [rng.int(0, 13), 6],
  ] as const);
  return {
    offerEndDate: isoDay(now + endIn * DAY_MS),
    addedAt: now - addedAgo * DAY_MS - rng.int(0, DAY_MS - 1),
  };
}

function indicators(rng: Prng, isNew: boolean): number {
  let bits = isNew ? VodIndicator.new : 0;
  if (rng.chance(0.4)) bits |= VodIndicator.dolby;
  if (rng.chance(0.25)) bits |= VodIndicator.sap;
  if (rng.chance(0.9)) bits |= VodIndicator.closedCaptions;
  return bits;
}

function movie(ctx: Ctx, n: number, plan: ReturnType<typeof fixedMenus>): CatalogueTitle {
  const { rng, year } = ctx;
  const genres = rng.sample(
    MOVIE_GENRES,
    rng.weighted([
      [1, 4],
      [2, 5],
      [3, 2],
    ] as const),
  );
  const firstGenre = genres[0] ?? 'Drama';
  const title = movieTitle(rng);
  const releaseYear =
    year -
    rng.weighted([
      [rng.int(0, 1), 15],
      [rng.int(2, 10), 45],
      [rng.int(11, 45), 40],
    ] as const);
  const family = genres.includes('Family') || genres.includes('Animation');
  let rating: string = family ? rng.pick(['G', 'PG']) : rng.weighted(MOVIE_RATINGS);
  const hasHd = n === 1 || rng.chance(0.78);
  const hasSd = n === 1 || n === EXCLUDED_TITLE_NUMBER || !hasHd || rng.chance(0.9);
  if (n === 1) rating = 'PG-13';
  const free = n !== 1 && rng.chance(0.12);
  const newRelease = releaseYear >= year - 1;
  const price = free ? 0 : newRelease ? rng.pick([599, 699]) : rng.pick([299, 399, 499]);
  const facts = offerFacts(ctx);
  const titleId = titleIdOf(n);
  const menuIds = [MENU.movies, ...genres.map((g) => plan.genreMenus[g] ?? MENU.movies)];
  const az = plan.azMenus[moviesAzGroup(sortTitleOf(title))];
  if (az) menuIds.push(az);
  if (newRelease) menuIds.push(MENU.newReleases);
  if (free) menuIds.push(MENU.freeMovies);
  if (family && (rating === 'G' || rating === 'PG')) menuIds.push(MENU.kids);
  if (rating === 'NC-17') menuIds.push(rng.pick([MENU.adultAfterHours, MENU.adultCollections]));
  const hasArt = n === 1 || rng.chance(0.97);
  return {
    titleId,
    tmsId: `MV${String(n).padStart(8, '0')}`,
    tmsTitle: title,
    title,
    episodeTitle: null,
    seriesInd: 0,
    showType: 'Movie',
    seriesMenuId: null,
    seasonNumber: null,
    episodeNumber: null,
    hdAsset: hasHd ? hdAssetOf(n) : null,
    sdAsset: hasSd ? sdAssetOf(n) : null,
    priceCents: price,
    offerEndDate: n === 1 ? isoDay(ctx.now + 365 * DAY_MS) : facts.offerEndDate,
    rentalPeriodSeconds: free ? 7 * 86_400 : rng.pick([86_400, 172_800]),
    durationMinutes: rng.int(82, 165),
    rating,
    starRatingHalves: rng.chance(0.85) ? rng.int(2, 8) : null,
    indicators: indicators(rng, newRelease),
    genres,
    directors: rng.sample(
      ctx.people.directors,
      rng.weighted([
        [1, 9],
        [2, 1],
      ] as const),
    ),
    actors: rng.sample(ctx.people.actors, rng.int(3, 6)),
    releaseYear,
    callsign: null,
    csslogo: null,
    network: null,
    imageName: hasArt ? `t${titleId}` : null,
    imageFlags: hasArt ? ImageFlag.desktop | ImageFlag.mobile : 0,
    menuId: plan.genreMenus[firstGenre] ?? MENU.movies,
    menuIds: [...new Set(menuIds)],
    description: description(rng),
    addedAt: n === 1 ? ctx.now - 30 * DAY_MS : facts.addedAt,
    popularity: n === 1 ? 1_000_000 : Math.floor(900_000 * rng.next() ** 3),
  };
}

/** Makes one series and its episodes, numbered from `firstNumber`, at most `budget` of them. */
function series(
  ctx: Ctx,
  s: number,
  firstNumber: number,
  budget: number,
  plan: ReturnType<typeof fixedMenus>,
) {
  const { rng, year } = ctx;
  const genre = rng.pick(SERIES_GENRES);
  const network = genre === 'Kids' ? NETWORKS[4] : genre === 'Sports' ? NETWORKS[6] : rng.pick(NETWORKS);
  const networkMenuId = plan.networkMenus[network.callsign] ?? MENU.tv;
  const isTv = rng.chance(0.5);
  const menuId = isTv ? `SH${String(s).padStart(8, '0')}` : String(300_000 + s);
  const title = seriesTitle(rng, genre);
  const actors = rng.sample(ctx.people.actors, rng.int(4, 8));
  const directors = rng.sample(ctx.people.directors, rng.int(2, 4));
  const hasHd = rng.chance(0.85);
  const kids = genre === 'Kids';
  const rating = kids ? rng.weighted(KIDS_RATINGS) : rng.weighted(SERIES_RATINGS);
  const long = rng.chance(0.5);
  const seasons = rng.int(1, 5);
  const firstYear = year - rng.int(0, 12);
  const popularity = Math.floor(700_000 * rng.next() ** 2);
  const meta: CatalogueSeries = {
    menuId,
    tmsSeriesId: `SH${String(s).padStart(8, '0')}`,
    title,
    description: description(rng),
    genres: [genre],
    actors,
    directors,
    qualifiers: QUALIFIERS.filter(() => rng.chance(0.6)),
    imageName: `s${menuId}`,
    network: network.name,
    callsign: network.callsign,
  };
  const episodes: CatalogueTitle[] = [];
  for (let season = 1; season <= seasons && episodes.length < budget; season++) {
    const count = rng.int(6, 13);
    for (let e = 1; e <= count && episodes.length < budget; e++) {
      const n = firstNumber + episodes.length;
      const free = rng.chance(0.6);
      const facts = offerFacts(ctx);
      const epTitle = episodeTitle(rng, e, e === count);
      const releaseYear = Math.min(year, firstYear + season - 1);
      episodes.push({
        titleId: titleIdOf(n),
        tmsId: `EP${String(s).padStart(6, '0')}${String(season * 100 + e).padStart(4, '0')}`,
        tmsTitle: title,
        title,
        episodeTitle: epTitle,
        seriesInd: 1,
        showType: 'Episode',
        seriesMenuId: menuId,
        seasonNumber: season,
        episodeNumber: e,
        hdAsset: hasHd ? hdAssetOf(n) : null,
        sdAsset: !hasHd || n === EXCLUDED_TITLE_NUMBER || rng.chance(0.9) ? sdAssetOf(n) : null,
        priceCents: free ? 0 : rng.pick([199, 299]),
        offerEndDate: facts.offerEndDate,
        rentalPeriodSeconds: free ? 7 * 86_400 : 86_400,
        durationMinutes: long ? rng.int(42, 58) : rng.int(21, 24),
        rating,
        starRatingHalves: null,
        indicators: indicators(rng, releaseYear === year),
        genres: [genre],
        directors: [rng.pick(directors)],
        actors,
        releaseYear,
        callsign: network.callsign,
        csslogo: `logo-${network.callsign.toLowerCase()}`,
        network: network.name,
        imageName: `t${titleIdOf(n)}`,
        imageFlags: ImageFlag.desktop | ImageFlag.mobile | (isTv ? ImageFlag.linear : 0),
        menuId,
        menuIds: kids ? [menuId, networkMenuId, MENU.kids] : [menuId, networkMenuId],
        description: description(rng),
        addedAt: facts.addedAt,
        popularity: Math.floor(popularity * (0.5 + rng.next())),
      });
    }
  }
  return { menu: seriesMenu(menuId, title, networkMenuId), meta, episodes };
}

/**
 * A deterministic catalogue of `titles` movies and episodes laid out around `now`: about 70%
 * movies, the rest episodes of series on invented networks, with menus, ribbons and top picks.
 * 3,000 titles make the demo; 100,000 the benchmark.
 */
export function generateCatalogue(opts: { titles: number; now: number }): Catalogue {
  const rng = new Prng(SEED);
  const { menus, genreMenus, azMenus, networkMenus } = fixedMenus();
  const plan = { menus, genreMenus, azMenus, networkMenus };
  const pool = peoplePool(rng, Math.max(120, Math.round(opts.titles / 4)));
  const directorCount = Math.max(20, Math.round(pool.length * 0.15));
  const ctx: Ctx = {
    rng,
    now: opts.now,
    year: new Date(opts.now).getUTCFullYear(),
    people: { directors: pool.slice(0, directorCount), actors: pool.slice(directorCount) },
  };
  const total = Math.max(1, Math.floor(opts.titles));
  const episodeBudget = Math.floor(total * 0.3);
  const movieCount = total - episodeBudget;
  const titles: CatalogueTitle[] = [];
  for (let n = 1; n <= movieCount; n++) titles.push(movie(ctx, n, plan));
  const seriesList: CatalogueSeries[] = [];
  for (let s = 1; titles.length < total; s++) {
    const made = series(ctx, s, titles.length + 1, total - titles.length, plan);
    menus.push(made.menu);
    seriesList.push(made.meta);
    titles.push(...made.episodes);
  }
  const { ribbons, topPicks } = planShelves(titles, { now: opts.now, genreMenus, networkMenus });
  return { menus, titles, series: seriesList, ribbons, topPicks, genreMenus, spanish: spanishNames() };
}
