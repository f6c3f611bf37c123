import { AppointmentItem } from './appointment-item.tsx';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { useAppointments } from '../api/list-appointments.ts';
import { appointmentErrorKey, useAppointmentsT } from '../i18n/use-appointments-t.ts';
import './appointments.css';

/**
 * The agent desk's view of the subscriber acted for: their visits still to come, each leading to
 * the appointment page, where the agent reschedules or cancels as the holder would. Every call is
 * in the audit log, as all of an acting agent's calls are. The desk places it (app/ wires it in).
 */
export default function AgentAppointments() {
  const { t } = useAppointmentsT();
  const list = useAppointments();
  return (
    <section className="card stack appointments" aria-labelledby="agent-appointments">
      <h2 id="agent-appointments">{t('appointments.title')}</h2>
      <p>{t('appointments.agent.intro')}</p>
      <QueryState
        query={list}
        loading={t('appointments.loading')}
        failed={t(list.error ? appointmentErrorKey(list.error) : 'appointments.loadFailed')}
        empty={t('appointments.agent.empty')}
        isEmpty={(d) => d.appointments.every((a) => a.appointmentStatus === 'Completed')}
      >
        {(d) => (
          <ul className="appointment-list">
            {d.appointments
              .filter((a) => a.appointmentStatus !== 'Completed')
              .map((a) => (
                <AppointmentItem key={a.appointmentToken} appointment={a} />
              ))}
          </ul>
        )}
      </QueryState>
      <p>
        <LocalLink to="/service-appointments">{t('appointments.back')}</LocalLink>
      </p>
    </section>
  );
}
