import type { Appointment } from '@coax/contract';
import {
  APPOINTMENT_NAME_MAX,
  APPOINTMENT_NAME_MAX_PHONE,
  VIEWPORT_TABLET_MIN_WIDTH_PX,
  truncateAppointmentName,
} from '@coax/domain';
import { formatDayWindow } from '../../../i18n/format.ts';
import { useViewportWidth } from '../../../ui/use-viewport.ts';
import { useAppointmentsT } from '../i18n/use-appointments-t.ts';

/** Seed 002 §5: the name cut at 23 characters, 20 on phones, its numeric suffix kept. */
export function useAppointmentName(title: string): string {
  const phone = useViewportWidth() < VIEWPORT_TABLET_MIN_WIDTH_PX;
  return truncateAppointmentName(title, phone ? APPOINTMENT_NAME_MAX_PHONE : APPOINTMENT_NAME_MAX);
}

/** 'Monday, November 23, 1:00 PM – 2:00 PM' in the page's language, as the notices write it. */
export function useWhen(
  a: Pick<Appointment, 'quotaGroupDay' | 'windowStartMinutes' | 'windowEndMinutes'>,
): string {
  const { locale } = useAppointmentsT();
  return formatDayWindow(a.quotaGroupDay, a.windowStartMinutes, a.windowEndMinutes, locale);
}

/** The appointment's facts as a description list. */
export function AppointmentFacts({ appointment: a }: { appointment: Appointment }) {
  const { t, tn } = useAppointmentsT();
  const when = useWhen(a);
  return (
    <dl className="appointment-facts">
      <dt>{t('appointments.when')}</dt>
      <dd>{when}</dd>
      <dt>{t('appointments.status')}</dt>
      <dd>{t(`appointments.status.${a.appointmentStatus}`)}</dd>
      <dt>{t('appointments.type')}</dt>
      <dd>{t(`appointments.type.${a.appointmentType}`)}</dd>
      <dt>{t('appointments.tasks')}</dt>
      <dd>{a.taskCodesList.join(', ')}</dd>
      <dt>{t('appointments.duration')}</dt>
      <dd>{tn('appointments.minutes', a.estimatedDuration)}</dd>
      {a.confirmationNumber ? (
        <>
          <dt>{t('appointments.confirmation')}</dt>
          <dd>{a.confirmationNumber}</dd>
        </>
      ) : null}
    </dl>
  );
}
