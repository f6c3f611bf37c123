/**
 * Seed 002 §5: "appointment names at 23 (20 on mobile), keeping a trailing numeric suffix of up
 * to 4 digits": 'Internet installation visit 1234' becomes 'Internet… 1234', so two visits of one
 * order stay told apart, and the words before it are cut between words, not inside one.
 */
import { truncateWords } from '../format.ts';
import { APPOINTMENT_NAME_MAX, APPOINTMENT_NAME_SUFFIX_MAX_DIGITS } from './constants.ts';

const SUFFIX = new RegExp(`(\\s*\\d{1,${APPOINTMENT_NAME_SUFFIX_MAX_DIGITS}})$`);

/** The name cut to `max` characters (an ellipsis included), its numeric suffix kept. */
export function truncateAppointmentName(name: string, max: number = APPOINTMENT_NAME_MAX): string {
  if ([...name].length <= max) return name;
  // A longer run of digits is not a suffix: the 4-digit limit is the seed's.
  const found = SUFFIX.exec(name)?.[1] ?? '';
  const before = name.slice(0, name.length - found.length);
  const suffix = /\d$/.test(before) ? '' : found;
  const room = max - [...suffix].length;
  if (room < 2) return truncateWords(name, max);
  return truncateWords(before, room) + suffix;
}
