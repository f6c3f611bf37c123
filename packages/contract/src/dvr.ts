import { z } from 'zod';
import {
  DvrRuleMessages,
  END_PADDING_SECONDS,
  KEEP_DAYS_OPTIONS,
  MULTI_REMOVE_MAX_ITEMS,
  NEXT_DVR_RECORDINGS_MENU_FETCH,
  RECORDING_FILTERS,
  RECORDING_QUALITIES,
  SAVE_EPISODES_OPTIONS,
} from '@coax/domain';
import { defineRoute } from './route.ts';

// Web DVR (seed 001 §3, §4, §6, §7, §8; issue 7 items 4-7): the session's own boxes, recordings
// and series rules. Times are epoch milliseconds; `time` carries the seed's YYYYMMDDHHmmss form.

const literalUnion = <T extends readonly (string | number)[]>(values: T, message: string) =>
  z.union(values.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<T[number]>, z.ZodLiteral<T[number]>], {
    error: message,
  });

export const dvrQuality = z.enum(RECORDING_QUALITIES, { error: 'Quality is hd, hdsd or sd.' });
export const dvrKeepDays = literalUnion(
  KEEP_DAYS_OPTIONS,
  'Keep is 1, 2, 7 or 14 days, 0 (until deleted) or -1 (until space needed).',
);
export const dvrSaveEpisodes = literalUnion(
  SAVE_EPISODES_OPTIONS,
  'Save episodes is 0 (All), 5, 4, 3, 2 or 1.',
);
export const dvrFilter = literalUnion(RECORDING_FILTERS, 'The filter is 1, 4, 3 or 5.');
export const dvrEndPadding = literalUnion(END_PADDING_SECONDS, 'Choose an end padding from the list.');
export const dvrRecordingState = z.enum(['scheduled', 'recording', 'recorded']);

const positiveId = (what: string) =>
  z
    .number({ error: `${what} must be a number.` })
    .int(`${what} must be a whole number.`)
    .positive()
    .max(2_147_483_647);
const epochMs = z.number().int().nonnegative();
const callSign = z
  .string({ error: 'callSign is required.' })
  .regex(/^[A-Za-z0-9_-]{1,16}$/, 'callSign is 1 to 16 letters, digits, _ or -.');

/** Seed 001 §3 "DVR box" with the tuners and storage the conflict check uses. */
export const dvrBox = z
  .object({
    boxId: z.number().int(),
    alias: z.string(),
    /** boxSerialNumber */
    serialNumber: z.string(),
    /** boxMACAddress */
    macAddress: z.string(),
    deviceType: z.string(),
    isCloud: z.boolean(),
    isHd: z.boolean(),
    tuners: z.number().int().nonnegative(),
    storage: z.object({
      usedMinutes: z.number().int().nonnegative(),
      totalMinutes: z.number().int().nonnegative(),
    }),
    /** seed 001 §4: the dialog offers these keep choices for this box */
    keepOptions: z.array(dvrKeepDays),
    /** seed 001 §4: device type 8300 disables the end (padding) option */
    endOptionEnabled: z.boolean(),
  })
  .meta({ id: 'DvrBox' });
export type DvrBox = z.infer<typeof dvrBox>;

export const dvrBoxes = z
  .object({
    boxes: z.array(dvrBox),
    /** getdvrdetails hasWebDVR: the session may record (p.dvr and at least one box) */
    hasWebDVR: z.boolean(),
    /** seed 001 §6: secondary users without DVR */
    dvrBlocked: z.boolean(),
    /** web DVR terms accepted (needed before the first cloud recording) */
    termsAccepted: z.boolean(),
    /** seed 001 §1/§4: special-box customers record in HD only (cloud boxes force HD too) */
    forcedHd: z.boolean(),
  })
  .meta({ id: 'DvrBoxes' });
export type DvrBoxes = z.infer<typeof dvrBoxes>;

/** Seed 001 §3 "Scheduled or recorded program" / recording list element. */
export const dvrRecording = z
  .object({
    id: z.number().int(),
    boxId: z.number().int(),
    boxAlias: z.string(),
    eventId: z.string(),
    programId: z.string(),
    Title: z.string(),
    EpisodeTitle: z.string().nullable(),
    callsign: z.string(),
    channelNumber: z.number().int(),
    StartTime: epochMs,
    EndTime: epochMs,
    /** StartTime in the seed's YYYYMMDDHHmmss form (UTC) */
    time: z.string(),
    endPaddingSeconds: dvrEndPadding,
    state: dvrRecordingState,
    isRecorded: z.boolean(),
    dependable: z.boolean(),
    seriesRuleId: z.number().int().nullable(),
    SeriesId: z.string().nullable(),
    quality: dvrQuality,
    HDTV: z.boolean(),
    /** Save: keep days (0 until deleted, -1 until space needed) */
    Save: dvrKeepDays,
    /** when a recorded item goes (keep days after the end), or null */
    expiresAt: epochMs.nullable(),
    Scope: z.enum(['episode', 'movie']),
    /** seed 001 §3 thumbUrl: the program's art for GET /vod/api/getImage.jpg?name=, or null */
    imageName: z.string().nullable(),
  })
  .meta({ id: 'DvrRecording' });
