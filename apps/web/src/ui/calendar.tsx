import { Fragment, useContext, type ReactNode } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarStateContext,
  Heading,
  I18nProvider,
} from 'react-aria-components';
import { CALENDAR_DAYS } from '@coax/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Icon } from './icon.tsx';
import { useLanguage } from '../i18n/language-context.ts';
import './aria-setup.ts';
import './calendar.css';

/** Seed 002 §2: 42 day cells, six weeks, so the grid does not jump in height between months. */
const WEEKS = CALENDAR_DAYS / 7;

export interface CalendarDayState {
  /** outside the month shown (the leading and trailing days of the six weeks) */
  outside: boolean;
  /** the portal's today (from the server's clock, not the browser's) */
  today: boolean;
}

/**
 * A month calendar on react-aria's Calendar (the WAI-ARIA date grid): one tab stop, arrow keys move
 * a day or a week, Page Up and Page Down a month, Home and End to the week's ends, Enter or a click
 * chooses; days outside `min`..`max` are disabled and the keys stay inside them; days for which
 * `isUnavailable` answers true are shown and focusable but cannot be chosen. Week days, month
 * names and the first day of the week follow the page's language (en-US, es-US). Days are
 * 'YYYY-MM-DD' strings, so callers need no date library.
 */
export function Calendar({
  value,
  onChange,
  defaultFocusedDay,
  min,
  max,
  today,
  isUnavailable,
  dayLabel,
  label,
  describedBy,
  previousLabel,
  nextLabel,
  headingLevel = 3,
}: {
  value: string | null;
  onChange: (day: string) => void;
  /** the day that holds the tab stop at first */
  defaultFocusedDay?: string;
  min?: string;
  max?: string;
  today?: string;
  isUnavailable?: (day: string) => boolean;
  /** the accessible name of a day, when the caller says more than the date (e.g. "no free time") */
  dayLabel?: (day: string, state: CalendarDayState) => string | undefined;
  /** names the calendar when no visible heading outside it does */
  label?: string;
  describedBy?: string;
  previousLabel?: string;
  nextLabel?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const { locale } = useLanguage();
  const unavailable = isUnavailable;
  return (
    <I18nProvider locale={locale}>
      <AriaCalendar<CalendarDate>
        className="calendar"
        aria-label={label}
        aria-describedby={describedBy}
        value={value ? parseDate(value) : null}
        onChange={(d) => onChange(d.toString())}
        defaultFocusedValue={defaultFocusedDay ? parseDate(defaultFocusedDay) : undefined}
        minValue={min ? parseDate(min) : undefined}
        maxValue={max ? parseDate(max) : undefined}
        isDateUnavailable={unavailable ? (d) => unavailable(d.toString()) : undefined}
      >
        <div className="calendar__head">
          <Button slot="previous" className="button calendar__nav" aria-label={previousLabel}>
            <Icon icon={ChevronLeft} size="md" />
          </Button>
          <Heading level={headingLevel} className="calendar__month" />
          <Button slot="next" className="button calendar__nav" aria-label={nextLabel}>
            <Icon icon={ChevronRight} size="md" />
          </Button>
        </div>
        <CalendarGrid className="calendar__grid" weekdayStyle="short">
          <CalendarGridHeader>
            {(weekday) => <CalendarHeaderCell className="calendar__weekday">{weekday}</CalendarHeaderCell>}
          </CalendarGridHeader>
          <SixWeeks>{(date) => <Day date={date} today={today} dayLabel={dayLabel} />}</SixWeeks>
        </CalendarGrid>
      </AriaCalendar>
    </I18nProvider>
  );
}

/** The grid's body with six weeks whatever the month (react-aria's own body shows 4 to 6). */
function SixWeeks({ children }: { children: (date: CalendarDate) => ReactNode }) {
  const state = useContext(CalendarStateContext);
  if (!state) return null;
  const start = state.visibleRange.start;
  return (
    <tbody>
      {Array.from({ length: WEEKS }, (_, week) => (
        <tr key={week}>
          {state
            .getDatesInWeek(week, start)
            .map((date, i) =>
              date ? <Fragment key={i}>{children(date as CalendarDate)}</Fragment> : <td key={i} />,
            )}
        </tr>
      ))}
    </tbody>
  );
}

function Day({
  date,
  today,
  dayLabel,
}: {
  date: CalendarDate;
  today?: string;
  dayLabel?: (day: string, state: CalendarDayState) => string | undefined;
}) {
  const day = date.toString();
  const isToday = day === today;
  return (
    <CalendarCell
      date={date}
      className={isToday ? 'calendar__day is-today' : 'calendar__day'}
      render={(props, state) => (
        <div
          {...props}
          aria-label={
            dayLabel?.(day, { outside: state.isOutsideMonth, today: isToday }) ?? props['aria-label']
          }
          aria-current={isToday ? 'date' : undefined}
        />
      )}
    />
  );
}
