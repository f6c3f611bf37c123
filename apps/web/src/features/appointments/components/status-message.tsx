import type { Appointment } from '@coax/contract';
import { Notice } from '../../../ui/notice.tsx';
import { useAppointmentsT } from '../i18n/use-appointments-t.ts';
import { formatMinutes } from '../../../i18n/format.ts';

/** Seed 002 §4: the appointment's status message, in the page's language; nothing when hidden. */
export function StatusMessage({ message }: { message: Appointment['statusMessage'] }) {
  const { t, locale } = useAppointmentsT();
  if (!message) return null;
  let text: string;
  switch (message.kind) {
    case 'complete':
      text = t('appointments.message.complete', {
        type: t(`appointments.message.completeType.${message.type}`),
      });
      break;
    case 'arrived':
      text = t('appointments.message.arrived');
      break;
    case 'next':
      text = t('appointments.message.next');
      break;
    case 'arriving':
      text = t('appointments.message.arriving', {
        from: formatMinutes(message.fromMinutes, locale),
        to: formatMinutes(message.toMinutes, locale),
      });
      break;
  }
  return (
    <Notice tone={message.kind === 'complete' ? 'success' : 'info'} className="appointment-status">
      <p>{text}</p>
    </Notice>
  );
}
