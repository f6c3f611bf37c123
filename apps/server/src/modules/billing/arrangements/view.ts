import type { PaymentArrangement } from '@coax/contract';
import type { PaymentArrangementsTable } from '../../../db/schema-arrangements.ts';
import type { instalmentsOf } from './repository.ts';

type InstalmentRow = Awaited<ReturnType<typeof instalmentsOf>>[number];

/** An arrangement as the contract gives it: its instalments are its payments as they now stand. */
export function toArrangement(a: PaymentArrangementsTable, rows: InstalmentRow[]): PaymentArrangement {
  return {
    id: a.id,
    status: a.status,
    total: a.total_cents,
    createdAt: a.created_at,
    csrId: a.csr_id,
    endedAt: a.ended_at,
    instalments: rows.map((r) => ({
      seq: r.seq,
      paymentId: r.payment_id,
      payDate: r.pay_date,
      amount: r.amount_cents,
      methodId: r.method_id,
      payNickname: r.nickname,
      status: r.status,
    })),
  };
}