export type DvrRecording = z.infer<typeof dvrRecording>;

export const dvrRecordings = z.object({ items: z.array(dvrRecording) }).meta({ id: 'DvrRecordings' });
export type DvrRecordings = z.infer<typeof dvrRecordings>;

/** Seed 001 §3 "Recording request (saved)", in this API's names and units. */
export const dvrSaveRequest = z.object({
  boxId: positiveId('boxId'),
  /** call_sign + start_time pick the airing (the record link gives start, end, callsign) */
  callSign,
  startTime: epochMs,
  /** rec_type: 0 episode, 1 series */
  recType: z
    .union([z.literal(0), z.literal(1)], { error: 'rec_type is 0 (episode) or 1 (series).' })
    .default(0),
  quality: dvrQuality.default('hd'),
  /** save_days */
  saveDays: dvrKeepDays.default(14),
  /** save_episodes (series): 0 All */
  saveEpisodes: dvrSaveEpisodes.default(3),
  /** all_episodes (series filter) */
  filter: dvrFilter.default(4),
  /** showEndTime / episodeStop padding */
  endPaddingSeconds: dvrEndPadding.default(0),
  /** recordings to cancel in the same transaction (a conflict choice) */
  cancelIds: z.array(positiveId('id')).max(MULTI_REMOVE_MAX_ITEMS, DvrRuleMessages.tooManyIds).default([]),
});
export type DvrSaveRequest = z.input<typeof dvrSaveRequest>;

export const dvrAiringChoice = z
  .object({
    eventId: z.string(),
    callsign: z.string(),
    channelNumber: z.number().int(),
    startTime: epochMs,
    endTime: epochMs,
    isHd: z.boolean(),
  })
  .meta({ id: 'DvrAiringChoice' });

export const dvrConflict = z
  .object({
    eventId: z.string(),
    title: z.string(),
    startTime: epochMs,
    endTime: epochMs,
    reason: z.enum(['tuners', 'quota']),
    message: z.string(),
    /** the recordings that hold every tuner at that time */
    clashing: z.array(dvrRecording),
  })
  .meta({ id: 'DvrConflict' });
export type DvrConflict = z.infer<typeof dvrConflict>;

export const dvrSaveStatus = z.enum([
  'SUCCESS',
  'CONFLICT',
  'NOT_AUTHORIZED',
  'TERMS_REQUIRED',
  'BLOCKED',
  'NO_SERIES',
  'ENDED',
]);
export type DvrSaveStatus = z.infer<typeof dvrSaveStatus>;

export const dvrCheck = z
  .object({
    status: dvrSaveStatus,
    /** the customer-facing message for a non-SUCCESS status, else null */
    message: z.string().nullable(),
    /** the airings the request would record (one, or a series rule's expansion) */
    airings: z.array(dvrAiringChoice.extend({ title: z.string() })),
    conflicts: z.array(dvrConflict),
    choices: z.object({
      /** other airings of the same program with a free tuner */
      otherAirings: z.array(dvrAiringChoice),
      /** other boxes of the account free for every conflicting airing */
      otherBoxes: z.array(z.object({ boxId: z.number().int(), alias: z.string() })),
      /** recordings to cancel instead (pass their ids as cancelIds) */
      clashing: z.array(dvrRecording),
    }),
    /** the quality that will be used (hd when forced) */
    quality: dvrQuality,
  })
  .meta({ id: 'DvrCheck' });
export type DvrCheck = z.infer<typeof dvrCheck>;

export const dvrSeriesRule = z
  .object({
    id: z.number().int(),
    boxId: z.number().int(),
    boxAlias: z.string(),
    seriesId: z.string(),
    title: z.string(),
    callsign: z.string(),
    filter: dvrFilter,
    /** the airing the rule was made from: "All at {time} (on {weekday})" read it */
    anchorStart: epochMs,
    saveEpisodes: dvrSaveEpisodes,
    saveDays: dvrKeepDays,
    quality: dvrQuality,
    endPaddingSeconds: dvrEndPadding,
    scheduledCount: z.number().int().nonnegative(),
    recordedCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'DvrSeriesRule' });
export type DvrSeriesRule = z.infer<typeof dvrSeriesRule>;

export const dvrSaveResult = dvrCheck
  .extend({
    recordings: z.array(dvrRecording),
    seriesRule: dvrSeriesRule.nullable(),
    cancelledIds: z.array(z.number().int()),
  })
  .meta({ id: 'DvrSaveResult' });
export type DvrSaveResult = z.infer<typeof dvrSaveResult>;

const idsBody = z.object({
  /** an empty list is answered SUCCESS with nothing done */
  ids: z
    .array(positiveId('id'), { error: DvrRuleMessages.noIds })
    .max(MULTI_REMOVE_MAX_ITEMS, DvrRuleMessages.tooManyIds),
});

