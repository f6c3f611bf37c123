import { describe, expect, it } from 'vitest';
import { CAROUSEL_GAP_PX, CAROUSEL_ITEM_WIDTH_PX, CAROUSEL_SWIPE_THRESHOLD_PX } from '@coax/domain';
import {
  autoCycleNext,
  clampSet,
  itemsPerSet,
  setCount,
  setOfItem,
  setOffset,
  setRange,
  swipeDirection,
} from './carousel-geometry.ts';

const W = CAROUSEL_ITEM_WIDTH_PX;
const G = CAROUSEL_GAP_PX;

describe('carousel geometry', () => {
  it('fits as many 140 px items with 28 px gaps as the width holds', () => {
    // 7 items: 7 * 140 + 6 * 28 = 1148
    expect(itemsPerSet(1148, W, G)).toBe(7);
    expect(itemsPerSet(1147, W, G)).toBe(6);
    // a 375 px phone with 16 px margins: 343 px hold two
    expect(itemsPerSet(343, W, G)).toBe(2);
  });

  it('shows one item at a time when the width is unknown or too small', () => {
    expect(itemsPerSet(0, W, G)).toBe(1);
    expect(itemsPerSet(100, W, G)).toBe(1);
  });

  it('counts sets, rounding a partial last set up', () => {
    expect(setCount(20, 7)).toBe(3);
    expect(setCount(14, 7)).toBe(2);
    expect(setCount(0, 7)).toBe(1);
  });

  it('finds the set of an item, starting at 1', () => {
    expect(setOfItem(0, 7)).toBe(1);
    expect(setOfItem(6, 7)).toBe(1);
    expect(setOfItem(7, 7)).toBe(2);
    expect(setOfItem(19, 7)).toBe(3);
  });

  it('keeps the set within the sets there are', () => {
    expect(clampSet(5, 3)).toBe(3);
    expect(clampSet(0, 3)).toBe(1);
    expect(clampSet(2, 3)).toBe(2);
  });

  it('names the items a set shows', () => {
    expect(setRange(1, 7, 20)).toEqual({ first: 1, last: 7 });
    expect(setRange(3, 7, 20)).toEqual({ first: 15, last: 20 });
  });

  it('moves by whole sets and aligns the last set to the end of the row', () => {
    const row = { count: 20, itemWidth: W, gap: G, viewportWidth: 1148 };
    expect(setOffset(1, 7, row)).toBe(0);
    expect(setOffset(2, 7, row)).toBe(7 * 168);
    // the row is 20 * 168 - 28 = 3332 wide; the last set ends at its end
    expect(setOffset(3, 7, row)).toBe(3332 - 1148);
    expect(setOffset(1, 7, { ...row, count: 3 })).toBe(0);
  });

  it('takes a swipe of at least the threshold, in either direction', () => {
    const t = CAROUSEL_SWIPE_THRESHOLD_PX;
    expect(swipeDirection(-t, t)).toBe('next');
    expect(swipeDirection(t, t)).toBe('previous');
    expect(swipeDirection(-(t - 1), t)).toBeNull();
    expect(swipeDirection(-60, 50)).toBe('next');
  });

  it('cycles from the last set back to the first', () => {
    expect(autoCycleNext(1, 5)).toBe(2);
    expect(autoCycleNext(5, 5)).toBe(1);
    expect(autoCycleNext(1, 1)).toBe(1);
  });
});
