import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { Browser, type TestApp } from '../../../../../test/harness.ts';
import { DAY } from '../../../../platform/clock.ts';
import {
  JMOVER_MOVED_DAYS_AGO,
  JMOVER_NEW_ACCOUNT,
  JMOVER_OLD_ACCOUNT,
} from '../../../../db/seed/account-moves-seed.ts';

export { JMOVER_NEW_ACCOUNT, JMOVER_OLD_ACCOUNT };

/** The demo autopay of jmover's old account, as the wizard sends it back unchanged. */
export const DEMO_AUTOPAY = {
  payMethodName: 'Visa 4242',
  dateType: 'days_before',
  daysInAdvance: 3,
  amountType: 'cap',
  capAmount: 20_000,
} as const;

/** Everything the old account has, moved. */
export const FULL_TRANSFER = {
  action: 'transfer',
  payMethodNames: ['Visa 4242', 'Checking 3456'],
  autopay: DEMO_AUTOPAY,
  transferPreferences: true,
  email: 'jordan.mover@example.com',
  authorised: true,
} as const;

/**
 * Puts jmover's move back as the demo seed left it: nothing on the new account but its bill, the
 * move open, the new account's bill due in 16 days; and the clock back where the seed laid it out.
 */
export async function resetMove(app: TestApp, seededAt: number): Promise<void> {
  app.clock.set(seededAt);
  const k = app.db.kysely;
  await k.deleteFrom('payments').where('account_number', '=', JMOVER_NEW_ACCOUNT).execute();
  await k.deleteFrom('autopay_enrolments').where('account_number', '=', JMOVER_NEW_ACCOUNT).execute();
  await k.deleteFrom('payment_methods').where('account_number', '=', JMOVER_NEW_ACCOUNT).execute();
  await k.deleteFrom('ebill_preferences').where('account_number', '=', JMOVER_NEW_ACCOUNT).execute();
  await k.deleteFrom('billing_account_choices').execute();
  await k
    .updateTable('account_balances')
    .set({ due_date: new Date(seededAt + 16 * DAY).toISOString().slice(0, 10), amount_due_cents: 11_873 })
    .where('account_number', '=', JMOVER_NEW_ACCOUNT)
    .execute();
  await k
    .updateTable('account_moves')
    .set({
      mt_aknow_ind: 0,
      ap_opt_out: 1,
      pm_opt_out: 1,
      remind_after: null,
      result_code: null,
      resolved_at: null,
      resolved_by: null,
      created_at: seededAt - JMOVER_MOVED_DAYS_AGO * DAY,
    })
    .where('from_account_number', '=', JMOVER_OLD_ACCOUNT)
    .execute();
}

export async function signedIn(app: TestApp, id = 'jmover'): Promise<Browser> {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
}

/** POST /api/billing/transfer with a fresh Idempotency-Key unless one is given. */
export function submit(
  b: Browser,
  body: object,
  key: string = randomUUID(),
): Promise<LightMyRequestResponse> {
  return b.post('/api/billing/transfer', body, { headers: { 'idempotency-key': key } });
}
