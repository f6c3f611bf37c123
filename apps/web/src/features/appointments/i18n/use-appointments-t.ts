import type { Reason } from '@coax/contract';
import { createAreaT } from '../../../i18n/area-t.ts';
import type { MessageKey } from '../../../i18n/en.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { fallbackKey, reasonKey, type ReasonKeys } from '../../../lib/refusal.ts';
import { AppointmentTimeoutError } from '../api/timed.ts';
import { appointmentsEn } from './en.ts';
import { appointmentsEs } from './es.ts';

export type AppointmentsMessageKey = keyof typeof appointmentsEn;

/** `t` for service appointment messages; shared ones come from `useT`. */
export const useAppointmentsT = createAreaT<AppointmentsMessageKey>({
  en: appointmentsEn,
  es: appointmentsEs,
});

/** Each refusal of the area, as the page words it (seed 002 §8). */
const REASON_KEYS: ReasonKeys<AppointmentsMessageKey> = {
  'appointments.system-error': 'appointments.error.1',
  'appointments.account.not-found': 'appointments.error.2',
  'appointments.ddpid.not-found': 'appointments.error.3',
  'appointments.crmid.not-found': 'appointments.error.4',
  'appointments.ddpid.not-authorized': 'appointments.error.5',
  'appointments.crmid.not-authorized': 'appointments.error.6',
  'appointments.not-found': 'appointments.error.7',
  'appointments.pin.incorrect': 'appointments.error.9',
  'appointments.time-token.not-found': 'appointments.error.10',
  'appointments.time.unavailable': 'appointments.error.11',
  'appointments.not-changeable': 'appointments.blocked.not-changeable',
  'appointments.too-close': 'appointments.blocked.too-close',
  'appointments.not-primary': 'appointments.blocked.not-primary',
  'appointments.date.outside-window': 'appointments.error.outsideWindow',
  'appointments.offer.none': 'appointments.error.noOffer',
  'appointments.new-customer.locked': 'appointments.newCustomer.locked',
  'appointments.new-customer.grant-ended': 'appointments.newCustomer.grantEnded',
} satisfies Partial<Record<Reason, AppointmentsMessageKey>>;

/** The words for a failed appointment call: the time-out, a lost connection, a refusal, or the generic one. */
export function appointmentErrorKey(error: unknown): AppointmentsMessageKey | MessageKey {
  if (error instanceof AppointmentTimeoutError) return 'appointments.error.timedOut';
  if (isApiError(error, 'NETWORK')) return 'appointments.error.connection';
  return reasonKey(error, REASON_KEYS) ?? fallbackKey(error);
}
