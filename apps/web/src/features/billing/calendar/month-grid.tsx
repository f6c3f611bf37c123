import type { BillCalendar, CalendarEvent } from '@coax/contract';
import { weekdayNames } from '../../../i18n/format.ts';
import { useBillingT } from '../i18n/use-billing-t.ts';
import { monthWeeks } from './month.ts';

/** Events a day cell names before "+N more"; the list below the grid has every one. */
const CELL_EVENTS = 2;

/**
 * The month at a glance. It repeats what the list below says, so screen readers are given the
 * list (a table of days and short labels reads poorly) and the grid is hidden from them.
 */
export function MonthGrid({ calendar }: { calendar: BillCalendar }) {
  const { t, locale } = useBillingT();
  const byDay = new Map<string, CalendarEvent[]>();
  for (const e of calendar.events) byDay.set(e.day, [...(byDay.get(e.day) ?? []), e]);
  const warned = new Set(calendar.warnings.map((w) => w.day));
  return (
    <div className="money-grid" aria-hidden="true">
      {weekdayNames(locale).map((d) => (
        <div key={d} className="money-grid__weekday">
          {d}
        </div>
      ))}
      {monthWeeks(calendar.month)
        .flat()
        .map((day, i) => {
          if (!day) return <div key={`blank-${i}`} className="money-grid__day money-grid__day--blank" />;
          const events = byDay.get(day) ?? [];
          const classes = ['money-grid__day'];
          if (day === calendar.today) classes.push('is-today');
          if (warned.has(day)) classes.push('has-warning');
          return (
            <div key={day} className={classes.join(' ')}>
              <span className="money-grid__number">{Number(day.slice(8))}</span>
              {events.slice(0, CELL_EVENTS).map((e) => (
                <span key={e.uid} className={`money-grid__event money-grid__event--${e.kind}`}>
                  {t(`billingCalendar.kind.${e.kind}`)}
                </span>
              ))}
              {events.length > CELL_EVENTS ? (
                <span className="money-grid__more">
                  {t('billingCalendar.more', { count: events.length - CELL_EVENTS })}
                </span>
              ) : null}
            </div>
          );
        })}
    </div>
  );
}
