import type { Payment } from '@coax/contract';
import { paymentHasConfirmation } from '@coax/domain';
import { confirmationCodeForId } from '../../../platform/confirmation-code.ts';
import type { PaymentWithNickname } from './repository.ts';

/** A payment row as the contract names it (seed 002 §3 Scheduled one-time payment). */
export function toPayment(r: PaymentWithNickname): Payment {
  return {
    paymentId: r.id,
    // Every insert sets one; a row written some other way still reads with a stable code. A
    // declined or failed attempt keeps its code in the table but shows none: nothing was paid.
    confirmationCode: paymentHasConfirmation(r.status)
      ? (r.confirmation_code ?? confirmationCodeForId(r.id))
      : null,
    payDate: r.pay_date,
    payAmount: r.amount_cents,
    payNickname: r.nickname,
    methodId: r.method_id,
    status: r.status,
    kind: r.kind,
    postedAt: r.posted_at,
    csrId: r.csr_id,
  };
}
