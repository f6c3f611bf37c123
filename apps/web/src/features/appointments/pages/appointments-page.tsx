import { AppointmentItem } from '../components/appointment-item.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { AfterHolds, LayoutHold, LayoutHoldProvider } from '../../../ui/layout-hold.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { useAppointments } from '../api/list-appointments.ts';
import { appointmentErrorKey, useAppointmentsT } from '../i18n/use-appointments-t.ts';
import '../components/appointments.css';

/**
 * /service-appointments: the account's appointments, upcoming first (seed 002 §2 list). The line
 * after the list is drawn once the list has loaded, so it does not move down as the list fills.
 */
export default function AppointmentsPage() {
  const { t } = useAppointmentsT();
  const list = useAppointments();
  return (
    <LayoutHoldProvider>
      <div className="appointments stack">
        <PageTitle title={t('appointments.title')} />
        <h1>{t('appointments.title')}</h1>
        <LayoutHold loading={list.isPending} />
        <QueryState
          query={list}
          loading={t('appointments.loading')}
          failed={t(list.error ? appointmentErrorKey(list.error) : 'appointments.loadFailed')}
          empty={t('appointments.empty')}
          isEmpty={(d) => d.appointments.length === 0}
        >
          {(d) => {
            const groups = [
              { id: 'appointments-upcoming', heading: t('appointments.upcoming'), done: false },
              { id: 'appointments-past', heading: t('appointments.past'), done: true },
            ];
            return groups.map((g) => {
              const items = d.appointments.filter((a) => (a.appointmentStatus === 'Completed') === g.done);
              return items.length === 0 ? null : (
                <section key={g.id} className="stack" aria-labelledby={g.id}>
                  <h2 id={g.id}>{g.heading}</h2>
                  <ul className="appointment-list">
                    {items.map((a) => (
                      <AppointmentItem key={a.appointmentToken} appointment={a} />
                    ))}
                  </ul>
                </section>
              );
            });
          }}
        </QueryState>
        <AfterHolds>
          <p>{t('appointments.intro')}</p>
        </AfterHolds>
      </div>
    </LayoutHoldProvider>
  );
}
