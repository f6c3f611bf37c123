import { DAY_MS } from '../time.ts';
import type { ShopLineType } from './catalog.ts';
import { SHOP_ORDER_DELIVERED_AFTER_MS, shopOrderStatusAt } from './order.ts';

// Returns from the store (issue 19 item 6; seed 002 §7 retail/createRMA, createOnlineReturn,
// createPackingSlip, createOnlineReturnLabel) and the refund to the card paid with. Money in
// integer cents, instants in epoch ms.

/**
 * Items may be sent back within 30 days of delivery. The seed names the calls but no window:
 * this one is ours (docs/spec-coverage.md).
 */
export const SHOP_RETURN_WINDOW_MS = 30 * DAY_MS;

/** A return's parcel reaches the return centre five days after its label is issued. */
export const SHOP_RETURN_RECEIVED_AFTER_MS = 5 * DAY_MS;

/** What a return is at a moment: from the clock since it was made, and whether it was refunded. */
export const SHOP_RETURN_STATUSES = ['label-issued', 'received', 'refunded'] as const;
export type ShopReturnStatus = (typeof SHOP_RETURN_STATUSES)[number];

/** Why the items go back. */
export const SHOP_RETURN_REASONS = [
  'damaged',
  'defective',
  'wrong-item',
  'not-as-described',
  'no-longer-needed',
  'other',
] as const;
export type ShopReturnReason = (typeof SHOP_RETURN_REASONS)[number];

export const ShopReturnMessages = {
  notDelivered: 'Only a delivered order can be returned.',
  windowClosed: 'Items can be returned within 30 days of delivery; this order is past that.',
  lineNotFound: 'That item is not in this order.',
  notReturnable: 'Only products can be returned; subscriptions and promotions cannot.',
  tooMany: 'That is more than was ordered, less what was already returned.',
  notFound: 'That return is not among your returns.',
  reason: 'Please choose a reason for the return.',
  quantity: 'Please choose at least one item to return.',
  created: 'Your return is ready: print the packing slip and the label, and send the items back.',
} as const;

/** Why a return is refused, each with its message above. */
export type ShopReturnRefusal =
  'notDelivered' | 'windowClosed' | 'lineNotFound' | 'notReturnable' | 'tooMany';

/** The status of a return made at `createdAt` and refunded at `refundedAt` (or not yet), at `now`. */
export function shopReturnStatusAt(
  createdAt: number,
  refundedAt: number | null,
  now: number,
): ShopReturnStatus {
  if (refundedAt !== null) {
    return 'refunded';
  }
  return now - createdAt >= SHOP_RETURN_RECEIVED_AFTER_MS ? 'received' : 'label-issued';
}

/** The last instant items of an order placed at `placedAt` may be returned (exclusive). */
export function shopReturnDeadline(placedAt: number): number {
  return placedAt + SHOP_ORDER_DELIVERED_AFTER_MS + SHOP_RETURN_WINDOW_MS;
}

/** Whether an order placed at `placedAt` takes a return at `now`: delivered and within the window. */
export function shopReturnOpen(placedAt: number, now: number): boolean {
  return shopOrderStatusAt(placedAt, now) === 'delivered' && now < shopReturnDeadline(placedAt);
}

/** An order line as priced when placed. */
export interface ShopReturnOrderLine {
  lineNo: number;
  sku: string;
  type: ShopLineType;
  quantity: number;
  cost: number;
  discount: number;
}

/** What a return needs to know of its order. */
export interface ShopReturnOrder {
  placedAt: number;
  tax: number;
  lines: readonly ShopReturnOrderLine[];
  /** units of each line (by line number) already in earlier returns */
  returned: ReadonlyMap<number, number>;
}

/** One line of a return: the order line, the units sent back and what they refund. */
export interface ShopReturnLinePlan {
  lineNo: number;
  quantity: number;
  refund: number;
}

export type ShopReturnPlan =
  | { ok: true; lines: ShopReturnLinePlan[]; refund: number }
  | { ok: false; refusal: ShopReturnRefusal; sku?: string };

/**
 * The order's tax shared over its goods lines (products and subscriptions) in proportion to their
 * cost, largest remainders first, so the shares add up to the tax to the cent.
 */
