import { sql, type Kysely, type Transaction } from 'kysely';
import { MAX_AIRING_MS } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { ChannelSpan, RepeatAiring, TemplateAiring } from './listings-roll-plan.ts';

/** The queries of the listings roll (`listings-roll.ts`): how far each channel reaches, and the repeats. */

type Db = Kysely<Database> | Transaction<Database>;

const INSERT_BATCH = 500;

/**
 * Each channel's first start and last end: two seeks per channel on (channel_id, start_ms), so
 * the check every pass makes costs the same however deep the listings are. Airings on a channel
 * do not overlap, so the last to start is the last to end.
 */
export async function channelSpans(db: Db): Promise<ChannelSpan[]> {
  const rows = await db
    .selectFrom('guide_channels as c')
    .select((eb) => [
      'c.channel_id',
      eb
        .selectFrom('guide_airings as a')
        .select('a.start_ms')
        .whereRef('a.channel_id', '=', 'c.channel_id')
        .orderBy('a.start_ms')
        .limit(1)
        .as('first'),
      eb
        .selectFrom('guide_airings as a')
        .select('a.end_ms')
        .whereRef('a.channel_id', '=', 'c.channel_id')
        .orderBy('a.start_ms', 'desc')
        .limit(1)
        .as('until'),
    ])
    .execute();
  return rows.flatMap((r) =>
    r.first === null || r.until === null
      ? []
      : [{ channelId: r.channel_id, first: Number(r.first), until: Number(r.until) }],
  );
}

/** Whether an airing ended before `cutoff`. After a prune only the airings running over it start before it. */
export async function anyEndedBefore(db: Db, cutoff: number): Promise<boolean> {
  const row = await db
    .selectFrom('guide_airings')
    .select('event_id')
    .where('start_ms', '<', cutoff)
    .where('end_ms', '<', cutoff)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The airings of some channels' last blocks, which share `until` and `period`: one index range
 * on (channel_id, start_ms).
 */
export async function blockAirings(
  db: Db,
  channelIds: readonly number[],
  until: number,
  period: number,
): Promise<TemplateAiring[]> {
  const rows = await db
    .selectFrom('guide_airings')
    .select(['channel_id', 'program_id', 'start_ms', 'end_ms', 'qualities'])
    .where('channel_id', 'in', channelIds)
    .where('start_ms', '>', until - period - MAX_AIRING_MS)
    .where('start_ms', '<', until)
    .where('end_ms', '>', until - period)
    .execute();
  return rows.map((r) => ({
    channelId: r.channel_id,
    programId: r.program_id,
    start: Number(r.start_ms),
    end: Number(r.end_ms),
    qualities: r.qualities,
  }));
}

/**
 * The highest event id anything may still refer to: the airings, the ratings, and the DVR's
 * recordings (text ids; digits only, so the longest, then the greatest, is the largest number).
 * New ids start above it, so a pruned airing's id is never given to another program.
 */
export async function highestEventId(db: Db): Promise<number> {
  const airing = await db
    .selectFrom('guide_airings')
    .select((eb) => eb.fn.max('event_id').as('id'))
    .executeTakeFirst();
  const rating = await db
    .selectFrom('guide_user_ratings')
    .select((eb) => eb.fn.max('event_id').as('id'))
    .executeTakeFirst();
  const recording = await db
    .selectFrom('dvr_recordings')
    .select('event_id')
    .orderBy((eb) => eb.fn('length', ['event_id']), 'desc')
    .orderBy('event_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const recorded = recording && /^\d{1,15}$/.test(recording.event_id) ? Number(recording.event_id) : 0;
  return Math.max(Number(airing?.id ?? 0), Number(rating?.id ?? 0), recorded);
}

/** Inserts the repeats with consecutive event ids from `firstId`, in batches. */
export async function insertRepeats(
  db: Db,
  repeats: readonly RepeatAiring[],
  firstId: number,
): Promise<void> {
  for (let i = 0; i < repeats.length; i += INSERT_BATCH) {
    await db
      .insertInto('guide_airings')
      .values(
        repeats.slice(i, i + INSERT_BATCH).map((a, j) => ({
          event_id: firstId + i + j,
          channel_id: a.channelId,
          program_id: a.programId,
          start_ms: a.start,
          end_ms: a.end,
          qualities: a.qualities,
          is_new: 0,
        })),
      )
      .execute();
  }
}

/** Deletes the airings that ended before `cutoff`; the start bound keeps it an index range. */
export async function pruneBefore(db: Db, cutoff: number): Promise<number> {
  const res = await db
    .deleteFrom('guide_airings')
    .where('start_ms', '<', cutoff)
    .where('end_ms', '<', cutoff)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/**
 * PostgreSQL: holds `guide_airings` against other writers until the transaction ends (readers
 * are unaffected). SQLite needs no lock: its transactions begin immediate.
 */
export async function lockAirings(trx: Transaction<Database>): Promise<void> {
  await sql`lock table guide_airings in share row exclusive mode`.execute(trx);
}
