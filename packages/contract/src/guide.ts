import { z } from 'zod';
import {
  DASHBOARD_BEST_BETS_ITEMS,
  EVENT_ID_MAX,
  EVENT_ID_PARAM_REQUIRED,
  GUIDE_MAX_COUNT,
  GUIDE_MAX_HOURS,
  GUIDE_MAX_OFFSET,
  MINIGUIDE_MAX_CALLSIGNS,
  MINIGUIDE_MAX_HOURS,
  PROGRAM_RECORD_STATES,
  RATING_EVENT_REQUIRED,
  RATING_STAR_REQUIRED,
  STAR_RATING_MAX,
} from '@coax/domain';
import { defineRoute } from './route.ts';

// The TV guide, linear programs and user ratings (seed 001 §2, §3 Linear program, §5, §7, §8).
// Times are epoch milliseconds. Answers that depend on the caller's line-up or package are
// no-store; answers that are the same for everyone may be kept by a CDN for a minute.

/** Listings change only as the schedule rolls forward; a minute keeps "on now" honest. */
const LISTINGS_CACHE = { maxAgeSeconds: 60 };

/** A whole number in a query string, within bounds. */
const queryNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .regex(/^\d{1,15}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

/** A yes/no in the address: the seed's 0 or 1, or true/false as a browser's query writes a boolean. */
const flag = (message: string) =>
  z.enum(['0', '1', 'true', 'false'], { error: message }).transform((v) => v === '1' || v === 'true');

/**
 * Seed 001 §9: critics' stars and the user's rating run 0 to 4. A request's check names the
 * problem with `message`; an answer's needs none.
 */
const stars = (message?: string) =>
  z.number({ error: message }).int(message).min(0, message).max(STAR_RATING_MAX, message);

/**
 * Seed 001 §5: "event id numeric"; §8: event details asked for without one answer "eventId
 * parameter is required" (a 400), as does a malformed one.
 */
export const guideEventIdParam = z
  .string({ error: EVENT_ID_PARAM_REQUIRED })
  .pipe(queryNumber(1, EVENT_ID_MAX, EVENT_ID_PARAM_REQUIRED));
const epochMs = (what: string) =>
  queryNumber(0, 8_640_000_000_000, `${what} is a time in milliseconds since 1970.`);

export const guideChannel = z
  .object({
    channelId: z.number().int(),
    callsign: z.string(),
    /** the channel number a viewer tunes to */
    number: z.number().int(),
    name: z.string(),
    isHd: z.boolean(),
    /** the logo's image name (GET /vod/api/getImage.jpg?name=), or null */
    logo: z.string().nullable(),
    /**
     * the caller's package carries the channel. Anonymous visitors browse every channel of the
     * line-up, so it is true for them.
     */
    received: z.boolean(),
  })
  .meta({ id: 'GuideChannel' });
export type GuideChannel = z.infer<typeof guideChannel>;

/** Which line-up an answer comes from (seed 001 §9: hub 105 and HD when unknown). */
export const guideLineup = z
  .object({ hubId: z.number().int(), lineupId: z.number().int(), isHd: z.boolean() })
  .meta({ id: 'GuideLineup' });
export type GuideLineup = z.infer<typeof guideLineup>;

export const guideChannels = z
  .object({ lineup: guideLineup, channels: z.array(guideChannel) })
  .meta({ id: 'GuideChannels' });
export type GuideChannels = z.infer<typeof guideChannels>;

/**
 * Seed 001 §4 "Program record state: recorded, scheduled, series": what the signed-in household
 * has set to record. Null for a visitor and for an airing nothing records.
 */
export const guideRecordState = z.enum(PROGRAM_RECORD_STATES).nullable();

/** The household's recording of a program, and what to edit or cancel instead of recording it. */
export const guideRecordMark = z
  .object({
    state: z.enum(PROGRAM_RECORD_STATES),
    /** the live recording of this airing, or null when a series rule has not scheduled it yet */
    recordingId: z.number().int().nullable(),
    /** the series rule that covers the airing, or null for a single recording */
    seriesRuleId: z.number().int().nullable(),
  })
  .meta({ id: 'GuideRecordMark' });
export type GuideRecordMark = z.infer<typeof guideRecordMark>;

/** One airing in a guide cell. */
export const guideAiring = z
  .object({
    eventId: z.number().int(),
    programId: z.number().int(),
    title: z.string(),
    episodeTitle: z.string().nullable(),
    start: z.number().int(),
    end: z.number().int(),
    isMovie: z.boolean(),
    isNew: z.boolean(),
    /** seed 001 §3: HDTV, CC, Stereo, DD 5.1, New, BN, AT, SAP, Rerun */
    qualities: z.array(z.string()),
    tvRating: z.string().nullable(),
    /** tmsSeriesId, or null for a movie or special */
    seriesId: z.string().nullable(),
    recordState: guideRecordState,
  })
  .meta({ id: 'GuideAiring' });
export type GuideAiring = z.infer<typeof guideAiring>;

export const guideWindowQuery = z.object({
  start: epochMs('start'),
  hours: queryNumber(1, GUIDE_MAX_HOURS, `hours is 1 to ${GUIDE_MAX_HOURS}.`).optional(),
  offset: queryNumber(0, GUIDE_MAX_OFFSET, 'offset is a whole number from 0.').optional(),
  count: queryNumber(1, GUIDE_MAX_COUNT, `count is 1 to ${GUIDE_MAX_COUNT}.`).optional(),
  /** 1: HD channels only */
  hd: flag('hd is 0 or 1 (or true or false).').optional(),
});
export type GuideWindowQuery = z.infer<typeof guideWindowQuery>;

/** channels[offset, offset + count) of the line-up, each with the airings overlapping [start, end). */
export const guideWindow = z
  .object({
    lineup: guideLineup,
    start: z.number().int(),
    end: z.number().int(),
    offset: z.number().int().nonnegative(),
    /** channels in the line-up under this filter, for the scroll height */
    totalChannels: z.number().int().nonnegative(),
    /** first and last listed moment: the guide offers days between them */
    listingsFrom: z.number().int().nullable(),
    listingsUntil: z.number().int().nullable(),
    channels: z.array(guideChannel.extend({ airings: z.array(guideAiring) })),
  })
  .meta({ id: 'GuideWindow' });
export type GuideWindow = z.infer<typeof guideWindow>;

/** Seed 001 §3 imageAvailability for linear art: VOD, WPG and UPG variants. */
export const guideImageAvailability = z
  .object({ VOD: z.boolean(), WPG: z.boolean(), UPG: z.boolean() })
  .meta({ id: 'GuideImageAvailability' });

/** Another airing of the same program (moreAiringDates) or of the same series (episodes). */
export const guideOtherAiring = z
  .object({
    eventId: z.number().int(),
    callsign: z.string(),
    channelNumber: z.number().int(),
    start: z.number().int(),
    end: z.number().int(),
    isHd: z.boolean(),
    episodeTitle: z.string().nullable(),
    seasonNumber: z.number().int().nullable(),
    episodeNumber: z.number().int().nullable(),
  })
  .meta({ id: 'GuideOtherAiring' });
export type GuideOtherAiring = z.infer<typeof guideOtherAiring>;

/** Seed 001 §3 Linear program, every field. */
export const guideProgram = z
  .object({
    eventId: z.number().int(),
    programId: z.number().int(),
    /** the TMS id (tribid): MV… movie, EP… episode, SH… show, SP… sports */
    tribuneId: z.string(),
    tmsSeriesId: z.string().nullable(),
    title: z.string(),
    episodeTitle: z.string().nullable(),
    description: z.string(),
    channel: guideChannel,
    callsign: z.string(),
    channelNumber: z.number().int(),
    startTime: z.number().int(),
    endTime: z.number().int(),
    /** minutes */
    duration: z.number().int(),
    /** the seed's program type: FEATURE FILM, TV MOVIE, SERIES, SPORTS EVENT… */
    showType: z.string(),
    isMovie: z.boolean(),
    isNew: z.boolean(),
    /** critics' stars 0-4, or null */
    starRating: stars().nullable(),
    tvRating: z.string().nullable(),
    criticRating: z.string().nullable(),
    qualities: z.array(z.string()),
    genres: z.array(z.string()),
    actors: z.array(z.string()),
    directors: z.array(z.string()),
    seasonNumber: z.number().int().nullable(),
    episodeNumber: z.number().int().nullable(),
    releaseYear: z.number().int().nullable(),
    /** later airings of this program on the caller's line-up, soonest first */
    moreAiringDates: z.array(guideOtherAiring),
    /** upcoming airings of other episodes of the series, soonest first */
    episodes: z.array(guideOtherAiring),
    /** on-demand titles of the same program (where to watch) */
    vodIds: z.array(z.string()),
    vodIdTitles: z.array(z.object({ titleId: z.string(), title: z.string() })),
    imageName: z.string().nullable(),
    imageAvailability: guideImageAvailability,
    /** URL slug of the title for /tv/program/{id}/{callSign}/{movie|episode}/{titleSlug} */
    titleSlug: z.string(),
    /** the caller's own rating 0-4, null when none or anonymous */
    userRating: stars().nullable(),
    /** what the household has set to record of this airing; null when nothing (or a visitor) */
    recording: guideRecordMark.nullable(),
  })
  .meta({ id: 'GuideProgram' });
export type GuideProgram = z.infer<typeof guideProgram>;

export const guideProgramAnswer = z.object({ program: guideProgram }).meta({ id: 'GuideProgramAnswer' });
export type GuideProgramAnswer = z.infer<typeof guideProgramAnswer>;

/**
 * A listed airing with its channel: best bets, most watched, more like this. The airing's fields
 * are the guide's (title is the seed's ProgramTitle, start its AirDateTime); the order of the
 * fields is the answer's.
 */
export const guideListing = guideAiring
  .pick({ eventId: true, programId: true, title: true, episodeTitle: true, start: true, end: true })
  .extend({
    callsign: z.string(),
    channelNumber: z.number().int(),
    isHd: z.boolean(),
    isMovie: z.boolean(),
    imageName: z.string().nullable(),
  })
  .meta({ id: 'GuideListing' });
export type GuideListing = z.infer<typeof guideListing>;

export const guideListings = z.object({ items: z.array(guideListing) }).meta({ id: 'GuideListings' });
export type GuideListings = z.infer<typeof guideListings>;

/** Seed 001 §5: "Hub id numeric strings become numbers." */
const hubIdQuery = queryNumber(0, 999_999_999, 'hubId is a number.');

export const miniguideQuery = z.object({
  start: epochMs('start'),
  end: epochMs('end'),
  /** comma-separated callsigns */
  callsigns: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,12}(,[A-Za-z0-9-]{1,12})*$/, 'callsigns is a comma-separated list of callsigns.')
    .transform((s) => [...new Set(s.split(','))])
    .pipe(z.array(z.string()).max(MINIGUIDE_MAX_CALLSIGNS, `At most ${MINIGUIDE_MAX_CALLSIGNS} callsigns.`)),
  isHD: flag('isHD is 0 or 1 (or true or false).').optional(),
  hubId: hubIdQuery.optional(),
});
export type MiniguideQuery = z.infer<typeof miniguideQuery>;

