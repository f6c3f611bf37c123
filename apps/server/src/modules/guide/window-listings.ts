import type { Kysely } from 'kysely';
import type { GuideAiring, GuideWindow } from '@coax/contract';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { keepAnswer } from '../../platform/http/kept-answers.ts';
import type { MarkedAiring } from './record-marks.ts';
import * as repo from './repository.ts';
import { airingsByChannel, markedAirings } from './views.ts';

/**
 * What a guide window shows that is the same for everyone on the line-up, with its airings
 * already in the answer's shape (nothing recording), so a subscriber's answer only adds their
 * channels and marks. The views are shared between answers: nothing may change them.
 */
export interface WindowListings {
  rows: repo.ChannelRow[];
  total: number;
  span: { from: number | null; until: number | null };
  airings: repo.AiringRow[];
  /** each channel's airings in the window, by channel id, as `toAiring` draws them */
  byChannel: ReadonlyMap<number, GuideAiring[]>;
  /** the airings as the DVR matches them */
  marked: readonly MarkedAiring[];
}

export interface WindowListingsQuery {
  lineupId: number;
  hdOnly: boolean;
  offset: number;
  count: number;
  start: number;
  end: number;
}

/** As long as a browser may keep the public guide answers (LISTINGS_CACHE). */
export const WINDOW_LISTINGS_KEEP_MS = 60_000;
/** Windows kept at once: people scroll a few pages of a few days; older ones go first. */
const MAX_WINDOWS = 500;

/** Puts `value` under `key` as the newest entry, letting the oldest go beyond `max`. */
function keepNewest<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) break;
    map.delete(oldest);
  }
}

/**
 * The listings part of guide windows, kept a minute per window so a subscriber scrolling the
 * grid costs their own marks and channels only. The listings job forgets them when it rolls the
 * listings; another process's copies last out their minute.
 */
export function windowListingsMemo(db: Kysely<Database>, clock: Clock) {
  const kept = new Map<string, { until: number; value: Promise<WindowListings> }>();

  async function read(q: WindowListingsQuery): Promise<WindowListings> {
    const [rows, total, span] = await Promise.all([
      repo.channelPage(db, q.lineupId, q.hdOnly, q.offset, q.count),
      repo.countChannels(db, q.lineupId, q.hdOnly),
      repo.listingsSpan(db),
    ]);
    const airings = await repo.windowAirings(
      db,
      rows.map((r) => r.channel_id),
      q.start,
      q.end,
    );
    return {
      rows,
      total,
      span,
      airings,
      byChannel: airingsByChannel(airings),
      marked: markedAirings(rows, airings),
    };
  }

  return {
    get(q: WindowListingsQuery): Promise<WindowListings> {
      const key = `${q.lineupId}:${q.hdOnly ? 1 : 0}:${q.offset}:${q.count}:${q.start}:${q.end}`;
      const now = clock.now();
      const found = kept.get(key);
      if (found && found.until > now) return found.value;
      const value = read(q);
      keepNewest(kept, key, { until: now + WINDOW_LISTINGS_KEEP_MS, value }, MAX_WINDOWS);
      // A failed read is not kept: the next caller tries again.
      value.catch(() => {
        if (kept.get(key)?.value === value) kept.delete(key);
      });
      return value;
    },
    /** Forgets every kept window (the listings changed). */
    forget(): void {
      kept.clear();
    },
  };
}

/**
 * Subscribers' windows kept at once (about 70 KB each with their compressed bytes): the windows
 * people are scrolling, on the packages they have; older ones go first.
 */
const PACKAGE_ANSWERS_MAX = 200;

/**
 * A subscriber's window with nothing of the household's marked is that of every household on
 * the line-up receiving the same channels: one answer object each, whose bytes are made once
 * (platform/http/kept-answers.ts), kept while the window's listings are the ones it was built on.
 */
export function packageAnswersMemo(max = PACKAGE_ANSWERS_MAX) {
  const kept = new Map<string, { from: WindowListings; answer: GuideWindow }>();
  return {
    /** The answer kept for `key` on the listings `from`, else `build`'s, kept from now on. */
    get(key: string, from: WindowListings, build: () => GuideWindow): GuideWindow {
      const found = kept.get(key);
      if (found?.from === from) return found.answer;
      const answer = keepAnswer(build());
      keepNewest(kept, key, { from, answer }, max);
      return answer;
    },
    /** Forgets every kept answer (the listings changed). */
    clear(): void {
      kept.clear();
    },
  };
}
