import { GUIDE_LISTING_DAYS, normalizeQualities, qualitiesFromText, type LinearQuality } from '@coax/domain';
import { DAY } from '../../platform/clock.ts';

/** The demo schedule repeats weekly: a copied week keeps each program on its weekday and time. */
export const ROLL_PERIOD_MS = 7 * DAY;

/**
 * Past airings stay this long after they end, then go. A few days keeps the program page (and
 * the caller's rating) of something just watched or recorded answering for a while, and keeps
 * the table at about GUIDE_LISTING_DAYS + 3 days instead of growing by a week every week.
 */
export const LISTINGS_KEEP_MS = 3 * DAY;

/** How far the listings must reach: the end of the last of GUIDE_LISTING_DAYS days from today (UTC), as the seed does. */
export function listingsTarget(now: number): number {
  return Math.floor(now / DAY) * DAY + GUIDE_LISTING_DAYS * DAY;
}

/** Airings that ended before this are pruned. */
export function pruneCutoff(now: number): number {
  return now - LISTINGS_KEEP_MS;
}

/** What one channel's listings hold: its first start and its last end. */
export interface ChannelSpan {
  channelId: number;
  first: number;
  until: number;
}

/** How one channel is extended: its block `[until - period, until)` copied `period * k` later for k in [firstBlock, lastBlock]. */
export interface ChannelRoll {
  channelId: number;
  until: number;
  period: number;
  firstBlock: number;
  lastBlock: number;
}

/**
 * The roll for one channel, or null when it already reaches `target` (or has nothing to copy).
 * The period is a week; a channel holding less than a week (a small test database) repeats the
 * whole days it has. Blocks that would end before `cutoff` are skipped: a database opened weeks
 * later gets the weeks it needs, not every week in between only to prune them.
 */
export function planChannel(span: ChannelSpan, target: number, cutoff: number): ChannelRoll | null {
  if (span.until >= target) return null;
  const held = span.until - span.first;
  if (held <= 0) return null;
  const period = held >= ROLL_PERIOD_MS ? ROLL_PERIOD_MS : held >= DAY ? Math.floor(held / DAY) * DAY : held;
  const lastBlock = Math.ceil((target - span.until) / period);
  // Block k ends at until + k * period; the first one worth writing ends after the cutoff.
  const firstBlock = Math.max(1, Math.floor((cutoff - span.until) / period) + 1);
  return {
    channelId: span.channelId,
    until: span.until,
    period,
    firstBlock: Math.min(firstBlock, lastBlock),
    lastBlock,
  };
}

/** One airing of a channel's last block, as read from the table. */
export interface TemplateAiring {
  channelId: number;
  programId: number;
  start: number;
  end: number;
  qualities: string;
}

/** A repeat to insert, before it is given an event id. */
export interface RepeatAiring {
  channelId: number;
  programId: number;
  start: number;
  end: number;
  qualities: string;
}

const NEW_MARKERS: readonly LinearQuality[] = ['New', 'BN'];

/** A repeat's qualities: no New or BN marker; what was new airs again as a Rerun. */
export function repeatQualities(text: string): string {
  const qualities = qualitiesFromText(text);
  const kept = qualities.filter((q) => !NEW_MARKERS.includes(q));
  return normalizeQualities(kept.length < qualities.length ? [...kept, 'Rerun'] : kept).join(',');
}

/**
 * The repeats of a channel's last block, block after block. `template` holds the airings that
 * overlap `[until - period, until)`; one that began before the block (a film running over the
 * boundary) is copied from the block's start, so the copies neither overlap the airings already
 * there nor leave a gap. Earliest first.
 */
export function repeatsOf(roll: ChannelRoll, template: readonly TemplateAiring[]): RepeatAiring[] {
  const blockStart = roll.until - roll.period;
  const inBlock = template
    .filter((a) => a.channelId === roll.channelId && a.start < roll.until && a.end > blockStart)
    .sort((a, b) => a.start - b.start);
  const out: RepeatAiring[] = [];
  for (let k = roll.firstBlock; k <= roll.lastBlock; k++) {
    const shift = k * roll.period;
    for (const a of inBlock) {
      out.push({
        channelId: a.channelId,
        programId: a.programId,
        start: Math.max(a.start, blockStart) + shift,
        end: Math.min(a.end, roll.until) + shift,
        qualities: repeatQualities(a.qualities),
      });
    }
  }
  return out;
}
