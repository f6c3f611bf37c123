import type { ShopReturn } from '@coax/contract';
import { shopReturnDeadline, shopReturnOpen, shopReturnStatusAt } from '@coax/domain';
import type { OrderLineRow, OrderRow } from './orders-repository.ts';
import type { Db } from './repository.ts';
import * as returns from './returns-repository.ts';

/** The returns of some orders and their lines, as read together. */
export interface ReturnsOf {
  rows: returns.ReturnRow[];
  lines: returns.ReturnLineRow[];
}

/** Reads the returns of some orders. */
export async function returnsOf(db: Db, orderIds: string[]): Promise<ReturnsOf> {
  const rows = await returns.returnsOfOrders(db, orderIds);
  const lines = await returns.linesOfReturns(
    db,
    rows.map((r) => r.id),
  );
  return { rows, lines };
}

/** A return as the subscriber sees it; `orderLines` are its order's. */
export function returnView(
  number: string,
  orderLines: OrderLineRow[],
  r: returns.ReturnRow,
  lines: returns.ReturnLineRow[],
  now: number,
): ShopReturn {
  const refundedAt = r.refunded_at === null ? null : Number(r.refunded_at);
  const createdAt = Number(r.created_at);
  return {
    rma: r.rma,
    orderNumber: number,
    createdAt,
    status: shopReturnStatusAt(createdAt, refundedAt, now),
    reason: r.reason,
    lines: lines
      .filter((l) => l.return_id === r.id)
      .map((l) => {
        const o = orderLines.find((x) => x.line_no === l.line_no);
        return {
          sku: o?.sku ?? '',
          name: { en: o?.name_en ?? '', es: o?.name_es ?? '' },
          option: { en: o?.option_en ?? '', es: o?.option_es ?? '' },
          quantity: l.quantity,
          refund: l.refund_cents,
        };
      }),
    refund: r.refund_cents,
    refundedAt,
    refundConfirmation: r.refund_confirmation,
  };
}

/** Units of each order line (by line number) already in one of the order's returns. */
export function returnedUnits(orderId: string, of: ReturnsOf): Map<number, number> {
  const ids = new Set(of.rows.filter((r) => r.order_id === orderId).map((r) => r.id));
  const units = new Map<number, number>();
  for (const l of of.lines.filter((x) => ids.has(x.return_id))) {
    units.set(l.line_no, (units.get(l.line_no) ?? 0) + l.quantity);
  }
  return units;
}

/** What an order shows of its returns: each line's returned units, the window, the returns. */
export function orderReturnsView(o: OrderRow, orderLines: OrderLineRow[], of: ReturnsOf, now: number) {
  const placedAt = Number(o.placed_at);
  const returned = returnedUnits(o.id, of);
  const left = orderLines.some(
    (l) => l.order_id === o.id && l.type === 'product' && l.quantity > (returned.get(l.line_no) ?? 0),
  );
  const mine = orderLines.filter((l) => l.order_id === o.id);
  return {
    returned,
    returnable: o.state === 'placed' && left && shopReturnOpen(placedAt, now),
    returnBy: shopReturnDeadline(placedAt),
    returns: of.rows
      .filter((r) => r.order_id === o.id)
      .map((r) => returnView(o.number, mine, r, of.lines, now)),
  };
}
