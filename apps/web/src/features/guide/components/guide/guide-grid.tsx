import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { GuideWindow } from '@coax/contract';
import { useT } from '../../../../i18n/use-t.ts';
import { Notice } from '../../../../ui/notice.tsx';
import { GUIDE_CHUNK, useGuideWindowChunks, type GuideWindowKey } from '../../api/get-guide-window.ts';
import { useGuideT } from '../../i18n/use-guide-t.ts';
import { formatClock, formatDayHeading } from '../../../../i18n/format.ts';
import { moveInGrid, type GridPos } from './grid-keys.ts';
import { GuideRow, type RowData } from './guide-row.tsx';
import { GuideSkeleton } from './guide-skeleton.tsx';
import { nowOffsetPct, rulerSlots, visibleAirings } from './guide-time.ts';
import { useScrollWindow, visibleRange } from './use-visible-rows.ts';
import { LoadFailed } from '../../../../ui/load-failed.tsx';

/** Row height in px; the CSS draws the rows at the top this gives them. */
export const ROW_HEIGHT = 64;

interface GuideGridProps {
  windowKey: GuideWindowKey;
  now: number;
}

function rowOf(chunks: ReadonlyMap<number, GuideWindow>, index: number, start: number): RowData | null {
  const chunk = chunks.get(Math.floor(index / GUIDE_CHUNK));
  const channel = chunk?.channels[index % GUIDE_CHUNK];
  if (!channel) return null;
  return { channel, airings: visibleAirings(channel.airings, start) };
}

/**
 * The guide grid (role=grid): a sticky channel column and time ruler, airings sized by duration,
 * a "now" line. Channels load 25 at a time as the list scrolls, and only the rows near the
 * viewport are drawn (aria-rowcount and aria-rowindex tell assistive tech the whole size).
 */
export function GuideGrid({ windowKey, now }: GuideGridProps) {
  const { t, tn, locale } = useGuideT();
  const common = useT();
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const { scrollTop, height, onScroll } = useScrollWindow(scrollRef);
  const [active, setActive] = useState<GridPos>({ row: 0, col: 0, anchor: windowKey.start });
  const focusPending = useRef(false);
  const [total, setTotal] = useState<number | null>(null);

  const rowCount = total ?? GUIDE_CHUNK;
  const { first, last } = visibleRange(scrollTop, height, ROW_HEIGHT, rowCount);
  const wanted = useMemo(() => {
    const set = new Set<number>();
    for (
      let c = Math.floor(first / GUIDE_CHUNK);
      c <= Math.floor(Math.max(first, last) / GUIDE_CHUNK);
      c += 1
    ) {
      set.add(c);
    }
    set.add(Math.floor(active.row / GUIDE_CHUNK));
    return [...set].sort((a, b) => a - b);
  }, [first, last, active.row]);
  const results = useGuideWindowChunks(windowKey, wanted);
  const chunks = new Map<number, GuideWindow>();
  results.forEach((result, i) => {
    const chunk = wanted[i];
    if (result.data && chunk !== undefined) chunks.set(chunk, result.data);
  });
  const loadedTotal = [...chunks.values()][0]?.totalChannels;
  useEffect(() => {
    if (loadedTotal !== undefined) setTotal(loadedTotal);
  }, [loadedTotal]);
  // A new filter changes the channel list: start again from the top.
  useEffect(() => {
    setTotal(null);
    setActive((pos) => ({ ...pos, row: 0, col: 0 }));
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [windowKey.hdOnly]);

  const cellsOf = (row: number) => rowOf(chunks, row, windowKey.start)?.airings ?? null;

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    const el = gridRef.current?.querySelector<HTMLElement>(`[data-pos="${active.row}:${active.col}"]`);
    el?.focus({ preventScroll: true });
    el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  const onCellFocus = useCallback((row: number, col: number) => {
    setActive((pos) => (pos.row === row && pos.col === col ? pos : { row, col, anchor: pos.anchor }));
  }, []);

  const failed = results.find((r) => r.isError);
  const firstResult = results[0];
  if (total === null && firstResult?.isPending) return <GuideSkeleton label={t('guide.loading')} />;
  if (total === null && failed) {
    return <LoadFailed message={t('guide.unavailable')} onRetry={() => void failed.refetch()} />;
  }
  const firstChunk = chunks.get(0);
  const nothingOn =
    firstChunk !== undefined &&
    firstChunk.channels.every((ch) => visibleAirings(ch.airings, windowKey.start).length === 0);
  if (total === 0 || nothingOn) {
    return (
      <Notice tone="info" live="polite">
        <p>{t('guide.noPrograms')}</p>
        <button type="button" className="button" onClick={() => results.forEach((r) => void r.refetch())}>
          {common.t('common.retry')}
        </button>
      </Notice>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = moveInGrid(active, event, {
      rowCount,
      cellsOf,
      pageRows: Math.max(1, Math.floor((height || 640) / ROW_HEIGHT) - 1),
      windowStart: windowKey.start,
    });
    if (!next) return;
    event.preventDefault();
    focusPending.current = true;
    setActive(next);
  };

  const slots = rulerSlots(windowKey.start);
  const nowPct = nowOffsetPct(now, windowKey.start);
  const rows: number[] = [];
  for (let i = first; i <= last; i += 1) rows.push(i);
  if (active.row < first || active.row > last) rows.push(active.row);
  const day = formatDayHeading(windowKey.start, locale);

  return (
    <div className="tv-guide__grid-area">
      {failed ? <LoadFailed message={t('guide.unavailable')} onRetry={() => void failed.refetch()} /> : null}
      <p className="tv-guide__count">{tn('guide.channelCount', rowCount)}</p>
      <p id="tv-grid-help" className="tv-guide__help">
        {t('guide.gridHelp')}
      </p>
      <div ref={scrollRef} className="tv-grid__scroll" onScroll={onScroll}>
        <div
          ref={gridRef}
          role="grid"
          aria-label={t('guide.grid', { day })}
          aria-describedby="tv-grid-help"
          aria-rowcount={rowCount + 1}
          className="tv-grid"
          onKeyDown={onKeyDown}
        >
          <div role="rowgroup" className="tv-grid__head">
            <div role="row" aria-rowindex={1} className="tv-grid__row tv-grid__row--head">
              <div role="columnheader" className="tv-grid__channel tv-grid__channel--head">
                {t('guide.channel')}
              </div>
              <div role="none" className="tv-grid__track tv-grid__ruler">
                {slots.map((slot, i) => (
                  <div
                    key={slot}
                    role="columnheader"
                    className="tv-grid__slot"
                    style={{ left: `${(i / slots.length) * 100}%`, width: `${100 / slots.length}%` }}
                  >
                    <time dateTime={new Date(slot).toISOString()}>{formatClock(slot, locale)}</time>
                  </div>
                ))}
              </div>
            </div>
          </div>
          <div role="rowgroup" className="tv-grid__body" style={{ height: rowCount * ROW_HEIGHT }}>
            {rows.map((index) => (
              <GuideRow
                key={index}
                index={index}
                top={index * ROW_HEIGHT}
                height={ROW_HEIGHT}
                data={rowOf(chunks, index, windowKey.start)}
                start={windowKey.start}
                now={now}
                activeCol={active.row === index ? active.col : -1}
                onCellFocus={onCellFocus}
              />
            ))}
            {nowPct === null ? null : (
              <div className="tv-grid__now-layer" aria-hidden="true">
                <div
                  className="tv-grid__now"
                  style={{ left: `${nowPct}%` }}
                  title={t('guide.nowLine', { time: formatClock(now, locale) })}
                />
              </div>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
