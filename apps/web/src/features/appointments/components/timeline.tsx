import type { AppointmentTimeline } from '@coax/contract';
import { QueryState } from '../../../ui/query-state.tsx';
import { useTimeline } from '../api/get-timeline.ts';
import { useAppointmentsT } from '../i18n/use-appointments-t.ts';
import { formatDateTime, formatDayAtMinutes } from '../../../i18n/format.ts';

type Event = AppointmentTimeline['events'][number];

/** Seed 002 §7 get_timeLine: what happened to the appointment, oldest first. */
export function Timeline({ token }: { token: string }) {
  const { t, locale } = useAppointmentsT();
  const timeline = useTimeline(token);
  const describe = (e: Event) => {
    const when =
      e.quotaGroupDay && e.windowStartMinutes !== null
        ? formatDayAtMinutes(e.quotaGroupDay, e.windowStartMinutes, locale)
        : '';
    return t(`appointments.event.${e.kind}`, { when });
  };
  return (
    <section className="stack" aria-labelledby="appointment-timeline">
      <h2 id="appointment-timeline">{t('appointments.timeline')}</h2>
      <QueryState
        query={timeline}
        loading={t('appointments.timelineLoading')}
        failed={t('appointments.timelineFailed')}
      >
        {(d) => (
          <ol className="appointment-timeline">
            {d.events.map((e) => (
              <li key={`${e.kind}-${e.at}`}>
                <time dateTime={new Date(e.at).toISOString()}>{formatDateTime(e.at, locale)}</time>{' '}
                <span>{describe(e)}</span>
                {e.confirmationNumber ? (
                  <span className="hint">
                    {' '}
                    ({t('appointments.confirmation')}: {e.confirmationNumber})
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  );
}
