import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {
  CAROUSEL_ANIMATION_MS,
  CAROUSEL_GAP_PX,
  CAROUSEL_ITEM_WIDTH_PX,
  CAROUSEL_SWIPE_THRESHOLD_PX,
  CAROUSEL_TAP_DELAY_MS,
} from '@coax/domain';
import { useVodT } from '../../i18n/use-vod-t.ts';
import {
  autoCycleNext,
  clampSet,
  itemsPerSet,
  setCount,
  setOfItem,
  setOffset,
  setRange,
} from './carousel-geometry.ts';
import { useElementWidth } from './use-element-width.ts';
import { useSwipe } from './use-swipe.ts';
import './carousel.css';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { Icon } from '../../../../ui/icon.tsx';

interface CarouselProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** the carousel's name: a visible heading's id, or a label */
  labelledBy?: string;
  label?: string;
  /** px per item (seed 001 §9 default 140), or 'full' for one item per set */
  itemWidth?: number | 'full';
  gap?: number;
  /** seed 001 §9: 75 px, 50 for top picks */
  swipeThreshold?: number;
  /** move to the next set every this many ms, with a pause button (WCAG 2.2.2) */
  autoCycleMs?: number;
  className?: string;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A row of items that moves one set at a time (seed 001 §4: "tracks current set (starts at 1);
 * previous and next arrows hidden at the ends; swipe on mobile"). The arrows are buttons placed
 * before the items, so Tab reaches them first; every item stays reachable by Tab, and moving
 * focus to an item out of view brings its set into view. Left and right arrow keys move between
 * items. With `autoCycleMs` it cycles on its own, pausing while pointed at or focused, and its
 * pause button stops it for good.
 */
export function Carousel<T>({
  items,
  itemKey,
  renderItem,
  labelledBy,
  label,
  itemWidth = CAROUSEL_ITEM_WIDTH_PX,
  gap = CAROUSEL_GAP_PX,
  swipeThreshold = CAROUSEL_SWIPE_THRESHOLD_PX,
  autoCycleMs,
  className,
}: CarouselProps<T>) {
  const { t } = useVodT();
  const viewportRef = useRef<HTMLDivElement>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const focusAfterMove = useRef<'previous' | 'next' | null>(null);
  const pressed = useRef(false);
  const viewportWidth = useElementWidth(viewportRef);

  const full = itemWidth === 'full';
  const width = full ? viewportWidth : itemWidth;
  const perSet = full ? 1 : itemsPerSet(viewportWidth, width, gap);
  const sets = setCount(items.length, perSet);
  const [wanted, setWanted] = useState(1);
  const current = clampSet(wanted, sets);

  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const cycling = autoCycleMs !== undefined && playing && !hovered && !focusInside && sets > 1;

  useEffect(() => {
    if (!cycling) return undefined;
    const id = window.setTimeout(() => setWanted(autoCycleNext(current, sets)), autoCycleMs);
    return () => window.clearTimeout(id);
  }, [cycling, current, sets, autoCycleMs]);

  // An arrow that disappears at an end hands focus to the other one, so it is not lost.
  useEffect(() => {
    const target =
      focusAfterMove.current === 'previous'
        ? previousRef
        : focusAfterMove.current === 'next'
          ? nextRef
          : null;
    focusAfterMove.current = null;
    target?.current?.focus();
  }, [current]);

  const move = (direction: 'next' | 'previous', fromButton = false) => {
    const target = clampSet(current + (direction === 'next' ? 1 : -1), sets);
    if (fromButton && direction === 'next' && target === sets) focusAfterMove.current = 'previous';
    if (fromButton && direction === 'previous' && target === 1) focusAfterMove.current = 'next';
    setWanted(target);
  };

  const swipe = useSwipe({
    threshold: swipeThreshold,
    tapDelayMs: CAROUSEL_TAP_DELAY_MS,
    onSwipe: (d) => move(d),
  });

  const itemIndexOf = (node: EventTarget | null): number => {
    const li = node instanceof Element ? node.closest<HTMLElement>('[data-carousel-index]') : null;
    return li ? Number(li.dataset.carouselIndex) : -1;
  };

  const isItemVisible = (index: number): boolean => {
    if (full) return index === current - 1;
    const left = index * (width + gap);
    const offset = setOffset(current, perSet, { count: items.length, itemWidth: width, gap, viewportWidth });
    return viewportWidth > 0 && left >= offset && left + width <= offset + viewportWidth;
  };

  const onViewportFocus = (e: FocusEvent<HTMLDivElement>) => {
    // The browser scrolls a clipped box to show what gets focus; the row's transform does that here.
    e.currentTarget.scrollLeft = 0;
    // Only keyboard focus moves the row: a click on a half-shown item must land on it, not shift it away.
    const byPointer = pressed.current;
    pressed.current = false;
    const index = itemIndexOf(e.target);
    if (index >= 0 && !byPointer && !isItemVisible(index)) setWanted(setOfItem(index, perSet));
  };

  const onViewportKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const index = itemIndexOf(e.target);
    if (index < 0) return;
    const next = e.key === 'ArrowRight' ? index + 1 : index - 1;
    const target = viewportRef.current?.querySelector<HTMLElement>(`[data-carousel-index="${next}"]`);
    const focusable = target?.querySelector<HTMLElement>('a[href], button, [tabindex]:not([tabindex="-1"])');
    if (!focusable) return;
    e.preventDefault();
    focusable.focus();
  };

  const onFocusCapture = (e: FocusEvent<HTMLElement>) => {
    setFocusInside(!(e.target instanceof HTMLElement && e.target.dataset.carouselRotation !== undefined));
  };
  const onBlurCapture = (e: FocusEvent<HTMLElement>) => {
    if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) {
      setFocusInside(false);
    }
  };

  const offsetPx = full
    ? null
    : setOffset(current, perSet, { count: items.length, itemWidth: width, gap, viewportWidth });
  const transform = full
    ? `translateX(calc(${-(current - 1)} * (100% + ${gap}px) + ${swipe.dragX}px))`
    : `translateX(${-(offsetPx ?? 0) + swipe.dragX}px)`;
  const { first, last } = setRange(current, perSet, items.length);
  const style = {
    '--carousel-item-width': full ? '100%' : `${width}px`,
    '--carousel-gap': `${gap}px`,
    '--carousel-animation': `${CAROUSEL_ANIMATION_MS}ms`,
  } as CSSProperties;

  return (
    <section
      className={`vod-carousel${full ? ' vod-carousel--full' : ''}${className ? ` ${className}` : ''}`}
      aria-roledescription={t('vodLanding.carousel')}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      style={style}
      onFocusCapture={onFocusCapture}
      onBlurCapture={onBlurCapture}
    >
      {autoCycleMs !== undefined && sets > 1 ? (
        <button
          type="button"
          className="vod-carousel__rotation"
          data-carousel-rotation=""
          onClick={() => setPlaying((p) => !p)}
        >
          <Icon icon={playing ? Pause : Play} filled />
          {playing ? t('vodLanding.carouselPause') : t('vodLanding.carouselPlay')}
        </button>
      ) : null}
      <p className="visually-hidden" aria-live={cycling ? 'off' : 'polite'} aria-atomic="true">
        {first === last
          ? t('vodLanding.carouselOne', { first, total: items.length })
          : t('vodLanding.carouselRange', { first, last, total: items.length })}
      </p>
      <div className="vod-carousel__stage">
        {current > 1 ? (
          <button
            ref={previousRef}
            type="button"
            className="vod-carousel__arrow vod-carousel__arrow--previous"
            onClick={() => move('previous', true)}
          >
            <Icon icon={ChevronLeft} size="md" />
            <span className="visually-hidden">{t('vodLanding.carouselPrevious')}</span>
          </button>
        ) : null}
        {current < sets ? (
          <button
            ref={nextRef}
            type="button"
            className="vod-carousel__arrow vod-carousel__arrow--next"
            onClick={() => move('next', true)}
          >
            <Icon icon={ChevronRight} size="md" />
            <span className="visually-hidden">{t('vodLanding.carouselNext')}</span>
          </button>
        ) : null}
        <div
          ref={viewportRef}
          className="vod-carousel__viewport"
          onFocus={onViewportFocus}
          onKeyDown={onViewportKeyDown}
          onScroll={(e) => {
            e.currentTarget.scrollLeft = 0;
          }}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          {...swipe.handlers}
          onPointerDown={(e) => {
            pressed.current = true;
            swipe.handlers.onPointerDown(e);
          }}
          onPointerUp={(e) => {
            pressed.current = false;
            swipe.handlers.onPointerUp(e);
          }}
        >
          <ul
            className={`vod-carousel__track${swipe.dragging ? ' vod-carousel__track--dragging' : ''}`}
            style={{ transform }}
          >
            {items.map((item, index) => (
              <li key={itemKey(item)} className="vod-carousel__item" data-carousel-index={index}>
                {renderItem(item, index)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
