import type { Kysely } from 'kysely';
import { DEFAULT_HUB_ID, GUIDE_LISTING_DAYS } from '@coax/domain';
import type { Database } from '../../schema.ts';
import {
  generateListings,
  type KnownEpisode,
  type KnownMovie,
  type KnownSeries,
  type Listings,
} from './generate.ts';

/** Channels in the demo line-up: a few hundred, seeded in a few seconds. */
export const DEMO_GUIDE_CHANNELS = 200;
/** Channels in a test database: every suite seeds listings, so a handful keeps them quick. */
export const TEST_GUIDE_CHANNELS = 12;
/** Days of listings in a test database: today and tomorrow. */
export const TEST_GUIDE_DAYS = 2;

/** The hub 105 line-ups: SD (channels without HD) and HD (every channel). Ids match the demo accounts. */
export const SD_LINEUP_ID = 1;
export const HD_LINEUP_ID = 101;

/** Demo TV packages by account (issue 7: jsmith full, mgarcia basic HD, netonly none). */
const ACCOUNT_PACKAGES: ReadonlyArray<readonly [string, string]> = [
  ['781245006201', 'full'],
  ['781245006302', 'basic'],
  ['781245006403', 'business'],
  ['781245006504', 'standard'],
  ['781245006807', 'standard'],
  ['781245007110', 'basic'],
];

const BATCH = 500;

