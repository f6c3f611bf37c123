import type { PaymentResult } from '@coax/contract';
import { PaymentMessages } from '@coax/domain';
import { STUCK_KEY_MS, type RecoveredAnswer } from '../../../platform/http/idempotency.ts';
import type { BillingJobs } from './posting-job.ts';
import { findMethodToken, findPaymentById } from './repository.ts';
import type { ChargeDeps } from './settle.ts';
import { toPayment } from './view.ts';

/**
 * The answer a payment request would have had, for an Idempotency-Key a crash left 'running'
 * (issue 22): the payment it made, as it stands now. A payment still 'processing' is settled first
 * with the gateway's answer for its reference: its key, stuck past STUCK_KEY_MS, already shows the
 * request died (a charge gives up after CHARGE_TIMEOUT_MS), so the retry need not wait for the
 * job's longer bound. A failed one releases the key (a failure is answered 5xx, which never keeps
 * a key), so the retry runs again.
 */
export function paymentRecovery(deps: ChargeDeps, jobs: BillingJobs) {
  const { db, gateway } = deps;
  return async (paymentId: string, now: number): Promise<RecoveredAnswer> => {
    let row = await findPaymentById(db, paymentId);
    if (!row) return 'release';
    if (row.status === 'processing') {
      if (row.updated_at >= now - STUCK_KEY_MS) return 'pending';
      await jobs.settleStale(row.id, row.updated_at, now);
      row = await findPaymentById(db, paymentId);
      if (!row || row.status === 'processing') return 'pending';
    }
    if (row.status === 'failed') return 'release';
    let message: string = PaymentMessages.completed;
    let reason: Pick<PaymentResult, 'reason'> = {};
    if (row.status === 'declined') {
      // The gateway answers a repeat of a reference with its first result: which decline it was.
      const method = await findMethodToken(db, row.method_id);
      const again = method
        ? await gateway.charge({
            token: method.gateway_token,
            amountCents: row.amount_cents,
            reference: row.id,
          })
        : null;
      const insufficient = again !== null && !again.ok && again.code === 'insufficient_funds';
      message = insufficient ? PaymentMessages.insufficientFunds : PaymentMessages.declined;
      reason = { reason: insufficient ? 'payment.declined.insufficient-funds' : 'payment.declined' };
    }
    const body: PaymentResult = { payment: toPayment(row), message, csrId: row.csr_id, ...reason };
    return { status: 200, body };
  };
}
