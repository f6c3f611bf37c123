import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ShopCreateReturnResult, ShopOrder } from '@coax/contract';
import { DAY } from '../../platform/clock.ts';
import { pdfText } from '../../platform/pdf/pdf-text.ts';
import { Browser, createTestApp, dialect, type TestApp } from '../../../test/harness.ts';
import { shopReturnsService, SHOP_REFUND_CLAIM_MS } from './returns-service.ts';
import { recordingGateway, saveTestCard } from './testing/checkout-gateway.ts';

const counter = recordingGateway();
let app: TestApp;

const accountOf = async (id: string) =>
  (
    await app.db.kysely
      .selectFrom('users')
      .select('account_number')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).account_number ?? '';

beforeAll(async () => {
  app = await createTestApp({ gateway: counter.gateway, env: { MAIL_CATCHER_PORT: '0' } });
  await saveTestCard(app.db.kysely, { id: 'pm_r_ok', accountNumber: await accountOf('jsmith') });
});
afterAll(async () => app.close());
beforeEach(() => {
  counter.reset();
});

const as = async (id: string) => {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
};

/** The refund job as the app runs it, through the recording gateway. */
const job = () =>
  shopReturnsService({
    db: app.db.kysely,
    clock: app.clock,
    gateway: counter.gateway,
    brand: 'Coax',
    returnCentre: {
      name: 'Coax Returns Center',
      line1: '1 Dock Rd',
      line2: '',
      city: 'Bethpage',
      state: 'NY',
      zip: '11714',
    },
    log: { warn: () => undefined },
    lockRows: dialect === 'postgres',
  });

/** Two gateways, an extender bundled with them (a promo line) and a monthly subscription. */
const ITEMS = [
  { sku: 'GW-AX6', quantity: 2 },
  { sku: 'MK-2', quantity: 1 },
  { sku: 'SUB-SEC', quantity: 1 },
];

