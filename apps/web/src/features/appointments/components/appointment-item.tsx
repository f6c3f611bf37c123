import type { Appointment } from '@coax/contract';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { TruncatedText } from '../../../ui/truncated-text.tsx';
import { useAppointmentsT } from '../i18n/use-appointments-t.ts';
import { useAppointmentName, useWhen } from './appointment-facts.tsx';
import { StatusMessage } from './status-message.tsx';

/** One appointment in a list: its name (cut by the seed's rule) linking to its page, when, status. */
export function AppointmentItem({ appointment: a }: { appointment: Appointment }) {
  const { t } = useAppointmentsT();
  const name = useAppointmentName(a.appointmentTitle);
  const when = useWhen(a);
  return (
    <li className="appointment-card stack">
      <h3>
        <LocalLink to={`/service-appointments/${a.appointmentToken}`}>
          <TruncatedText full={a.appointmentTitle} shown={name} />
        </LocalLink>
      </h3>
      <p>
        {when} · {t(`appointments.status.${a.appointmentStatus}`)}
      </p>
      <StatusMessage message={a.statusMessage} />
    </li>
  );
}