async function insertBatched<T>(rows: readonly T[], write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

/**
 * Writes generated listings: the two hub 105 line-ups, channels, line-up order, programs,
 * airings and the packages (basic, standard, full, premium with the add-ons, business).
 */
export async function writeListings(db: Kysely<Database>, listings: Listings): Promise<void> {
  const { channels, programs, airings } = listings;
  await db
    .insertInto('guide_lineups')
    .values([
      { lineup_id: SD_LINEUP_ID, hub_id: DEFAULT_HUB_ID, is_hd: 0, name: 'Hub 105 SD' },
      { lineup_id: HD_LINEUP_ID, hub_id: DEFAULT_HUB_ID, is_hd: 1, name: 'Hub 105 HD' },
    ])
    .execute();
  await insertBatched(channels, (b) =>
    db
      .insertInto('guide_channels')
      .values(
        b.map((c) => ({
          channel_id: c.channelId,
          callsign: c.callsign,
          name: c.name,
          is_hd: c.isHd ? 1 : 0,
          logo: c.logo,
        })),
      )
      .execute(),
  );
  const byNumber = [...channels].sort((a, b) => a.number - b.number);
  let hdPos = 0;
  const hdRows = byNumber.map((c, position) => ({
    lineup_id: HD_LINEUP_ID,
    channel_id: c.channelId,
    position,
    hd_position: c.isHd ? hdPos++ : null,
    channel_number: c.number,
  }));
  const sdRows = byNumber
    .filter((c) => !c.isHd)
    .map((c, position) => ({
      lineup_id: SD_LINEUP_ID,
      channel_id: c.channelId,
      position,
      hd_position: null,
      channel_number: c.number,
    }));
  await insertBatched([...hdRows, ...sdRows], (b) =>
    db.insertInto('guide_lineup_channels').values(b).execute(),
  );
  await insertBatched(programs, (b) =>
    db
      .insertInto('guide_programs')
      .values(
        b.map((p) => ({
          program_id: p.programId,
          tms_id: p.tmsId,
          series_id: p.seriesId,
          title: p.title,
          episode_title: p.episodeTitle,
          description: p.description,
          show_type: p.showType,
          season_number: p.seasonNumber,
          episode_number: p.episodeNumber,
          release_year: p.releaseYear,
          tv_rating_code: p.tvRatingCode,
          critic_rating: p.criticRating,
          star_rating: p.starRating,
          genres: p.genres.join('|'),
          actors: p.actors.join('|'),
          directors: p.directors.join('|'),
          image_name: p.imageName,
          image_flags: p.imageFlags,
          duration_minutes: p.durationMinutes,
          watch_rank: p.watchRank,
          best_bet: p.bestBet ? 1 : 0,
        })),
      )
      .execute(),
  );
  await insertBatched(airings, (b) =>
    db
      .insertInto('guide_airings')
      .values(
        b.map((a) => ({
          event_id: a.eventId,
          channel_id: a.channelId,
          program_id: a.programId,
          start_ms: a.start,
          end_ms: a.end,
          qualities: a.qualities.join(','),
          is_new: a.isNew ? 1 : 0,
        })),
      )
      .execute(),
  );

  const regular = byNumber.filter((c) => !c.addOn);
  const packages: Record<string, number[]> = {
    basic: regular.slice(0, Math.ceil(regular.length * 0.3)).map((c) => c.channelId),
    standard: regular.slice(0, Math.ceil(regular.length * 0.7)).map((c) => c.channelId),
    full: regular.map((c) => c.channelId),
    premium: byNumber.map((c) => c.channelId),
    business: byNumber.filter((c) => c.format === 'news' || c.format === 'sports').map((c) => c.channelId),
  };
  const names: Record<string, string> = {
    basic: 'Basic',
    standard: 'Standard',
    full: 'Full',
    premium: 'Premium',
    business: 'Business',
  };
  await db
    .insertInto('guide_packages')
    .values(Object.keys(packages).map((id) => ({ package_id: id, name: names[id] ?? id })))
    .execute();
  const pairs = Object.entries(packages).flatMap(([package_id, ids]) =>
    ids.map((channel_id) => ({ package_id, channel_id })),
  );
  await insertBatched(pairs, (b) => db.insertInto('guide_package_channels').values(b).execute());
}

/** The on-demand TV series (menu ids SH…) with their episodes: the listings carry some, so their pages show airings. */
async function knownSeries(db: Kysely<Database>): Promise<KnownSeries[]> {
  const rows = await db
    .selectFrom('vod_series')
    .select(['menu_id', 'tms_series_id', 'title', 'genres'])
    .where('menu_id', 'like', 'SH%')
    .orderBy('menu_id')
    .execute();
  const episodes = await db
    .selectFrom('vod_titles')
    .select(['series_menu_id', 'tms_id', 'episode_title', 'season_number', 'episode_number', 'description'])
    .where('series_menu_id', 'like', 'SH%')
    .where('season_number', 'is not', null)
    .where('episode_number', 'is not', null)
    .orderBy('series_menu_id')
    .orderBy('season_number')
    .orderBy('episode_number')
    .execute();
  const bySeries = new Map<string, KnownEpisode[]>();
  for (const e of episodes) {
    if (e.series_menu_id === null || e.season_number === null || e.episode_number === null) continue;
    const list = bySeries.get(e.series_menu_id) ?? [];
    list.push({
      tmsId: e.tms_id,
      episodeTitle: e.episode_title,
      seasonNumber: e.season_number,
      episodeNumber: e.episode_number,
      description: e.description,
    });
    bySeries.set(e.series_menu_id, list);
  }
  return rows.map((r) => ({
    tmsSeriesId: r.tms_series_id,
    title: r.title,
    genre: r.genres.split('|')[0] ?? 'Drama',
    episodes: bySeries.get(r.menu_id) ?? [],
  }));
}

/** The movies the movie channels take from the catalogue: the most popular, of the guide's movie ratings. */
const KNOWN_MOVIES = 40;
const isMovieRating = (r: string): r is KnownMovie['rating'] => r === 'PG' || r === 'PG-13' || r === 'R';

/** The catalogue's most popular movies rated PG, PG-13 or R: the movie channels air them too. */
async function knownMovies(db: Kysely<Database>): Promise<KnownMovie[]> {
  const rows = await db
    .selectFrom('vod_titles')
    .select([
      'tms_id',
      'title',
      'description',
      'release_year',
      'genres',
      'actors',
      'directors',
      'rating',
      'duration_minutes',
    ])
    .where('series_ind', '=', 0)
    .where('rating', 'in', ['PG', 'PG-13', 'R'])
    .orderBy('pop_rank')
    .limit(KNOWN_MOVIES)
    .execute();
  return rows.flatMap((r) =>
    isMovieRating(r.rating)
      ? [
          {
            tmsId: r.tms_id,
            title: r.title,
            description: r.description,
            releaseYear: r.release_year,
            genres: r.genres.split('|').filter(Boolean),
            actors: r.actors.split('|').filter(Boolean),
            directors: r.directors.split('|').filter(Boolean),
            rating: r.rating,
            durationMinutes: r.duration_minutes,
          },
        ]
      : [],
  );
}

/** Demo listings relative to `now`, with the demo accounts' packages. Runs after the VOD seed. */
export async function seedListings(
  db: Kysely<Database>,
  now: number,
  channels = DEMO_GUIDE_CHANNELS,
  days = GUIDE_LISTING_DAYS,
): Promise<void> {
  const catalogue = { series: await knownSeries(db), movies: await knownMovies(db) };
  await writeListings(db, generateListings(now, channels, days, catalogue));
  const accounts = new Set(
    (await db.selectFrom('accounts').select('account_number').execute()).map((a) => a.account_number),
  );
  const rows = ACCOUNT_PACKAGES.filter(([a]) => accounts.has(a)).map(([account_number, package_id]) => ({
    account_number,
    package_id,
  }));
  if (rows.length > 0) await db.insertInto('account_guide_packages').values(rows).execute();
}
