import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { swipeDirection } from './carousel-geometry.ts';

/** Movement (px) after which a touch is read as a horizontal drag rather than a tap or a scroll. */
const DRAG_START_PX = 8;

interface SwipeOptions {
  /** seed 001 §9: 75 px for carousels, 50 for top picks */
  threshold: number;
  /** seed 001 §9 "tap delay 500 ms": a tap this soon after a swipe does not open a title */
  tapDelayMs: number;
  onSwipe: (direction: 'next' | 'previous') => void;
}

/**
 * Swipe on touch screens (seed 001 §4 "swipe on mobile"): the row follows the finger, and a drag
 * of at least `threshold` px moves one set. Mouse pointers use the arrow buttons instead, so a
 * mouse can still select text and drag links. Vertical page scrolling stays with the browser
 * (the viewport's CSS says touch-action: pan-y).
 */
export function useSwipe({ threshold, tapDelayMs, onSwipe }: SwipeOptions) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const dragging = useRef(false);
  const lastSwipeAt = useRef(Number.NEGATIVE_INFINITY);
  const [dragX, setDragX] = useState(0);

  const reset = () => {
    start.current = null;
    dragging.current = false;
    setDragX(0);
  };

  const handlers = {
    onPointerDown(e: PointerEvent<HTMLElement>) {
      if (e.pointerType === 'mouse' || !e.isPrimary) return;
      start.current = { x: e.clientX, y: e.clientY };
      dragging.current = false;
    },
    onPointerMove(e: PointerEvent<HTMLElement>) {
      const from = start.current;
      if (!from) return;
      const dx = e.clientX - from.x;
      const dy = e.clientY - from.y;
      if (!dragging.current && Math.abs(dx) > DRAG_START_PX && Math.abs(dx) > Math.abs(dy)) {
        dragging.current = true;
      }
      if (dragging.current) setDragX(dx);
    },
    onPointerUp(e: PointerEvent<HTMLElement>) {
      const from = start.current;
      if (!from) return;
      const direction = swipeDirection(e.clientX - from.x, threshold);
      if (dragging.current || direction) lastSwipeAt.current = Date.now();
      reset();
      if (direction) onSwipe(direction);
    },
    onPointerCancel() {
      if (start.current) reset();
    },
    onClickCapture(e: MouseEvent<HTMLElement>) {
      if (Date.now() - lastSwipeAt.current < tapDelayMs) {
        e.preventDefault();
        e.stopPropagation();
      }
    },
  };

  return { dragX, dragging: dragX !== 0, handlers };
}
