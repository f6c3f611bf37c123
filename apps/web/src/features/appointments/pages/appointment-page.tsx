import { useState } from 'react';
import { useParams } from 'react-router';
import type { Appointment, AppointmentChange } from '@coax/contract';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { useCancelAppointment } from '../api/cancel-appointment.ts';
import { useAppointment } from '../api/get-appointment.ts';
import { useAppointments } from '../api/list-appointments.ts';
import { AppointmentFacts, useAppointmentName, useWhen } from '../components/appointment-facts.tsx';
import { ChangeDone } from '../components/change-done.tsx';
import { RescheduleDialog } from '../components/reschedule-dialog.tsx';
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
  onChanged: (change: AppointmentChange, kind: 'moved' | 'canceled') => void;
}) {
  const { t } = useAppointmentsT();
  const name = useAppointmentName(a.appointmentTitle);
  const when = useWhen(a);
  const [dialog, setDialog] = useState<'reschedule' | 'cancel' | null>(null);
  const [cancelKey, setCancelKey] = useState('');
  const cancel = useCancelAppointment();
  const openCancel = () => {
    setCancelKey(crypto.randomUUID());
    cancel.reset();
    setDialog('cancel');
  };
  return (
    <div className="stack">
      <h2>
        <TruncatedText full={a.appointmentTitle} shown={name} />
      </h2>
      {a.canReschedule ? (
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={() => setDialog('reschedule')}>
            {t('appointments.reschedule')}
          </button>
          <button type="button" className="button" onClick={openCancel}>
            {t('appointments.cancel')}
          </button>
        </div>
      ) : a.changeBlockedBy && a.appointmentStatus === 'Pending' ? (
        <Notice>
          <p>{t(`appointments.blocked.${a.changeBlockedBy}`)}</p>
        </Notice>
      ) : null}
      <StatusMessage message={a.statusMessage} />
      <AppointmentFacts appointment={a} />
      {a.canReschedule ? (
        <WaitlistPanel appointment={a} onMoved={(change) => onChanged(change, 'moved')} />
      ) : null}
      <Timeline token={a.appointmentToken} />
      {dialog === 'reschedule' ? (
        <RescheduleDialog
          appointment={a}
          today={today}
          onClose={() => setDialog(null)}
          onMoved={(change) => {
            setDialog(null);
            onChanged(change, 'moved');
          }}
        />
      ) : null}
      {dialog === 'cancel' ? (
        <ConfirmDialog
          title={t('appointments.cancelTitle')}
          closeLabel={t('appointments.close')}
          onClose={() => setDialog(null)}
          confirmLabel={t('appointments.cancelConfirm')}
          busyLabel={t('appointments.cancelling')}
          keepLabel={t('appointments.cancelKeep')}
          busy={cancel.isPending}
          error={cancel.isError ? <p>{t(appointmentErrorKey(cancel.error))}</p> : undefined}
          onConfirm={() =>
            cancel.mutate(
              { token: a.appointmentToken, idempotencyKey: cancelKey },
              {
                onSuccess: (change) => {
                  setDialog(null);
                  onChanged(change, 'canceled');
                },
              },
            )
          }
        >
          <p>{t('appointments.cancelBody', { title: a.appointmentTitle, when })}</p>
        </ConfirmDialog>
      ) : null}
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
