import { formatDateTime } from '../../../i18n/format.ts';
import { useOutageT } from '../i18n/use-outage-t.ts';

interface Times {
  since: string | null;
  estimatedRestoration: string | null;
  clearedAt: string | null;
  maintenance: { startsAt: string; endsAt: string } | null;
}

/** The times that explain a status: when an outage began and should end, when it ended, the maintenance window. */
export function OutageTimes({ times }: { times: Times }) {
  const { t, locale } = useOutageT();
  const at = (iso: string) => formatDateTime(new Date(iso), locale);
  const lines: string[] = [];
  if (times.since) lines.push(t('outage.detail.since', { time: at(times.since) }));
  if (times.estimatedRestoration) {
    lines.push(t('outage.detail.etr', { time: at(times.estimatedRestoration) }));
  }
  if (times.clearedAt) lines.push(t('outage.detail.cleared', { time: at(times.clearedAt) }));
  if (times.maintenance) {
    lines.push(
      t('outage.detail.maintenance', {
        start: at(times.maintenance.startsAt),
        end: at(times.maintenance.endsAt),
      }),
    );
  }
  if (lines.length === 0) return null;
  return (
    <ul className="outage-times">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
