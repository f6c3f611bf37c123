import {
  MOBILE_SEARCH_CLOSE_MIN_WIDTH_PX,
  VIEWPORT_DESKTOP_MIN_WIDTH_PX,
  VIEWPORT_LARGE_DESKTOP_MIN_WIDTH_PX,
  VIEWPORT_TABLET_MIN_WIDTH_PX,
} from '../constants.ts';

/** Seed 000 §9 viewport classes. */
export const VIEWPORT_CLASSES = ['phone', 'tablet', 'desktop', 'large-desktop'] as const;
export type ViewportClass = (typeof VIEWPORT_CLASSES)[number];

/**
 * The viewport class of a width in CSS pixels (seed 000 §9): "phone under 768, tablet 768-979,
 * desktop 980-1199, large desktop 1200 and up".
 */
export function viewportClass(width: number): ViewportClass {
  if (width < VIEWPORT_TABLET_MIN_WIDTH_PX) return 'phone';
  if (width < VIEWPORT_DESKTOP_MIN_WIDTH_PX) return 'tablet';
  if (width < VIEWPORT_LARGE_DESKTOP_MIN_WIDTH_PX) return 'desktop';
  return 'large-desktop';
}

/** Seed 000 §2: "the mobile search bar closes when the viewport is 978 px wide or more". */
export function shouldCloseMobileSearch(width: number): boolean {
  return width >= MOBILE_SEARCH_CLOSE_MIN_WIDTH_PX;
}
