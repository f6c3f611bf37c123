import { describe, expect, it } from 'vitest';
import type { GuideWindow } from '@coax/contract';
import { packageAnswersMemo, type WindowListings } from './window-listings.ts';

const listings = (): WindowListings => ({
  rows: [],
  total: 0,
  span: { from: null, until: null },
  airings: [],
  byChannel: new Map(),
  marked: [],
});
const answer = (offset: number): GuideWindow => ({
  lineup: { hubId: 105, lineupId: 101, isHd: true },
  start: 0,
  end: 1,
  offset,
  totalChannels: 0,
  listingsFrom: null,
  listingsUntil: null,
  channels: [],
});

describe('the answers kept per package', () => {
  it('hands the same answer to the same package while the listings are those it was built on', () => {
    const memo = packageAnswersMemo();
    const from = listings();
    let builds = 0;
    const build = () => answer(++builds);
    const first = memo.get('basic', from, build);
    expect(memo.get('basic', from, build)).toBe(first);
    expect(memo.get('full', from, build)).not.toBe(first);
    // The listings read again (a minute on, or rolled): built afresh.
    expect(memo.get('basic', listings(), build)).not.toBe(first);
    expect(builds).toBe(3);
  });

  it('keeps only the newest answers, and none once cleared', () => {
    const memo = packageAnswersMemo(2);
    const from = listings();
    const a = memo.get('a', from, () => answer(1));
    memo.get('b', from, () => answer(2));
    memo.get('c', from, () => answer(3));
    expect(memo.get('a', from, () => answer(4))).not.toBe(a);
    const c = memo.get('c', from, () => answer(5));
    expect(c.offset).toBe(3);
    memo.clear();
    expect(memo.get('c', from, () => answer(6))).not.toBe(c);
  });
});
