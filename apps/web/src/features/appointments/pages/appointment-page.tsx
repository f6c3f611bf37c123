import { useState } from 'react';
import { useParams } from 'react-router';
import type { Appointment, AppointmentChange } from '@coax/contract';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { useAppointment } from '../api/get-appointment.ts';
import { useAppointments } from '../api/list-appointments.ts';
import { AppointmentActions, type AppointmentChangeKind } from '../components/appointment-actions.tsx';
import { AppointmentFacts, useAppointmentName } from '../components/appointment-facts.tsx';
import { ChangeDone } from '../components/change-done.tsx';
import { StatusMessage } from '../components/status-message.tsx';
import { Timeline } from '../components/timeline.tsx';
import { WaitlistPanel } from '../components/waitlist-panel.tsx';
import { appointmentErrorKey, useAppointmentsT } from '../i18n/use-appointments-t.ts';
import { TruncatedText } from '../../../ui/truncated-text.tsx';
import '../components/appointments.css';

function Detail({
  appointment: a,
  today,
  onChanged,
}: {
  appointment: Appointment;
  today: string;
  onChanged: (change: AppointmentChange, kind: AppointmentChangeKind) => void;
}) {
  const name = useAppointmentName(a.appointmentTitle);
  return (
    <div className="stack">
      <h2>
        <TruncatedText full={a.appointmentTitle} shown={name} />
      </h2>
      <AppointmentActions appointment={a} today={today} onChanged={onChanged} />
      <StatusMessage message={a.statusMessage} />
      <AppointmentFacts appointment={a} />
      {a.canReschedule ? (
        <WaitlistPanel appointment={a} onMoved={(change) => onChanged(change, 'moved')} />
      ) : null}
      <Timeline token={a.appointmentToken} />
    </div>
  );
}

/** /service-appointments/:token: one appointment, its status and timeline, reschedule and cancel. */
export default function AppointmentPage() {
  const { t } = useAppointmentsT();
  const token = useParams().token ?? '';
  const [done, setDone] = useState<{ change: AppointmentChange; kind: 'moved' | 'canceled' } | null>(null);
  const canceled = done?.kind === 'canceled';
  const appointment = useAppointment(token, !canceled);
  const list = useAppointments();
  const today = list.data?.today ?? new Date().toISOString().slice(0, 10);
  return (
    <div className="appointments stack">
      <PageTitle title={t('appointments.title')} />
      <h1>{t('appointments.title')}</h1>
      {done ? <ChangeDone change={done.change} kind={done.kind} /> : null}
      {canceled ? null : (
        <QueryState
          query={appointment}
          loading={t('appointments.loading')}
          failed={t(appointment.error ? appointmentErrorKey(appointment.error) : 'appointments.loadFailed')}
        >
          {(a) => (
            <Detail appointment={a} today={today} onChanged={(change, kind) => setDone({ change, kind })} />
          )}
        </QueryState>
      )}
      <p>
        <LocalLink to="/service-appointments">{t('appointments.back')}</LocalLink>
      </p>
    </div>
  );
}
