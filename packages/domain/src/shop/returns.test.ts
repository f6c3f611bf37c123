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

describe('shopTaxShares: who takes the cent', () => {
  const shares = (t: number, ls: ShopReturnOrderLine[]) => Object.fromEntries(shopTaxShares(t, ls));

  it.each([
    // 1 × 100/400 = 0.25, 1 × 300/400 = 0.75: the cent goes to the larger remainder, line 2
    ['to the larger remainder, on a later line', 1, [100, 300], { 1: 0, 2: 1 }],
    // 3 × 300/400 = 2.25, 3 × 100/400 = 0.75: line 2, the smaller line, has the larger remainder
    ['to the larger remainder, on a smaller line', 3, [300, 100], { 1: 2, 2: 1 }],
    // 5 × 100/700 = 0.71, 5 × 200/700 = 1.43, 5 × 400/700 = 2.86: wholes 0 + 1 + 2, two cents left
    ['to the two largest remainders of three', 5, [100, 200, 400], { 1: 1, 2: 1, 3: 3 }],
  ])('gives the cent %s', (_label, t, costs, expected) => {
    const ls = costs.map((cost, i) => line({ lineNo: i + 1, sku: `S${i + 1}`, cost }));
    expect(shares(t, ls)).toEqual(expected);
  });

  it('gives the cent of equal remainders to the lower line number, whatever the order of the lines', () => {
    const ls = [line({ lineNo: 2, sku: 'B', cost: 100 }), line({ lineNo: 1, sku: 'A', cost: 100 })];
    expect([...shopTaxShares(1, ls)]).toEqual([
      [2, 0],
      [1, 1],
    ]);
  });

  it('shares nothing to a promo line, whatever its amount', () => {
    const ls = [
      line({ lineNo: 1, sku: 'A', cost: 100 }),
      line({ lineNo: 2, sku: 'A', type: 'promo', cost: 100, discount: 0 }),
    ];
    expect(shares(10, ls)).toEqual({ 1: 10, 2: 0 });
  });

  it('shares nothing to a goods line that costs nothing or is a credit, and leaves it out of the base', () => {
    const ls = [
      line({ lineNo: 1, sku: 'A', cost: 100 }),
      line({ lineNo: 2, sku: 'B', cost: -50 }),
      line({ lineNo: 3, sku: 'C', type: 'subscription', cost: 0 }),
    ];
    expect(shares(10, ls)).toEqual({ 1: 10, 2: 0, 3: 0 });
  });

  it('shares a tax credit to the cent over the lines that cost something', () => {
    const ls = [
      line({ lineNo: 1, sku: 'A', cost: 100 }),
      line({ lineNo: 2, sku: 'B', cost: 100 }),
      line({ lineNo: 3, sku: 'C', cost: 0 }),
    ];
    // −1 × 100/200 = −0.5 on each: wholes −1 and −1, one cent back to line 1
    expect(shares(-1, ls)).toEqual({ 1: 0, 2: -1, 3: 0 });
  });
});

describe('planShopReturn: the plan', () => {
  it('answers the lines of the return in the order of the order, whatever the order asked', () => {
    const plan = planShopReturn(
      order(),
      [
        { sku: 'EXT-1', quantity: 1 },
        { sku: 'GW-AX6', quantity: 2 },
      ],
      delivered + DAY_MS,
    );
    const worths = shopLineWorths({ tax, lines });
    const gw = shopUnitsRefund(worths.get(1) ?? 0, 3, 0, 2);
    const ext = worths.get(2) ?? 0;
    expect(plan).toEqual({
      ok: true,
      lines: [
        { lineNo: 1, quantity: 2, refund: gw },
        { lineNo: 2, quantity: 1, refund: ext },
      ],
      refund: gw + ext,
    });
  });
});
