/**
 * The arithmetic of a carousel that moves by sets (seed 001 §4: "tracks current set (starts at
 * 1); previous and next arrows hidden at the ends"). A set is as many items as fit the visible
 * width; sets are numbered from 1.
 */

/** How many items of `itemWidth` with `gap` between them fit in `viewportWidth`; at least 1. */
export function itemsPerSet(viewportWidth: number, itemWidth: number, gap: number): number {
  if (viewportWidth <= 0 || itemWidth <= 0) return 1;
  return Math.max(1, Math.floor((viewportWidth + gap) / (itemWidth + gap)));
}

/** How many sets `count` items make; at least 1, so an empty carousel is on its only set. */
export function setCount(count: number, perSet: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, perSet)));
}

/** The set (from 1) an item (from 0) belongs to. */
export function setOfItem(index: number, perSet: number): number {
  return Math.floor(Math.max(0, index) / Math.max(1, perSet)) + 1;
}

/** The set kept within 1..sets, e.g. after the window grew and there are fewer sets. */
export function clampSet(set: number, sets: number): number {
  return Math.min(Math.max(1, set), Math.max(1, sets));
}

/** The items (from 1) a set shows, for "Titles 8 to 14 of 20". */
export function setRange(set: number, perSet: number, count: number): { first: number; last: number } {
  const first = Math.min(count, (set - 1) * perSet + 1);
  return { first, last: Math.min(count, set * perSet) };
}

/**
 * How far (px) the row moves left to show a set. The last set is aligned to the end of the row,
 * so it never shows empty space after the last item.
 */
export function setOffset(
  set: number,
  perSet: number,
  {
    count,
    itemWidth,
    gap,
    viewportWidth,
  }: { count: number; itemWidth: number; gap: number; viewportWidth: number },
): number {
  const start = (set - 1) * perSet * (itemWidth + gap);
  const rowWidth = count * (itemWidth + gap) - gap;
  return Math.max(0, Math.min(start, rowWidth - viewportWidth));
}

/** A finger moved `deltaX` px: far enough left is the next set, far enough right the previous one. */
export function swipeDirection(deltaX: number, threshold: number): 'next' | 'previous' | null {
  if (deltaX <= -threshold) return 'next';
  if (deltaX >= threshold) return 'previous';
  return null;
}

/** The set an automatic cycle moves to: the next one, and from the last back to the first. */
export function autoCycleNext(set: number, sets: number): number {
  return set >= sets ? 1 : set + 1;
}
