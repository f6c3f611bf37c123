import { useState } from 'react';
import type { Appointment, AppointmentChange } from '@coax/contract';
import { isApiError } from '../../../lib/api-client.ts';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { LoadingCard } from '../../../ui/loading-card.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { TruncatedText } from '../../../ui/truncated-text.tsx';
import { AppointmentsApiContext } from '../api/appointments-api.ts';
import { useCancelAppointment } from '../api/cancel-appointment.ts';
import { newCustomerApi, useEndNewCustomer, useNewCustomerVisits } from '../api/new-customer.ts';
import { useAppointmentName, useWhen } from '../components/appointment-facts.tsx';
import { ChangeDone } from '../components/change-done.tsx';
import { NewCustomerForm } from '../components/new-customer-form.tsx';
import { RescheduleDialog } from '../components/reschedule-dialog.tsx';
import { StatusMessage } from '../components/status-message.tsx';
import { appointmentErrorKey, useAppointmentsT } from '../i18n/use-appointments-t.ts';
import '../components/appointments.css';

type Done = { change: AppointmentChange; kind: 'moved' | 'canceled' };

function Visit({
  appointment: a,
  today,
  onChanged,
}: {
  appointment: Appointment;
  today: string;
  onChanged: (d: Done) => void;
}) {
  const { t } = useAppointmentsT();
  const name = useAppointmentName(a.appointmentTitle);
  const when = useWhen(a);
  const [dialog, setDialog] = useState<'reschedule' | 'cancel' | null>(null);
  const [cancelKey, setCancelKey] = useState('');
  const cancel = useCancelAppointment();
  return (
    <li className="appointment-card stack">
      <h3>
        <TruncatedText full={a.appointmentTitle} shown={name} />
      </h3>
      <p>
        {when} · {t(`appointments.status.${a.appointmentStatus}`)}
      </p>
      <StatusMessage message={a.statusMessage} />
      {a.canReschedule ? (
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={() => setDialog('reschedule')}>
            {t('appointments.reschedule')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              setCancelKey(crypto.randomUUID());
              cancel.reset();
              setDialog('cancel');
            }}
          >
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
            onChanged({ change, kind: 'moved' });
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
                  onChanged({ change, kind: 'canceled' });
                },
              },
            )
          }
        >
          <p>{t('appointments.cancelBody', { title: a.appointmentTitle, when })}</p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}

/**
 * /service-appointments/new-customer: validate_newCustomerLogin (seed 002 §7). A new customer with
 * no id yet gives the account number and the account PIN, then sees the account's coming visits
 * and may move or cancel them while the short grant lasts.
 */
export default function NewCustomerPage() {
  const { t } = useAppointmentsT();
  const visits = useNewCustomerVisits();
  const end = useEndNewCustomer();
  const [done, setDone] = useState<Done | null>(null);
  // No grant (or an ended one) is the usual first visit: the form, without an error.
  const ended = isApiError(visits.error) && visits.error.reason === 'appointments.new-customer.grant-ended';
  return (
    <AppointmentsApiContext.Provider value={newCustomerApi}>
      <div className="appointments stack">
        <PageTitle title={t('appointments.newCustomer.title')} />
        <h1>{t('appointments.newCustomer.title')}</h1>
        {done ? <ChangeDone change={done.change} kind={done.kind} /> : null}
        {visits.isPending ? (
          <LoadingCard label={t('appointments.newCustomer.loading')} />
        ) : visits.data ? (
          <section className="stack" aria-labelledby="new-customer-visits">
            <h2 id="new-customer-visits">{t('appointments.newCustomer.visits')}</h2>
            {visits.data.appointments.length === 0 ? (
              <p>{t('appointments.newCustomer.none')}</p>
            ) : (
              <ul className="appointment-list">
                {visits.data.appointments.map((a) => (
                  <Visit
                    key={a.appointmentToken}
                    appointment={a}
                    today={visits.data.today}
                    onChanged={setDone}
                  />
                ))}
              </ul>
            )}
            <p className="hint">{t('appointments.newCustomer.grantNote')}</p>
            <div className="button-row">
              <button
                type="button"
                className="button"
                onClick={() => {
                  setDone(null);
                  end.mutate();
                }}
              >
                {t('appointments.newCustomer.end')}
              </button>
            </div>
          </section>
        ) : (
          <>
            {visits.isError && !ended ? (
              <Notice tone="error">
                <p>{t(appointmentErrorKey(visits.error))}</p>
              </Notice>
            ) : null}
            <NewCustomerForm />
          </>
        )}
        <p>
          <LocalLink to="/login">{t('appointments.newCustomer.signIn')}</LocalLink>
        </p>
      </div>
    </AppointmentsApiContext.Provider>
  );
}
