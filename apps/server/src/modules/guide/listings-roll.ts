import type { Kysely, Transaction } from 'kysely';
import { EVENT_ID_MAX } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import {
  listingsTarget,
  planChannel,
  pruneCutoff,
  repeatsOf,
  type ChannelRoll,
  type ChannelSpan,
  type TemplateAiring,
} from './listings-roll-plan.ts';
import * as repo from './listings-repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface ListingsRollResult {
  added: number;
  pruned: number;
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
    const rows = await repo.blockAirings(
      db,
      group.map((r) => r.channelId),
      until,
      period,
    );
    for (const a of rows) out.push(a);
  }
  return out;
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
  if (!(await repo.anyEndedBefore(db, cutoff)) && rollsFor(await repo.channelSpans(db), now).length === 0) {
    return { added: 0, pruned: 0 };
  }

  return db.transaction().execute(async (trx) => {
    if (opts.lockTable) await repo.lockAirings(trx);
    const rolls = rollsFor(await repo.channelSpans(trx), now);
    let added = 0;
    if (rolls.length > 0) {
      const template = await templates(trx, rolls);
      const repeats = rolls.flatMap((r) => repeatsOf(r, template));
      repeats.sort((a, b) => a.channelId - b.channelId || a.start - b.start);
      const firstId = (await repo.highestEventId(trx)) + 1;
      if (firstId + repeats.length - 1 > EVENT_ID_MAX) {
        throw new Error(
          `Listings roll needs ${repeats.length} event ids above ${firstId - 1}, past the largest event id`,
        );
      }
      await repo.insertRepeats(trx, repeats, firstId);
      added = repeats.length;
    }
    return { added, pruned: await repo.pruneBefore(trx, cutoff) };
  });
}
