import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { clampWindowStart, MINUTE_MS, slotFloor } from './guide-time.ts';

/** The guide's time and HD filter live in the address (?start=…&hd=1), so Back and reload keep them. */
export interface GuideParams {
  start: number;
  hdOnly: boolean;
  /** true when the address names no time: the guide follows the clock */
  followsNow: boolean;
}

function parseStart(text: string | null): number | null {
  if (text === null || !/^\d{1,15}$/.test(text)) return null;
  return Number(text);
}

/** The clock, read again every minute so the "now" line and "on now" marks move. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

export function useGuideParams(now: number) {
  const [search, setSearch] = useSearchParams();
  const named = parseStart(search.get('start'));
  const params: GuideParams = {
    start: clampWindowStart(named ?? slotFloor(now), now),
    hdOnly: search.get('hd') === '1',
    followsNow: named === null,
  };

  const update = useCallback(
    (next: { start?: number | null; hdOnly?: boolean }) => {
      setSearch(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next.start === null) copy.delete('start');
          else if (next.start !== undefined) copy.set('start', String(next.start));
          if (next.hdOnly !== undefined) {
            if (next.hdOnly) copy.set('hd', '1');
            else copy.delete('hd');
          }
          return copy;
        },
        { preventScrollReset: true },
      );
    },
    [setSearch],
  );
  return { params, update };
}
