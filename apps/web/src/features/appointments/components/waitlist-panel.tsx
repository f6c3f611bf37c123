import { useState } from 'react';
import type { Appointment, AppointmentChange } from '@coax/contract';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { useAcceptOffer, useSetWaitlist } from '../api/waitlist.ts';
import { appointmentErrorKey, useAppointmentsT } from '../i18n/use-appointments-t.ts';
import { formatDayAtMinutes, formatMinutes } from '../../../i18n/format.ts';

/** The earlier-slot waitlist: join or leave the line, and take a time held for this appointment. */
export function WaitlistPanel({
  appointment: a,
  onMoved,
}: {
  appointment: Appointment;
  onMoved: (change: AppointmentChange) => void;
}) {
  const { t, locale } = useAppointmentsT();
  const set = useSetWaitlist();
  const accept = useAcceptOffer();
  const [key] = useState(() => crypto.randomUUID());
  const failed = set.error ?? accept.error;
  const { offer, waiting } = a.waitlist;
  return (
    <section className="stack" aria-labelledby="appointment-waitlist">
      <h2 id="appointment-waitlist">{t('appointments.waitlist')}</h2>
      {offer ? (
        <Notice tone="success">
          <p>
            {t('appointments.offer', {
              when: formatDayAtMinutes(offer.quotaGroupDay, offer.startMinutes, locale),
              until: formatMinutes(Math.floor((offer.expiresAt % 86_400_000) / 60_000), locale),
            })}
          </p>
          <BusyButton
            type="button"
            busy={accept.isPending}
            busyLabel={t('appointments.moving')}
            onClick={() =>
              accept.mutate({ token: a.appointmentToken, idempotencyKey: key }, { onSuccess: onMoved })
            }
          >
            {t('appointments.acceptOffer')}
          </BusyButton>
        </Notice>
      ) : (
        <p>{t(waiting ? 'appointments.waiting' : 'appointments.waitlistIntro')}</p>
      )}
      <div className="button-row">
        <BusyButton
          type="button"
          className="button"
          busy={set.isPending}
          onClick={() => set.mutate({ token: a.appointmentToken, join: !waiting })}
        >
          {t(waiting ? 'appointments.leaveWaitlist' : 'appointments.joinWaitlist')}
        </BusyButton>
      </div>
      {failed ? (
        <Notice tone="error" live="assertive">
          <p>{t(appointmentErrorKey(failed))}</p>
        </Notice>
      ) : null}
    </section>
  );
}
