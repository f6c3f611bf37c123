/**
 * Seed 002 §5: "appointment names at 23 (20 on mobile), keeping a trailing numeric suffix of up
 * to 4 digits": 'Internet installation visit 1234' becomes 'Internet installa… 1234', so two
 * visits of one order stay told apart.
 */
import { APPOINTMENT_NAME_MAX, APPOINTMENT_NAME_SUFFIX_MAX_DIGITS } from './constants.ts';

const ELLIPSIS = '…';
const SUFFIX = new RegExp(`(\\s*\\d{1,${APPOINTMENT_NAME_SUFFIX_MAX_DIGITS}})$`);

/** The name cut to `max` characters (an ellipsis included), its numeric suffix kept. */
export function truncateAppointmentName(name: string, max: number = APPOINTMENT_NAME_MAX): string {
  const chars = [...name];
  if (chars.length <= max) return name;
  // A longer run of digits is not a suffix: the 4-digit limit is the seed's.
  const before = name.slice(0, -1 * (SUFFIX.exec(name)?.[1]?.length ?? 0));
  const digitsRunOn = /\d$/.test(before);
  const suffix = digitsRunOn ? '' : (SUFFIX.exec(name)?.[1] ?? '');
  const room = max - [...suffix].length - 1;
  if (room < 1) return chars.slice(0, max - 1).join('') + ELLIPSIS;
  return chars.slice(0, room).join('').trimEnd() + ELLIPSIS + suffix;
}
