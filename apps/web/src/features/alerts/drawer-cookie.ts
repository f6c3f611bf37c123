import {
  ALERT_DRAWER_COOKIE,
  ALERT_DRAWER_COOKIE_MAX_AGE_SECONDS,
  parseDrawerCookie,
  serializeDrawerCookie,
  type StoredDrawerState,
} from '@coax/domain';
import { readCookie, writeCookie } from '../../lib/cookies.ts';

/** Seed 000 §4: "Drawer state lives in a cookie". */
export function readDrawerCookie(): StoredDrawerState | null {
  return parseDrawerCookie(readCookie(ALERT_DRAWER_COOKIE));
}

/** Stores the drawer state; a state too large for a cookie clears it instead (the drawer then reopens). */
export function writeDrawerCookie(stored: StoredDrawerState): void {
  const text = serializeDrawerCookie(stored);
  writeCookie(ALERT_DRAWER_COOKIE, text ?? '', text === null ? 0 : ALERT_DRAWER_COOKIE_MAX_AGE_SECONDS);
}
