import { isBookableDay } from '@coax/domain';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { TruncatedText } from '../../../ui/truncated-text.tsx';
import { useLayoutHold } from '../../../ui/layout-hold.tsx';
import { useNextAppointment, type NextAppointment } from '../api/list-appointments.ts';
import { useAppointmentsT } from '../i18n/use-appointments-t.ts';
import { useAppointmentName, useWhen } from './appointment-facts.tsx';
import { formatShortDay } from '../../../i18n/format.ts';
import { StatusMessage } from './status-message.tsx';
import './appointments.css';

const pathOf = (token: string) => `/service-appointments/${token}`;

function NoticeBody({ next: { appointment: a } }: { next: NextAppointment }) {
  const { t } = useAppointmentsT();
  const name = useAppointmentName(a.appointmentTitle);
  const when = useWhen(a);
  return (
    <section className="next-appointment card stack" aria-labelledby="next-appointment-title">
      <h2 id="next-appointment-title">{t('appointments.next.title')}</h2>
      <p>
        <LocalLink to={pathOf(a.appointmentToken)}>
          <TruncatedText full={a.appointmentTitle} shown={name} />
        </LocalLink>{' '}
        · {when}
      </p>
      <StatusMessage message={a.statusMessage} />
    </section>
  );
}

/**
 * The home page's "next technician visit" (issue 16): the soonest visit to come, its day and window
 * and its live status, linking to it. Nothing while loading, on a failure, or with no visit to come.
 */
export function NextAppointmentNotice() {
  const query = useNextAppointment();
  // The home page's dashboard, after this notice, waits until it is known whether there is one.
  useLayoutHold(query.isLoading);
  const next = query.data;
  return next ? <NoticeBody next={next} /> : null;
}

/**
 * The header's link to the next visit, next to the outage status: shown only while that visit is
 * inside the booking window (seed 002 §9, about 30 days from today).
 */
export function NextAppointmentLink({ className }: { className?: string }) {
  const { t, locale } = useAppointmentsT();
  const next = useNextAppointment().data;
  if (!next || !isBookableDay(next.appointment.quotaGroupDay, next.today)) return null;
  const a = next.appointment;
  return (
    <LocalLink to={pathOf(a.appointmentToken)} className={className}>
      {t('appointments.next.headerLink', { day: formatShortDay(a.quotaGroupDay, locale) })}
    </LocalLink>
  );
}
