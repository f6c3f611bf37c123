import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { DAY } from '../../platform/clock.ts';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** pmover's past account, where the household's ids still are, and the new account they may move to. */
export const PMOVER_OLD_ACCOUNT = '781245006908';
export const PMOVER_NEW_ACCOUNT = '781245007009';
/** The old account was disconnected this many days before the seed's "today": 80 of the 90 days remain. */
export const PMOVER_MOVED_DAYS_AGO = 10;

const tv = { hub_id: '105', lineup_id: '1', hd_hub_id: '105', hd_lineup_id: '101' };

const PMOVER_IDS = [
  { id: 'pmover', first: 'Pat', last: 'Mover', primary: 1, phone: '5165550108' },
  { id: 'pmover.kid', first: 'Kim', last: 'Mover', primary: 0, phone: null },
  { id: 'pmover.teen', first: 'Taylor', last: 'Mover', primary: 0, phone: null },
] as const;

/**
 * pmover has moved (issue 15 item 4): the past account (type 2, internet only) was disconnected
 * 10 days ago and still holds the household's three ids; the new account (type 0, internet, TV
 * and phone) has none yet, so the profile page offers the account transfer of ids. Nothing of the
 * old account's payment settings is left to carry, so that offer is already settled. Runs inside
 * seedDemo's transaction after the accounts and users.
 */
export async function seedIdTransfer(
  trx: Kysely<Database>,
  now: number,
  passwordHash: string,
): Promise<void> {
  const disco = now - PMOVER_MOVED_DAYS_AGO * DAY;
  const account = { corp_id: '7702', m2m: 0, biz: 0, labox: 0 };
  await trx
    .insertInto('accounts')
    .values([
      {
        ...account,
        account_number: PMOVER_OLD_ACCOUNT,
        type: 2,
        active: 0,
        disconnect_date: isoDay(disco),
        ool: 1,
        ov: 0,
        io: 0,
        hub_id: null,
        lineup_id: null,
        hd_hub_id: null,
        hd_lineup_id: null,
        eoid: `EO${PMOVER_OLD_ACCOUNT.slice(-4)}`,
      },
      {
        ...account,
        account_number: PMOVER_NEW_ACCOUNT,
        type: 0,
        active: 1,
        disconnect_date: null,
        ool: 1,
        ov: 1,
        io: 1,
        ...tv,
        eoid: `EO${PMOVER_NEW_ACCOUNT.slice(-4)}`,
      },
    ])
    .execute();
  await trx
    .insertInto('account_balances')
    .values([
      {
        account_number: PMOVER_OLD_ACCOUNT,
        amount_due_cents: 0,
        current_balance_cents: 0,
        due_date: null,
        past_due: '',
        past_due_cents: 0,
      },
      {
        account_number: PMOVER_NEW_ACCOUNT,
        amount_due_cents: 0,
        current_balance_cents: 0,
        due_date: isoDay(now + 25 * DAY),
        past_due: '',
        past_due_cents: 0,
      },
    ])
    .execute();
  await trx
    .insertInto('users')
    .values(
      PMOVER_IDS.map((u) => ({
        id: u.id,
        account_number: PMOVER_OLD_ACCOUNT,
        role: 'subscriber' as const,
        display_name: `${u.first} ${u.last}`,
        first_name: u.first,
        last_name: u.last,
        primary_user: u.primary,
        bp: u.primary,
        email: 1,
        dvr: u.primary,
        mus: 'inactive',
        language: 'en' as const,
        contact_email: `${u.id}@coax.example`,
        contact_phone: u.phone,
        email_opt_in: u.primary,
        password_hash: passwordHash,
        created_at: now,
      })),
    )
    .execute();
  await trx
    .insertInto('account_moves')
    .values({
      from_account_number: PMOVER_OLD_ACCOUNT,
      to_account_number: PMOVER_NEW_ACCOUNT,
      // no payment settings to carry: the offer is settled (declined, both opt-out indicators 0)
      mt_aknow_ind: 1,
      ap_opt_out: 0,
      pm_opt_out: 0,
      remind_after: null,
      result_code: null,
      created_at: disco,
      resolved_at: disco,
      resolved_by: 'pmover',
    })
    .execute();
}
