import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Rows drawn above and below the viewport, so a fast scroll or a key press finds them ready. */
export const OVERSCAN_ROWS = 6;
/** The viewport height assumed before it can be measured. */
const FALLBACK_HEIGHT = 640;

/** The first and last row index (inclusive) to draw for a scroll position. */
export function visibleRange(
  scrollTop: number,
  viewport: number,
  rowHeight: number,
  rowCount: number,
): { first: number; last: number } {
  if (rowCount === 0) return { first: 0, last: -1 };
  const height = viewport > 0 ? viewport : FALLBACK_HEIGHT;
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN_ROWS);
  const last = Math.min(rowCount - 1, Math.ceil((scrollTop + height) / rowHeight) + OVERSCAN_ROWS);
  return { first, last };
}

/** Follows the scroll box's position and height, so only the rows near the viewport are drawn. */
export function useScrollWindow(ref: RefObject<HTMLElement | null>) {
  const [box, setBox] = useState({ scrollTop: 0, height: 0 });
  const measure = useCallback(() => {
    const el = ref.current;
    if (el) setBox({ scrollTop: el.scrollTop, height: el.clientHeight });
  }, [ref]);
  useEffect(() => {
    measure();
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, ref]);
  return { ...box, onScroll: measure };
}
