import { z } from 'zod';
import { APPOINTMENT_STATUSES, APPOINTMENT_TYPES } from '@coax/domain';
import { defineRoute } from './route.ts';

// Service appointments (seed 002 §3 Appointment and Time slots, §4 status messages, §7
// get_appointments, get_timeLine, get_availableTimeSlots, reschedule_appointments,
// cancel_appointments; issue 16). Days are YYYY-MM-DD and times minutes after midnight, UTC.

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the day as YYYY-MM-DD.');

/** The live status the page words in its own language (seed 002 §4). */
export const appointmentStatusMessage = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('complete'), type: z.enum(APPOINTMENT_TYPES) }),
    z.object({ kind: z.literal('arrived') }),
    z.object({ kind: z.literal('next') }),
    z.object({ kind: z.literal('arriving'), fromMinutes: z.number().int(), toMinutes: z.number().int() }),
  ])
  .meta({ id: 'AppointmentStatusMessage' });

/** Seed 002 §3 Appointment, with the window as numbers for the page to format. */
export const appointment = z
  .object({
    appointmentToken: z.string(),
    appointmentType: z.enum(APPOINTMENT_TYPES),
    /** false once completed, started, cancelled, or too close to the window (seed 002 §8) */
    canReschedule: z.boolean(),
    canCancel: z.boolean(),
    /** why it cannot change, when it cannot */
    changeBlockedBy: z.enum(['not-changeable', 'too-close', 'not-primary']).nullable(),
    /** English, 'Tuesday, November 24 1:00pm - 2:00pm' */
    displayTime: z.string(),
    taskCodesList: z.array(z.string()),
    appointmentTitle: z.string(),
    appointmentStatus: z.enum(APPOINTMENT_STATUSES),
    nextAppointment: z.boolean(),
    /** epoch ms; null when none is known or it is stale (seed 002 §9, 2 hours) */
    eta: z.number().int().nullable(),
    /** minutes */
    estimatedDuration: z.number().int(),
    pacDuration: z.number().int(),
    quotaGroupDay: isoDay,
    quotaGroupDayOfWeek: z.string(),
    /** 'HH:MM', the slot's start as the back end gives it */
    slotTime: z.string(),
    slotTimeDesc: z.string(),
    /** the arrival window, minutes after midnight, rounded down to 15 minutes */
    windowStartMinutes: z.number().int(),
    windowEndMinutes: z.number().int(),
    statusMessage: appointmentStatusMessage.nullable(),
    /** the last booking, move or cancel's confirmation number */
    confirmationNumber: z.string().nullable(),
    /** the earlier-slot waitlist: whether the holder asked to be told, and a time held for them */
    waitlist: z.object({
      waiting: z.boolean(),
      offer: z
        .object({ quotaGroupDay: isoDay, startMinutes: z.number().int(), expiresAt: z.number().int() })
        .nullable(),
    }),
  })
  .meta({ id: 'Appointment' });
export type Appointment = z.infer<typeof appointment>;

export const appointmentList = z
  .object({ appointments: z.array(appointment), today: isoDay })
  .meta({ id: 'AppointmentList' });
export type AppointmentList = z.infer<typeof appointmentList>;

