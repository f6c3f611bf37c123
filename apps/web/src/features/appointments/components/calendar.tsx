import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { calendarCells, calendarMonths, isBookableDay, monthOf, moveInCalendar } from '@coax/domain';
import { useAppointmentsT } from '../i18n/use-appointments-t.ts';
import { formatDayHeading, formatMonth, weekdayNames } from '../../../i18n/format.ts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Icon } from '../../../ui/icon.tsx';

const KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * Seed 002 §2: the calendar of the present and the next month, 42 day cells each. A grid with one
 * tab stop (roving tabindex): the arrow keys move a day or a week, Home and End to the week's
 * ends, Page Up and Page Down by four weeks, always inside the booking window; Enter or a click
 * chooses the day.
 */
export function Calendar({
  today,
  initialDay,
  selected,
  onSelect,
  full,
}: {
  today: string;
  initialDay: string;
  selected: string | null;
  onSelect: (day: string) => void;
  /** days of the window with no free time left (getScheduleInfo) */
  full: ReadonlySet<string>;
}) {
  const { t, locale } = useAppointmentsT();
  const months = calendarMonths(today);
  const [focused, setFocused] = useState(initialDay);
  const [month, setMonth] = useState(monthOf(initialDay));
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const headingId = useId();
  const hintId = useId();

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${focused}"]`)?.focus();
  }, [focused, month]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!KEYS.has(event.key)) return;
    event.preventDefault();
    const next = moveInCalendar(focused, event.key, today);
    moved.current = true;
    setFocused(next);
    if (months.includes(monthOf(next))) setMonth(monthOf(next));
  };

  const cells = calendarCells(month);
  const weekdays = weekdayNames(locale);
  const showMonth = (m: string) => {
    setMonth(m);
    const firstBookable = calendarCells(m).find((d) => monthOf(d) === m && isBookableDay(d, today));
    if (firstBookable) setFocused(firstBookable);
  };

  return (
    <div className="appointment-calendar">
      <div className="appointment-calendar__head">
        <button
          type="button"
          className="button"
          onClick={() => showMonth(months[0])}
          aria-disabled={month === months[0] || undefined}
          aria-label={t('appointments.previousMonth')}
        >
          <Icon icon={ChevronLeft} size="md" />
        </button>
        <h3 id={headingId} aria-live="polite">
          {formatMonth(month, locale)}
        </h3>
        <button
          type="button"
          className="button"
          onClick={() => showMonth(months[1])}
          aria-disabled={month === months[1] || undefined}
          aria-label={t('appointments.nextMonth')}
        >
          <Icon icon={ChevronRight} size="md" />
        </button>
      </div>
      <p id={hintId} className="hint">
        {t('appointments.calendarHint')}
      </p>
      <table role="grid" ref={grid} aria-labelledby={headingId} aria-describedby={hintId}>
        <thead>
          <tr>
            {weekdays.map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: cells.length / 7 }, (_, row) => (
            <tr key={row}>
              {cells.slice(row * 7, row * 7 + 7).map((day) => {
                const bookable = isBookableDay(day, today) && !full.has(day);
                const outside = monthOf(day) !== month;
                return (
                  <td key={day} role="gridcell" aria-selected={day === selected}>
                    <button
                      type="button"
                      data-day={day}
                      className={`appointment-calendar__day${outside ? ' is-outside' : ''}`}
                      tabIndex={day === focused ? 0 : -1}
                      aria-disabled={!bookable || undefined}
                      aria-label={
                        full.has(day)
                          ? t('appointments.dayFull', { day: formatDayHeading(day, locale) })
                          : formatDayHeading(day, locale)
                      }
                      aria-current={day === today ? 'date' : undefined}
                      onFocus={() => setFocused(day)}
                      onKeyDown={onKeyDown}
                      onClick={() => {
                        if (bookable) onSelect(day);
                      }}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
