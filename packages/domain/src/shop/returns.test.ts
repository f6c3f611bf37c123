import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../time.ts';
import {
  planShopReturn,
  shopLineWorths,
  shopReturnOpen,
  shopReturnStatusAt,
  shopTaxShares,
  shopUnitsRefund,
  type ShopReturnOrder,
  type ShopReturnOrderLine,
} from './returns.ts';

const placed = Date.UTC(2026, 10, 1, 12);
const delivered = placed + 3 * DAY_MS;

const line = (
  o: Partial<ShopReturnOrderLine> & Pick<ShopReturnOrderLine, 'lineNo' | 'sku'>,
): ShopReturnOrderLine => ({
  type: 'product',
  quantity: 1,
  cost: 0,
  discount: 0,
  ...o,
});

/** A router ×3 at 129.99 with 10% off, a bundled extender ×1 with a promo, and a subscription. */
const lines = [
  line({ lineNo: 1, sku: 'GW-AX6', quantity: 3, cost: 38_997, discount: 3_900 }),
  line({ lineNo: 2, sku: 'EXT-1', quantity: 1, cost: 4_999 }),
  line({ lineNo: 3, sku: 'EXT-1', type: 'promo', quantity: 1, cost: -500, discount: 500 }),
  line({ lineNo: 4, sku: 'SEC-1M', type: 'subscription', quantity: 1, cost: 999 }),
];
const beforeTax = 38_997 + 4_999 + 999;
const tax = 3_989;
const total = beforeTax + tax - 3_900 - 500;
const order = (returned: Array<[number, number]> = []): ShopReturnOrder => ({
  placedAt: placed,
  tax,
  lines,
  returned: new Map(returned),
});

describe('shopReturnStatusAt', () => {
  const made = delivered + DAY_MS;
  it.each([
    ['just made', 0, null, 'label-issued'],
    ['four days later', 4 * DAY_MS, null, 'label-issued'],
    ['five days later', 5 * DAY_MS, null, 'received'],
    ['refunded', 6 * DAY_MS, made + 6 * DAY_MS, 'refunded'],
  ] as const)('%s: %s', (_label, age, refundedAt, status) => {
    expect(shopReturnStatusAt(made, refundedAt, made + age)).toBe(status);
  });
});

describe('shopReturnOpen (30 days from delivery, our window)', () => {
  it.each([
    ['before delivery', delivered - 1, false],
    ['at delivery', delivered, true],
    ['29 days after', delivered + 29 * DAY_MS, true],
    ['a minute short of 30 days', delivered + 30 * DAY_MS - 60_000, true],
    ['30 days after', delivered + 30 * DAY_MS, false],
  ])('%s: %s', (_label, now, open) => {
    expect(shopReturnOpen(placed, now)).toBe(open);
  });
});

describe('shopTaxShares and shopLineWorths', () => {
  it('share the tax to the cent over the goods lines, and the worths add up to the total', () => {
    const shares = shopTaxShares(tax, lines);
    expect([...shares.values()].reduce((a, b) => a + b, 0)).toBe(tax);
    expect(shares.get(3)).toBe(0);
    const worths = shopLineWorths({ tax, lines });
    expect([...worths.values()].reduce((a, b) => a + b, 0)).toBe(total);
    expect(worths.has(3)).toBe(false);
  });

  it.each([
    ['no tax', 0, [0, 0]],
    ['one cent over two equal lines', 1, [1, 0]],
    ['three cents over two equal lines', 3, [2, 1]],
  ])('%s', (_label, t, expected) => {
    const two = [line({ lineNo: 1, sku: 'A', cost: 100 }), line({ lineNo: 2, sku: 'B', cost: 100 })];
    expect([...shopTaxShares(t, two).values()]).toEqual(expected);
  });
});

describe('shopUnitsRefund', () => {
  it.each([
    ['one of three', 1000, 3, 0, 1, 333],
    ['the second of three', 1000, 3, 1, 1, 333],
    ['the last of three takes the remainder', 1000, 3, 2, 1, 334],
    ['all three at once', 1000, 3, 0, 3, 1000],
    ['nothing ordered', 1000, 0, 0, 1, 0],
  ])('%s', (_label, worth, ordered, before, units, refund) => {
    expect(shopUnitsRefund(worth, ordered, before, units)).toBe(refund);
  });
});

describe('planShopReturn', () => {
  const now = delivered + DAY_MS;
  it.each([
    ['not yet delivered', order(), [{ sku: 'GW-AX6', quantity: 1 }], delivered - 1, 'notDelivered'],
    ['past the window', order(), [{ sku: 'GW-AX6', quantity: 1 }], delivered + 30 * DAY_MS, 'windowClosed'],
    ['a sku not in the order', order(), [{ sku: 'NOPE', quantity: 1 }], now, 'lineNotFound'],
    ['a subscription', order(), [{ sku: 'SEC-1M', quantity: 1 }], now, 'notReturnable'],
    ['more than ordered', order(), [{ sku: 'GW-AX6', quantity: 4 }], now, 'tooMany'],
    ['more than is left', order([[1, 2]]), [{ sku: 'GW-AX6', quantity: 2 }], now, 'tooMany'],
    [
      'one sku asked twice past the count',
      order(),
      [
        { sku: 'EXT-1', quantity: 1 },
        { sku: 'EXT-1', quantity: 1 },
      ],
      now,
      'tooMany',
    ],
  ] as const)('refuses %s', (_label, o, asked, at, refusal) => {
    const plan = planShopReturn(o, asked, at);
    expect(plan.ok).toBe(false);
    expect(!plan.ok && plan.refusal).toBe(refusal);
  });

  it('refunds a line less its promo, with its tax share', () => {
    const plan = planShopReturn(order(), [{ sku: 'EXT-1', quantity: 1 }], now);
    const worth = shopLineWorths({ tax, lines }).get(2) ?? 0;
    expect(plan).toEqual({ ok: true, lines: [{ lineNo: 2, quantity: 1, refund: worth }], refund: worth });
    expect(worth).toBe(4_999 - 500 + (shopTaxShares(tax, lines).get(2) ?? 0));
  });

  it('returning every product unit, one at a time, refunds the total less the subscription', () => {
    const returned = new Map<number, number>();
    let refunded = 0;
    for (const sku of ['GW-AX6', 'EXT-1', 'GW-AX6', 'GW-AX6']) {
      const plan = planShopReturn({ ...order(), returned }, [{ sku, quantity: 1 }], now);
      if (!plan.ok) {
        throw new Error(plan.refusal);
      }
      refunded += plan.refund;
      for (const l of plan.lines) {
        returned.set(l.lineNo, (returned.get(l.lineNo) ?? 0) + l.quantity);
      }
    }
    const subscription = shopLineWorths({ tax, lines }).get(4) ?? 0;
    expect(refunded).toBe(total - subscription);
  });

  it('returning everything of an order of products refunds exactly its total', () => {
    const goods = lines.slice(0, 3);
    const shares = shopTaxShares(3_900, goods);
    const t = 3_900;
    const all = planShopReturn(
      { placedAt: placed, tax: t, lines: goods, returned: new Map() },
      [
        { sku: 'GW-AX6', quantity: 3 },
        { sku: 'EXT-1', quantity: 1 },
      ],
      now,
    );
    expect(all.ok && all.refund).toBe(38_997 + 4_999 + t - 3_900 - 500);
    expect([...shares.values()].reduce((a, b) => a + b, 0)).toBe(t);
  });
});
