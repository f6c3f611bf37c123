import type { Kysely } from 'kysely';
import { MAX_AIRING_MS } from '@coax/domain';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export interface LineupRow {
  lineup_id: number;
  hub_id: number;
  is_hd: number;
}

export interface ChannelRow {
  channel_id: number;
  callsign: string;
  name: string;
  is_hd: number;
  logo: string | null;
  channel_number: number;
}

export interface AiringRow {
  event_id: number;
  channel_id: number;
  program_id: number;
  start_ms: number;
  end_ms: number;
  qualities: string;
  is_new: number;
  title: string;
  episode_title: string | null;
  show_type: string;
  tv_rating_code: number | null;
  series_id: string | null;
}

export const airingColumns = [
  'a.event_id',
  'a.channel_id',
  'a.program_id',
  'a.start_ms',
  'a.end_ms',
  'a.qualities',
  'a.is_new',
  'p.title',
  'p.episode_title',
  'p.show_type',
  'p.tv_rating_code',
  'p.series_id',
] as const;

const channelColumns = [
  'c.channel_id',
  'c.callsign',
  'c.name',
  'c.is_hd',
  'c.logo',
  'lc.channel_number',
] as const;

/** The line-up by id, or the hub's first line-up of that kind. */
export async function findLineup(
  db: Db,
  hubId: number,
  isHd: boolean,
  lineupId: number | null,
): Promise<LineupRow | undefined> {
  if (lineupId !== null) {
    const byId = await db
      .selectFrom('guide_lineups')
      .select(['lineup_id', 'hub_id', 'is_hd'])
      .where('lineup_id', '=', lineupId)
      .executeTakeFirst();
    if (byId) return byId;
  }
  return db
    .selectFrom('guide_lineups')
    .select(['lineup_id', 'hub_id', 'is_hd'])
    .where('hub_id', '=', hubId)
    .where('is_hd', '=', isHd ? 1 : 0)
    .orderBy('lineup_id')
    .limit(1)
    .executeTakeFirst();
}

/** Every channel of a line-up in order. */
export function lineupChannels(db: Db, lineupId: number): Promise<ChannelRow[]> {
  return db
    .selectFrom('guide_lineup_channels as lc')
    .innerJoin('guide_channels as c', 'c.channel_id', 'lc.channel_id')
    .select(channelColumns)
    .where('lc.lineup_id', '=', lineupId)
    .orderBy('lc.position')
    .execute();
}

/**
 * Channels [offset, offset + count) of a line-up, all or HD only: a range on the position
 * (or HD position) index, never an OFFSET scan.
 */
export function channelPage(
  db: Db,
  lineupId: number,
  hdOnly: boolean,
  offset: number,
  count: number,
): Promise<ChannelRow[]> {
  const pos = hdOnly ? ('lc.hd_position' as const) : ('lc.position' as const);
  return db
    .selectFrom('guide_lineup_channels as lc')
    .innerJoin('guide_channels as c', 'c.channel_id', 'lc.channel_id')
    .select(channelColumns)
    .where('lc.lineup_id', '=', lineupId)
    .where(pos, '>=', offset)
    .where(pos, '<', offset + count)
    .orderBy(pos)
    .execute();
}

