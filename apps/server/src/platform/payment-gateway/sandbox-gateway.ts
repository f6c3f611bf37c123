import { randomBytes } from 'node:crypto';
import { cardDigits, cardTypeOf, isValidCardNumber, lastFour } from '@coax/domain';
import { fundingOf } from './bin-table.ts';
import type { ChargeResult, PaymentGateway, RefundResult, TokenizeResult } from './gateway.ts';

/**
 * What a sandbox token does when it is charged. The token carries it (`tok_<outcome>_<random>`)
 * so tokens survive a restart and the sandbox keeps no number anywhere: docs/payments-sandbox.md.
 */
type Outcome = 'ok' | 'decline' | 'nsf' | 'fail';

/** Cards whose charge fails in a known way; every other valid card approves. */
const CARD_CHARGE_OUTCOMES: Readonly<Record<string, Outcome>> = {
  '4000000000000002': 'decline',
  '4000000000009995': 'nsf',
  '4000000000000119': 'fail',
};
/** Cards the gateway refuses to save at all. */
const CARD_TOKENIZE_DECLINED = '4000000000000069';
const CARD_TOKENIZE_ERROR = '4000000000000036';
/** The bank account whose debits are refused. */
const BANK_ACCOUNT_DECLINES = '000123456789';

/** How many charge answers are remembered for repeats; a retry comes within minutes, not days. */
export const SANDBOX_CHARGE_MEMORY = 10_000;

const TOKEN = /^tok_(ok|decline|nsf|fail)_[0-9a-f]{24}$/;

export function sandboxToken(outcome: Outcome): string {
  return `tok_${outcome}_${randomBytes(12).toString('hex')}`;
}

const declined = (message: string): TokenizeResult => ({ ok: false, code: 'declined', message });

export function sandboxGateway(options: { memory?: number } = {}): PaymentGateway {
  const memory = options.memory ?? SANDBOX_CHARGE_MEMORY;
  const charges = new Map<string, ChargeResult>();
  const refunds = new Map<string, RefundResult>();

  function remember<T>(answers: Map<string, T>, reference: string, result: T): T {
    answers.set(reference, result);
    // A Map iterates in insertion order: the first key is the oldest answer.
    while (answers.size > memory) {
      const oldest = answers.keys().next();
      if (oldest.done) break;
      answers.delete(oldest.value);
    }
    return result;
  }

  function refundOutcome(i: { token?: string; chargeRef: string; amountCents: number }): RefundResult {
    if (!i.chargeRef) {
      return { ok: false, code: 'refused', message: 'The charge to refund is not known to the gateway.' };
    }
    if (!Number.isSafeInteger(i.amountCents) || i.amountCents <= 0) {
      return { ok: false, code: 'refused', message: 'The amount must be a positive number of cents.' };
    }
    if (i.token !== undefined && TOKEN.exec(i.token)?.[1] === 'fail') {
      return {
        ok: false,
        code: 'gateway_error',
        message: 'The payment processor could not complete the refund.',
      };
    }
    return { ok: true, ref: `re_${randomBytes(12).toString('hex')}` };
  }

  function chargeOutcome(token: string, amountCents: number): ChargeResult {
    const m = TOKEN.exec(token);
    if (!m) {
      return { ok: false, code: 'gateway_error', message: 'The payment token is not known to the gateway.' };
    }
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
      return { ok: false, code: 'gateway_error', message: 'The amount must be a positive number of cents.' };
    }
    switch (m[1] as Outcome) {
      case 'decline':
        return {
          ok: false,
          code: 'declined',
          message: 'The payment was declined by the card issuer or bank.',
        };
      case 'nsf':
        return {
          ok: false,
          code: 'insufficient_funds',
          message: 'The payment was declined for insufficient funds.',
        };
      case 'fail':
        return {
          ok: false,
          code: 'gateway_error',
          message: 'The payment processor could not complete the payment.',
        };
      default:
        return { ok: true, ref: `ch_${randomBytes(12).toString('hex')}` };
    }
  }

  return {
    async tokenizeCard(i) {
      const digits = cardDigits(i.number);
      const brand = cardTypeOf(digits);
      if (!isValidCardNumber(i.number) || !brand) {
        return { ok: false, code: 'invalid_number', message: 'The card number is not valid.' };
      }
      if (digits === CARD_TOKENIZE_DECLINED) return declined('The card issuer declined this card.');
      if (digits === CARD_TOKENIZE_ERROR) {
        return { ok: false, code: 'gateway_error', message: 'The payment processor is not answering.' };
      }
      return {
        ok: true,
        token: sandboxToken(CARD_CHARGE_OUTCOMES[digits] ?? 'ok'),
        last4: lastFour(digits),
        brand,
        funding: fundingOf(digits),
      };
    },

    async tokenizeBankAccount(i) {
      if (!/^\d{9}$/.test(i.routingNumber) || !/^\d{4,17}$/.test(i.accountNumber)) {
        return { ok: false, code: 'invalid_number', message: 'The routing or account number is not valid.' };
      }
      return {
        ok: true,
        token: sandboxToken(i.accountNumber === BANK_ACCOUNT_DECLINES ? 'decline' : 'ok'),
        last4: i.accountNumber.slice(-4),
        brand: null,
        funding: 'debit',
      };
    },

    async charge(i) {
      // Same reference, same answer, and no second charge: as a real gateway's idempotent reference.
      const earlier = charges.get(i.reference);
      if (earlier) return earlier;
      return remember(charges, i.reference, chargeOutcome(i.token, i.amountCents));
    },

    async refund(i) {
      // As charges: the same reference answers the first result and gives the money back once.
      const earlier = refunds.get(i.reference);
      if (earlier) return earlier;
      return remember(refunds, i.reference, refundOutcome(i));
    },
  };
}
