import { sql, type Kysely, type Transaction } from 'kysely';
import { EVENT_ID_MAX, MAX_AIRING_MS } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import {
  listingsTarget,
  planChannel,
  pruneCutoff,
  repeatsOf,
  type ChannelRoll,
  type ChannelSpan,
  type RepeatAiring,
  type TemplateAiring,
} from './listings-roll-plan.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface ListingsRollResult {
  added: number;
  pruned: number;
}

const INSERT_BATCH = 500;

/**
 * Each channel's first start and last end: two seeks per channel on (channel_id, start_ms), so
 * the check every pass makes costs the same however deep the listings are. Airings on a channel
 * do not overlap, so the last to start is the last to end.
 */
async function channelSpans(db: Db): Promise<ChannelSpan[]> {
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
async function anyEndedBefore(db: Db, cutoff: number): Promise<boolean> {
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
 * The airings of the channels' last blocks. Channels seeded together share `until` and period,
 * so this is one index range per group on (channel_id, start_ms).
 */
async function templates(db: Db, rolls: readonly ChannelRoll[]): Promise<TemplateAiring[]> {
  const groups = new Map<string, ChannelRoll[]>();
  for (const r of rolls) {
    const key = `${r.until}:${r.period}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const out: TemplateAiring[] = [];
  for (const group of groups.values()) {
    const { until, period } = group[0] as ChannelRoll;
    const rows = await db
      .selectFrom('guide_airings')
      .select(['channel_id', 'program_id', 'start_ms', 'end_ms', 'qualities'])
      .where(
        'channel_id',
        'in',
        group.map((r) => r.channelId),
      )
      .where('start_ms', '>', until - period - MAX_AIRING_MS)
      .where('start_ms', '<', until)
      .where('end_ms', '>', until - period)
      .execute();
    for (const r of rows) {
      out.push({
        channelId: r.channel_id,
        programId: r.program_id,
        start: Number(r.start_ms),
        end: Number(r.end_ms),
        qualities: r.qualities,
      });
    }
  }
  return out;
}

/**
 * The highest event id anything may still refer to: the airings, the ratings, and the DVR's
 * recordings (text ids; digits only, so the longest, then the greatest, is the largest number).
 * New ids start above it, so a pruned airing's id is never given to another program.
 */
async function highestEventId(db: Db): Promise<number> {
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

async function insertRepeats(db: Db, repeats: readonly RepeatAiring[], firstId: number): Promise<void> {
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
async function pruneBefore(db: Db, cutoff: number): Promise<number> {
  const res = await db
    .deleteFrom('guide_airings')
    .where('start_ms', '<', cutoff)
    .where('end_ms', '<', cutoff)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

function rollsFor(spans: readonly ChannelSpan[], now: number): ChannelRoll[] {
  const target = listingsTarget(now);
  const cutoff = pruneCutoff(now);
  return spans.flatMap((s) => planChannel(s, target, cutoff) ?? []);
}

/**
 * Keeps the listings reaching GUIDE_LISTING_DAYS ahead (the job `guide.listings`): each channel
 * whose airings end too soon gets its last week again as repeats, with new event ids above any
 * in use, and airings that ended LISTINGS_KEEP_MS ago go. The demo has no operator feed; this
 * stands in for the daily load.
 *
 * Safe on several processes at once: the work is one transaction that holds the table's write
 * lock before it reads (SQLite transactions begin immediate; PostgreSQL locks `guide_airings`
 * against other writers, readers unaffected) and computes everything from what the table holds,
 * so a second run, here or elsewhere, finds nothing to add.
 */
export async function rollListings(
  db: Kysely<Database>,
  now: number,
  opts: { lockTable: boolean },
): Promise<ListingsRollResult> {
  // A look without the lock first: on most passes there is nothing to do.
  const cutoff = pruneCutoff(now);
  if (!(await anyEndedBefore(db, cutoff)) && rollsFor(await channelSpans(db), now).length === 0) {
    return { added: 0, pruned: 0 };
  }

  return db.transaction().execute(async (trx) => {
    if (opts.lockTable) await sql`lock table guide_airings in share row exclusive mode`.execute(trx);
    const rolls = rollsFor(await channelSpans(trx), now);
    let added = 0;
    if (rolls.length > 0) {
      const template = await templates(trx, rolls);
      const repeats = rolls.flatMap((r) => repeatsOf(r, template));
      repeats.sort((a, b) => a.channelId - b.channelId || a.start - b.start);
      const firstId = (await highestEventId(trx)) + 1;
      if (firstId + repeats.length - 1 > EVENT_ID_MAX) {
        throw new Error(
          `Listings roll needs ${repeats.length} event ids above ${firstId - 1}, past the largest event id`,
        );
      }
      await insertRepeats(trx, repeats, firstId);
      added = repeats.length;
    }
    return { added, pruned: await pruneBefore(trx, cutoff) };
  });
}