export async function countChannels(db: Db, lineupId: number, hdOnly: boolean): Promise<number> {
  let q = db
    .selectFrom('guide_lineup_channels')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('lineup_id', '=', lineupId);
  if (hdOnly) q = q.where('hd_position', 'is not', null);
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Channels of a line-up by callsign, in line-up order. */
export function channelsByCallsign(
  db: Db,
  lineupId: number,
  callsigns: readonly string[],
): Promise<ChannelRow[]> {
  if (callsigns.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('guide_lineup_channels as lc')
    .innerJoin('guide_channels as c', 'c.channel_id', 'lc.channel_id')
    .select(channelColumns)
    .where('lc.lineup_id', '=', lineupId)
    .where('c.callsign', 'in', [...callsigns])
    .orderBy('lc.position')
    .execute();
}

/** Of these channels, the ones the account's package carries. */
export async function receivedChannelIds(
  db: Db,
  accountNumber: string,
  channelIds: readonly number[],
): Promise<Set<number>> {
  if (channelIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('account_guide_packages as ap')
    .innerJoin('guide_package_channels as pc', 'pc.package_id', 'ap.package_id')
    .select('pc.channel_id')
    .where('ap.account_number', '=', accountNumber)
    .where('pc.channel_id', 'in', [...channelIds])
    .execute();
  return new Set(rows.map((r) => r.channel_id));
}

/**
 * Airings of these channels overlapping [from, to). The start is bounded on both sides
 * (from - MAX_AIRING_MS < start < to), so each channel is one range on (channel_id, start_ms).
 */
export function windowAirings(
  db: Db,
  channelIds: readonly number[],
  from: number,
  to: number,
): Promise<AiringRow[]> {
  if (channelIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('guide_airings as a')
    .innerJoin('guide_programs as p', 'p.program_id', 'a.program_id')
    .select(airingColumns)
    .where('a.channel_id', 'in', [...channelIds])
    .where('a.start_ms', '>', from - MAX_AIRING_MS)
    .where('a.start_ms', '<', to)
    .where('a.end_ms', '>', from)
    .orderBy('a.channel_id')
    .orderBy('a.start_ms')
    .execute();
}

/** The first start and the last end of the listings, from the start index. */
export async function listingsSpan(db: Db): Promise<{ from: number | null; until: number | null }> {
  const [first, last] = await Promise.all([
    db.selectFrom('guide_airings').select('start_ms').orderBy('start_ms').limit(1).executeTakeFirst(),
    db.selectFrom('guide_airings').select('end_ms').orderBy('start_ms', 'desc').limit(1).executeTakeFirst(),
  ]);
  return { from: first?.start_ms ?? null, until: last?.end_ms ?? null };
}

/** One airing with its whole program. */
export function findEvent(db: Db, eventId: number) {
  return db
    .selectFrom('guide_airings as a')
    .innerJoin('guide_programs as p', 'p.program_id', 'a.program_id')
    .innerJoin('guide_channels as c', 'c.channel_id', 'a.channel_id')
    .selectAll('p')
    .select([
      'a.event_id',
      'a.channel_id',
      'a.start_ms',
      'a.end_ms',
      'a.qualities',
      'a.is_new',
      'c.callsign',
      'c.name as channel_name',
      'c.is_hd as channel_is_hd',
      'c.logo',
    ])
    .where('a.event_id', '=', eventId)
    .executeTakeFirst();
}
export type EventRow = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

export function eventExists(db: Db, eventId: number) {
  return db.selectFrom('guide_airings').select('event_id').where('event_id', '=', eventId).executeTakeFirst();
}

/** A channel's number in a line-up, or in any line-up when this one lacks it. */
export async function channelNumber(db: Db, lineupId: number, channelId: number): Promise<number | null> {
  const rows = await db
    .selectFrom('guide_lineup_channels')
    .select(['lineup_id', 'channel_number'])
    .where('channel_id', '=', channelId)
    .execute();
  return (rows.find((r) => r.lineup_id === lineupId) ?? rows[0])?.channel_number ?? null;
}

export interface OtherAiringRow {
  event_id: number;
  callsign: string;
  channel_number: number;
  start_ms: number;
  end_ms: number;
  is_hd: number;
  episode_title: string | null;
  season_number: number | null;
  episode_number: number | null;
}

function otherAirings(db: Db, lineupId: number) {
  return db
    .selectFrom('guide_airings as a')
    .innerJoin('guide_programs as p', 'p.program_id', 'a.program_id')
    .innerJoin('guide_channels as c', 'c.channel_id', 'a.channel_id')
    .innerJoin('guide_lineup_channels as lc', (j) =>
      j.onRef('lc.channel_id', '=', 'a.channel_id').on('lc.lineup_id', '=', lineupId),
    )
    .select([
      'a.event_id',
      'c.callsign',
      'lc.channel_number',
      'a.start_ms',
      'a.end_ms',
      'c.is_hd',
      'p.episode_title',
      'p.season_number',
      'p.episode_number',
    ]);
}

/** Later airings of the same program on the line-up, soonest first. */
export function moreAirings(
  db: Db,
  lineupId: number,
  programId: number,
  exceptEvent: number,
  after: number,
  limit: number,
): Promise<OtherAiringRow[]> {
  return otherAirings(db, lineupId)
    .where('a.program_id', '=', programId)
    .where('a.event_id', '!=', exceptEvent)
    .where('a.end_ms', '>', after)
    .orderBy('a.start_ms')
    .limit(limit)
    .execute();
}

/** Upcoming airings of the series' other episodes on the line-up, soonest first. */
export function seriesAirings(
  db: Db,
  lineupId: number,
  seriesId: string,
  exceptProgram: number | null,
  after: number,
  limit: number,
): Promise<OtherAiringRow[]> {
  let q = otherAirings(db, lineupId)
    .where('a.program_id', 'in', (eb) =>
      eb.selectFrom('guide_programs').select('program_id').where('series_id', '=', seriesId),
    )
    .where('a.end_ms', '>', after);
  if (exceptProgram !== null) q = q.where('a.program_id', '!=', exceptProgram);
  return q.orderBy('a.start_ms').limit(limit).execute();
}

/** Airings of the program with this tms id (an on-demand title's own airings) ending after `after`. */
export function programAirings(db: Db, lineupId: number, tmsId: string, after: number, limit: number) {
  return otherAirings(db, lineupId)
    .where('p.tms_id', '=', tmsId)
    .where('a.end_ms', '>', after)
    .orderBy('a.start_ms')
    .limit(limit)
    .execute();
}

/**
 * On-demand titles of the same program (the same tms id: this very episode or movie) first, then
 * the rest of the same series by popularity.
 */
export async function vodTitlesFor(db: Db, tmsId: string, seriesId: string | null, limit: number) {
  const same = await db
    .selectFrom('vod_titles')
    .select(['title_id', 'title', 'episode_title'])
    .where('tms_id', '=', tmsId)
    .orderBy('pop_rank')
    .limit(limit)
    .execute();
  if (seriesId === null || same.length >= limit) return same;
  const rest = await db
    .selectFrom('vod_titles')
    .select(['title_id', 'title', 'episode_title'])
    .where('tms_id', '!=', tmsId)
    .where(
      'series_menu_id',
      'in',
      db.selectFrom('vod_series').select('menu_id').where('tms_series_id', '=', seriesId),
    )
    .orderBy('pop_rank')
    .limit(limit - same.length)
    .execute();
  return [...same, ...rest];
}

export interface ListingRow extends AiringRow {
  callsign: string;
  channel_number: number;
  channel_is_hd: number;
  image_name: string | null;
  genres: string;
  watch_rank: number | null;
}

/** Airings on the line-up starting in [from, to) (or on at `from` with onAt), joined for lists. */
export function listingsBetween(db: Db, lineupId: number, from: number, to: number) {
  return db
    .selectFrom('guide_airings as a')
    .innerJoin('guide_programs as p', 'p.program_id', 'a.program_id')
    .innerJoin('guide_channels as c', 'c.channel_id', 'a.channel_id')
    .innerJoin('guide_lineup_channels as lc', (j) =>
      j.onRef('lc.channel_id', '=', 'a.channel_id').on('lc.lineup_id', '=', lineupId),
    )
    .select([
      ...airingColumns,
      'c.callsign',
      'lc.channel_number',
      'c.is_hd as channel_is_hd',
      'p.image_name',
      'p.genres',
      'p.watch_rank',
    ])
    .where('a.start_ms', '>=', from)
    .where('a.start_ms', '<', to);
}

export async function userRating(db: Db, userId: string, eventId: number): Promise<number | null> {
  const row = await db
    .selectFrom('guide_user_ratings')
    .select('rating')
    .where('user_id', '=', userId)
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return row?.rating ?? null;
}

export async function saveUserRating(
  db: Db,
  userId: string,
  eventId: number,
  rating: number,
  now: number,
): Promise<void> {
  await db
    .insertInto('guide_user_ratings')
    .values({ user_id: userId, event_id: eventId, rating, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'event_id']).doUpdateSet({ rating, updated_at: now }))
    .execute();
}
