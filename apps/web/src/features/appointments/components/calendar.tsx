import { useId } from 'react';
import { bookingWindow } from '@coax/domain';
import { Calendar as MonthCalendar } from '../../../ui/calendar.tsx';
import { useAppointmentsT } from '../i18n/use-appointments-t.ts';
import { formatDayHeading } from '../../../i18n/format.ts';

/**
 * Seed 002 §2: the calendar of the present and the next month, 42 day cells each, on the shared
 * month calendar. Only the booking window can be reached or chosen (today to 30 days on, so the
 * present and the next month); a day of the window with no free time left is shown and can be
 * focused, named as full, but not chosen. One tab stop: the arrow keys move a day or a week,
 * Page Up and Page Down a month, Home and End to the week's ends; Enter or a click chooses.
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
  const { first, last } = bookingWindow(today);
  const hintId = useId();

  return (
    <div className="appointment-calendar">
      <p id={hintId} className="hint">
        {t('appointments.calendarHint')}
      </p>
      <MonthCalendar
        value={selected}
        onChange={onSelect}
        defaultFocusedDay={initialDay}
        min={first}
        max={last}
        today={today}
        isUnavailable={(day) => full.has(day)}
        dayLabel={(day) =>
          full.has(day)
            ? t('appointments.dayFull', { day: formatDayHeading(day, locale) })
            : formatDayHeading(day, locale)
        }
        label={t('appointments.chooseDay')}
        describedBy={hintId}
        previousLabel={t('appointments.previousMonth')}
        nextLabel={t('appointments.nextMonth')}
      />
    </div>
  );
}
