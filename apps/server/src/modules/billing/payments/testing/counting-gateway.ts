import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema.ts';
import type { ChargeResult, PaymentGateway } from '../../../../platform/payment-gateway/gateway.ts';
import { sandboxGateway } from '../../../../platform/payment-gateway/sandbox-gateway.ts';

/**
 * The sandbox gateway, counting what it is asked to do: every charge call, and the references
 * that moved money. Tests compare those counts with the posted payments.
 */
export function countingGateway(inner: PaymentGateway = sandboxGateway()) {
  const calls: Array<{ reference: string; amountCents: number }> = [];
  const charged = new Map<string, number>();
  let delayMs = 0;
  let failNext = 0;
  const gateway: PaymentGateway = {
    tokenizeCard: (i) => inner.tokenizeCard(i),
    tokenizeBankAccount: (i) => inner.tokenizeBankAccount(i),
    refund: (i) => inner.refund(i),
    async charge(i): Promise<ChargeResult> {
      calls.push({ reference: i.reference, amountCents: i.amountCents });
      if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
      if (failNext > 0) {
        failNext -= 1;
        throw new Error('connection reset by the processor');
      }
      const result = await inner.charge(i);
      if (result.ok) charged.set(i.reference, i.amountCents);
      return result;
    },
  };
  return {
    gateway,
    calls,
    /** references that moved money, each once however often it was charged */
    charged,
    /** every charge waits this long: lets duplicates overlap the first */
    setDelay(ms: number) {
      delayMs = ms;
    },
    /** the next `n` charges throw before reaching the processor (a dropped connection) */
    dropNext(n: number) {
      failNext = n;
    },
    reset() {
      calls.length = 0;
      charged.clear();
    },
  };
}

export type CountingGateway = ReturnType<typeof countingGateway>;

/** Adds a card to an account straight in the database, with a sandbox token of the given outcome. */
export async function addTestCard(
  db: Kysely<Database>,
  opts: {
    id: string;
    accountNumber: string;
    outcome?: 'ok' | 'decline' | 'nsf' | 'fail';
    expMonth?: number;
    expYear?: number;
    isDefault?: boolean;
  },
): Promise<string> {
  const now = Date.now();
  await db
    .insertInto('payment_methods')
    .values({
      id: opts.id,
      account_number: opts.accountNumber,
      nickname: opts.id.slice(0, 13),
      pay_type: 'CC',
      method_type: 'C',
      card_type: 'V',
      last4: '4242',
      exp_month: opts.expMonth ?? 12,
      exp_year: opts.expYear ?? 2099,
      name_on_account: 'Test Card',
      routing_number: null,
      gateway_token: `tok_${opts.outcome ?? 'ok'}_${'0'.repeat(24)}`,
      addr_line1: null,
      addr_line2: null,
      city: null,
      state: null,
      zip: null,
      is_default: opts.isDefault ? 1 : 0,
      created_at: now,
      updated_at: now,
      removed_at: null,
    })
    .execute();
  return opts.id;
}
