import type { Kysely } from 'kysely';
import type {
  GuideChannels,
  GuideListings,
  GuideProgramAnswer,
  GuideRating,
  GuideRatingBody,
  GuideWindow,
  GuideWindowQuery,
  Miniguide,
  MiniguideQuery,
} from '@coax/contract';
import {
  CAST_MAX,
  DASHBOARD_BEST_BETS_ITEMS,
  DEFAULT_HUB_ID,
  EPISODE_PAGE_AIRINGS_MAX,
  GUIDE_DEFAULT_COUNT,
  GUIDE_DEFAULT_HOURS,
  GUIDE_LIST_MAX,
  MAX_AIRING_MS,
  MINIGUIDE_MAX_HOURS,
  NO_PROGRAMS_FOUND,
  PROGRAM_LOAD_FAILED,
  SCHEDULE_UNAVAILABLE,
  isMovieProgram,
  isNewAiring,
  qualitiesFromText,
  ratingOf,
  resolveLineup,
  titleSlug,
  type LineupChoice,
} from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import { DAY, HOUR, type Clock } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import type { Caller } from '../../platform/http/caller.ts';
import * as repo from './repository.ts';
import { marksFor, type RecordMarks } from './record-marks.ts';
import {
  airingsByChannel,
  distinctPrograms,
  splitPipe,
  toChannel,
  toListing,
  toOtherAiring,
  withAirings,
} from './views.ts';
import { packageAnswersMemo, windowListingsMemo } from './window-listings.ts';

/** Who is looking at the guide: their line-up choice and, when signed in, their account. */
export interface GuideCaller {
  choice: LineupChoice;
  /** the subscriber's account, or null for a visitor (or an account without TV) */
  accountNumber: string | null;
  userId: string | null;
}

/** The caller's subscriber and line-up; a visitor gets hub 105 HD (seed 001 §9). */
export function guideCallerOf(p: Caller | null): GuideCaller {
  const account = p?.subject?.account ?? null;
  const choice = resolveLineup(
    account
      ? {
          hubId: account.hub_id,
          lineupId: account.lineup_id,
          hdHubId: account.hd_hub_id,
          hdLineupId: account.hd_lineup_id,
        }
      : null,
  );
  return {
    choice,
    accountNumber: account?.account_number ?? null,
    userId: p?.subject?.user.id ?? null,
  };
}

/** Image flag bits of a program (migration 0008). */
const ImageBit = { VOD: 1, WPG: 2, UPG: 4 } as const;
/** Best bets and more like this look this far ahead. */
const LOOKAHEAD_MS = DAY;
/** Best bets look at the next few hours first: a quarter of the rows a day would read. */
const BEST_BETS_FIRST_LOOK_MS = 6 * HOUR;
/**
 * Best bets are the same for everyone on a line-up and change only as programs start, so one
 * answer serves a line-up for the rest of the minute instead of a scan per dashboard.
 */
const BEST_BETS_REUSE_MS = 60_000;

