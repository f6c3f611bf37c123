import { useState } from 'react';
import type { Appointment, AppointmentChange } from '@coax/contract';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { useCancelAppointment } from '../api/cancel-appointment.ts';
import { appointmentErrorKey, useAppointmentsT } from '../i18n/use-appointments-t.ts';
import { useWhen } from './appointment-facts.tsx';
import { RescheduleDialog } from './reschedule-dialog.tsx';

export type AppointmentChangeKind = 'moved' | 'canceled';

/**
 * Reschedule and cancel for one appointment (seed 002 §2 dialogs): the two buttons when it may be
 * changed, else why not while it is still pending; the reschedule dialog and the cancel
 * confirmation, each cancel with an Idempotency-Key of its own. The calls go wherever the page's
 * appointments API context sends them (the subscriber's, or a new customer's grant).
 */
export function AppointmentActions({
  appointment: a,
  today,
  onChanged,
}: {
  appointment: Appointment;
  today: string;
  onChanged: (change: AppointmentChange, kind: AppointmentChangeKind) => void;
}) {
  const { t } = useAppointmentsT();
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
    <>
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
    </>
  );
}
