/** Seed 002 §8 "Appointments": the error catalogue, by code. There is no code 8. */
export const APPOINTMENT_ERROR_CODES = {
  1: 'System error has occurred',
  2: 'Account does not exist',
  3: 'DDPID does not exist',
  4: 'CRMID does not exist',
  5: 'DDPID is not authorized',
  6: 'CRMID is not authorized',
  7: 'No such appointment',
  9: 'Account pin missing or is incorrect',
  10: 'No such Time token exists',
  11: 'Desired Time is no longer available',
} as const;
export type AppointmentErrorCode = keyof typeof APPOINTMENT_ERROR_CODES;

/**
 * Seed 002 §8 "Appointments" messages besides the codes, and §4 status messages. The seed words
 * the first three in running text; 'Your session has timed out.' is quoted.
 */
export const AppointmentMessages = {
  cannotChange: 'The current appointment cannot be canceled or rescheduled.',
  tooClose: 'It is too close to the appointment to reschedule or cancel.',
  connectionError: 'There was a connection error. Please try again.',
  timedOut: 'Your session has timed out.',
  /** §4: "Completed: 'Your {type} appointment is complete'" */
  complete: 'Your {type} appointment is complete',
  /** §4: "Started: 'The technician has arrived'" */
  arrived: 'The technician has arrived',
  /** §4: "Pending and next: 'You're the next appointment'" */
  next: "You're the next appointment",
  /** §4: "'The technician will arrive today between X and Y'" */
  arriving: 'The technician will arrive today between {from} and {to}',
  /** Written for Coax: only the account's primary holder changes appointments. */
  notPrimary: "Only the account's primary holder can reschedule or cancel appointments.",
  /** Written for Coax: a day outside the booking window. */
  outsideWindow: 'Choose a day within the next 30 days.',
  /** Written for Coax: accepting an offer that ran out or was never made. */
  noOffer: 'No earlier time is held for this appointment any more.',
} as const;

/** How the {type} of the complete message reads, per appointment type. */
export const APPOINTMENT_TYPE_NAMES = { SRO: 'service', TC: 'installation' } as const;
