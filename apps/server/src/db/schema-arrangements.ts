/** Payment arrangements (migration 0032; issue 20 item 4). Money in cents, instants in ms. */
import type { ArrangementStatus } from '@coax/domain';

export interface PaymentArrangementsTable {
  id: string;
  account_number: string;
  status: ArrangementStatus;
  /** the past-due amount it splits */
  total_cents: number;
  /** the agent who set it up, when one did */
  csr_id: string | null;
  created_by: string;
  created_at: number;
  updated_at: number;
  /** when it was completed or cancelled */
  ended_at: number | null;
}

/** Which payments are an arrangement's instalments, in order. */
export interface PaymentArrangementInstalmentsTable {
  arrangement_id: string;
  seq: number;
  payment_id: string;
}

export interface ArrangementsTables {
  payment_arrangements: PaymentArrangementsTable;
  payment_arrangement_instalments: PaymentArrangementInstalmentsTable;
}

/** The instalments refer to payments: before the billing tables in DEMO_TABLES. */
export const ARRANGEMENTS_TABLES = [
  'payment_arrangement_instalments',
  'payment_arrangements',
] as const satisfies ReadonlyArray<keyof ArrangementsTables>;
