import { isNewAiring, MAX_AIRING_MS, normalizeQualities } from '@coax/domain';
import { DAY } from '../../../platform/clock.ts';
import { description, episodeTitle, movieTitle, peoplePool, seriesTitle } from '../vod/names.ts';
import { Prng } from '../vod/prng.ts';
import { generateChannels, type ChannelFormat, type GeneratedChannel } from './channels.ts';

/**
 * Seeded event ids are channelId x 10 000 + the airing's place on its channel: this one exists in
 * freshly seeded listings. Repeats added later by the listings roll take ids above any in use.
 */
export const LISTINGS_SAMPLE_EVENT_ID = 10_000;

export interface GeneratedProgram {
  programId: number;
  tmsId: string;
  seriesId: string | null;
  title: string;
  episodeTitle: string | null;
  description: string;
  showType: string;
  seasonNumber: number | null;
  episodeNumber: number | null;
  releaseYear: number | null;
  tvRatingCode: number | null;
  criticRating: string | null;
  starRating: number | null;
  genres: string[];
  actors: string[];
  directors: string[];
  imageName: string | null;
  imageFlags: number;
  durationMinutes: number;
  watchRank: number | null;
  bestBet: boolean;
}

export interface GeneratedAiring {
  eventId: number;
  channelId: number;
  programId: number;
  start: number;
  end: number;
  qualities: string[];
  isNew: boolean;
}

export interface Listings {
  channels: GeneratedChannel[];
  programs: GeneratedProgram[];
  airings: GeneratedAiring[];
  from: number;
  until: number;
}

/** An on-demand episode the listings air as it is in the catalogue (same tms id, title, number). */
export interface KnownEpisode {
  tmsId: string;
  episodeTitle: string | null;
  seasonNumber: number;
  episodeNumber: number;
  description: string;
}

/** A series the listings should carry, e.g. an on-demand TV series (its airings fill linearData). */
export interface KnownSeries {
  tmsSeriesId: string;
  title: string;
  genre: string;
  /** its on-demand episodes, in season and episode order: the ones the channel airs */
  episodes?: readonly KnownEpisode[];
}

/** An on-demand movie a movie channel airs too, so its title page and program page link each other. */
export interface KnownMovie {
  tmsId: string;
  title: string;
  description: string;
  releaseYear: number;
  genres: string[];
  actors: string[];
  directors: string[];
  /** the rating as the catalogue writes it: PG, PG-13 or R */
  rating: 'PG' | 'PG-13' | 'R';
  durationMinutes: number;
}

/** What the listings take from the on-demand catalogue. */
export interface KnownCatalogue {
  series?: readonly KnownSeries[];
  movies?: readonly KnownMovie[];
}

/** A series channel airs at most this many of a known series' episodes (as many as an invented one). */
const KNOWN_EPISODES_MAX = 16;
/** Movie channels air this many of the catalogue's movies each, while there are some left. */
const KNOWN_MOVIES_PER_CHANNEL = 3;
/** Ratings map codes (seed 001 §9) of the movie ratings the catalogue shares with the guide. */
const MOVIE_RATING_CODES: Record<KnownMovie['rating'], number> = { PG: 8, 'PG-13': 9, R: 10 };

const FORMAT_GENRES: Record<ChannelFormat, string[]> = {
  news: ['News'],
  movies: ['Drama', 'Comedy', 'Action', 'Thriller', 'Romance', 'Science Fiction'],
  kids: ['Kids', 'Animation'],
  sports: ['Sports'],
  entertainment: ['Drama', 'Comedy', 'Crime', 'Reality'],
  lifestyle: ['Cooking', 'Home and Garden', 'Travel', 'Reality'],
};
/** Ratings map codes (seed 001 §9): TV-Y 1, TV-Y7 2, TV-G 3, TV-PG 4, TV-14 5, TV-MA 6, PG 8, PG-13 9, R 10. */
const FORMAT_RATINGS: Record<ChannelFormat, number[]> = {
  news: [3],
  movies: [8, 9, 10, 9],
  kids: [1, 2, 3],
  sports: [3],
  entertainment: [4, 5, 5, 6],
  lifestyle: [3, 4],
};

/** Programs per channel: a pool of series and movies the schedule draws from. */
interface Pool {
  series: Array<{
    seriesId: string;
    title: string;
    genre: string;
    minutes: number;
    episodes: GeneratedProgram[];
  }>;
  movies: GeneratedProgram[];
}

/**
 * Deterministic listings: `channelCount` channels with `days` days of airings from the start of
 * `now`'s UTC day. Believable invented programs: news in hour blocks, movies of 90-150 minutes,
 * series in 30 or 60 minute slots with numbered episodes (some new), sports events.
 */
