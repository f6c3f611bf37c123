/** Seed 000 §2 "/pages/transition-tv.html | TV transition page". */
export const TRANSITION_TV_PATH = '/pages/transition-tv.html';
/** Seed 000 §2: the tv menu root. */
export const TV_MENU_PATH = '/tv';

/**
 * Where the tv menu goes (seed 000 §2 Header, §6): "the transition page when the customer's corp
 * is in the blocked list and the user is not a special-box user"; the tv root otherwise.
 * Anonymous visitors have no corp and always get the tv root.
 */
export function tvMenuTarget(
  corpId: string | null | undefined,
  blockedCorps: readonly string[],
  isSpecialBox: boolean,
): string {
  if (!corpId || isSpecialBox) return TV_MENU_PATH;
  return blockedCorps.includes(corpId.trim()) ? TRANSITION_TV_PATH : TV_MENU_PATH;
}
