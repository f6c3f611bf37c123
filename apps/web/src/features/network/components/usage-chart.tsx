import type { WifiUsage } from '@coax/contract';
import { hasNoUsage, usageAmount } from '@coax/domain';
import { formatCalendarDate } from '../../../i18n/format.ts';
import { BarChart } from '../../../ui/bar-chart.tsx';
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
  const dayName = (day: string) => formatCalendarDate(day, locale);

  return (
    <div className="stack">
      <p>
        {t('network.usage.total', { amount: amount(usage.totalBytes), hours: hours(usage.totalSeconds) })}
      </p>
      <BarChart
        id="net-usage"
        label={t('network.usage.chart')}
        bars={days.map((d) => ({
          key: d.day,
          value: d.bytes,
          text: `${dayName(d.day)}: ${amount(d.bytes)}`,
        }))}
        tableSummary={t('network.usage.showTable')}
        table={
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
        }
      />
    </div>
  );
}
