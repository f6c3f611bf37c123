import type { Transaction } from 'kysely';
import { autoNickname } from '@coax/domain';
import type { Database } from '../schema.ts';
import type { CardType, PayType } from '../schema-billing.ts';

interface DemoMethod {
  id: string;
  account_number: string;
  nickname: string;
  pay_type: PayType;
  card_type: CardType | null;
  method_type: 'C' | 'D';
  last4: string;
  /** months from this one the card expires in (0: this month; -1: last month) */
  expiresInMonths: number | null;
  name_on_account: string;
  routing_number: string | null;
  /** a sandbox token (tok_ok_…): the demo cards approve when charged */
  gateway_token: string;
  is_default: number;
}

/**
 * The demo methods (fixed ids others refer to). Card nicknames follow the automatic rule, so
 * acmebiz's Mastercard is 'Masterca 4444': the brand cut to 8 letters keeps every automatic
 * name within the 13-character nickname limit.
 */
export const DEMO_METHODS: readonly DemoMethod[] = [
  {
    id: 'pm_demo_mgarcia_visa',
    account_number: '781245006302',
    nickname: autoNickname('V', '1111'),
    pay_type: 'CC',
    card_type: 'V',
    method_type: 'C',
    last4: '1111',
    expiresInMonths: 12,
    name_on_account: 'María García',
    routing_number: null,
    gateway_token: 'tok_ok_0d3e00000000000000000001',
    is_default: 1,
  },
  {
    id: 'pm_demo_acme_bank',
    account_number: '781245006403',
    nickname: 'Checking 6789',
    pay_type: 'BA',
    card_type: null,
    method_type: 'D',
    last4: '6789',
    expiresInMonths: null,
    name_on_account: 'Acme Hardware LLC',
    routing_number: '011000015',
    gateway_token: 'tok_ok_0d3e00000000000000000002',
    is_default: 1,
  },
  {
    id: 'pm_demo_acme_mc',
    account_number: '781245006403',
    nickname: autoNickname('M', '4444'),
    pay_type: 'CC',
    card_type: 'M',
    method_type: 'C',
    last4: '4444',
    expiresInMonths: 20,
    name_on_account: 'Acme Hardware LLC',
    routing_number: null,
    gateway_token: 'tok_ok_0d3e00000000000000000003',
    is_default: 0,
  },
  {
    id: 'pm_demo_latepay_amex',
    account_number: '781245006504',
    nickname: autoNickname('A', '0005'),
    pay_type: 'CC',
    card_type: 'A',
    method_type: 'C',
    last4: '0005',
    expiresInMonths: -1,
    name_on_account: 'Lee Tate',
    routing_number: null,
    gateway_token: 'tok_ok_0d3e00000000000000000004',
    is_default: 1,
  },
  {
    id: 'pm_demo_netonly_disc',
    account_number: '781245006605',
    nickname: autoNickname('D', '1117'),
    pay_type: 'CC',
    card_type: 'D',
    method_type: 'C',
    last4: '1117',
    expiresInMonths: 0,
    name_on_account: 'Nia Patel',
    routing_number: null,
    gateway_token: 'tok_ok_0d3e00000000000000000005',
    is_default: 1,
  },
];

/** The month `offset` months from the month of `now` (UTC). */
function monthFrom(now: number, offset: number): { exp_month: number; exp_year: number } {
  const d = new Date(now);
  const index = d.getUTCFullYear() * 12 + d.getUTCMonth() + offset;
  return { exp_year: Math.floor(index / 12), exp_month: (index % 12) + 1 };
}

/** Seeds the demo payment methods; runs in seedDemo's transaction, before payments and autopay. */
export async function seedBillingMethods(trx: Transaction<Database>, now: number): Promise<void> {
  for (const m of DEMO_METHODS) {
    const { expiresInMonths, ...row } = m;
    const exp =
      expiresInMonths === null ? { exp_month: null, exp_year: null } : monthFrom(now, expiresInMonths);
    await trx
      .insertInto('payment_methods')
      .values({
        ...row,
        ...exp,
        addr_line1: null,
        addr_line2: null,
        city: null,
        state: null,
        zip: null,
        created_at: now,
        updated_at: now,
        removed_at: null,
      })
      .execute();
  }
}
