import { z } from 'zod';
import {
  BOX_ASPECT_RATIOS,
  BOX_RESOLUTIONS,
  CLOSED_CAPTIONING_OPTIONS,
  MINUTES_PER_DAY,
  NetworkMessages,
  PIN_LENGTH,
  PIN_RESULTS,
  PIN_TYPES,
  TIME_BLOCKS_MAX,
  BoxSettingsMessages,
} from '@coax/domain';
import { defineRoute } from './route.ts';

// Network settings for boxes (seed 001 §7 getNetworkSettings, setNetworkSettings,
// copyNetworkSettings, validatePIN; seed 002 §8 "Network" messages; issue 7 item 8). Only the
// session's own set-top boxes (the DVR boxes of the account that are not the cloud DVR).

/** A box id as the DVR lists it; the seed's 'device id is required' when missing. */
const deviceIdOf = (requiredMessage: string, what: string) =>
  z
    .number({ error: (iss) => (iss.input === undefined ? requiredMessage : `${what} must be a number.`) })
    .int(`${what} must be a whole number.`)
    .positive(`${what} must be a number.`)
    .max(2_147_483_647, `${what} must be a number.`);

const minutesOfDay = z
  .number({ error: 'A time is minutes after midnight.' })
  .int('A time is minutes after midnight.')
  .min(0, 'A time is minutes after midnight.')
  .max(MINUTES_PER_DAY - 1, 'A time is minutes after midnight.');

const pin = z
  .string({
    error: (iss) => (iss.input === undefined ? NetworkMessages.pinRequired : BoxSettingsMessages.pinFormat),
  })
  .min(1, NetworkMessages.pinRequired)
  .regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), BoxSettingsMessages.pinFormat);

export const boxPinType = z.enum(PIN_TYPES, { error: 'pinType is parental or purchase.' });

export const boxTimeBlock = z
  .object({
    /** YYYY-MM-DD (UTC), from today to 14 days ahead */
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, BoxSettingsMessages.timeBlockDay),
    startMinutes: minutesOfDay,
    /** up to 1440: a block may run to midnight */
    endMinutes: minutesOfDay.or(z.literal(MINUTES_PER_DAY)),
  })
  .meta({ id: 'BoxTimeBlock' });

/** The settings a box keeps; seed 000 §5 timer, display and sound, seed 002 §5 time blocks. */
const boxSettingsShape = {
  display: z.object({
    resolution: z.enum(BOX_RESOLUTIONS, { error: 'Choose a display resolution from the list.' }),
    aspectRatio: z.enum(BOX_ASPECT_RATIOS, { error: 'The aspect ratio is 16:9 or 4:3.' }),
  }),
  sound: z.object({
    fixedVolume: z.boolean({ error: 'fixedVolume is true or false.' }),
    closedCaptioning: z.enum(CLOSED_CAPTIONING_OPTIONS, {
      error: 'Choose a closed captioning setting from the list.',
    }),
  }),
  timer: z.object({
    enabled: z.boolean({ error: 'enabled is true or false.' }),
    turnOnMinutes: minutesOfDay,
    turnOffMinutes: minutesOfDay,
  }),
  parental: z.object({
    timeBlocks: z.array(boxTimeBlock).max(TIME_BLOCKS_MAX, BoxSettingsMessages.tooManyTimeBlocks),
  }),
};
export const boxSettings = z.object(boxSettingsShape).meta({ id: 'BoxSettings' });
export type BoxSettingsBody = z.infer<typeof boxSettings>;

const pinsSet = z.object({ parental: z.boolean(), purchase: z.boolean() });

/** One box as the settings page lists it. */
export const settingsBox = z
  .object({ deviceId: z.number().int(), alias: z.string(), deviceType: z.string(), isHd: z.boolean() })
  .meta({ id: 'SettingsBox' });
export type SettingsBox = z.infer<typeof settingsBox>;

export const boxSettingsBoxes = z
  .object({
    boxes: z.array(settingsBox),
    /** only the account's primary holder (or an agent acting for one) changes settings and PINs */
    canChange: z.boolean(),
  })
  .meta({ id: 'BoxSettingsBoxes' });
export type BoxSettingsBoxes = z.infer<typeof boxSettingsBoxes>;