export function guideService(deps: { db: Kysely<Database>; clock: Clock; marks?: RecordMarks }) {
  const { db, clock, marks } = deps;
  const listings = windowListingsMemo(db, clock);
  const packageAnswers = packageAnswersMemo();

  /** The caller's line-up; without one on file, hub 105's line-up of the kind asked for. */
  async function lineupOf(choice: LineupChoice): Promise<repo.LineupRow> {
    const found =
      (await repo.findLineup(db, choice.hubId, choice.isHd, choice.lineupId)) ??
      (await repo.findLineup(db, DEFAULT_HUB_ID, true, null));
    if (!found) throw errors.notFound('guide.schedule.unavailable', SCHEDULE_UNAVAILABLE);
    return found;
  }

  /** Which of these channels the caller receives: all of them for a visitor. */
  async function received(caller: GuideCaller, channelIds: number[]): Promise<(id: number) => boolean> {
    if (!caller.accountNumber) return () => true;
    const set = await repo.receivedChannelIds(db, caller.accountNumber, channelIds);
    return (id) => set.has(id);
  }

  const lineupView = (l: repo.LineupRow) => ({ hubId: l.hub_id, lineupId: l.lineup_id, isHd: l.is_hd === 1 });
  /** The last best-bets answer per line-up, by the minute it was made in. */
  const bestBetsByLineup = new Map<number, { minute: number; answer: Promise<GuideListings> }>();

  /** The editors' picks starting next on a line-up, one airing each. */
  async function findBestBets(lineupId: number, now: number): Promise<GuideListings> {
    const picks = (until: number) =>
      repo
        .listingsBetween(db, lineupId, now, until)
        .where('p.best_bet', '=', 1)
        .orderBy('a.start_ms')
        .orderBy('a.event_id')
        .limit(DASHBOARD_BEST_BETS_ITEMS * 10)
        .execute();
    // The next few hours hold enough picks on any real line-up; a small one looks a day ahead.
    let rows = distinctPrograms(await picks(now + BEST_BETS_FIRST_LOOK_MS), DASHBOARD_BEST_BETS_ITEMS);
    if (rows.length < DASHBOARD_BEST_BETS_ITEMS) {
      rows = distinctPrograms(await picks(now + LOOKAHEAD_MS), DASHBOARD_BEST_BETS_ITEMS);
    }
    return { items: rows.map(toListing) };
  }

  return {
    /** The listings changed: windows kept from before are not served again. */
    forgetListings(): void {
      listings.forget();
      packageAnswers.clear();
    },

    async channels(caller: GuideCaller): Promise<GuideChannels> {
      const lineup = await lineupOf(caller.choice);
      const rows = await repo.lineupChannels(db, lineup.lineup_id);
      const has = await received(
        caller,
        rows.map((r) => r.channel_id),
      );
      return { lineup: lineupView(lineup), channels: rows.map((r) => toChannel(r, has(r.channel_id))) };
    },

    /** The grid: a page of channels and what airs on them in the window. */
    async window(caller: GuideCaller, q: GuideWindowQuery): Promise<GuideWindow> {
      const lineup = await lineupOf(caller.choice);
      const hdOnly = q.hd ?? false;
      const offset = q.offset ?? 0;
      const start = q.start;
      const end = start + (q.hours ?? GUIDE_DEFAULT_HOURS) * HOUR;
      const kept = await listings.get({
        lineupId: lineup.lineup_id,
        hdOnly,
        offset,
        count: q.count ?? GUIDE_DEFAULT_COUNT,
        start,
        end,
      });
      const { rows, total, span, byChannel, marked } = kept;
      const has = await received(
        caller,
        rows.map((r) => r.channel_id),
      );
      const recorded = await marksFor(marks, caller.accountNumber, marked);
      const build = (): GuideWindow => ({
        lineup: lineupView(lineup),
        start,
        end,
        offset,
        totalChannels: total,
        listingsFrom: span.from,
        listingsUntil: span.until,
        channels: withAirings(
          rows.map((r) => toChannel(r, has(r.channel_id))),
          byChannel,
          recorded,
        ),
      });
      // A window with something of the household's marked is built for it. Without, the answer is
      // that of every household on the line-up receiving the same channels: kept, and sent as the
      // same bytes.
      if (recorded.size > 0) return build();
      const key = [
        lineup.hub_id,
        lineup.lineup_id,
        lineup.is_hd,
        hdOnly ? 1 : 0,
        offset,
        rows.length,
        start,
        end,
        rows.map((r) => (has(r.channel_id) ? 1 : 0)).join(''),
      ].join(':');
      return packageAnswers.get(key, kept, build);
    },

    /** eventdetails: every §3 field, more airings, other episodes and on-demand titles. */
    async program(caller: GuideCaller, eventId: number): Promise<GuideProgramAnswer> {
      const ev = await repo.findEvent(db, eventId);
      if (!ev) throw errors.notFound('guide.program.load-failed', PROGRAM_LOAD_FAILED);
      const now = clock.now();
      const lineup = await lineupOf(caller.choice);
      const [number, more, episodes, vod, has, rating, recorded] = await Promise.all([
        repo.channelNumber(db, lineup.lineup_id, ev.channel_id),
        repo.moreAirings(db, lineup.lineup_id, ev.program_id, ev.event_id, now, EPISODE_PAGE_AIRINGS_MAX),
        ev.series_id
          ? repo.seriesAirings(
              db,
              lineup.lineup_id,
              ev.series_id,
              ev.program_id,
              now,
              EPISODE_PAGE_AIRINGS_MAX,
            )
          : Promise.resolve([]),
        repo.vodTitlesFor(db, ev.tms_id, ev.series_id, CAST_MAX),
        received(caller, [ev.channel_id]),
        caller.userId ? repo.userRating(db, caller.userId, ev.event_id) : Promise.resolve(null),
        marksFor(marks, caller.accountNumber, [
          { eventId: ev.event_id, seriesId: ev.series_id, callsign: ev.callsign },
        ]),
      ]);
      const qualities = qualitiesFromText(ev.qualities);
      const channelNumber = number ?? 0;
      const channel = toChannel(
        {
          channel_id: ev.channel_id,
          callsign: ev.callsign,
          name: ev.channel_name,
          is_hd: ev.channel_is_hd,
          logo: ev.logo,
          channel_number: channelNumber,
        },
        has(ev.channel_id),
      );
      return {
        program: {
          eventId: ev.event_id,
          programId: ev.program_id,
          tribuneId: ev.tms_id,
          tmsSeriesId: ev.series_id,
          title: ev.title,
          episodeTitle: ev.episode_title,
          description: ev.description,
          channel,
          callsign: ev.callsign,
          channelNumber,
          startTime: ev.start_ms,
          endTime: ev.end_ms,
          duration: Math.round((ev.end_ms - ev.start_ms) / 60_000),
          showType: ev.show_type,
          isMovie: isMovieProgram(ev.show_type),
          isNew: ev.is_new === 1 || isNewAiring(qualities),
          starRating: ev.star_rating,
          tvRating: ev.tv_rating_code === null ? null : (ratingOf(ev.tv_rating_code) ?? null),
          criticRating: ev.critic_rating,
          qualities,
          genres: splitPipe(ev.genres),
          actors: splitPipe(ev.actors).slice(0, CAST_MAX),
          directors: splitPipe(ev.directors).slice(0, CAST_MAX),
          seasonNumber: ev.season_number,
          episodeNumber: ev.episode_number,
          releaseYear: ev.release_year,
          moreAiringDates: more.map(toOtherAiring),
          episodes: episodes.map(toOtherAiring),
          vodIds: vod.map((v) => v.title_id),
          vodIdTitles: vod.map((v) => ({
            titleId: v.title_id,
            title: v.episode_title ? `${v.title}: ${v.episode_title}` : v.title,
          })),
          imageName: ev.image_name,
          imageAvailability: {
            VOD: (ev.image_flags & ImageBit.VOD) !== 0,
            WPG: (ev.image_flags & ImageBit.WPG) !== 0,
            UPG: (ev.image_flags & ImageBit.UPG) !== 0,
          },
          titleSlug: titleSlug(ev.title),
          userRating: rating,
          recording: recorded.get(ev.event_id) ?? null,
        },
      };
    },

    /** Best bets: the editors' picks starting next on the caller's line-up, one airing each. */
    async bestBets(caller: GuideCaller): Promise<GuideListings> {
      const lineup = await lineupOf(caller.choice);
      const now = clock.now();
      const minute = Math.floor(now / BEST_BETS_REUSE_MS);
      const kept = bestBetsByLineup.get(lineup.lineup_id);
      if (kept?.minute === minute) return kept.answer;
      const answer = findBestBets(lineup.lineup_id, now);
      bestBetsByLineup.set(lineup.lineup_id, { minute, answer });
      // A failed read is not kept: the next caller tries again.
      answer.catch(() => {
        if (bestBetsByLineup.get(lineup.lineup_id)?.answer === answer) {
          bestBetsByLineup.delete(lineup.lineup_id);
        }
      });
      return answer;
    },
    /** Most watched: ranked programs on now on the hub's HD line-up. */
    async mostWatched(hubId: number | undefined): Promise<GuideListings> {
      const lineup = await lineupOf({ hubId: hubId ?? DEFAULT_HUB_ID, lineupId: null, isHd: true });
      const now = clock.now();
      const rows = await repo
        .listingsBetween(db, lineup.lineup_id, now - MAX_AIRING_MS, now + 1)
        .where('a.end_ms', '>', now)
        .where('p.watch_rank', 'is not', null)
        .orderBy('p.watch_rank')
        .orderBy('a.event_id')
        .limit(GUIDE_LIST_MAX * 4)
        .execute();
      return { items: distinctPrograms(rows, GUIDE_LIST_MAX).map(toListing) };
    },

    /** morelikethis: upcoming programs sharing the event's first genre. */
    async moreLikeThis(eventId: number): Promise<GuideListings> {
      const ev = await repo.findEvent(db, eventId);
      if (!ev) throw errors.notFound('guide.program.not-found', NO_PROGRAMS_FOUND);
      const genre = splitPipe(ev.genres)[0];
      if (!genre) return { items: [] };
      const lineup = await lineupOf({ hubId: DEFAULT_HUB_ID, lineupId: null, isHd: true });
      const now = clock.now();
      const seriesId = ev.series_id;
      let query = repo
        .listingsBetween(db, lineup.lineup_id, now, now + LOOKAHEAD_MS)
        .where('p.genres', 'like', `%${genre.replace(/[%_]/g, '')}%`)
        .where('p.program_id', '!=', ev.program_id);
      // Other episodes of the same series are not "more like this"; a film has no series to skip.
      if (seriesId) {
        query = query.where((eb) =>
          eb.or([eb('p.series_id', 'is', null), eb('p.series_id', '!=', seriesId)]),
        );
      }
      const rows = await query
        .orderBy('a.start_ms')
        .orderBy('a.event_id')
        .limit(GUIDE_LIST_MAX * 10)
        .execute();
      return { items: distinctPrograms(rows, GUIDE_LIST_MAX).map(toListing) };
    },

    /** miniguide: a few channels by callsign between start and end. */
    async miniguide(q: MiniguideQuery): Promise<Miniguide> {
      if (q.end <= q.start) throw errors.badRequest('guide.range.order', 'end must be after start.');
      if (q.end - q.start > MINIGUIDE_MAX_HOURS * HOUR) {
        throw errors.badRequest(
          'guide.range.too-long',
          `The miniguide covers at most ${MINIGUIDE_MAX_HOURS} hours.`,
        );
      }
      const lineup = await lineupOf({
        hubId: q.hubId ?? DEFAULT_HUB_ID,
        lineupId: null,
        isHd: q.isHD ?? true,
      });
      const rows = await repo.channelsByCallsign(db, lineup.lineup_id, q.callsigns);
      const airings = await repo.windowAirings(
        db,
        rows.map((r) => r.channel_id),
        q.start,
        q.end,
      );
      return {
        start: q.start,
        end: q.end,
        channels: withAirings(
          rows.map((r) => toChannel(r, true)),
          airingsByChannel(airings),
        ),
      };
    },

    async rating(caller: GuideCaller, eventId: number): Promise<GuideRating> {
      if (!caller.userId) {
        throw errors.forbidden('session.choose-subscriber', 'Choose a subscriber to act for first.');
      }
      return { eventId, rating: await repo.userRating(db, caller.userId, eventId) };
    },

    async setRating(caller: GuideCaller, body: GuideRatingBody): Promise<GuideRating> {
      if (!caller.userId) {
        throw errors.forbidden('session.choose-subscriber', 'Choose a subscriber to act for first.');
      }
      if (!(await repo.eventExists(db, body.eventId))) {
        throw errors.notFound('guide.program.not-found', NO_PROGRAMS_FOUND);
      }
      await repo.saveUserRating(db, caller.userId, body.eventId, body.rating, clock.now());
      return { eventId: body.eventId, rating: body.rating };
    },
  };
}

export type GuideService = ReturnType<typeof guideService>;
