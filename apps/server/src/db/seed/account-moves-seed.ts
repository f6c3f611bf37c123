import type { Kysely } from 'kysely';
import { autoNickname } from '@coax/domain';
import type { Database } from '../schema.ts';
import { DAY } from '../../platform/clock.ts';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** jmover's new account (type 0, in demo-seed.ts's ACCOUNTS) and the old one it replaced. */
export const JMOVER_NEW_ACCOUNT = '781245006807';
export const JMOVER_OLD_ACCOUNT = '781245006706';
/**
 * The old account was disconnected this many days before the seed's "today": 70 of the 90 days
 * remain, so maybe-later closes at once and sets the remind-later cookie (more than 30 remain).
 */
export const JMOVER_MOVED_DAYS_AGO = 20;

/** The month `offset` months from the month of `now` (UTC). */
function monthFrom(now: number, offset: number): { exp_month: number; exp_year: number } {
  const d = new Date(now);
  const index = d.getUTCFullYear() * 12 + d.getUTCMonth() + offset;
  return { exp_year: Math.floor(index / 12), exp_month: (index % 12) + 1 };
}

/**
 * jmover has just moved (seed 002 §4 Transfer wizard): the old account, a type 2 disconnected
 * 20 days ago, keeps a Visa (the default, charged by automatic payments three days before the
 * due date, up to $200) and a checking account, and is paperless; the new account (type 0) has
 * a bill due and nothing set up yet, so the transfer wizard opens on sign-in. Runs inside
 * seedDemo's transaction after the accounts and users, before the statements.
 */
export async function seedAccountMoves(trx: Kysely<Database>, now: number): Promise<void> {
  const disco = now - JMOVER_MOVED_DAYS_AGO * DAY;
  await trx
    .insertInto('accounts')
    .values({
      account_number: JMOVER_OLD_ACCOUNT,
      corp_id: '7702',
      type: 2,
      active: 0,
      disconnect_date: isoDay(disco),
      ool: 1,
      m2m: 0,
      ov: 0,
      io: 1,
      biz: 0,
      labox: 0,
      hub_id: '105',
      lineup_id: '1',
      hd_hub_id: '105',
      hd_lineup_id: '101',
      eoid: `EO${JMOVER_OLD_ACCOUNT.slice(-4)}`,
    })
    .execute();
  // The final bill was settled when the account closed.
  await trx
    .insertInto('account_balances')
    .values({
      account_number: JMOVER_OLD_ACCOUNT,
      amount_due_cents: 0,
      current_balance_cents: 0,
      due_date: null,
      past_due: '',
      past_due_cents: 0,
    })
    .execute();

  const method = {
    account_number: JMOVER_OLD_ACCOUNT,
    name_on_account: 'Jordan Mover',
    addr_line1: null,
    addr_line2: null,
    city: null,
    state: null,
    zip: null,
    created_at: now - 400 * DAY,
    updated_at: now - 400 * DAY,
    removed_at: null,
  };
  await trx
    .insertInto('payment_methods')
    .values([
      {
        ...method,
        id: 'pm_demo_jmover_visa',
        nickname: autoNickname('V', '4242'),
        pay_type: 'CC',
        method_type: 'C',
        card_type: 'V',
        last4: '4242',
        ...monthFrom(now, 18),
        routing_number: null,
        gateway_token: 'tok_ok_0d3e00000000000000000006',
        is_default: 1,
      },
      {
        ...method,
        id: 'pm_demo_jmover_bank',
        nickname: 'Checking 3456',
        pay_type: 'BA',
        method_type: 'D',
        card_type: null,
        last4: '3456',
        exp_month: null,
        exp_year: null,
        routing_number: '011000015',
        gateway_token: 'tok_ok_0d3e00000000000000000007',
        is_default: 0,
      },
    ])
    .execute();
  await trx
    .insertInto('autopay_enrolments')
    .values({
      account_number: JMOVER_OLD_ACCOUNT,
      method_id: 'pm_demo_jmover_visa',
      date_type: 'days_before',
      days_in_advance: 3,
      day_of_month: null,
      amount_type: 'cap',
      cap_cents: 20_000,
      fixed_cents: null,
      email: 'jordan.mover@example.com',
      created_by: 'jmover',
      created_at: now - 300 * DAY,
      updated_at: now - 300 * DAY,
    })
    .execute();
  await trx
    .insertInto('ebill_preferences')
    .values({
      account_number: JMOVER_OLD_ACCOUNT,
      email: 'jordan.mover@example.com',
      paper_bill: 0,
      mail_notify: 1,
      updated_at: now - 200 * DAY,
      updated_by: 'jmover',
    })
    .execute();
  await trx
    .insertInto('account_moves')
    .values({
      from_account_number: JMOVER_OLD_ACCOUNT,
      to_account_number: JMOVER_NEW_ACCOUNT,
      mt_aknow_ind: 0,
      ap_opt_out: 1,
      pm_opt_out: 1,
      remind_after: null,
      result_code: null,
      created_at: disco,
      resolved_at: null,
      resolved_by: null,
    })
    .execute();
}