/** jsmith orders ITEMS; `deliveredAgo` days after delivery, answers a fresh sign-in and the order. */
async function ordered(deliveredAgo: number | null = 0): Promise<{ b: Browser; order: ShopOrder }> {
  const b = await as('jsmith');
  for (const item of ITEMS) {
    expect((await b.post('/api/shop/cart/items', item)).statusCode).toBe(200);
  }
  const placed = await b.post(
    '/api/shop/orders',
    { address: { kind: 'service' }, payment: { kind: 'saved', methodId: 'pm_r_ok' } },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(placed.statusCode, placed.body).toBe(200);
  const number: string = placed.json().order.number;
  if (deliveredAgo === null) {
    return { b, order: placed.json().order };
  }
  // a new sign-in after each jump: a session does not last days
  app.clock.advance(3 * DAY + deliveredAgo * DAY);
  const later = await as('jsmith');
  return { b: later, order: (await later.get(`/api/shop/orders/${number}`)).json() };
}

const send = (
  b: Browser,
  number: string,
  lines: Array<{ sku: string; quantity: number }> = [{ sku: 'GW-AX6', quantity: 1 }],
  key: string = randomUUID(),
  reason = 'defective',
) => b.post(`/api/shop/orders/${number}/returns`, { lines, reason }, { headers: { 'idempotency-key': key } });

const returnCount = async () =>
  Number(
    (
      await app.db.kysely
        .selectFrom('shop_returns')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('returning items (seed 002 §7 retail/createRMA, createOnlineReturn)', () => {
  it('returns one item of a delivered order, and the order shows the return', async () => {
    const { b, order } = await ordered(1);
    expect(order).toMatchObject({ status: 'delivered', returnable: true, returns: [] });
    expect(order.lines.find((l) => l.sku === 'GW-AX6')?.returned).toBe(0);
    const res = await send(b, order.number);
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json<ShopCreateReturnResult>();
    expect(made.message).toBe(
      'Your return is ready: print the packing slip and the label, and send the items back.',
    );
    expect(made.return).toMatchObject({
      orderNumber: order.number,
      status: 'label-issued',
      reason: 'defective',
      lines: [{ sku: 'GW-AX6', quantity: 1 }],
      refundedAt: null,
      refundConfirmation: null,
    });
    expect(made.return.rma).toMatch(/^RMA-[A-Z0-9]{10}$/);
    // one of two gateways: half the line, less its discount, with its share of the tax
    const line = order.lines.find((l) => l.sku === 'GW-AX6');
    expect(made.return.refund).toBeGreaterThan(0);
    expect(made.return.refund).toBeLessThan(order.total);
    expect(made.return.refund).toBeGreaterThanOrEqual(
      Math.floor(((line?.cost ?? 0) - (line?.discount ?? 0)) / 2),
    );

    const again = (await b.get(`/api/shop/orders/${order.number}`)).json<ShopOrder>();
    expect(again.returns).toEqual([made.return]);
    expect(again.lines.find((l) => l.sku === 'GW-AX6')?.returned).toBe(1);
    expect(again.returnable).toBe(true);
    expect((await b.get('/api/shop/orders')).json().orders[0].returns).toEqual([made.return]);
  });

  it('returning every product unit refunds the total less the subscription', async () => {
    const { b, order } = await ordered(2);
    const first = await send(b, order.number, [{ sku: 'GW-AX6', quantity: 1 }]);
    const rest = await send(b, order.number, [
      { sku: 'GW-AX6', quantity: 1 },
      { sku: 'MK-2', quantity: 1 },
    ]);
    expect(rest.statusCode, rest.body).toBe(200);
    const refunded = first.json().return.refund + rest.json().return.refund;
    const after = (await b.get(`/api/shop/orders/${order.number}`)).json<ShopOrder>();
    expect(after.returnable).toBe(false);
    const sub = after.lines.find((l) => l.sku === 'SUB-SEC');
    // the subscription keeps its cost and its share of the tax, to the cent
    expect(order.total - refunded).toBeGreaterThanOrEqual(sub?.cost ?? 0);
    expect(order.total - refunded).toBeLessThan((sub?.cost ?? 0) + order.tax);
    expect((await send(b, order.number)).json().error.reason).toBe('shop.return.too-many');
  });

  it('refuses an order not yet delivered, and one past the 30-day window', async () => {
    const { b, order } = await ordered(null);
    expect(order.returnable).toBe(false);
    const early = await send(b, order.number);
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toMatchObject({
      reason: 'shop.return.not-delivered',
      message: 'Only a delivered order can be returned.',
    });
    app.clock.advance(33 * DAY);
    const late = await as('jsmith');
    expect((await late.get(`/api/shop/orders/${order.number}`)).json().returnable).toBe(false);
    expect((await send(late, order.number)).json().error.reason).toBe('shop.return.window-closed');
    expect(await returnCount()).toBeGreaterThanOrEqual(0);
  });

  it('refuses more than ordered, a subscription, a sku not in the order, and bad input', async () => {
    const { b, order } = await ordered(0);
    const before = await returnCount();
    const refused = async (lines: Array<{ sku: string; quantity: number }>, reason: string) => {
      const res = await send(b, order.number, lines);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.reason).toBe(reason);
    };
    await refused([{ sku: 'GW-AX6', quantity: 3 }], 'shop.return.too-many');
    await refused([{ sku: 'SUB-SEC', quantity: 1 }], 'shop.return.not-returnable');
    await refused([{ sku: 'CAM-OUT', quantity: 1 }], 'shop.return.line-not-found');
    expect((await send(b, order.number, [{ sku: 'GW-AX6', quantity: 0 }])).statusCode).toBe(400);
    expect((await send(b, order.number, [])).statusCode).toBe(400);
    expect((await send(b, order.number, undefined, randomUUID(), 'bored')).statusCode).toBe(400);
    expect((await send(b, 'nope!')).statusCode).toBe(400);
    expect(await returnCount()).toBe(before);
  });

  it("never reaches another account's order or return; a visitor is sent to sign in", async () => {
    const { b, order } = await ordered(0);
    const { rma } = (await send(b, order.number)).json().return;
    const before = await returnCount();
    for (const who of ['acmebiz', 'jsmith.kid']) {
      const other = await as(who);
      const res = await send(other, order.number);
      expect(res.statusCode, who).toBe(404);
      expect(res.json().error.reason).toBe('shop.order.not-found');
      for (const doc of ['packing-slip', 'label']) {
        const pdf = await other.get(`/api/shop/returns/${rma}/${doc}`);
        expect(pdf.statusCode, `${who} ${doc}`).toBe(404);
        expect(pdf.json().error.reason).toBe('shop.return.not-found');
      }
      expect((await other.get('/api/shop/refunds')).json().refunds).toEqual([]);
    }
    const visitor = new Browser(app);
    expect((await send(visitor, order.number)).statusCode).toBe(401);
    expect((await visitor.get(`/api/shop/returns/${rma}/label`)).statusCode).toBe(401);
    expect((await visitor.get('/api/shop/refunds')).statusCode).toBe(401);
    const agent = await as('agent1');
    expect((await send(agent, order.number)).statusCode).toBe(403);
    expect(
      (
        await b.post(`/api/shop/orders/${order.number}/returns`, {
          lines: [{ sku: 'GW-AX6', quantity: 1 }],
          reason: 'other',
        })
      ).json().error.reason,
    ).toBe('request.idempotency.missing');
    expect(await returnCount()).toBe(before);
  });

  it('answers a retry with the same key with the same return, and makes one', async () => {
    const { b, order } = await ordered(0);
    const key = randomUUID();
    const first = await send(b, order.number, undefined, key);
    const count = await returnCount();
    const again = await send(b, order.number, undefined, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await returnCount()).toBe(count);
  });

  it('two returns at once of the last units make one, with one key or two', async () => {
    for (const same of [true, false]) {
      const { b, order } = await ordered(0);
      const before = await returnCount();
      const all = [{ sku: 'GW-AX6', quantity: 2 }];
      const k = randomUUID();
      const answers = await Promise.all([
        send(b, order.number, all, k),
        send(b, order.number, all, same ? k : randomUUID()),
      ]);
      const ok = answers.filter((r) => r.statusCode === 200);
      expect(ok.length, answers.map((r) => r.body).join('\n')).toBeGreaterThanOrEqual(1);
      expect(new Set(ok.map((r) => r.json().return.rma)).size).toBe(1);
      for (const r of answers.filter((x) => x.statusCode !== 200)) {
        expect(['shop.return.too-many', 'request.idempotency.in-progress']).toContain(r.json().error.reason);
      }
      expect(await returnCount()).toBe(before + 1);
    }
  });
});

describe('the packing slip and the label (seed 002 §7 createPackingSlip, createOnlineReturnLabel)', () => {
  it('are real PDFs with the RMA, the order, the items and both addresses, in English or Spanish', async () => {
    const { b, order } = await ordered(0);
    const made = (await send(b, order.number, [{ sku: 'MK-2', quantity: 1 }])).json<ShopCreateReturnResult>();
    const { rma } = made.return;
    const item = made.return.lines[0];

    const slip = await b.get(`/api/shop/returns/${rma}/packing-slip`);
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toBe('application/pdf');
    expect(slip.headers['content-disposition']).toBe(`attachment; filename="packing-slip-${rma}.pdf"`);
    expect(slip.headers['cache-control']).toBe('no-store');
    expect(slip.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const slipText = pdfText(slip.rawPayload);
    for (const text of [
      'Return packing slip',
      rma,
      order.number,
      item?.name.en ?? '?',
      item?.option.en ?? '?',
      'MK-2',
    ]) {
      expect(slipText, text).toContain(text);
    }
    expect(slipText).toContain('Coax Returns Center');
    expect(slipText).toContain('Does not work');

    const label = await b.get(`/api/shop/returns/${rma}/label`);
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.headers['content-disposition']).toBe(`attachment; filename="return-label-${rma}.pdf"`);
    const labelText = pdfText(label.rawPayload);
    for (const text of [
      'Prepaid return label',
      `*${rma}*`,
      order.address.line1,
      order.address.zip,
      'Coax Returns Center',
    ]) {
      expect(labelText, text).toContain(text);
    }

    const es = pdfText((await b.get(`/api/shop/returns/${rma}/packing-slip?lang=es`)).rawPayload);
    expect(es).toContain('Lista de empaque de la devolución');
    expect(es).toContain(item?.option.es ?? '?');
    expect(es).toContain('No funciona');
    expect(es).not.toContain('Return packing slip');
    const esLabel = pdfText((await b.get(`/api/shop/returns/${rma}/label?lang=es`)).rawPayload);
    expect(esLabel).toContain('Etiqueta de devolución prepagada');
    expect(esLabel).toContain(`*${rma}*`);
    expect((await b.get(`/api/shop/returns/${rma}/label?lang=fr`)).statusCode).toBe(400);
    expect((await b.get('/api/shop/returns/RMA-NOPE000000/label')).statusCode).toBe(404);
    expect((await b.get('/api/shop/returns/nope/label')).statusCode).toBe(400);
  });
});

describe('the refund when the items are received', () => {
  it('refunds a received return once to the card paid with, and shows it among the refunds', async () => {
    const { b, order } = await ordered(0);
    const refunds = job();
    // earlier tests' returns: refund them first, as received
    await refunds.refundReceived(app.clock.now() + 5 * DAY);
    counter.reset();
    const made = (await send(b, order.number)).json<ShopCreateReturnResult>().return;
    // not received yet: nothing to refund
    await refunds.refundReceived(app.clock.now());
    expect(counter.refunded.size).toBe(0);
    app.clock.advance(5 * DAY);
    expect(await refunds.refundReceived(app.clock.now())).toBe(1);
    expect(await refunds.refundReceived(app.clock.now())).toBe(0);
    expect(counter.refundCalls).toEqual([expect.objectContaining({ amountCents: made.refund })]);
    const charge = await app.db.kysely
      .selectFrom('shop_orders')
      .select('id')
      .where('number', '=', order.number)
      .executeTakeFirstOrThrow();
    expect(counter.refundCalls[0]?.chargeRef).toBe(charge.id);

    const later = await as('jsmith');
    const shown = (await later.get(`/api/shop/orders/${order.number}`)).json<ShopOrder>().returns[0];
    expect(shown).toMatchObject({ rma: made.rma, status: 'refunded', refund: made.refund });
    expect(shown?.refundConfirmation).toMatch(/^[A-Z0-9]{10}$/);
    const list = (await later.get('/api/shop/refunds')).json().refunds;
    expect(list).toContainEqual({
      rma: made.rma,
      orderNumber: order.number,
      refundedAt: shown?.refundedAt,
      amount: made.refund,
      last4: '4242',
      confirmation: shown?.refundConfirmation,
    });
    const mail = await app.db.kysely
      .selectFrom('outbox')
      .selectAll()
      .where('topic', '=', `shop:refund:${made.rma}`)
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.body).toContain(made.rma);
    expect(mail[0]?.body).toContain('ending 4242');
  });

  it('refunds once when the answer is lost and the job tries again, and when two runs meet', async () => {
    const { b, order } = await ordered(0);
    await job().refundReceived(app.clock.now() + 5 * DAY);
    counter.reset();
    const made = (await send(b, order.number)).json<ShopCreateReturnResult>().return;
    app.clock.advance(5 * DAY);
    const now = app.clock.now();

    counter.loseNextRefundAnswer();
    expect(await job().refundReceived(now)).toBe(0);
    expect(counter.refunded.size).toBe(1);
    // still claimed: a run before the claim goes stale leaves it alone
    expect(await job().refundReceived(now + 60_000)).toBe(0);
    expect(counter.refundCalls).toHaveLength(1);
    const retry = now + SHOP_REFUND_CLAIM_MS + 1;
    const both = await Promise.all([job().refundReceived(retry), job().refundReceived(retry)]);
    expect(both[0] + both[1]).toBe(1);
    expect(counter.refundCalls).toHaveLength(2);
    expect(new Set(counter.refundCalls.map((c) => c.reference)).size).toBe(1);
    expect(counter.refunded.size).toBe(1);
    expect([...counter.refunded.values()]).toEqual([made.refund]);
    const mail = await app.db.kysely
      .selectFrom('outbox')
      .select('id')
      .where('topic', '=', `shop:refund:${made.rma}`)
      .execute();
    expect(mail).toHaveLength(1);
  });

  it('two runs at once refund a received return once', async () => {
    const { b, order } = await ordered(0);
    await job().refundReceived(app.clock.now() + 5 * DAY);
    counter.reset();
    await send(b, order.number);
    app.clock.advance(5 * DAY);
    const now = app.clock.now();
    const runs = await Promise.all([
      job().refundReceived(now),
      job().refundReceived(now),
      job().refundReceived(now),
    ]);
    expect(runs.reduce((a, n) => a + n, 0)).toBe(1);
    expect(counter.refundCalls).toHaveLength(1);
    expect(counter.refunded.size).toBe(1);
  });
});