export const miniguide = z
  .object({
    start: z.number().int(),
    end: z.number().int(),
    channels: z.array(guideChannel.extend({ airings: z.array(guideAiring) })),
  })
  .meta({ id: 'Miniguide' });
export type Miniguide = z.infer<typeof miniguide>;
export { MINIGUIDE_MAX_HOURS };

/** Seed 001 §8: "eventId is required" (code -1). */
const ratingEventId = z
  .number({ error: RATING_EVENT_REQUIRED })
  .int(RATING_EVENT_REQUIRED)
  .positive(RATING_EVENT_REQUIRED)
  .max(EVENT_ID_MAX, RATING_EVENT_REQUIRED);
/** Seed 001 §8: "starRating (0 <= starRating <= 4) is required" (code -2). */
const ratingValue = stars(RATING_STAR_REQUIRED);

export const guideRatingQuery = z.object({
  eventId: z
    .string({ error: RATING_EVENT_REQUIRED })
    .regex(/^\d{1,15}$/, RATING_EVENT_REQUIRED)
    .transform(Number)
    .pipe(ratingEventId),
});
export const guideRatingBody = z.object({ eventId: ratingEventId, rating: ratingValue });
export type GuideRatingBody = z.infer<typeof guideRatingBody>;

export const guideRating = z
  .object({ eventId: z.number().int(), rating: stars().nullable() })
  .meta({ id: 'GuideRating' });
