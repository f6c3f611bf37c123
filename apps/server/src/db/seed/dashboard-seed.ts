import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { DAY, HOUR, MINUTE } from '../../platform/clock.ts';

/** Saved home slots (seed 000 §3 Home modules preference); everyone else gets the default pair. */
const PREFERENCES = [
  { user_id: 'jsmith', home_func1: 'Voicemail', home_func2: 'Webmail' },
  // A special-box customer: Cart is shown as favorites.
  { user_id: 'mgarcia', home_func1: 'Cart', home_func2: 'Whats_on_Tonight' },
];

/** Voicemail boxes of the accounts with phone service (jsmith's and acmebiz's); ago in minutes. */
// prettier-ignore
const VOICEMAILS = [
  { id: 'vm-0001', account_number: '781245006201', from_number: '5165550142', ago: 35, duration_seconds: 42, is_new: 1 },
  { id: 'vm-0002', account_number: '781245006201', from_number: '6315550187', ago: 5 * 60, duration_seconds: 18, is_new: 1 },
  { id: 'vm-0003', account_number: '781245006201', from_number: '2125550110', ago: 26 * 60, duration_seconds: 65, is_new: 1 },
  { id: 'vm-0004', account_number: '781245006403', from_number: '7185550163', ago: 90, duration_seconds: 31, is_new: 1 },
  { id: 'vm-0005', account_number: '781245006403', from_number: '9145550128', ago: 3 * 24 * 60, duration_seconds: 54, is_new: 0 },
];

/** Mailboxes (seed 000 §3 Webmail) of the ids whose mailbox is active; ago in hours. */
// prettier-ignore
const EMAILS = [
  { id: 'mail-0001', user_id: 'jsmith', sender: 'Billing Department', subject: 'Your bill is ready to view', ago: 2, status: 'unseen' },
  { id: 'mail-0002', user_id: 'jsmith', sender: 'Little League', subject: 'Saturday practice moved to 10 am', ago: 7, status: 'unseen' },
  { id: 'mail-0003', user_id: 'jsmith', sender: 'Dr. Alvarez Dental', subject: 'Appointment reminder', ago: 20, status: 'flagged' },
  { id: 'mail-0004', user_id: 'jsmith', sender: 'Pat Smith', subject: 'Re: Thanksgiving plans', ago: 30, status: 'answered' },
  { id: 'mail-0005', user_id: 'jsmith', sender: 'Home Depot', subject: 'Fwd: Receipt for your order', ago: 50, status: 'forwarded' },
  { id: 'mail-0006', user_id: 'jsmith', sender: 'Neighborhood Association', subject: 'November newsletter', ago: 4 * 24, status: 'seen' },
  { id: 'mail-0007', user_id: 'mgarcia', sender: 'Farmacia Central', subject: 'Su receta está lista', ago: 3, status: 'unseen' },
  { id: 'mail-0008', user_id: 'mgarcia', sender: 'Colegio San José', subject: 'Reunión de padres el jueves', ago: 27, status: 'seen' },
  { id: 'mail-0009', user_id: 'acmebiz', sender: 'Supplier Orders', subject: 'Invoice 4471 for November', ago: 1, status: 'unseen' },
  { id: 'mail-0010', user_id: 'acmebiz', sender: 'Acme Front Desk', subject: 'Draft: holiday opening hours', ago: 9, status: 'draft' },
  { id: 'mail-0011', user_id: 'acmebiz', sender: 'Lumber Yard', subject: 'Re: Delivery window', ago: 48, status: 'answered' },
];

/**
 * Seeds the home dashboard's data: saved slots, voicemail and mailboxes. latepay's mailbox is on
 * hold and netonly's is inactive (their users rows say so), so they get no messages.
 * Runs inside seedDemo's transaction, after the users.
 */
export async function seedDashboard(trx: Kysely<Database>, now: number): Promise<void> {
  for (const p of PREFERENCES) {
    await trx
      .insertInto('home_preferences')
      .values({ ...p, updated_at: now - 7 * DAY })
      .execute();
  }
  for (const { ago, ...v } of VOICEMAILS) {
    await trx
      .insertInto('voicemail_messages')
      .values({ ...v, received_at: now - ago * MINUTE })
      .execute();
  }
  for (const { ago, ...m } of EMAILS) {
    await trx
      .insertInto('mailbox_messages')
      .values({ ...m, received_at: now - ago * HOUR })
      .execute();
  }
}
