/**
 * A set-top box's network settings (seed 001 §7 getNetworkSettings / setNetworkSettings /
 * copyNetworkSettings) and the rules that tie them together (seed 000 §5: timer, display and
 * sound; seed 002 §5: time blocks up to 14 days ahead). Days are 'YYYY-MM-DD'; "today" is
 * always passed in, never read from a clock.
 */
import { isoToCalendar } from '../billing/payment-date.ts';
import {
  checkDisplaySettings,
  checkFixedVolume,
  checkTimeBlockDay,
  checkTimer,
  type AspectRatio,
} from '../validation/device-settings.ts';
import { TIME_BLOCKS_MAX, type BoxResolution, type ClosedCaptioning } from './constants.ts';
import { BoxSettingsMessages } from './messages.ts';

/** A span of a day when the box shows nothing without the parental PIN; minutes after midnight. */
export interface TimeBlock {
  day: string;
  startMinutes: number;
  endMinutes: number;
}

export interface BoxSettings {
  display: { resolution: BoxResolution; aspectRatio: AspectRatio };
  sound: { fixedVolume: boolean; closedCaptioning: ClosedCaptioning };
  /** the on/off timer; the times only count while it is enabled */
  timer: { enabled: boolean; turnOnMinutes: number; turnOffMinutes: number };
  parental: { timeBlocks: TimeBlock[] };
}

/** What a box has before anyone changes it: HD widescreen, no captions, no timer, no blocks. */
export const DEFAULT_BOX_SETTINGS: BoxSettings = Object.freeze({
  display: { resolution: '1080i', aspectRatio: '16:9' },
  sound: { fixedVolume: false, closedCaptioning: 'Off' },
  timer: { enabled: false, turnOnMinutes: 7 * 60, turnOffMinutes: 23 * 60 },
  parental: { timeBlocks: [] },
}) as BoxSettings;

/** One refused setting: where it is (a dotted path), a stable code and the message to show. */
export interface BoxSettingsIssue {
  path: string;
  code: string;
  message: string;
}

/**
 * Every rule a whole settings object must meet on `today`. `changed` says which of two linked
 * settings the user just picked, so the message asks for the other one (seed 000 §5 wording).
 */
export function checkBoxSettings(
  settings: BoxSettings,
  today: string,
  changed: { display?: 'aspectRatio' | 'resolution'; sound?: 'fixedVolume' | 'closedCaptioning' } = {},
): BoxSettingsIssue[] {
  const issues: BoxSettingsIssue[] = [];
  const display = checkDisplaySettings(settings.display, changed.display ?? 'aspectRatio');
  if (!display.ok) {
    issues.push({
      path: `display.${changed.display ?? 'aspectRatio'}`,
      code: display.code,
      message: display.message,
    });
  }
  const sound = checkFixedVolume(settings.sound, changed.sound ?? 'fixedVolume');
  if (!sound.ok) {
    issues.push({
      path: `sound.${changed.sound ?? 'fixedVolume'}`,
      code: sound.code,
      message: sound.message,
    });
  }
  if (settings.timer.enabled) {
    const timer = checkTimer(settings.timer.turnOnMinutes, settings.timer.turnOffMinutes);
    if (!timer.ok) issues.push({ path: 'timer.turnOffMinutes', code: timer.code, message: timer.message });
  }
  issues.push(...checkTimeBlocks(settings.parental.timeBlocks, today));
  return issues;
}

/** Seed 002 §5 time blocks: real days from today to 14 days ahead, each ending after it starts, none overlapping. */
export function checkTimeBlocks(blocks: readonly TimeBlock[], today: string): BoxSettingsIssue[] {
  const issues: BoxSettingsIssue[] = [];
  const todayDay = isoToCalendar(today);
  if (!todayDay) throw new Error(`not a day: ${today}`);
  if (blocks.length > TIME_BLOCKS_MAX) {
    issues.push({
      path: 'parental.timeBlocks',
      code: 'tooManyTimeBlocks',
      message: BoxSettingsMessages.tooManyTimeBlocks,
    });
  }
  blocks.forEach((block, i) => {
    const path = `parental.timeBlocks.${i}`;
    const day = isoToCalendar(block.day);
    if (!day) {
      issues.push({ path: `${path}.day`, code: 'timeBlockDay', message: BoxSettingsMessages.timeBlockDay });
    } else {
      const when = checkTimeBlockDay(day, todayDay);
      if (!when.ok) issues.push({ path: `${path}.day`, code: when.code, message: when.message });
    }
    if (block.startMinutes >= block.endMinutes) {
      issues.push({
        path: `${path}.endMinutes`,
        code: 'timeBlockOrder',
        message: BoxSettingsMessages.timeBlockOrder,
      });
      return;
    }
    const clash = blocks.findIndex(
      (other, j) =>
        j < i &&
        other.day === block.day &&
        other.startMinutes < other.endMinutes &&
        other.startMinutes < block.endMinutes &&
        block.startMinutes < other.endMinutes,
    );
    if (clash >= 0) {
      issues.push({
        path: `${path}.startMinutes`,
        code: 'timeBlockOverlap',
        message: BoxSettingsMessages.timeBlockOverlap,
      });
    }
  });
  return issues;
}

/** Time blocks whose day has not passed, in day and start order. */
export function currentTimeBlocks(blocks: readonly TimeBlock[], today: string): TimeBlock[] {
  return blocks
    .filter((b) => b.day >= today)
    .sort((a, b) => a.day.localeCompare(b.day) || a.startMinutes - b.startMinutes);
}

/** The settings as they stand on `today`: blocks of days gone by are dropped. */
export function settingsOnDay(settings: BoxSettings, today: string): BoxSettings {
  return { ...settings, parental: { timeBlocks: currentTimeBlocks(settings.parental.timeBlocks, today) } };
}

/**
 * copyNetworkSettings (seed 001 §7): the target gets the source's settings as they stand today.
 * A box is never copied onto itself. PINs travel separately (the service copies their hashes).
 */
export function copyBoxSettings(
  source: { deviceId: string; settings: BoxSettings },
  targetDeviceId: string,
  today: string,
): { ok: true; settings: BoxSettings } | { ok: false; code: 'copyToSameBox'; message: string } {
  if (source.deviceId === targetDeviceId) {
    return { ok: false, code: 'copyToSameBox', message: BoxSettingsMessages.copyToSameBox };
  }
  const s = settingsOnDay(source.settings, today);
  return {
    ok: true,
    settings: {
      display: { ...s.display },
      sound: { ...s.sound },
      timer: { ...s.timer },
      parental: { timeBlocks: s.parental.timeBlocks.map((b) => ({ ...b })) },
    },
  };
}

/** 'HH:MM' (24-hour) for minutes after midnight, as a time input shows it. */
export function minutesToTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Minutes after midnight for 'HH:MM', or undefined when it is not a time of day. */
export function timeToMinutes(text: string): number | undefined {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
}
