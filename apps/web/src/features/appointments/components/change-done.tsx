import type { AppointmentChange } from '@coax/contract';
import { Notice } from '../../../ui/notice.tsx';
import { useAppointmentsApi } from '../api/appointments-api.ts';
import { inviteHref } from '../api/cancel-appointment.ts';
import { useAppointmentsT } from '../i18n/use-appointments-t.ts';

/** After a move or a cancel: its confirmation number, the notice sent, and the calendar invite. */
export function ChangeDone({ change, kind }: { change: AppointmentChange; kind: 'moved' | 'canceled' }) {
  const { t } = useAppointmentsT();
  const href = (useAppointmentsApi()?.inviteHref ?? inviteHref)(change.appointment.appointmentToken);
  return (
    <Notice tone="success" live="polite" className="appointment-done">
      <p>
        <strong>{t(kind === 'moved' ? 'appointments.moved' : 'appointments.canceled')}</strong>
      </p>
      <p>
        {t('appointments.confirmation')}:{' '}
        <strong data-testid="confirmation-number">{change.confirmationNumber}</strong>
      </p>
      <p>{t('appointments.sentNotice')}</p>
      <p>
        <a href={href} download>
          {t(kind === 'moved' ? 'appointments.invite' : 'appointments.inviteCancel')}
        </a>
      </p>
    </Notice>
  );
}
