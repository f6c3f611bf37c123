import { BROWSER_DEPRECATION_CHECK_INTERVAL_MS } from '../constants.ts';

/** Seed 000 §1: the banner shows "for ... Firefox 46 or lower". */
export const DEPRECATED_FIREFOX_MAX_VERSION = 46;

/**
 * Seed 000 §1: "A browser-deprecation banner shows for old Internet Explorer and Firefox 46 or
 * lower". Every Internet Explorer counts as old: the last one (11, "Trident/7.0") is out of
 * support. Firefox is read from "Firefox/NN"; Firefox for iOS ("FxiOS") is a WebKit browser and
 * is not meant.
 */
export function isDeprecatedBrowser(userAgent: string): boolean {
  if (/\bMSIE \d/.test(userAgent) || /\bTrident\/\d/.test(userAgent)) return true;
  const firefox = /\bFirefox\/(\d+)/.exec(userAgent);
  return firefox?.[1] !== undefined && Number(firefox[1]) <= DEPRECATED_FIREFOX_MAX_VERSION;
}

/**
 * Whether the weekly check is due (seed 000 §1: "the check repeats weekly (604800000 ms)").
 * Never checked, a stored time that is not a number, or one in the future (a clock set back)
 * all mean check now.
 */
export function shouldCheckDeprecation(lastCheckMs: number | null | undefined, nowMs: number): boolean {
  if (lastCheckMs === null || lastCheckMs === undefined || !Number.isFinite(lastCheckMs)) return true;
  if (lastCheckMs > nowMs) return true;
  return nowMs - lastCheckMs >= BROWSER_DEPRECATION_CHECK_INTERVAL_MS;
}