/** get_timeLine: what happened to the appointment, oldest first. */
export const appointmentTimeline = z
  .object({
    events: z.array(
      z.object({
        at: z.number().int(),
        kind: z.enum(['booked', 'rescheduled', 'canceled', 'next', 'eta', 'started', 'completed']),
        quotaGroupDay: isoDay.nullable(),
        windowStartMinutes: z.number().int().nullable(),
        confirmationNumber: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'AppointmentTimeline' });
export type AppointmentTimeline = z.infer<typeof appointmentTimeline>;

/** Seed 002 §3 Time slots, one per free slot of the day. */
export const availableTimeSlots = z
  .object({
    quotaGroupDay: isoDay,
    /** the booking window, for the calendar */
    firstDay: isoDay,
    lastDay: isoDay,
    availableTimeSlots: z.array(
      z.object({
        desiredTimeToken: z.string(),
        quotaGroupDay: isoDay,
        slotTime: z.string(),
        slotTimeDesc: z.string(),
        /** rounded down to 15 minutes: the grid cell it fills */
        startMinutes: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'AvailableTimeSlots' });
export type AvailableTimeSlots = z.infer<typeof availableTimeSlots>;

/** getScheduleInfo: how many slots are free on each day, from tomorrow for 30 days. */
export const appointmentSchedule = z
  .object({
    startDate: isoDay,
    durationDayCount: z.number().int(),
    days: z.array(z.object({ quotaGroupDay: isoDay, freeSlots: z.number().int().nonnegative() })),
  })
  .meta({ id: 'AppointmentSchedule' });
export type AppointmentSchedule = z.infer<typeof appointmentSchedule>;

/** What a booking, move or cancel answers: the appointment now, and the change's confirmation. */
export const appointmentChange = z
  .object({ appointment, confirmationNumber: z.string(), icsSequence: z.number().int() })
  .meta({ id: 'AppointmentChange' });
export type AppointmentChange = z.infer<typeof appointmentChange>;

const tokenParams = z.object({
  token: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/, 'An appointment token is letters, digits and hyphens.'),
});

export const appointmentsRoutes = {
  appointmentsList: defineRoute({
    method: 'GET',
    path: '/api/appointments',
    summary: "The account's upcoming and recent service appointments with their status (get_appointments)",
    area: 'appointments',
    access: 'user',
    response: appointmentList,
  }),
  appointmentsGet: defineRoute({
    method: 'GET',
    path: '/api/appointments/:token',
    summary: 'One service appointment (get_appointments, one entry)',
    area: 'appointments',
    access: 'user',
    params: tokenParams,
    response: appointment,
  }),
  appointmentsTimeline: defineRoute({
    method: 'GET',
    path: '/api/appointments/:token/timeline',
    summary: "An appointment's timeline: booked, moved, next, eta, started, completed (get_timeLine)",
    area: 'appointments',
    access: 'user',
    params: tokenParams,
    response: appointmentTimeline,
  }),
  appointmentsSlots: defineRoute({
    method: 'GET',
    path: '/api/appointments/:token/slots',
    summary: "Free slots on one day for the appointment's title and task codes (get_availableTimeSlots)",
    area: 'appointments',
    access: 'user',
    params: tokenParams,
    query: z.object({ date: isoDay }),
    response: availableTimeSlots,
  }),
  appointmentsSchedule: defineRoute({
    method: 'GET',
    path: '/api/appointments/:token/schedule',
    summary: "Free slots per day for the appointment's location, from tomorrow for 30 days (getScheduleInfo)",
    area: 'appointments',
    access: 'user',
    params: tokenParams,
    response: appointmentSchedule,
  }),
  appointmentsReschedule: defineRoute({
    method: 'POST',
    path: '/api/appointments/:token/reschedule',
    summary: 'Moves an appointment to a desired time token (reschedule_appointments)',
    area: 'appointments',
    access: 'user',
    idempotent: true,
    params: tokenParams,
    body: z.object({ desiredTimeToken: z.string().min(1).max(32) }),
    response: appointmentChange,
  }),
  appointmentsCancel: defineRoute({
    method: 'POST',
    path: '/api/appointments/:token/cancel',
    summary: 'Cancels an appointment once the person has confirmed it (cancel_appointments)',
    area: 'appointments',
    access: 'user',
    idempotent: true,
    params: tokenParams,
    body: z.object({ confirm: z.literal(true, { error: 'confirm must be true.' }) }),
    response: appointmentChange,
  }),
  appointmentsWaitlist: defineRoute({
    method: 'POST',
    path: '/api/appointments/:token/waitlist',
    summary: 'Joins or leaves the line to be offered an earlier time when one opens',
    area: 'appointments',
    access: 'user',
    params: tokenParams,
    body: z.object({ join: z.boolean({ error: 'join is true or false.' }) }),
    response: appointment,
  }),
  appointmentsAcceptOffer: defineRoute({
    method: 'POST',
    path: '/api/appointments/:token/waitlist/accept',
    summary: 'Moves the appointment into the earlier time the waitlist holds for it',
    area: 'appointments',
    access: 'user',
    idempotent: true,
    params: tokenParams,
    body: z.object({ confirm: z.literal(true, { error: 'confirm must be true.' }) }),
    response: appointmentChange,
  }),
  appointmentsInvite: defineRoute({
    method: 'GET',
    path: '/api/appointments/:token/invite.ics',
    summary: 'The appointment as a calendar invite; its UID stays the same when it moves or is cancelled',
    area: 'appointments',
    access: 'user',
    params: tokenParams,
    response: z.custom<Uint8Array>((v) => v instanceof Uint8Array, 'Expected the file bytes.'),
    binary: { contentType: 'text/calendar; charset=utf-8' },
  }),
};
