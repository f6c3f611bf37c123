import type { MapItem } from '@coax/contract';
import { useLocatorT, type LocatorKey } from '../i18n/use-locator-t.ts';

type Span = { open: number; close: number } | null;

/** An item's opening hours, day by day, in the visitor's language and clock. */
export function PlaceHours({ hours }: { hours: MapItem['hours'] }) {
  const { t, locale } = useLocatorT();
  if (!hours) return <p>{t('locator.hours.open')}</p>;
  const time = (minutes: number) =>
    new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 0, 1, 0, minutes)),
    );
  const rows: [LocatorKey, Span][] = [
    ['locator.hours.weekdays', hours.weekdays],
    ['locator.hours.saturday', hours.saturday],
    ['locator.hours.sunday', hours.sunday],
  ];
  return (
    <dl className="locator-hours">
      {rows.map(([day, span]) => (
        <div key={day}>
          <dt>{t(day)}</dt>
          <dd>
            {span
              ? t('locator.hours.span', { open: time(span.open), close: time(span.close) })
              : t('locator.hours.closed')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
