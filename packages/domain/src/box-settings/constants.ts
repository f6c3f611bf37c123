/**
 * Constants of a box's network settings (seed 001 §7 "Network settings for boxes", seed 000 §5
 * timer and sound rules, seed 002 §5 PIN entry and §9 "Pin length 4").
 */

/** Seed 002 §9: "Pin length 4"; seed 002 §5: "four single-digit boxes". */
export const PIN_LENGTH = 4;

/** Seed 001 §7: validatePIN checks the parental and the purchase PIN. */
export const PIN_TYPES = ['parental', 'purchase'] as const;
export type PinType = (typeof PIN_TYPES)[number];

/**
 * Seed 001 §7: "result VALID, INVALID or other". The two others Coax answers: no PIN of that type
 * is set on the box, or too many wrong tries in a row have locked checking for a while.
 */
export const PIN_RESULTS = ['VALID', 'INVALID', 'NOT_SET', 'LOCKED'] as const;
export type PinResult = (typeof PIN_RESULTS)[number];

/**
 * A four-digit PIN has only 10,000 values: without a limit it falls to a script in minutes.
 * After this many wrong tries within PIN_LOCK_MINUTES, checks answer LOCKED until the window passes.
 */
export const PIN_MAX_FAILED_ATTEMPTS = 5;
/** The window the failed tries are counted in, and how long a lock lasts. */
export const PIN_LOCK_MINUTES = 15;

/** Display resolutions a box offers; 4:3 only goes with the two standard-definition ones (seed 000 §5). */
export const BOX_RESOLUTIONS = ['2160p', '1080p', '1080i', '720p', '480p', '480i'] as const;
export type BoxResolution = (typeof BOX_RESOLUTIONS)[number];

export const BOX_ASPECT_RATIOS = ['16:9', '4:3'] as const;

/** Closed-captioning choices; 'On with Mute' is the seed's (seed 000 §5). */
export const CLOSED_CAPTIONING_OPTIONS = ['Off', 'On', 'On with Mute'] as const;
export type ClosedCaptioning = (typeof CLOSED_CAPTIONING_OPTIONS)[number];

/** Minutes in a day: timer and time-block times are minutes after midnight, 0 to 1439. */
export const MINUTES_PER_DAY = 1440;

/** Enough for a block or two on each of the 15 days a box can be set for; keeps a stored row small. */
export const TIME_BLOCKS_MAX = 30;