export const dvrBulkResult = z
  .object({
    status: z.enum(['SUCCESS', 'PARTIAL_FAILURE']),
    doneIds: z.array(z.number().int()),
    /** ids not found, not the session's, or in the wrong state */
    failedIds: z.array(z.number().int()),
    /** seed 001 §8 "We are not able to cancel/delete at this moment..." on a partial failure */
    message: z.string().nullable(),
  })
  .meta({ id: 'DvrBulkResult' });
export type DvrBulkResult = z.infer<typeof dvrBulkResult>;

const boolString = z.enum(['true', 'false'], { error: 'Use true or false.' }).transform((s) => s === 'true');
const queryId = z
  .string()
  .regex(/^\d{1,9}$/, 'boxId must be a number.')
  .transform(Number);
/** a series rule id; anything that is not one of the caller's rules is simply not found */
const ruleIdParam = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'The series rule id is letters and digits.');

export const dvrRoutes = {
  dvrBoxes: defineRoute({
    method: 'GET',
    path: '/api/dvr/boxes',
    summary:
      "The session's DVR boxes with tuners and storage, hasWebDVR, dvrBlocked, termsAccepted (list boxes, getdvrdetails)",
    area: 'dvr',
    access: 'user',
    response: dvrBoxes,
  }),
  dvrAcceptTerms: defineRoute({
    method: 'POST',
    path: '/api/dvr/terms',
    summary: 'Accepts the web DVR terms (signup for web DVR terms)',
    area: 'dvr',
    access: 'user',
    body: z.object({ accept: z.literal(true, { error: 'accept must be true.' }) }),
    response: z.object({ termsAccepted: z.literal(true), acceptedAt: epochMs }),
  }),
  dvrRecordings: defineRoute({
    method: 'GET',
    path: '/api/dvr/recordings',
    summary:
      'Scheduled (scheduled=true: scheduled and recording now) or recorded recordings, per box or all boxes',
    area: 'dvr',
    access: 'user',
    query: z.object({ boxId: queryId.optional(), scheduled: boolString.default(true) }),
    response: dvrRecordings,
  }),
  dvrCheck: defineRoute({
    method: 'POST',
    path: '/api/dvr/recordings/check',
    summary: 'Checks a save request: the airings that would fail (tuners busy, cloud quota) and the choices',
    area: 'dvr',
    access: 'user',
    body: dvrSaveRequest,
    response: dvrCheck,
  }),
  dvrSave: defineRoute({
    method: 'POST',
    path: '/api/dvr/recordings',
    summary: 'Saves a recording or a series rule (save recording); re-checks conflicts in its transaction',
    area: 'dvr',
    access: 'user',
    idempotent: true,
    body: dvrSaveRequest,
    response: dvrSaveResult,
  }),
  dvrCancel: defineRoute({
    method: 'POST',
    path: '/api/dvr/recordings/cancel',
    summary: `Cancels up to ${MULTI_REMOVE_MAX_ITEMS} scheduled recordings`,
    area: 'dvr',
    access: 'user',
    body: idsBody,
    response: dvrBulkResult,
  }),
  dvrDelete: defineRoute({
    method: 'POST',
    path: '/api/dvr/recordings/delete',
    summary: `Deletes up to ${MULTI_REMOVE_MAX_ITEMS} recorded programs (destroy single recording)`,
    area: 'dvr',
    access: 'user',
    body: idsBody,
    response: dvrBulkResult,
  }),
  dvrSeriesRules: defineRoute({
    method: 'GET',
    path: '/api/dvr/series-rules',
    summary: "The session's series rules",
    area: 'dvr',
    access: 'user',
    response: z.object({ rules: z.array(dvrSeriesRule) }),
  }),
  dvrCancelSeriesRule: defineRoute({
    method: 'POST',
    path: '/api/dvr/series-rules/:id/cancel',
    summary:
      'Cancels a series rule and its scheduled episodes; deleteRecordings also deletes what it recorded',
    area: 'dvr',
    access: 'user',
    params: z.object({ id: ruleIdParam }),
    body: z.object({ deleteRecordings: z.boolean({ error: 'deleteRecordings is true or false.' }) }),
    response: z.object({
      status: z.literal('SUCCESS'),
      cancelledIds: z.array(z.number().int()),
      deletedIds: z.array(z.number().int()),
    }),
  }),
  dvrUpcoming: defineRoute({
    method: 'GET',
    path: '/api/dvr/upcoming',
    summary: `The next scheduled recordings over all boxes (queryMultipleDVRs, limit ${NEXT_DVR_RECORDINGS_MENU_FETCH})`,
    area: 'dvr',
    access: 'user',
    query: z.object({
      limit: z
        .string()
        .regex(/^\d{1,2}$/, 'limit is 1 to 10.')
        .transform(Number)
        .pipe(z.number().int().min(1, 'limit is 1 to 10.').max(10, 'limit is 1 to 10.'))
        .default(NEXT_DVR_RECORDINGS_MENU_FETCH),
    }),
    response: dvrRecordings,
  }),
};