/** getNetworkSettings: one box's settings as they stand today, and which PINs are set (never the PINs). */
export const boxSettingsView = z
  .object({
    deviceId: z.number().int(),
    alias: z.string(),
    settings: boxSettings,
    pins: pinsSet,
    /** the first and last day a time block may be set for (YYYY-MM-DD, UTC) */
    today: z.string(),
    lastBlockDay: z.string(),
    /** null until the settings are first saved */
    updatedAt: z.number().int().nullable(),
  })
  .meta({ id: 'BoxSettingsView' });
export type BoxSettingsView = z.infer<typeof boxSettingsView>;

export const boxSettingsSetBody = z.object({
  deviceId: deviceIdOf(NetworkMessages.deviceIdRequired, 'deviceId'),
  settings: z.object(boxSettingsShape, {
    error: (iss) =>
      iss.input === undefined ? NetworkMessages.settingsRequired : 'settings must be an object.',
  }),
  /** which of two linked settings was picked last, so a refusal names the other one */
  changed: z
    .object({
      display: z.enum(['aspectRatio', 'resolution']).optional(),
      sound: z.enum(['fixedVolume', 'closedCaptioning']).optional(),
    })
    .optional(),
  /** new PINs: four digits sets one, null removes it, absent leaves it */
  pins: z.object({ parental: pin.nullable().optional(), purchase: pin.nullable().optional() }).optional(),
});
export type BoxSettingsSetBody = z.input<typeof boxSettingsSetBody>;

export const boxSettingsCopyBody = z.object({
  fromDeviceId: deviceIdOf(NetworkMessages.fromDeviceIdRequired, 'fromDeviceId'),
  toDeviceId: deviceIdOf(NetworkMessages.toDeviceIdRequired, 'toDeviceId'),
});

export const boxPinCheckBody = z.object({
  deviceId: deviceIdOf(NetworkMessages.deviceIdRequired, 'deviceId'),
  pinType: boxPinType,
  /** the digits are checked after the box is found to be the caller's (domain checkPin) */
  pin: z
    .string({ error: NetworkMessages.pinRequired })
    .min(1, NetworkMessages.pinRequired)
    .max(PIN_LENGTH, BoxSettingsMessages.pinFormat),
});

/** validatePIN: VALID, INVALID, or another result (NOT_SET, LOCKED) the page explains. */
export const boxPinCheck = z
  .object({
    result: z.enum(PIN_RESULTS),
    /** wrong tries left before checking locks; 0 when locked */
    attemptsRemaining: z.number().int().nonnegative(),
    /** when a lock lifts (epoch ms), else null */
    lockedUntil: z.number().int().nullable(),
  })
  .meta({ id: 'BoxPinCheck' });
export type BoxPinCheck = z.infer<typeof boxPinCheck>;

export const boxSettingsRoutes = {
  boxSettingsBoxes: defineRoute({
    method: 'GET',
    path: '/api/box-settings/boxes',
    summary: "The session's set-top boxes whose network settings can be read (the cloud DVR has none)",
    area: 'box-settings',
    access: 'user',
    response: boxSettingsBoxes,
  }),
  boxSettingsGet: defineRoute({
    method: 'GET',
    path: '/api/box-settings',
    summary: "One box's network settings and which PINs are set (getNetworkSettings)",
    area: 'box-settings',
    access: 'user',
    query: z.object({
      deviceId: z
        .string({ error: NetworkMessages.deviceIdRequired })
        .min(1, NetworkMessages.deviceIdRequired)
        .regex(/^\d{1,9}$/, 'deviceId must be a number.')
        .transform(Number),
    }),
    response: boxSettingsView,
  }),
  boxSettingsSet: defineRoute({
    method: 'POST',
    path: '/api/box-settings',
    summary:
      "Saves a box's network settings and, optionally, its parental and purchase PINs (setNetworkSettings)",
    area: 'box-settings',
    access: 'user',
    body: boxSettingsSetBody,
    response: boxSettingsView,
  }),
  boxSettingsCopy: defineRoute({
    method: 'POST',
    path: '/api/box-settings/copy',
    summary: "Copies one box's settings and PINs to another of the session's boxes (copyNetworkSettings)",
    area: 'box-settings',
    access: 'user',
    body: boxSettingsCopyBody,
    response: boxSettingsView,
  }),
  boxSettingsValidatePin: defineRoute({
    method: 'POST',
    path: '/api/box-settings/validate-pin',
    summary: "Checks a box's parental or purchase PIN: VALID, INVALID, NOT_SET or LOCKED (validatePIN)",
    area: 'box-settings',
    access: 'user',
    body: boxPinCheckBody,
    response: boxPinCheck,
  }),
};