export type GuideRating = z.infer<typeof guideRating>;

export const guideRoutes = {
  guideChannels: defineRoute({
    method: 'GET',
    path: '/api/guide/channels',
    summary: "The caller's line-up (hub 105 HD when unknown) with whether the package carries each channel",
    area: 'guide',
    access: 'public',
    response: guideChannels,
  }),
  guideWindow: defineRoute({
    method: 'GET',
    path: '/api/guide/window',
    summary: `The guide grid: channels [offset, offset+count) (count ≤ ${GUIDE_MAX_COUNT}) with airings overlapping [start, start+hours) (hours ≤ ${GUIDE_MAX_HOURS})`,
    area: 'guide',
    access: 'public',
    visitorCache: LISTINGS_CACHE,
    query: guideWindowQuery,
    response: guideWindow,
  }),
  guideProgram: defineRoute({
    method: 'GET',
    path: '/api/guide/programs/:eventId',
    summary:
      'A linear program by event id with every §3 field, more airings and on-demand titles (eventdetails)',
    area: 'guide',
    access: 'public',
    params: z.object({ eventId: guideEventIdParam }),
    response: guideProgramAnswer,
  }),
  guideBestBets: defineRoute({
    method: 'GET',
    path: '/api/guide/best-bets',
    summary: `Best bets: the ${DASHBOARD_BEST_BETS_ITEMS} picks airing next on the caller's line-up`,
    area: 'guide',
    access: 'public',
    response: guideListings,
  }),
  guideMostWatched: defineRoute({
    method: 'GET',
    path: '/api/guide/most-watched',
    summary: 'The most watched programs on now and next (hub 105 line-up)',
    area: 'guide',
    access: 'public',
    publicCache: LISTINGS_CACHE,
    query: z.object({ hubId: hubIdQuery.optional() }),
    response: guideListings,
  }),
  guideMoreLikeThis: defineRoute({
    method: 'GET',
    path: '/api/guide/more-like-this',
    summary: 'Upcoming programs sharing a genre with the event (morelikethis)',
    area: 'guide',
    access: 'public',
    publicCache: LISTINGS_CACHE,
    query: z.object({ eventId: guideEventIdParam }),
    response: guideListings,
  }),
  guideMiniguide: defineRoute({
    method: 'GET',
    path: '/api/guide/miniguide',
    summary: `Airings of up to ${MINIGUIDE_MAX_CALLSIGNS} callsigns between start and end (≤ ${MINIGUIDE_MAX_HOURS} hours)`,
    area: 'guide',
    access: 'public',
    publicCache: LISTINGS_CACHE,
    query: miniguideQuery,
    response: miniguide,
  }),
  guideRatingGet: defineRoute({
    method: 'GET',
    path: '/api/guide/ratings',
    summary: "The caller's rating 0-4 of an event (userratings)",
    area: 'guide',
    access: 'user',
    query: guideRatingQuery,
    response: guideRating,
  }),
  guideRatingSet: defineRoute({
    method: 'POST',
    path: '/api/guide/ratings',
    summary: "Sets the caller's rating 0-4 of an event (setuserratings)",
    area: 'guide',
    access: 'user',
    body: guideRatingBody,
    response: guideRating,
  }),
};
