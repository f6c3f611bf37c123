import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { PaymentStatus } from '../../../db/schema-billing.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Log } from '../../../platform/logger.ts';
import type { ChargeResult, PaymentGateway } from '../../../platform/payment-gateway/gateway.ts';
import { recordBillingEvent, type BillingActor } from '../audit.ts';
import { applyToBalance, transition } from './repository.ts';

/**
 * A charge gives up waiting for the gateway after this long and leaves the payment 'processing'
 * for the job to ask again. So no request outlives STUCK_KEY_MS (a minute), and a payment key
 * still 'running' after that was left by a crash (platform/http/idempotency.ts).
 */
export const CHARGE_TIMEOUT_MS = 20_000;

/** The gateway's answer, or a rejection once `ms` pass without one. */
function withinTimeout<T>(answer: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the payment gateway in ${ms} ms`)), ms);
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

export interface ChargeDeps {
  db: Kysely<Database>;
  clock: Clock;
  gateway: PaymentGateway;
  log?: Log;
}

/** A payment already in 'processing' and claimed by the caller: what charging it needs. */
export interface ClaimedPayment {
  id: string;
  accountNumber: string;
  amountCents: number;
  token: string;
  actor: BillingActor;
}

export type SettleOutcome =
  | { status: 'posted' }
  | { status: 'declined'; code: 'declined' | 'insufficient_funds'; reason: string }
  | { status: 'failed'; reason: string }
  /** the charge's answer is not known yet (or could not be recorded): the job will finish it */
  | { status: 'processing' }
  /** another run settled it first */
  | { status: 'settled_elsewhere'; current: PaymentStatus | null };

/**
 * Charges a claimed payment and records the outcome. The charge happens outside any database
 * transaction (a slow gateway must not hold locks); its reference is the payment id, so a repeat
 * after a crash is answered by the gateway with the first result, never charged again. The
 * settlement is one transaction: the status moves processing -> posted only if still processing,
 * and only that update applies the balance and writes the audit row, so a payment posts once.
 */
export async function chargeAndSettle(deps: ChargeDeps, p: ClaimedPayment): Promise<SettleOutcome> {
  const { db, clock, gateway, log } = deps;
  let result: ChargeResult;
  try {
    result = await withinTimeout(
      gateway.charge({ token: p.token, amountCents: p.amountCents, reference: p.id }),
      CHARGE_TIMEOUT_MS,
    );
  } catch (err) {
    // No answer: the money may or may not have moved. Leave it 'processing' for the job to ask again.
    log?.warn({ err, paymentId: p.id }, 'payment charge got no answer; left processing');
    return { status: 'processing' };
  }

  try {
    return await db.transaction().execute(async (trx): Promise<SettleOutcome> => {
      const now = clock.now();
      const base = { ...p.actor, at: now };
      if (result.ok) {
        const won = await transition(trx, p.id, 'processing', {
          status: 'posted',
          gateway_ref: result.ref,
          posted_at: now,
          updated_at: now,
        });
        if (!won) return { status: 'settled_elsewhere', current: null };
        await applyToBalance(trx, p.accountNumber, p.amountCents);
        await recordBillingEvent(trx, {
          ...base,
          action: 'billing.payment.posted',
          status: 200,
          detail: `${p.id} ${p.amountCents}c`,
        });
        return { status: 'posted' };
      }
      if (result.code === 'gateway_error') {
        const won = await transition(trx, p.id, 'processing', {
          status: 'failed',
          failure_reason: result.message,
          updated_at: now,
        });
        if (!won) return { status: 'settled_elsewhere', current: null };
        await recordBillingEvent(trx, {
          ...base,
          action: 'billing.payment.failed',
          status: 502,
          detail: `${p.id} ${p.amountCents}c`,
        });
        return { status: 'failed', reason: result.message };
      }
      const won = await transition(trx, p.id, 'processing', {
        status: 'declined',
        failure_reason: result.message,
        updated_at: now,
      });
      if (!won) return { status: 'settled_elsewhere', current: null };
      await recordBillingEvent(trx, {
        ...base,
        action: 'billing.payment.declined',
        status: 402,
        detail: `${p.id} ${p.amountCents}c ${result.code}`,
      });
      return { status: 'declined', code: result.code, reason: result.message };
    });
  } catch (err) {
    // Charged (or refused) but not recorded: the row stays 'processing' and the job settles it by
    // asking the gateway again with the same reference.
    log?.error({ err, paymentId: p.id }, 'payment charged but not settled; left processing');
    return { status: 'processing' };
  }
}
