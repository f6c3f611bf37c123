import { describe, expect, it } from 'vitest';
import { addDays } from '../billing/payment-date.ts';
import { NetworkMessages } from './messages.ts';
import {
  DEFAULT_BOX_SETTINGS,
  checkBoxSettings,
  checkTimeBlocks,
  copyBoxSettings,
  currentTimeBlocks,
  minutesToTime,
  timeToMinutes,
  type BoxSettings,
} from './settings.ts';

const TODAY = '2026-11-20';
const withChanges = (change: (s: BoxSettings) => void): BoxSettings => {
  const s: BoxSettings = JSON.parse(JSON.stringify(DEFAULT_BOX_SETTINGS)) as BoxSettings;
  change(s);
  return s;
};

describe('network messages (seed 002 §8, verbatim)', () => {
  it.each([
    [NetworkMessages.fromDeviceIdRequired, 'from device id is required'],
    [NetworkMessages.toDeviceIdRequired, 'to device id is required'],
    [NetworkMessages.settingsRequired, 'settings is required'],
    [NetworkMessages.pinRequired, 'pin is required'],
    [NetworkMessages.deviceIdRequired, 'device id is required'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('checkBoxSettings', () => {
  it('accepts the defaults', () => {
    expect(checkBoxSettings(DEFAULT_BOX_SETTINGS, TODAY)).toEqual([]);
  });

  it('refuses 4:3 at 1080i with the seed message when the aspect ratio was picked', () => {
    const s = withChanges((x) => (x.display.aspectRatio = '4:3'));
    expect(checkBoxSettings(s, TODAY)).toEqual([
      {
        path: 'display.aspectRatio',
        code: 'aspectRatioNeedsStandardDefinition',
        message: 'To choose “4:3”, you must change Display resolution to “480p” or “480i”.',
      },
    ]);
  });

  it('asks for 16:9 when the resolution was picked last', () => {
    const s = withChanges((x) => {
      x.display.aspectRatio = '4:3';
      x.display.resolution = '720p';
    });
    expect(checkBoxSettings(s, TODAY, { display: 'resolution' })[0]).toMatchObject({
      path: 'display.resolution',
      message: 'To choose “720p”, you must change Aspect ratio to “16:9”.',
    });
  });

  it.each(['480p', '480i'] as const)('allows 4:3 at %s', (resolution) => {
    const s = withChanges((x) => {
      x.display.aspectRatio = '4:3';
      x.display.resolution = resolution;
    });
    expect(checkBoxSettings(s, TODAY)).toEqual([]);
  });

  it('refuses a fixed volume with captions on with mute', () => {
    const s = withChanges((x) => {
      x.sound.fixedVolume = true;
      x.sound.closedCaptioning = 'On with Mute';
    });
    expect(checkBoxSettings(s, TODAY).map((i) => i.code)).toEqual(['fixedVolumeWithMutedCaptions']);
    expect(checkBoxSettings(s, TODAY, { sound: 'closedCaptioning' }).map((i) => i.code)).toEqual([
      'mutedCaptionsWithFixedVolume',
    ]);
  });

  it('checks the timer only while it is enabled', () => {
    const off = withChanges((x) => {
      x.timer.turnOnMinutes = 600;
      x.timer.turnOffMinutes = 500;
    });
    expect(checkBoxSettings(off, TODAY)).toEqual([]);
    const on = withChanges((x) => {
      x.timer = { enabled: true, turnOnMinutes: 600, turnOffMinutes: 600 };
    });
    expect(checkBoxSettings(on, TODAY)).toEqual([
      { path: 'timer.turnOffMinutes', code: 'timer', message: 'Turn on time must be before turn off time.' },
    ]);
  });
});

describe('checkTimeBlocks (seed 002 §5: up to 14 days ahead)', () => {
  const block = (day: string, startMinutes = 60, endMinutes = 120) => ({ day, startMinutes, endMinutes });

  it('accepts today and the fourteenth day ahead', () => {
    expect(checkTimeBlocks([block(TODAY), block(addDays(TODAY, 14))], TODAY)).toEqual([]);
  });

  it('refuses the fifteenth day ahead with the seed wording', () => {
    expect(checkTimeBlocks([block(addDays(TODAY, 15))], TODAY)).toEqual([
      {
        path: 'parental.timeBlocks.0.day',
        code: 'timeBlockTooFarAhead',
        message: 'Time blocks can be set up to 14 days ahead.',
      },
    ]);
  });

  it('refuses a day that has passed and a day that does not exist', () => {
    const codes = checkTimeBlocks([block('2026-11-19'), block('2026-11-31')], TODAY).map((i) => i.code);
    expect(codes).toEqual(['timeBlockInThePast', 'timeBlockDay']);
  });

  it('refuses a block that ends before it starts, and overlapping blocks on the same day', () => {
    const issues = checkTimeBlocks(
      [block(TODAY, 120, 60), block(TODAY, 60, 180), block(TODAY, 170, 200)],
      TODAY,
    );
    expect(issues.map((i) => [i.path, i.code])).toEqual([
      ['parental.timeBlocks.0.endMinutes', 'timeBlockOrder'],
      ['parental.timeBlocks.2.startMinutes', 'timeBlockOverlap'],
    ]);
  });

  it('lets blocks touch end to start', () => {
    expect(checkTimeBlocks([block(TODAY, 60, 120), block(TODAY, 120, 180)], TODAY)).toEqual([]);
  });

  it('refuses more than thirty blocks', () => {
    const many = Array.from({ length: 31 }, (_, i) =>
      block(addDays(TODAY, i % 15), (i % 2) * 600, (i % 2) * 600 + 30),
    );
    expect(checkTimeBlocks(many, TODAY).map((i) => i.code)).toContain('tooManyTimeBlocks');
  });
});

describe('copyBoxSettings', () => {
  const source = withChanges((x) => {
    x.sound.closedCaptioning = 'On';
    x.parental.timeBlocks = [
      { day: '2026-11-19', startMinutes: 0, endMinutes: 60 },
      { day: '2026-11-22', startMinutes: 0, endMinutes: 60 },
    ];
  });

  it('gives the target the source settings without the blocks of days gone by', () => {
    const out = copyBoxSettings({ deviceId: 'A', settings: source }, 'B', TODAY);
    expect(out).toEqual({
      ok: true,
      settings: {
        ...source,
        parental: { timeBlocks: [{ day: '2026-11-22', startMinutes: 0, endMinutes: 60 }] },
      },
    });
  });

  it('returns a copy that does not share objects with the source', () => {
    const out = copyBoxSettings({ deviceId: 'A', settings: source }, 'B', TODAY);
    if (!out.ok) throw new Error('expected a copy');
    out.settings.sound.closedCaptioning = 'Off';
    expect(source.sound.closedCaptioning).toBe('On');
  });

  it('never copies a box onto itself', () => {
    expect(copyBoxSettings({ deviceId: 'A', settings: source }, 'A', TODAY)).toMatchObject({
      ok: false,
      code: 'copyToSameBox',
    });
  });
});

describe('day and time helpers', () => {
  it('orders current blocks by day then start', () => {
    const blocks = [
      { day: '2026-11-21', startMinutes: 60, endMinutes: 90 },
      { day: '2026-11-20', startMinutes: 600, endMinutes: 660 },
      { day: '2026-11-20', startMinutes: 30, endMinutes: 40 },
    ];
    expect(currentTimeBlocks(blocks, TODAY).map((b) => `${b.day} ${b.startMinutes}`)).toEqual([
      '2026-11-20 30',
      '2026-11-20 600',
      '2026-11-21 60',
    ]);
  });

  it.each([
    [0, '00:00'],
    [1439, '23:59'],
    [420, '07:00'],
  ])('writes %i minutes as %s and reads it back', (minutes, text) => {
    expect(minutesToTime(minutes)).toBe(text);
    expect(timeToMinutes(text)).toBe(minutes);
  });

  it('reads no time from 24:00 or 7:00', () => {
    expect(timeToMinutes('24:00')).toBeUndefined();
    expect(timeToMinutes('7:00')).toBeUndefined();
  });
});

describe('checkBoxSettings, which setting an issue names', () => {
  const mutedWithFixed = withChanges((x) => {
    x.sound.fixedVolume = true;
    x.sound.closedCaptioning = 'On with Mute';
  });

  it('names the fixed volume, by default and when it was picked last', () => {
    const issue = {
      path: 'sound.fixedVolume',
      code: 'fixedVolumeWithMutedCaptions',
      message:
        'To choose Fixed volume, you must change Closed Captioning to a setting other than “On with Mute”.',
    };
    expect(checkBoxSettings(mutedWithFixed, TODAY)).toEqual([issue]);
    expect(checkBoxSettings(mutedWithFixed, TODAY, { sound: 'fixedVolume' })).toEqual([issue]);
  });

  it('names the captions when they were picked last', () => {
    expect(checkBoxSettings(mutedWithFixed, TODAY, { sound: 'closedCaptioning' })).toEqual([
      {
        path: 'sound.closedCaptioning',
        code: 'mutedCaptionsWithFixedVolume',
        message: 'To choose “On with Mute”, you must turn off Fixed volume.',
      },
    ]);
  });

  it('accepts an enabled timer that turns on before it turns off', () => {
    const on = withChanges((x) => {
      x.timer = { enabled: true, turnOnMinutes: 599, turnOffMinutes: 600 };
    });
    expect(checkBoxSettings(on, TODAY)).toEqual([]);
  });
});

describe('checkTimeBlocks, edges', () => {
  const block = (day: string, startMinutes = 60, endMinutes = 120) => ({ day, startMinutes, endMinutes });

  it('needs today to be a real day', () => {
    expect(() => checkTimeBlocks([], '2026-11-31')).toThrow('not a day: 2026-11-31');
  });

  it('takes thirty blocks and refuses a thirty-first, naming the list', () => {
    const many = Array.from({ length: 31 }, (_, i) => block(addDays(TODAY, i % 15), i * 40, i * 40 + 30));
    expect(checkTimeBlocks(many.slice(0, 30), TODAY)).toEqual([]);
    expect(checkTimeBlocks(many, TODAY)).toEqual([
      {
        path: 'parental.timeBlocks',
        code: 'tooManyTimeBlocks',
        message: 'A box can have at most 30 time blocks.',
      },
    ]);
  });

  it('names the day of a block whose day is not a date', () => {
    expect(checkTimeBlocks([block(TODAY), block('20 Nov')], TODAY)).toEqual([
      { path: 'parental.timeBlocks.1.day', code: 'timeBlockDay', message: 'Enter the day as YYYY-MM-DD.' },
    ]);
  });

  it('refuses a block that ends when it starts', () => {
    expect(checkTimeBlocks([block(TODAY, 60, 60)], TODAY)).toEqual([
      {
        path: 'parental.timeBlocks.0.endMinutes',
        code: 'timeBlockOrder',
        message: 'A time block must end after it starts.',
      },
    ]);
  });

  it('refuses a block overlapping the first one, naming its start', () => {
    expect(checkTimeBlocks([block(TODAY, 60, 120), block(TODAY, 119, 150)], TODAY)).toEqual([
      {
        path: 'parental.timeBlocks.1.startMinutes',
        code: 'timeBlockOverlap',
        message: 'Time blocks on the same day cannot overlap.',
      },
    ]);
  });

  it('lets a block end where an earlier one starts', () => {
    expect(checkTimeBlocks([block(TODAY, 120, 180), block(TODAY, 60, 120)], TODAY)).toEqual([]);
  });

  it('lets blocks on different days share their times', () => {
    expect(checkTimeBlocks([block(TODAY), block(addDays(TODAY, 1))], TODAY)).toEqual([]);
  });

  it('does not count a block that is itself refused as overlapping a later one', () => {
    expect(
      checkTimeBlocks([block(TODAY, 100, 100), block(TODAY, 60, 180)], TODAY).map((i) => i.path),
    ).toEqual(['parental.timeBlocks.0.endMinutes']);
  });
});

describe('timeToMinutes, the whole text', () => {
  it.each(['107:00', '07:001', ' 07:00', '07:00 ', '07:0'])('reads no time from %j', (text) => {
    expect(timeToMinutes(text)).toBeUndefined();
  });

  it.each([
    ['19:59', 1199],
    ['20:00', 1200],
    ['23:00', 1380],
  ])('reads %s as %i minutes', (text, minutes) => {
    expect(timeToMinutes(text)).toBe(minutes);
  });
});
