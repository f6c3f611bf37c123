/** Wifi usage (seed 002 §3 Usage; §9 LAST_THIRTY_DAYS, MB of 1,048,576 bytes and GB). */
import { addDays } from '../billing/payment-date.ts';
import { BYTES_PER_MB, MB_PER_GB, USAGE_PERIOD_DAYS } from './constants.ts';

/** One day of usage. */
export interface UsageDay {
  day: string;
  bytes: number;
  seconds: number;
  activeSessions: number;
  devices: number;
}

/** The 30 days ending today, oldest first, with a zero day where nothing was recorded. */
export function lastThirtyDays(rows: readonly UsageDay[], today: string): UsageDay[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return Array.from({ length: USAGE_PERIOD_DAYS }, (_, i) => {
    const day = addDays(today, i - (USAGE_PERIOD_DAYS - 1));
    return byDay.get(day) ?? { day, bytes: 0, seconds: 0, activeSessions: 0, devices: 0 };
  });
}

/** True when the period shows nothing: the page says 'No usage in the last thirty days.' */
export function hasNoUsage(days: readonly UsageDay[]): boolean {
  return days.every((d) => d.bytes === 0 && d.seconds === 0);
}

export const bytesToMb = (bytes: number): number => bytes / BYTES_PER_MB;
export const bytesToGb = (bytes: number): number => bytes / (BYTES_PER_MB * MB_PER_GB);

/** A byte count in the unit that reads best: GB from 1 GB up, MB below, one decimal. */
export function usageAmount(bytes: number): { value: number; unit: 'MB' | 'GB' } {
  const gb = bytesToGb(bytes);
  if (gb >= 1) return { value: Math.round(gb * 10) / 10, unit: 'GB' };
  return { value: Math.round(bytesToMb(bytes) * 10) / 10, unit: 'MB' };
}
