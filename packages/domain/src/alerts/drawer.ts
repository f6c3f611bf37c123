/**
 * Seed 000 §4 Alert drawer as pure state: one alert at a time with 'n of total', next, remove;
 * "Removing an alert shows the next one, or closes the drawer and stores a closed cookie when none
 * remain. The drawer opens when the set of alert ids differs from the stored ids. Drawer state
 * lives in a cookie."
 */

/** What the drawer cookie keeps between pages. */
export interface StoredDrawerState {
  /** every alert id the drawer last saw, in any order */
  ids: string[];
  /** ids the subscriber removed from that set */
  removed: string[];
  closed: boolean;
}

export interface DrawerState {
  /** every current alert id, in display order */
  ids: string[];
  removed: string[];
  /** position within the alerts not removed */
  index: number;
  closed: boolean;
}

/** The drawer cookie's name. */
export const ALERT_DRAWER_COOKIE = 'coax_alert_drawer';
/**
 * The drawer cookie's lifetime: 90 days. Seed 000 §9's "fixed in 2020" expiry has passed, so a
 * rolling lifetime replaces it (ALERT_COOKIE_FIXED_EXPIRY_YEAR keeps the record).
 */
export const ALERT_DRAWER_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
/** More ids than this are not stored (a cookie holds about 4 KB); the drawer then simply reopens. */
export const ALERT_DRAWER_MAX_STORED_IDS = 40;

/** True when both lists hold the same ids, whatever their order or repeats. */
export function sameIdSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}

/** Seed 000 §4: open when there are alerts and their id set differs from the stored one (or none is stored). */
export function shouldOpenDrawer(currentIds: readonly string[], stored: StoredDrawerState | null): boolean {
  if (currentIds.length === 0) return false;
  return stored === null || !sameIdSet(currentIds, stored.ids);
}

/** The alerts still in the drawer, in display order. */
export function visibleIds(state: DrawerState): string[] {
  return state.ids.filter((id) => !state.removed.includes(id));
}

/**
 * The drawer for this page: a new set of alerts opens it afresh; the same set as before keeps what
 * the subscriber did (removed alerts stay removed, a closed drawer stays closed).
 */
export function initialDrawerState(
  currentIds: readonly string[],
  stored: StoredDrawerState | null,
): DrawerState {
  const ids = [...currentIds];
  if (shouldOpenDrawer(ids, stored) || stored === null) {
    return { ids, removed: [], index: 0, closed: ids.length === 0 };
  }
  const removed = stored.removed.filter((id) => ids.includes(id));
  const state = { ids, removed, index: 0, closed: stored.closed };
  return visibleIds(state).length === 0 ? { ...state, closed: true } : state;
}

/** The alert shown now, or null when the drawer is closed or empty. */
export function currentAlertId(state: DrawerState): string | null {
  if (state.closed) return null;
  return visibleIds(state)[state.index] ?? null;
}

/** The 'n of total' indicator (n counts from 1), or null when nothing is shown. */
export function drawerPosition(state: DrawerState): { n: number; total: number } | null {
  const total = visibleIds(state).length;
  if (state.closed || total === 0) return null;
  return { n: state.index + 1, total };
}

/** Rotates to the next alert, from the last back to the first. */
export function nextAlert(state: DrawerState): DrawerState {
  const total = visibleIds(state).length;
  if (total === 0) return state;
  return { ...state, index: (state.index + 1) % total };
}

/** Removes the alert shown: the next one takes its place, and removing the last closes the drawer. */
export function removeCurrentAlert(state: DrawerState): DrawerState {
  const id = currentAlertId(state);
  if (id === null) return state;
  const removed = [...state.removed, id];
  const total = state.ids.filter((x) => !removed.includes(x)).length;
  if (total === 0) return { ...state, removed, index: 0, closed: true };
  return { ...state, removed, index: state.index % total };
}

/** Closes the drawer without removing anything; it stays closed until the alert set changes or it is reopened. */
export function closeDrawer(state: DrawerState): DrawerState {
  return { ...state, closed: true };
}

/** Opens a closed drawer again at its first alert, if any alert is left. */
export function reopenDrawer(state: DrawerState): DrawerState {
  return visibleIds(state).length === 0 ? state : { ...state, index: 0, closed: false };
}

/** What goes into the drawer cookie. */
export function toStoredDrawerState(state: DrawerState): StoredDrawerState {
  return { ids: [...state.ids], removed: [...state.removed], closed: state.closed };
}

/** The cookie text for a stored state, or null when it holds too many ids to keep. */
export function serializeDrawerCookie(stored: StoredDrawerState): string | null {
  if (stored.ids.length > ALERT_DRAWER_MAX_STORED_IDS) return null;
  return JSON.stringify({ i: stored.ids, r: stored.removed, c: stored.closed ? 1 : 0 });
}

const isStringArray = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Reads the drawer cookie; anything malformed counts as no cookie (the drawer then opens). */
export function parseDrawerCookie(text: string | undefined | null): StoredDrawerState | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { i, r, c } = data as Record<string, unknown>;
  if (!isStringArray(i) || !isStringArray(r) || (c !== 0 && c !== 1)) return null;
  return { ids: i, removed: r, closed: c === 1 };
}