export function generateListings(
  now: number,
  channelCount: number,
  days: number,
  catalogue: KnownCatalogue = {},
  seed = 7001,
): Listings {
  const known = catalogue.series ?? [];
  const knownMovies = catalogue.movies ?? [];
  const rng = new Prng(seed);
  const channels = generateChannels(rng, channelCount);
  const people = peoplePool(rng, 400);
  const programs: GeneratedProgram[] = [];
  const airings: GeneratedAiring[] = [];
  const from = Math.floor(now / DAY) * DAY;
  const until = from + days * DAY;
  let nextProgramId = 1;
  let seriesSeq = 50_000_000;
  let knownIndex = 0;
  let knownMovieIndex = 0;

  const newProgram = (p: Omit<GeneratedProgram, 'programId' | 'watchRank' | 'bestBet'>): GeneratedProgram => {
    const program: GeneratedProgram = { ...p, programId: nextProgramId++, watchRank: null, bestBet: false };
    programs.push(program);
    return program;
  };

  const poolFor = (ch: GeneratedChannel): Pool => {
    const pool: Pool = { series: [], movies: [] };
    const genres = FORMAT_GENRES[ch.format];
    const seriesCount = ch.format === 'movies' ? 2 : ch.format === 'news' ? 3 : 6;
    for (let s = 0; s < seriesCount; s++) {
      const genre = rng.pick(genres);
      const adopt =
        ch.format === 'entertainment' || ch.format === 'lifestyle' ? known[knownIndex] : undefined;
      if (adopt) knownIndex++;
      const seriesId = adopt?.tmsSeriesId ?? `SH${String(seriesSeq++).padStart(8, '0')}`;
      const title =
        adopt?.title ??
        (ch.format === 'news'
          ? `${ch.name.replace(/ HD$/, '')} ${rng.pick(['Tonight', 'Live', 'This Morning', 'Report'])}`
          : seriesTitle(rng, genre));
      const minutes = ch.format === 'news' ? 60 : ch.format === 'kids' ? 30 : rng.pick([30, 60, 60]);
      const rating = rng.pick(FORMAT_RATINGS[ch.format]);
      const cast = rng.sample(people, 4);
      const season = rng.int(1, 6);
      const episodes: GeneratedProgram[] = [];
      const invented = ch.format === 'news' ? 1 : rng.int(8, 16);
      // A known series airs its on-demand episodes as the catalogue has them (issue 23 item 5:
      // On Demand and TV agree on the same episode's title and number).
      const airs = adopt?.episodes?.length ? adopt.episodes.slice(0, KNOWN_EPISODES_MAX) : null;
      const episodeCount = airs ? airs.length : invented;
      for (let e = 1; e <= episodeCount; e++) {
        const news = ch.format === 'news';
        const same = airs?.[e - 1];
        episodes.push(
          newProgram({
            tmsId: same?.tmsId ?? `EP${seriesId.slice(2)}${String(season * 100 + e).padStart(4, '0')}`,
            seriesId,
            title,
            episodeTitle: same ? same.episodeTitle : news ? null : episodeTitle(rng, e, e === episodeCount),
            description: same?.description ?? description(rng),
            showType: news ? 'NEWS' : 'SERIES',
            seasonNumber: same?.seasonNumber ?? (news ? null : season),
            episodeNumber: same?.episodeNumber ?? (news ? null : e),
            releaseYear: null,
            tvRatingCode: rating,
            criticRating: null,
            starRating: null,
            genres: adopt ? [adopt.genre] : [genre],
            actors: news ? [] : cast,
            directors: [],
            imageName: `linear-${seriesId.toLowerCase()}`,
            imageFlags: rng.chance(0.3) ? 7 : 6,
            durationMinutes: minutes,
          }),
        );
      }
      pool.series.push({ seriesId, title, genre, minutes, episodes });
    }
    const movieCount = ch.format === 'movies' ? 24 : ch.format === 'news' || ch.format === 'kids' ? 0 : 4;
    for (let m = 0; m < movieCount; m++) {
      const id = nextProgramId;
      const same =
        ch.format === 'movies' && m < KNOWN_MOVIES_PER_CHANNEL ? knownMovies[knownMovieIndex] : undefined;
      if (same) {
        knownMovieIndex++;
        pool.movies.push(knownMovieProgram(newProgram, same, id));
        continue;
      }
      pool.movies.push(
        newProgram({
          tmsId: `MV${String(10_000_000 + id).padStart(8, '0')}0000`,
          seriesId: null,
          title: movieTitle(rng),
          episodeTitle: null,
          description: description(rng),
          showType: rng.chance(0.85) ? 'FEATURE FILM' : 'TV MOVIE',
          seasonNumber: null,
          episodeNumber: null,
          releaseYear: rng.int(1968, 2025),
          tvRatingCode: rng.pick(FORMAT_RATINGS.movies),
          criticRating: rng.pick(['PG', 'PG-13', 'R']),
          starRating: rng.int(1, 4),
          genres: rng.sample(FORMAT_GENRES.movies, 2),
          actors: rng.sample(people, 5),
          directors: rng.sample(people, 1),
          imageName: `linear-mv${id}`,
          imageFlags: 7,
          durationMinutes: rng.pick([90, 90, 120, 120, 150]),
        }),
      );
    }
    return pool;
  };

  for (const ch of channels) {
    const pool = poolFor(ch);
    const episodeCursor = new Map<string, number>();
    let t = from;
    let k = 0;
    const sportsTitle = `${rng.pick(['Pro', 'College', 'City'])} ${rng.pick(['Football', 'Basketball', 'Hockey', 'Soccer', 'Baseball'])}`;
    while (t < until) {
      const hour = new Date(t).getUTCHours();
      const prime = hour >= 0 && hour < 4; // 19:00-23:00 on the US east coast
      let program: GeneratedProgram;
      let minutes: number;
      let isNew = false;
      if (ch.format === 'sports' && rng.chance(0.35)) {
        minutes = rng.pick([120, 180, 180, 240]);
        program = newProgram({
          tmsId: `SP${String(20_000_000 + nextProgramId).padStart(8, '0')}0000`,
          seriesId: null,
          title: sportsTitle,
          episodeTitle: `${rng.pick(['Harbor', 'Summit', 'River', 'Metro', 'Canyon'])} vs. ${rng.pick(['Falcons', 'Comets', 'Pilots', 'Rangers', 'Tides'])}`,
          description: description(rng),
          showType: 'SPORTS EVENT',
          seasonNumber: null,
          episodeNumber: null,
          releaseYear: null,
          tvRatingCode: 3,
          criticRating: null,
          starRating: null,
          genres: ['Sports'],
          actors: [],
          directors: [],
          imageName: null,
          imageFlags: 0,
          durationMinutes: minutes,
        });
        isNew = true;
      } else if (
        pool.movies.length > 0 &&
        (ch.format === 'movies' ? rng.chance(0.8) : prime && rng.chance(0.3))
      ) {
        program = rng.pick(pool.movies);
        minutes = program.durationMinutes;
      } else {
        const s = rng.pick(pool.series);
        const cursor = episodeCursor.get(s.seriesId) ?? rng.int(0, s.episodes.length - 1);
        episodeCursor.set(s.seriesId, (cursor + 1) % s.episodes.length);
        const ep = s.episodes[cursor] ?? s.episodes[0];
        if (!ep) break;
        program = ep;
        minutes = s.minutes;
        isNew = ch.format === 'news' || (prime && rng.chance(0.4));
      }
      const start = t;
      const end = Math.min(t + Math.min(minutes * 60_000, MAX_AIRING_MS), until);
      const qualities = normalizeQualities([
        ...(ch.isHd ? ['HDTV', 'DD 5.1'] : []),
        'CC',
        'Stereo',
        ...(isNew ? ['New'] : program.seriesId ? ['Rerun'] : []),
        ...(rng.chance(0.15) ? ['SAP'] : []),
      ]);
      airings.push({
        eventId: ch.channelId * LISTINGS_SAMPLE_EVENT_ID + k,
        channelId: ch.channelId,
        programId: program.programId,
        start,
        end,
        qualities,
        isNew: isNewAiring(qualities),
      });
      k++;
      t = end;
    }
  }

  // Every program but the news gets a rank (the most aired first), standing in for a ratings
  // feed: "most watched now" ranks whatever is on at the moment asked, so there is always a list.
  // Best bets are a handful of well-rated movies and new series episodes.
  const counts = new Map<number, number>();
  for (const a of airings) counts.set(a.programId, (counts.get(a.programId) ?? 0) + 1);
  const ranked = programs
    .filter((p) => p.showType !== 'NEWS')
    .sort(
      (a, b) => (counts.get(b.programId) ?? 0) - (counts.get(a.programId) ?? 0) || a.programId - b.programId,
    );
  ranked.forEach((p, i) => (p.watchRank = i + 1));
  for (const p of programs) {
    if ((p.starRating ?? 0) >= 4 || (p.seriesId !== null && p.episodeNumber === 1)) p.bestBet = true;
  }
  return { channels, programs, airings, from, until };
}

/** A catalogue movie as the guide airs it: its tms id, title, year, genres and rating; slots of half an hour. */
function knownMovieProgram(
  newProgram: (p: Omit<GeneratedProgram, 'programId' | 'watchRank' | 'bestBet'>) => GeneratedProgram,
  movie: KnownMovie,
  id: number,
): GeneratedProgram {
  return newProgram({
    tmsId: movie.tmsId,
    seriesId: null,
    title: movie.title,
    episodeTitle: null,
    description: movie.description,
    showType: 'FEATURE FILM',
    seasonNumber: null,
    episodeNumber: null,
    releaseYear: movie.releaseYear,
    tvRatingCode: MOVIE_RATING_CODES[movie.rating],
    criticRating: movie.rating,
    starRating: null,
    genres: movie.genres.slice(0, 2),
    actors: movie.actors,
    directors: movie.directors,
    imageName: `linear-mv${id}`,
    imageFlags: 7,
    durationMinutes: Math.ceil(movie.durationMinutes / 30) * 30,
  });
}
