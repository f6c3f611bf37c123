import { createContext, useContext } from 'react';
import type { AppointmentChange, AppointmentSchedule, AvailableTimeSlots } from '@coax/contract';

/**
 * The calls the reschedule and cancel dialogs make, when they are not the signed-in ones: a new
 * customer's check (validate_newCustomerLogin) changes a visit through its own grant. With no
 * provider, the dialogs use the signed-in calls.
 */
export interface AppointmentsApi {
  /** the first parts of each query key, so each way in keeps its answers apart */
  keyPrefix: readonly string[];
  slots(token: string, date: string, signal?: AbortSignal): Promise<AvailableTimeSlots>;
  schedule(token: string, signal?: AbortSignal): Promise<AppointmentSchedule>;
  /** the key makes a signed-in retry the same request; a grant's calls may ignore it */
  reschedule(input: {
    token: string;
    desiredTimeToken: string;
    idempotencyKey: string;
  }): Promise<AppointmentChange>;
  cancel(input: { token: string; idempotencyKey: string }): Promise<AppointmentChange>;
  inviteHref(token: string): string;
}

export const AppointmentsApiContext = createContext<AppointmentsApi | null>(null);

/** The calls in force here, or null for the signed-in ones. */
export const useAppointmentsApi = () => useContext(AppointmentsApiContext);
