import { useState } from 'react';
import type { Appointment, AppointmentChange } from '@coax/contract';
import { isApiError } from '../../../lib/api-client.ts';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { LoadingCard } from '../../../ui/loading-card.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { TruncatedText } from '../../../ui/truncated-text.tsx';
import { AppointmentsApiContext } from '../api/appointments-api.ts';
import { newCustomerApi, useEndNewCustomer, useNewCustomerVisits } from '../api/new-customer.ts';
import { AppointmentActions, type AppointmentChangeKind } from '../components/appointment-actions.tsx';
import { useAppointmentName, useWhen } from '../components/appointment-facts.tsx';
import { ChangeDone } from '../components/change-done.tsx';
import { NewCustomerForm } from '../components/new-customer-form.tsx';
import { StatusMessage } from '../components/status-message.tsx';
import { appointmentErrorKey, useAppointmentsT } from '../i18n/use-appointments-t.ts';
import '../components/appointments.css';

type Done = { change: AppointmentChange; kind: AppointmentChangeKind };

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
  return (
    <li className="appointment-card stack">
      <h3>
        <TruncatedText full={a.appointmentTitle} shown={name} />
      </h3>
      <p>
        {when} · {t(`appointments.status.${a.appointmentStatus}`)}
      </p>
      <StatusMessage message={a.statusMessage} />
      <AppointmentActions
        appointment={a}
        today={today}
        onChanged={(change, kind) => onChanged({ change, kind })}
      />
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
