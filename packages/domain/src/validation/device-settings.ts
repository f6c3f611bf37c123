/**
 * Set-top box and router setting rules of seed 000 §5 (Other) and seed 002 §5: the on/off
 * timer, aspect ratio against display resolution, fixed volume against closed captioning, and
 * how far ahead a time block may be set.
 */
import { TIME_BLOCK_MAX_DAYS_AHEAD } from '../constants.ts';
import { daysBetween, type CalendarDate } from './date-input.ts';
import { FIELD_OK, fieldError, type FieldCheck } from './field-check.ts';

/** The resolutions a 4:3 picture can be sent at (seed 000 §5). */
export const STANDARD_DEFINITION_RESOLUTIONS = ['480p', '480i'] as const;
export type AspectRatio = '4:3' | '16:9';
/** The closed-captioning choice that mutes the sound, so a fixed volume makes no sense with it. */
export const CLOSED_CAPTIONING_ON_WITH_MUTE = 'On with Mute';

const quoted = (text: string) => `“${text}”`;

export const DeviceSettingsMessages = {
  /** Seed 000 §5, verbatim. */
  timer: 'Turn on time must be before turn off time.',
  /** Seed 000 §5, verbatim (curly quotes included). */
  aspectRatioNeedsStandardDefinition: `To choose ${quoted('4:3')}, you must change Display resolution to ${STANDARD_DEFINITION_RESOLUTIONS.map(quoted).join(' or ')}.`,
  /** Written for Coax in the same style: any other resolution needs a 16:9 picture. */
  resolutionNeedsWidescreen: (resolution: string) =>
    `To choose ${quoted(resolution)}, you must change Aspect ratio to ${quoted('16:9')}.`,
  /** Written for Coax: the seed gives the rule, not its text. */
  fixedVolumeWithMutedCaptions: `To choose Fixed volume, you must change Closed Captioning to a setting other than ${quoted(CLOSED_CAPTIONING_ON_WITH_MUTE)}.`,
  /** Written for Coax: the same rule met from the other side. */
  mutedCaptionsWithFixedVolume: `To choose ${quoted(CLOSED_CAPTIONING_ON_WITH_MUTE)}, you must turn off Fixed volume.`,
  /** Seed 000 §5's wording of the rule, used as its message. */
  timeBlockTooFarAhead: `Time blocks can be set up to ${TIME_BLOCK_MAX_DAYS_AHEAD} days ahead.`,
  /** Written for Coax. */
  timeBlockInThePast: 'Time blocks cannot be set for a day that has passed.',
} as const;

/**
 * Seed 000 §5 Timer. Times are minutes after midnight; equal times are refused too, since a
 * box that turns on and off at the same moment does nothing.
 */
export function checkTimer(turnOnMinutes: number, turnOffMinutes: number): FieldCheck<'timer'> {
  return turnOnMinutes < turnOffMinutes ? FIELD_OK : fieldError('timer', DeviceSettingsMessages.timer);
}

function isStandardDefinition(resolution: string): boolean {
  return (STANDARD_DEFINITION_RESOLUTIONS as readonly string[]).includes(resolution);
}

/**
 * Seed 000 §5 Sound/display: 4:3 only goes with 480p or 480i. `changed` says which setting the
 * user just picked, so the message asks them to change the other one.
 */
export function checkDisplaySettings(
  settings: { aspectRatio: AspectRatio; resolution: string },
  changed: 'aspectRatio' | 'resolution',
): FieldCheck<'aspectRatioNeedsStandardDefinition' | 'resolutionNeedsWidescreen'> {
  if (settings.aspectRatio !== '4:3' || isStandardDefinition(settings.resolution)) return FIELD_OK;
  return changed === 'aspectRatio'
    ? fieldError(
        'aspectRatioNeedsStandardDefinition',
        DeviceSettingsMessages.aspectRatioNeedsStandardDefinition,
      )
    : fieldError(
        'resolutionNeedsWidescreen',
        DeviceSettingsMessages.resolutionNeedsWidescreen(settings.resolution),
      );
}

/** Seed 000 §5: fixed volume is not allowed when Closed Captioning is 'On with Mute'. */
export function checkFixedVolume(
  settings: { fixedVolume: boolean; closedCaptioning: string },
  changed: 'fixedVolume' | 'closedCaptioning',
): FieldCheck<'fixedVolumeWithMutedCaptions' | 'mutedCaptionsWithFixedVolume'> {
  if (!settings.fixedVolume || settings.closedCaptioning !== CLOSED_CAPTIONING_ON_WITH_MUTE) return FIELD_OK;
  return changed === 'fixedVolume'
    ? fieldError('fixedVolumeWithMutedCaptions', DeviceSettingsMessages.fixedVolumeWithMutedCaptions)
    : fieldError('mutedCaptionsWithFixedVolume', DeviceSettingsMessages.mutedCaptionsWithFixedVolume);
}

/** Seed 000 §5: a time block may be set for today up to 14 days ahead (inclusive). */
export function checkTimeBlockDay(
  day: CalendarDate,
  today: CalendarDate,
): FieldCheck<'timeBlockTooFarAhead' | 'timeBlockInThePast'> {
  const ahead = daysBetween(today, day);
  if (ahead < 0) return fieldError('timeBlockInThePast', DeviceSettingsMessages.timeBlockInThePast);
  if (ahead > TIME_BLOCK_MAX_DAYS_AHEAD) {
    return fieldError('timeBlockTooFarAhead', DeviceSettingsMessages.timeBlockTooFarAhead);
  }
  return FIELD_OK;
}
