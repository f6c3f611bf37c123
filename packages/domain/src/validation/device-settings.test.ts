import { describe, expect, it } from 'vitest';
import { type CalendarDate } from './date-input.ts';
import {
  DeviceSettingsMessages,
  checkDisplaySettings,
  checkFixedVolume,
  checkTimeBlockDay,
  checkTimer,
  type AspectRatio,
} from './device-settings.ts';

describe('device settings messages (seed 000 §5, verbatim)', () => {
  it.each([
    [DeviceSettingsMessages.timer, 'Turn on time must be before turn off time.'],
    [
      DeviceSettingsMessages.aspectRatioNeedsStandardDefinition,
      'To choose “4:3”, you must change Display resolution to “480p” or “480i”.',
    ],
    [
      DeviceSettingsMessages.resolutionNeedsWidescreen('1080i'),
      'To choose “1080i”, you must change Aspect ratio to “16:9”.',
    ],
    [DeviceSettingsMessages.timeBlockTooFarAhead, 'Time blocks can be set up to 14 days ahead.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('checkTimer (minutes after midnight)', () => {
  it.each([
    { on: 7 * 60, off: 23 * 60, code: undefined },
    { on: 0, off: 1, code: undefined },
    { on: 1, off: 0, code: 'timer' },
    { on: 8 * 60, off: 8 * 60, code: 'timer' },
    { on: 22 * 60, off: 6 * 60, code: 'timer' },
  ])('on $on, off $off -> $code', ({ on, off, code }) => {
    const result = checkTimer(on, off);
    expect(result.ok ? undefined : result.code).toBe(code);
  });
});

describe('checkDisplaySettings (4:3 needs 480p or 480i)', () => {
  it.each([
    { aspectRatio: '4:3', resolution: '480p', changed: 'aspectRatio', code: undefined },
    { aspectRatio: '4:3', resolution: '480i', changed: 'resolution', code: undefined },
    { aspectRatio: '16:9', resolution: '480i', changed: 'aspectRatio', code: undefined },
    { aspectRatio: '16:9', resolution: '1080i', changed: 'resolution', code: undefined },
    {
      aspectRatio: '4:3',
      resolution: '720p',
      changed: 'aspectRatio',
      code: 'aspectRatioNeedsStandardDefinition',
    },
    { aspectRatio: '4:3', resolution: '1080i', changed: 'resolution', code: 'resolutionNeedsWidescreen' },
  ] as const)(
    '$aspectRatio at $resolution, $changed changed -> $code',
    ({ aspectRatio, resolution, changed, code }) => {
      const result = checkDisplaySettings({ aspectRatio: aspectRatio as AspectRatio, resolution }, changed);
      expect(result.ok ? undefined : result.code).toBe(code);
    },
  );

  it('names the resolution the user picked', () => {
    expect(checkDisplaySettings({ aspectRatio: '4:3', resolution: '720p' }, 'resolution')).toEqual({
      ok: false,
      code: 'resolutionNeedsWidescreen',
      message: 'To choose “720p”, you must change Aspect ratio to “16:9”.',
    });
  });
});

describe("checkFixedVolume (not with Closed Captioning 'On with Mute')", () => {
  it.each([
    { fixedVolume: true, closedCaptioning: 'Off', changed: 'fixedVolume', code: undefined },
    { fixedVolume: true, closedCaptioning: 'On', changed: 'fixedVolume', code: undefined },
    { fixedVolume: false, closedCaptioning: 'On with Mute', changed: 'closedCaptioning', code: undefined },
    {
      fixedVolume: true,
      closedCaptioning: 'On with Mute',
      changed: 'fixedVolume',
      code: 'fixedVolumeWithMutedCaptions',
    },
    {
      fixedVolume: true,
      closedCaptioning: 'On with Mute',
      changed: 'closedCaptioning',
      code: 'mutedCaptionsWithFixedVolume',
    },
  ] as const)(
    'fixed $fixedVolume, CC $closedCaptioning, $changed changed -> $code',
    ({ fixedVolume, closedCaptioning, changed, code }) => {
      const result = checkFixedVolume({ fixedVolume, closedCaptioning }, changed);
      expect(result.ok ? undefined : result.code).toBe(code);
    },
  );
});

describe('checkTimeBlockDay (up to 14 days ahead)', () => {
  const today: CalendarDate = { year: 2026, month: 12, day: 25 };
  it.each([
    { day: { year: 2026, month: 12, day: 24 }, code: 'timeBlockInThePast' },
    { day: { year: 2026, month: 12, day: 25 }, code: undefined },
    { day: { year: 2027, month: 1, day: 8 }, code: undefined },
    { day: { year: 2027, month: 1, day: 9 }, code: 'timeBlockTooFarAhead' },
  ])('$day.year-$day.month-$day.day -> $code', ({ day, code }) => {
    const result = checkTimeBlockDay(day, today);
    expect(result.ok ? undefined : result.code).toBe(code);
  });
});
