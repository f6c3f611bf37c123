import { z } from 'zod';
import {
  ACCOUNT_PIN,
  APPOINTMENT_ERROR_CODES,
  NewCustomerMessages,
  TYPED_ACCOUNT_NUMBER,
} from '@coax/domain';
import {
  appointmentChange,
  appointmentList,
  appointmentSchedule,
  availableTimeSlots,
} from './appointments.ts';
import { defineRoute } from './route.ts';

// validate_newCustomerLogin (seed 002 §7): a new customer with no user id yet checks their first
// visit with the account number and the account PIN. The check answers the account's upcoming
// visits and sets a short-lived grant (an HttpOnly cookie scoped to these paths, not a session);
// the grant's calls read, reschedule and cancel that account's visits and nothing else.

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the day as YYYY-MM-DD.');
const tokenParams = z.object({
  token: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/, 'An appointment token is letters, digits and hyphens.'),
});

export const newCustomerCheck = z.object({
  accountNumber: z
    .string({ error: NewCustomerMessages.accountFormat })
    .regex(TYPED_ACCOUNT_NUMBER, NewCustomerMessages.accountFormat),
  /** seed 002 §8 code 9 'Account pin missing or is incorrect' covers a missing or malformed PIN too */
  pin: z.string({ error: APPOINTMENT_ERROR_CODES[9] }).regex(ACCOUNT_PIN, APPOINTMENT_ERROR_CODES[9]),
  /** the language of the confirmations a change sends */
  language: z.enum(['en', 'es']).default('en'),
});

export const newCustomerVisits = appointmentList
  .extend({
    /** when the grant ends (epoch ms); every call under it refuses after that */
    grantExpiresAt: z.number().int(),
  })
  .meta({ id: 'NewCustomerVisits' });
export type NewCustomerVisits = z.infer<typeof newCustomerVisits>;

const base = '/api/appointments/new-customer';

export const appointmentsNewCustomerRoutes = {
  appointmentsNewCustomerCheck: defineRoute({
    method: 'POST',
    path: base,
    summary:
      "Checks a new customer's account number and account PIN and opens a short grant to the account's visits (validate_newCustomerLogin)",
    area: 'appointments',
    access: 'public',
    body: newCustomerCheck,
    response: newCustomerVisits,
  }),
  appointmentsNewCustomerList: defineRoute({
    method: 'GET',
    path: base,
    summary: "The granted account's upcoming visits (get_appointments under a new-customer grant)",
    area: 'appointments',
    access: 'public',
    response: newCustomerVisits,
  }),
  appointmentsNewCustomerEnd: defineRoute({
    method: 'POST',
    path: `${base}/end`,
    summary: 'Ends a new-customer grant before its time',
    area: 'appointments',
    access: 'public',
    response: z.object({ ended: z.literal(true) }),
  }),
  appointmentsNewCustomerSlots: defineRoute({
    method: 'GET',
    path: `${base}/:token/slots`,
    summary: 'Free slots on one day for a granted visit (get_availableTimeSlots)',
    area: 'appointments',
    access: 'public',
    params: tokenParams,
    query: z.object({ date: isoDay }),
    response: availableTimeSlots,
  }),
  appointmentsNewCustomerSchedule: defineRoute({
    method: 'GET',
    path: `${base}/:token/schedule`,
    summary: 'Free slots per day for a granted visit, from tomorrow for 30 days (getScheduleInfo)',
    area: 'appointments',
    access: 'public',
    params: tokenParams,
    response: appointmentSchedule,
  }),
  appointmentsNewCustomerReschedule: defineRoute({
    method: 'POST',
    path: `${base}/:token/reschedule`,
    summary: 'Moves a granted visit to a desired time token (reschedule_appointments)',
    area: 'appointments',
    access: 'public',
    params: tokenParams,
    body: z.object({ desiredTimeToken: z.string().min(1).max(32) }),
    response: appointmentChange,
  }),
  appointmentsNewCustomerCancel: defineRoute({
    method: 'POST',
    path: `${base}/:token/cancel`,
    summary: 'Cancels a granted visit once the person has confirmed it (cancel_appointments)',
    area: 'appointments',
    access: 'public',
    params: tokenParams,
    body: z.object({ confirm: z.literal(true, { error: 'confirm must be true.' }) }),
    response: appointmentChange,
  }),
  appointmentsNewCustomerInvite: defineRoute({
    method: 'GET',
    path: `${base}/:token/invite.ics`,
    summary: 'A granted visit as a calendar invite, the same UID as every other invite of it',
    area: 'appointments',
    access: 'public',
    params: tokenParams,
    response: z.custom<Uint8Array>((v) => v instanceof Uint8Array, 'Expected the file bytes.'),
    binary: { contentType: 'text/calendar; charset=utf-8' },
  }),
};
