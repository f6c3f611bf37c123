import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type {
  ChargeResult,
  PaymentGateway,
  RefundResult,
} from '../../../platform/payment-gateway/gateway.ts';
import { sandboxGateway } from '../../../platform/payment-gateway/sandbox-gateway.ts';

/**
 * The sandbox gateway, keeping the charges and refunds it is asked for and the references that
 * moved money.
 */
export function recordingGateway(inner: PaymentGateway = sandboxGateway()) {
  const calls: Array<{ reference: string; amountCents: number }> = [];
  const charged = new Map<string, number>();
  const refundCalls: Array<{ reference: string; chargeRef: string; amountCents: number }> = [];
  const refunded = new Map<string, number>();
  let next: 'throw' | 'error' | null = null;
  let nextRefund: 'throw' | null = null;
  const gateway: PaymentGateway = {
    tokenizeCard: (i) => inner.tokenizeCard(i),
    tokenizeBankAccount: (i) => inner.tokenizeBankAccount(i),
    async refund(i): Promise<RefundResult> {
      refundCalls.push({ reference: i.reference, chargeRef: i.chargeRef, amountCents: i.amountCents });
      const failure = nextRefund;
      nextRefund = null;
      const result = await inner.refund(i);
      if (result.ok) {
        refunded.set(i.reference, i.amountCents);
      }
      if (failure === 'throw') {
        // the processor made the refund but its answer was lost on the way back
        throw new Error('connection reset by the processor');
      }
      return result;
    },
    async charge(i): Promise<ChargeResult> {
      calls.push({ reference: i.reference, amountCents: i.amountCents });
      const failure = next;
      next = null;
      if (failure === 'throw') {
        throw new Error('connection reset by the processor');
      }
      if (failure === 'error') {
        return { ok: false, code: 'gateway_error', message: 'The payment processor is not answering.' };
      }
      const result = await inner.charge(i);
      if (result.ok) {
        charged.set(i.reference, i.amountCents);
      }
      return result;
    },
  };
  return {
    gateway,
    calls,
    charged,
    refundCalls,
    refunded,
    /** the next refund is made but its answer never arrives */
    loseNextRefundAnswer() {
      nextRefund = 'throw';
    },
    /** the next charge gets no answer (throw) or the processor's own failure (error) */
    failNext(kind: 'throw' | 'error') {
      next = kind;
    },
    reset() {
      next = null;
      nextRefund = null;
      calls.length = 0;
      charged.clear();
      refundCalls.length = 0;
      refunded.clear();
    },
  };
}

/** Saves a card on an account straight in the database, with a sandbox token of that outcome. */
export async function saveTestCard(
  db: Kysely<Database>,
  opts: { id: string; accountNumber: string; outcome?: 'ok' | 'decline' },
): Promise<void> {
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
      exp_month: 12,
      exp_year: 2099,
      name_on_account: 'Test Card',
      routing_number: null,
      gateway_token: `tok_${opts.outcome ?? 'ok'}_${'0'.repeat(24)}`,
      addr_line1: null,
      addr_line2: null,
      city: null,
      state: null,
      zip: null,
      is_default: 0,
      created_at: now,
      updated_at: now,
      removed_at: null,
    })
    .execute();
}
