/** Returns from the store (migration 0045). Money in cents, instants in ms. */
import type { ShopReturnReason } from '@coax/domain';

export interface ShopReturnsTable {
  id: string;
  /** the RMA number people quote */
  rma: string;
  order_id: string;
  user_id: string;
  created_at: number;
  reason: ShopReturnReason;
  refund_cents: number;
  /** when the refund job last took it on; a claim older than the lease is taken again */
  refund_claimed_at: number | null;
  refunded_at: number | null;
  refund_confirmation: string | null;
}

export interface ShopReturnLinesTable {
  return_id: string;
  /** the order line's number */
  line_no: number;
  quantity: number;
  refund_cents: number;
}

export interface ShopReturnsTables {
  shop_returns: ShopReturnsTable;
  shop_return_lines: ShopReturnLinesTable;
}

/** Return tables, children first; they refer to orders, so they go before the store's tables. */
export const SHOP_RETURNS_TABLES = ['shop_return_lines', 'shop_returns'] as const satisfies ReadonlyArray<
  keyof ShopReturnsTables
>;
