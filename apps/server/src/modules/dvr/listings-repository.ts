import type { Kysely, Transaction } from 'kysely';
import { isMovieProgram, isNewAiring, qualitiesFromText, type SeriesAiring } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import { airingColumns, type AiringRow as GuideAiringRow } from '../guide/index.ts';

export type Db = Kysely<Database> | Transaction<Database>;

/** One airing from the listings (migration 0008), with what a recording copies from it. */
export interface ListedAiring extends SeriesAiring {
  channelId: number;
  channelNumber: number;
  title: string;
  episodeTitle: string | null;
  isMovie: boolean;
  isHd: boolean;
}

/** The guide's airing columns, plus the channel a recording copies. */
function airingsQuery(db: Db) {
  return db
    .selectFrom('guide_airings as a')
    .innerJoin('guide_programs as p', 'p.program_id', 'a.program_id')
    .innerJoin('guide_channels as c', 'c.channel_id', 'a.channel_id')
    .select((eb) => [
      ...airingColumns,
      'c.callsign',
      'c.is_hd',
      eb
        .selectFrom('guide_lineup_channels as lc')
        .select((e) => e.fn.min('lc.channel_number').as('n'))
        .whereRef('lc.channel_id', '=', 'a.channel_id')
        .as('channel_number'),
    ]);
}

type AiringRow = GuideAiringRow & { callsign: string; is_hd: number; channel_number: number | null };

function toAiring(r: AiringRow): ListedAiring {
  return {
    eventId: String(r.event_id),
    programId: String(r.program_id),
    seriesId: r.series_id,
    callsign: r.callsign,
    start: Number(r.start_ms),
    end: Number(r.end_ms),
    isNew: r.is_new === 1 || isNewAiring(qualitiesFromText(r.qualities)),
    channelId: r.channel_id,
    channelNumber: Number(r.channel_number ?? 0),
    title: r.title,
    episodeTitle: r.episode_title,
    isMovie: isMovieProgram(r.show_type),
    isHd: r.is_hd === 1,
  };
}

/** The airing on a channel that starts at `start` (call_sign + start_time), if any. */
export async function findAiring(db: Db, callsign: string, start: number): Promise<ListedAiring | null> {
  const row = await airingsQuery(db)
    .where('c.callsign', '=', callsign)
    .where('a.start_ms', '=', start)
    .executeTakeFirst();
  return row ? toAiring(row) : null;
}

/** Airings of a series on one channel from `from` on (for a series rule). */
export async function seriesAirings(
  db: Db,
  seriesId: string,
  callsign: string,
  from: number,
): Promise<ListedAiring[]> {
  const rows = await airingsQuery(db)
    .where('p.series_id', '=', seriesId)
    .where('c.callsign', '=', callsign)
    .where('a.end_ms', '>', from)
    .orderBy('a.start_ms')
    .execute();
  return rows.map(toAiring);
}

/** Later airings of the same program on any channel (a conflict's "another airing" choice). */
export async function programAirings(
  db: Db,
  programId: string,
  from: number,
  limit = 10,
): Promise<ListedAiring[]> {
  if (!/^\d{1,15}$/.test(programId)) return [];
  const rows = await airingsQuery(db)
    .where('a.program_id', '=', Number(programId))
    .where('a.start_ms', '>', from)
    .orderBy('a.start_ms')
    .limit(limit)
    .execute();
  return rows.map(toAiring);
}

/** Series ids with airings starting in [from, to): which rules a listings load concerns. */
export async function seriesWithAirings(db: Db, from: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('guide_airings as a')
    .innerJoin('guide_programs as p', 'p.program_id', 'a.program_id')
    .select('p.series_id')
    .distinct()
    .where('a.end_ms', '>', from)
    .where('p.series_id', 'is not', null)
    .execute();
  return new Set(rows.flatMap((r) => (r.series_id ? [r.series_id] : [])));
}

/** Whether the account's TV package carries the channel (seed 001 §8 "Not Authorized to Record"). */
export async function receivesChannel(db: Db, accountNumber: string, channelId: number): Promise<boolean> {
  const row = await db
    .selectFrom('account_guide_packages as ap')
    .innerJoin('guide_package_channels as pc', 'pc.package_id', 'ap.package_id')
    .select('pc.channel_id')
    .where('ap.account_number', '=', accountNumber)
    .where('pc.channel_id', '=', channelId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The art of recorded programs (seed 001 §3 thumbUrl, ImageList): their image names, by program
 * id, for those whose listings name one.
 */
export async function programImages(db: Db, programIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(programIds)].filter((id) => /^\d{1,15}$/.test(id)).map(Number);
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('guide_programs')
    .select(['program_id', 'image_name'])
    .where('program_id', 'in', ids)
    .where('image_name', 'is not', null)
    .where('image_flags', '!=', 0)
    .execute();
  return new Map(rows.flatMap((r) => (r.image_name ? [[String(r.program_id), r.image_name]] : [])));
}