export function shopTaxShares(tax: number, lines: readonly ShopReturnOrderLine[]): Map<number, number> {
  const goods = lines.filter((l) => l.type !== 'promo' && l.cost > 0);
  const base = goods.reduce((a, l) => a + l.cost, 0);
  const shares = new Map<number, number>(lines.map((l) => [l.lineNo, 0]));
  // Stryker disable next-line LogicalOperator,ConditionalExpression,EqualityOperator,BlockStatement: a shortcut only; with no goods lines the loop below sets nothing, and a tax of 0 over whole-cent costs shares 0 cents to each line
  if (base <= 0 || tax === 0) {
    return shares;
  }
  const exact = goods.map((l) => ({
    lineNo: l.lineNo,
    whole: Math.floor((tax * l.cost) / base),
    rest: (tax * l.cost) % base,
  }));
  let left = tax - exact.reduce((a, e) => a + e.whole, 0);
  for (const e of [...exact].sort((x, y) => y.rest - x.rest || x.lineNo - y.lineNo)) {
    const extra = left > 0 ? 1 : 0;
    left -= extra;
    shares.set(e.lineNo, e.whole + extra);
  }
  return shares;
}

/**
 * What each goods line is worth back in full: its cost less its discount and the bundle promos on
 * its sku, plus its share of the tax. The worths of all goods lines add up to the order's total.
 */
export function shopLineWorths(order: Pick<ShopReturnOrder, 'tax' | 'lines'>): Map<number, number> {
  const taxes = shopTaxShares(order.tax, order.lines);
  const promoBySku = new Map<string, number>();
  for (const l of order.lines.filter((x) => x.type === 'promo')) {
    promoBySku.set(l.sku, (promoBySku.get(l.sku) ?? 0) + l.discount);
  }
  const worths = new Map<number, number>();
  for (const l of order.lines.filter((x) => x.type !== 'promo')) {
    const promo = promoBySku.get(l.sku) ?? 0;
    promoBySku.delete(l.sku);
    worths.set(l.lineNo, l.cost - l.discount - promo + (taxes.get(l.lineNo) ?? 0));
  }
  return worths;
}

/**
 * The refund for `units` more units of a line of which `before` were returned already: the
 * line's worth spread over its units so that returning every unit, in any number of returns,
 * gives back exactly the line's worth.
 */
export function shopUnitsRefund(worth: number, ordered: number, before: number, units: number): number {
  if (ordered <= 0) {
    return 0;
  }
  return Math.floor((worth * (before + units)) / ordered) - Math.floor((worth * before) / ordered);
}

/**
 * A return of `asked` units by sku from an order, at `now`: refused unless the order is delivered
 * and within the window, each sku is a product line of the order, and no more units go back
 * than were ordered less those already returned. Answers each line's refund and the sum.
 */
export function planShopReturn(
  order: ShopReturnOrder,
  asked: ReadonlyArray<{ sku: string; quantity: number }>,
  now: number,
): ShopReturnPlan {
  if (shopOrderStatusAt(order.placedAt, now) !== 'delivered') {
    return { ok: false, refusal: 'notDelivered' };
  }
  if (now >= shopReturnDeadline(order.placedAt)) {
    return { ok: false, refusal: 'windowClosed' };
  }
  const wanted = new Map<string, number>();
  for (const a of asked) {
    wanted.set(a.sku, (wanted.get(a.sku) ?? 0) + a.quantity);
  }
  const worths = shopLineWorths(order);
  const lines: ShopReturnLinePlan[] = [];
  for (const [sku, quantity] of wanted) {
    const line = order.lines.find((l) => l.sku === sku && l.type === 'product');
    if (!line) {
      const other = order.lines.some((l) => l.sku === sku);
      return { ok: false, refusal: other ? 'notReturnable' : 'lineNotFound', sku };
    }
    const before = order.returned.get(line.lineNo) ?? 0;
    if (quantity > line.quantity - before) {
      return { ok: false, refusal: 'tooMany', sku };
    }
    const refund = shopUnitsRefund(worths.get(line.lineNo) ?? 0, line.quantity, before, quantity);
    lines.push({ lineNo: line.lineNo, quantity, refund });
  }
  lines.sort((x, y) => x.lineNo - y.lineNo);
  return { ok: true, lines, refund: lines.reduce((a, l) => a + l.refund, 0) };
}
