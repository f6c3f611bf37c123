import { useState, type KeyboardEvent } from 'react';
import type { WifiUsage } from '@coax/contract';
import { hasNoUsage, usageAmount } from '@coax/domain';
import { formatCalendarDate } from '../../../i18n/format.ts';
import { Notice } from '../../../ui/notice.tsx';
import { TableScroll } from '../../../ui/table-scroll.tsx';
import { useNetworkT } from '../i18n/use-network-t.ts';

const SECONDS_PER_HOUR = 3600;

/**
 * Usage for LAST_THIRTY_DAYS (seed 002 §9): a bar per day, read by keyboard with the arrow keys
 * (the chosen day is spoken), and the same figures as a table for screen readers and anyone who
 * prefers numbers. 'No usage in the last thirty days.' when there is none (seed 002 §8).
 */
export function UsageChart({ usage }: { usage: WifiUsage }) {
  const { t, locale } = useNetworkT();
  const days = usage.days;
  const [focus, setFocus] = useState(days.length - 1);
  if (hasNoUsage(days)) {
    return (
      <Notice>
        <p>{t('network.usage.empty')}</p>
      </Notice>
    );
  }
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const amount = (bytes: number) => {
    const a = usageAmount(bytes);
    return `${number.format(a.value)} ${a.unit}`;
  };
  const hours = (seconds: number) => number.format(seconds / SECONDS_PER_HOUR);
  const max = Math.max(...days.map((d) => d.bytes), 1);
  const dayName = (day: string) => formatCalendarDate(day, locale);
  const chosen = days[focus];
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const next =
      e.key === 'ArrowLeft'
        ? focus - 1
        : e.key === 'ArrowRight'
          ? focus + 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? days.length - 1
              : null;
    if (next === null) return;
    e.preventDefault();
    setFocus(Math.min(days.length - 1, Math.max(0, next)));
  };

  return (
    <div className="stack">
      <p>
        {t('network.usage.total', { amount: amount(usage.totalBytes), hours: hours(usage.totalSeconds) })}
      </p>
      <div
        className="network__chart"
        role="group"
        tabIndex={0}
        aria-label={t('network.usage.chart')}
        aria-describedby="net-usage-focus"
        onKeyDown={onKey}
      >
        {days.map((d, i) => (
          <div
            key={d.day}
            className="network__bar"
            aria-hidden="true"
            data-chosen={i === focus ? 'true' : undefined}
            style={{ height: `${Math.max((d.bytes / max) * 100, d.bytes > 0 ? 2 : 0)}%` }}
          />
        ))}
      </div>
      <p id="net-usage-focus" className="network__chart-focus" aria-live="polite">
        {chosen ? `${dayName(chosen.day)}: ${amount(chosen.bytes)}` : null}
      </p>
      <details>
        <summary>{t('network.usage.showTable')}</summary>
        <TableScroll label={t('network.usage.tableCaption')}>
          <table className="table">
            <caption className="visually-hidden">{t('network.usage.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('network.usage.day')}</th>
                <th scope="col">{t('network.usage.data')}</th>
                <th scope="col">{t('network.usage.time')}</th>
                <th scope="col">{t('network.usage.sessions')}</th>
                <th scope="col">{t('network.usage.deviceCount')}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{dayName(d.day)}</th>
                  <td>{amount(d.bytes)}</td>
                  <td>{t('network.usage.hours', { hours: hours(d.seconds) })}</td>
                  <td>{d.activeSessions}</td>
                  <td>{d.devices}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </details>
    </div>
  );
}
