import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../i18n/use-t.ts';
import './bar-chart.css';

/** One bar: its value (any unit, drawn against the largest) and the words that name it. */
export interface ChartBar {
  key: string;
  value: number;
  /** what the bar says in words: 'November 2026: $139.99' (spoken, and shown for the chosen bar) */
  text: string;
  /** a short label under the bar ('Nov'); none for dense charts */
  tick?: string;
}

/** The index the arrow keys, Home and End lead to from `at` among `count` bars; null for other keys. */
function nextIndex(key: string, at: number, count: number): number | null {
  const next =
    key === 'ArrowLeft'
      ? at - 1
      : key === 'ArrowRight'
        ? at + 1
        : key === 'Home'
          ? 0
          : key === 'End'
            ? count - 1
            : null;
  return next === null ? null : Math.min(count - 1, Math.max(0, next));
}

/** A bar's height in percent of the tallest; a value above zero always shows. */
const heightOf = (value: number, max: number) =>
  Math.max((Math.max(value, 0) / max) * 100, value > 0 ? 2 : 0);

/**
 * A bar chart drawn with CSS (no chart library: a few hundred bytes, and the words are ours), read
 * by keyboard with the arrow keys, Home and End, with a table equivalent behind a toggle for screen
 * readers and anyone who prefers numbers.
 *
 * - Without `onPick` the chart is one focus stop; the arrows move the chosen bar and its `text` is
 *   spoken (a polite live region). The usage chart is this kind.
 * - With `onPick` each bar is a button (one tab stop, the arrows move between them, Enter or a click
 *   picks it), named by its `text`; `picked` marks the one shown (`aria-current`).
 */
export function BarChart({
  label,
  bars,
  onPick,
  picked,
  tableSummary,
  table,
  id,
}: {
  /** the chart's name: 'Data used each day' */
  label: string;
  /** in the order drawn, left to right */
  bars: readonly ChartBar[];
  onPick?: (key: string) => void;
  picked?: string;
  /** the table toggle's text; 'Show the figures as a table' when not given */
  tableSummary?: string;
  /** the table equivalent */
  table: ReactNode;
  /** a prefix for the element ids */
  id: string;
}) {
  const { t } = useT();
  const pickedIndex = bars.findIndex((b) => b.key === picked);
  const [focus, setFocus] = useState(pickedIndex >= 0 ? pickedIndex : bars.length - 1);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const at = Math.min(focus, bars.length - 1);
  const max = Math.max(...bars.map((b) => b.value), 1);
  const chosen = bars[at];
  const hasTicks = bars.some((b) => b.tick);

  const onKey = (e: KeyboardEvent<HTMLElement>) => {
    const next = nextIndex(e.key, at, bars.length);
    if (next === null) return;
    e.preventDefault();
    setFocus(next);
    if (onPick) buttons.current[next]?.focus();
  };

  const fill = (b: ChartBar) => (
    <>
      <span className="bar-chart__track">
        <span className="bar-chart__fill" style={{ height: `${heightOf(b.value, max)}%` }} />
      </span>
      {hasTicks ? <span className="bar-chart__tick">{b.tick}</span> : null}
    </>
  );

  return (
    <div className="stack bar-chart">
      {onPick ? (
        <div className="bar-chart__bars" role="group" aria-label={label} onKeyDown={onKey}>
          {bars.map((b, i) => (
            <button
              key={b.key}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              className="bar-chart__bar"
              tabIndex={i === at ? 0 : -1}
              aria-label={b.text}
              aria-current={b.key === picked ? 'true' : undefined}
              data-chosen={i === at ? 'true' : undefined}
              onFocus={() => setFocus(i)}
              onClick={() => onPick(b.key)}
            >
              {fill(b)}
            </button>
          ))}
        </div>
      ) : (
        <div
          className="bar-chart__bars"
          role="group"
          tabIndex={0}
          aria-label={label}
          aria-describedby={`${id}-focus`}
          onKeyDown={onKey}
        >
          {bars.map((b, i) => (
            <div
              key={b.key}
              className="bar-chart__bar"
              aria-hidden="true"
              data-chosen={i === at ? 'true' : undefined}
            >
              {fill(b)}
            </div>
          ))}
        </div>
      )}
      <p
        id={`${id}-focus`}
        className="bar-chart__focus"
        {...(onPick ? { 'aria-hidden': true } : { 'aria-live': 'polite' as const })}
      >
        {chosen?.text}
      </p>
      <details>
        <summary>{tableSummary ?? t('chart.showTable')}</summary>
        {table}
      </details>
    </div>
  );
}
