/** Service appointments (migration 0012) and the outbox (migration 0011). Instants in ms. */

export interface AppointmentsTable {
  token: string;
  account_number: string;
  appointment_type: 'SRO' | 'TC';
  title: string;
  task_codes: string;
  location_id: string;
  day: string;
  slot_minutes: number;
  estimated_duration: number;
  pac_duration: number;
  changeable: number;
  next_at: number | null;
  eta: number | null;
  eta_at: number | null;
  started_at: number | null;
  completed_at: number | null;
  canceled_at: number | null;
  ics_sequence: number;
  contact_email: string;
  contact_phone: string;
  created_at: number;
  updated_at: number;
}

export interface AppointmentCapacityTable {
  location_id: string;
  day: string;
  slot_minutes: number;
  capacity: number;
  taken: number;
}

export interface AppointmentEventsTable {
  id: string;
  token: string;
  kind: 'booked' | 'rescheduled' | 'canceled';
  confirmation_number: string;
  day: string;
  slot_minutes: number;
  at: number;
  by: string;
}

export interface AppointmentWaitlistTable {
  token: string;
  location_id: string;
  joined_at: number;
  offer_day: string | null;
  offer_slot: number | null;
  offer_expires_at: number | null;
}

export interface OutboxTable {
  id: string;
  channel: 'email' | 'text';
  recipient: string;
  subject: string;
  body: string;
  topic: string;
  created_at: number;
  claim_id: string | null;
  claimed_at: number | null;
  sent_at: number | null;
  attempts: number;
  last_error: string | null;
}

/** A file an outbox e-mail carries (0035): the email-us attachment to the support mailbox. */
export interface OutboxAttachmentsTable {
  outbox_id: string;
  seq: number;
  file_name: string;
  content_type: string;
  content_base64: string;
}

export interface TextLogTable {
  id: string;
  recipient: string;
  body: string;
  sent_at: number;
}

/** validate_newCustomerLogin (migration 0018): the account PIN, failed checks, grants. */
export interface AccountPinsTable {
  account_number: string;
  pin_hash: string;
}

export interface AppointmentPinFailuresTable {
  account_key: string;
  ip: string;
  at: number;
}

export interface AppointmentGrantsTable {
  grant_hash: string;
  account_number: string;
  language: 'en' | 'es';
  created_at: number;
  expires_at: number;
}

export interface AppointmentsTables {
  account_pins: AccountPinsTable;
  appointment_pin_failures: AppointmentPinFailuresTable;
  appointment_grants: AppointmentGrantsTable;
  appointments: AppointmentsTable;
  appointment_capacity: AppointmentCapacityTable;
  appointment_events: AppointmentEventsTable;
  appointment_waitlist: AppointmentWaitlistTable;
}

export interface OutboxTables {
  outbox: OutboxTable;
  outbox_attachments: OutboxAttachmentsTable;
  text_log: TextLogTable;
}

/** The area's tables, children first (seed and clean-up delete in this order). */
export const APPOINTMENTS_TABLES = [
  'appointment_grants',
  'appointment_pin_failures',
  'account_pins',
  'appointment_waitlist',
  'appointment_events',
  'appointment_capacity',
  'appointments',
] as const;
/** The outbox's tables. */
export const OUTBOX_TABLES = ['outbox_attachments', 'outbox', 'text_log'] as const;
