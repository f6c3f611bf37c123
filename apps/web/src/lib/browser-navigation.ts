/**
 * Full-page navigation, behind an object so tests can observe it (jsdom cannot navigate).
 * Used where a fresh page load is the point: after the session is lost or ended, nothing held in
 * memory for the previous user should survive.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Leaves for `url` in place of the current history entry (a hand-off page Back should skip). */
  replace(url: string): void {
    window.location.replace(url);
  },
};
