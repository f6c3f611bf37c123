import { useId, useState } from 'react';
import type { Appointment, AppointmentChange, AvailableTimeSlots } from '@coax/contract';
import { isBookableDay } from '@coax/domain';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { useAvailableSlots } from '../api/get-available-slots.ts';
import { useSchedule } from '../api/get-schedule.ts';
import { useRescheduleAppointment } from '../api/reschedule-appointment.ts';
import { appointmentErrorKey, useAppointmentsT } from '../i18n/use-appointments-t.ts';
import { Calendar } from './calendar.tsx';
import { formatDayAtMinutes, formatDayHeading } from '../../../i18n/format.ts';
import { SlotGrid } from './slot-grid.tsx';

type Slot = AvailableTimeSlots['availableTimeSlots'][number];

/** Seed 002 §2 the reschedule dialog: a day on the calendar, a time on the slot grid, then the move. */
export function RescheduleDialog({
  appointment,
  today,
  onClose,
  onMoved,
}: {
  appointment: Appointment;
  today: string;
  onClose: () => void;
  onMoved: (change: AppointmentChange) => void;
}) {
  const { t, locale } = useAppointmentsT();
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  // One key per chosen time: a retry of the same move is the same request.
  const [key, setKey] = useState('');
  const slots = useAvailableSlots(appointment.appointmentToken, day);
  const schedule = useSchedule(appointment.appointmentToken);
  const full = new Set(schedule.data?.days.filter((d) => d.freeSlots === 0).map((d) => d.quotaGroupDay));
  const move = useRescheduleAppointment();
  const gridLabel = useId();
  const initialDay = isBookableDay(appointment.quotaGroupDay, today) ? appointment.quotaGroupDay : today;

  const chooseDay = (d: string) => {
    setDay(d);
    setSlot(null);
    move.reset();
  };
  const chooseSlot = (s: Slot) => {
    setSlot(s);
    setKey(crypto.randomUUID());
    move.reset();
  };
  const submit = () => {
    if (!slot) return;
    move.mutate(
      { token: appointment.appointmentToken, desiredTimeToken: slot.desiredTimeToken, idempotencyKey: key },
      { onSuccess: onMoved },
    );
  };

  return (
    <Dialog
      title={t('appointments.rescheduleTitle', { title: appointment.appointmentTitle })}
      closeLabel={t('appointments.close')}
      onClose={onClose}
    >
      <div className="stack appointment-reschedule">
        <h3 className="visually-hidden">{t('appointments.chooseDay')}</h3>
        <Calendar today={today} initialDay={initialDay} selected={day} onSelect={chooseDay} full={full} />
        {day ? (
          <section className="stack" aria-labelledby={gridLabel}>
            <h3 id={gridLabel}>{t('appointments.chooseTime', { day: formatDayHeading(day, locale) })}</h3>
            <p className="hint">{t('appointments.gridHint')}</p>
            <QueryState
              query={slots}
              loading={t('appointments.slotsLoading')}
              failed={t(slots.error ? appointmentErrorKey(slots.error) : 'appointments.slotsFailed')}
              empty={t('appointments.noSlots')}
              isEmpty={(d) => d.availableTimeSlots.length === 0}
            >
              {(d) => (
                <SlotGrid
                  key={day}
                  slots={d.availableTimeSlots}
                  labelledBy={gridLabel}
                  selected={slot?.desiredTimeToken ?? null}
                  onSelect={chooseSlot}
                />
              )}
            </QueryState>
          </section>
        ) : null}
        {slot && day ? (
          <p aria-live="polite">
            {t('appointments.chosen', {
              when: formatDayAtMinutes(day, slot.startMinutes, locale),
            })}
          </p>
        ) : null}
        {move.isError ? (
          <Notice tone="error" live="assertive">
            <p>{t(appointmentErrorKey(move.error))}</p>
          </Notice>
        ) : null}
        <div className="button-row">
          {slot ? (
            <BusyButton
              type="button"
              busy={move.isPending}
              busyLabel={t('appointments.moving')}
              onClick={submit}
            >
              {t('appointments.confirmMove')}
            </BusyButton>
          ) : null}
          <button type="button" className="button" onClick={onClose}>
            {t('appointments.closeReschedule')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
