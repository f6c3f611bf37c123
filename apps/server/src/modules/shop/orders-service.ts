import { randomUUID } from 'node:crypto';
import type {
  ShopCart,
  ShopOrder,
  ShopPlaceOrderBody,
  ShopPlaceOrderResult,
  ShopReviewBody,
} from '@coax/contract';
import {
  BillingMessages,
  MINUTE_MS,
  ShopOrderMessages,
  shopOrderPlacedRange,
  shopOrderStatusAt,
  type ShopOrderStatus,
} from '@coax/domain';
import type { Clock } from '../../platform/clock.ts';
import { newConfirmationCode } from '../../platform/confirmation-code.ts';
import { errors } from '../../platform/errors.ts';
import {
  linkResource,
  type IdempotencyClaim,
  type RecoveredAnswer,
} from '../../platform/http/idempotency.ts';
import type { Log } from '../../platform/logger.ts';
import { enqueue } from '../../platform/outbox/outbox.ts';
import type { DecryptedCard, PaymentGateway } from '../../platform/payment-gateway/gateway.ts';
import * as orders from './orders-repository.ts';
import * as repo from './repository.ts';
import { orderReturnsView, returnsOf, type ReturnsOf } from './returns-view.ts';
import type { CartOwner, ShopService } from './service.ts';

/** Who places the order: the cart's owner, and where the confirmation goes. */
export interface OrderPlacer extends CartOwner {
  email: string | null;
  /** the account's saved methods are bill pay's: only an id with bill pay (p.bp) may charge them */
  billPay: boolean;
}

interface Deps {
  db: repo.Db;
  clock: Clock;
  gateway: PaymentGateway;
  shop: ShopService;
  brand: string;
  log: Pick<Log, 'warn'>;
  /** opens a card encrypted for the gateway; null when new cards are not taken */
  decryptCard: ((armored: string) => Promise<DecryptedCard | null>) | null;
}

/** What the confirmation e-mail says of a line. */
type Line = { quantity: number; name: { en: string }; option: { en: string }; cost: number };

/** An order still 'charging' this long was left by a crash or a processor that did not answer. */
export const SHOP_ORDER_STUCK_MS = 10 * MINUTE_MS;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function view(o: orders.OrderRow, lines: orders.OrderLineRow[], rets: ReturnsOf, now: number): ShopOrder {
  const placedAt = Number(o.placed_at);
  const r = orderReturnsView(o, lines, rets, now);
  return {
    number: o.number,
    placedAt,
    status: shopOrderStatusAt(placedAt, now),
    paid: o.state === 'placed',
    lines: lines
      .filter((l) => l.order_id === o.id)
      .map((l) => ({
        sku: l.sku,
        type: l.type,
        name: { en: l.name_en, es: l.name_es },
        option: { en: l.option_en, es: l.option_es },
        quantity: l.quantity,
        unitPrice: l.unit_price_cents,
        cost: l.cost_cents,
        discount: l.discount_cents,
        returned: r.returned.get(l.line_no) ?? 0,
      })),
    beforeTax: o.before_tax_cents,
    tax: o.tax_cents,
    discount: o.discount_cents,
    total: o.total_cents,
    address: {
      line1: o.addr_line1,
      line2: o.addr_line2,
      city: o.addr_city,
      state: o.addr_state,
      zip: o.addr_zip,
    },
    paidWith: { last4: o.last4 },
    review: { status: o.review_status, rating: o.review_rating },
    returnable: r.returnable,
    returnBy: r.returnBy,
    returns: r.returns,
  };
}

const noReturns: ReturnsOf = { rows: [], lines: [] };

export function shopOrdersService(deps: Deps) {
  const { db, clock, gateway, shop } = deps;

  async function addressOf(owner: CartOwner, body: ShopPlaceOrderBody) {
    const a = body.address;
    if (a.kind === 'shipping') {
      return { line1: a.street, line2: a.line2 || null, city: a.city, state: a.state, zip: a.zip };
    }
    const s = await orders.serviceAddress(db, owner.accountNumber);
    if (!s) {
      throw errors.badRequest('shop.order.no-service-address', ShopOrderMessages.noServiceAddress);
    }
    return { line1: s.line1, line2: s.line2, city: s.city, state: s.state, zip: s.zip };
  }

  /** The processor's token to charge: a saved method of the account, or the new card's. */
  async function tokenOf(owner: OrderPlacer, body: ShopPlaceOrderBody) {
    const p = body.payment;
    if (p.kind === 'saved') {
      if (!owner.billPay) {
        throw errors.forbidden('session.not-primary', BillingMessages.notPrimary);
      }
      const m = await orders.savedMethod(db, owner.accountNumber, p.methodId);
      if (!m) {
        throw errors.notFound('shop.order.method-not-found', ShopOrderMessages.methodNotFound);
      }
      return { token: m.gateway_token, last4: m.last4, methodId: m.id };
    }
    const card = deps.decryptCard ? await deps.decryptCard(p.encrypted).catch(() => null) : null;
    if (!card) {
      // Seed 002 §8: logged, and refused. The message itself is never logged.
      deps.log.warn({ account: owner.accountNumber }, 'shop checkout: card could not be decrypted');
      throw errors.badRequest('shop.order.card-encryption', ShopOrderMessages.cardEncryption);
    }
    const t = await gateway.tokenizeCard(card);
    if (!t.ok) {
      throw errors.badRequest('shop.order.card-refused', t.message);
    }
    return { token: t.token, last4: t.last4, methodId: null };
  }

  async function answer(id: string): Promise<ShopPlaceOrderResult> {
    const o = await orders.findOrderById(db, id);
    if (!o) {
      throw errors.notFound('shop.order.not-found', ShopOrderMessages.notFound);
    }
    const lines = await orders.linesOf(db, [o.id]);
    const message = o.state === 'placed' ? ShopOrderMessages.placed : ShopOrderMessages.processing;
    return { order: view(o, lines, await returnsOf(db, [o.id]), clock.now()), message };
  }

  function confirmation(
    email: string | null,
    number: string,
    cart: Pick<ShopCart, 'total'> & { lines: Line[] },
  ) {
    if (!email) {
      return [];
    }
    const lines = cart.lines.map((l) => `${l.quantity} × ${l.name.en} (${l.option.en}): ${dollars(l.cost)}`);
    return [
      {
        channel: 'email' as const,
        to: email,
        subject: `Your ${deps.brand} order ${number}`,
        body: [
          `Thank you for your order. Your order number is ${number}.`,
          lines.join('\n'),
          `Total charged: ${dollars(cart.total)}`,
        ].join('\n\n'),
        topic: `shop:order:${number}`,
      },
    ];
  }

  return {
    /**
     * Places the cart as an order (docs/decisions/0007-durable-payments.md): the order is recorded
     * as 'charging' in the transaction that takes the cart (so two checkouts of one cart make one
     * order), charged once with the order id as the reference, then placed in the transaction that
     * writes its confirmation e-mail. A refused charge removes the order and gives the cart back.
     */
    async place(placer: OrderPlacer, body: ShopPlaceOrderBody, claim?: IdempotencyClaim) {
      const address = await addressOf(placer, body);
      const zip = await shop.servedZip(placer, address.zip);
      const pay = await tokenOf(placer, body);
      const id = randomUUID();
      const number = newConfirmationCode();
      const now = clock.now();
      const { cart, items } = await db.transaction().execute(async (trx) => {
        const priced = await shop.pricedWithin(trx, placer, zip);
        const held = (await repo.findCart(trx, placer.userId))?.items ?? [];
        if (priced.lines.length === 0 || !(await orders.takeCart(trx, placer.userId))) {
          throw errors.badRequest('shop.order.empty-cart', ShopOrderMessages.emptyCart);
        }
        await orders.insertOrder(
          trx,
          {
            id,
            number,
            user_id: placer.userId,
            account_number: placer.accountNumber,
            state: 'charging',
            placed_at: now,
            before_tax_cents: priced.beforeTax,
            tax_cents: priced.tax,
            discount_cents: priced.discount,
            total_cents: priced.total,
            addr_line1: address.line1,
            addr_line2: address.line2,
            addr_city: address.city,
            addr_state: address.state,
            addr_zip: address.zip,
            method_id: pay.methodId,
            gateway_token: pay.token,
            last4: pay.last4,
          },
          priced.lines.map((l, i) => ({
            order_id: id,
            line_no: i + 1,
            sku: l.sku,
            type: l.type,
            name_en: l.name.en,
            name_es: l.name.es,
            option_en: l.option.en,
            option_es: l.option.es,
            quantity: l.quantity,
            unit_price_cents: l.quantity === 0 ? l.cost : Math.round(l.cost / l.quantity),
            cost_cents: l.cost,
            discount_cents: l.discount,
          })),
        );
        await linkResource(trx, claim, id);
        return { cart: priced, items: held };
      });

      const charged =
        cart.total <= 0
          ? ({ ok: true, ref: 'none' } as const)
          : await gateway
              .charge({ token: pay.token, amountCents: cart.total, reference: id })
              .catch(() => null);
      if (charged === null) {
        // No answer: the charge may have gone through, so the order stays as it is.
        deps.log.warn({ order: number }, 'shop checkout: the processor did not answer');
        return answer(id);
      }
      if (charged.ok) {
        await db.transaction().execute(async (trx) => {
          if (await orders.markPlaced(trx, id)) {
            await enqueue(trx, clock.now(), confirmation(placer.email, number, cart));
          }
        });
        return answer(id);
      }
      await db.transaction().execute(async (trx) => {
        if (await orders.dropOrder(trx, id)) {
          const at = clock.now();
          await repo.touchCart(trx, placer.userId, at);
          for (const item of items) {
            await repo.setCartItem(trx, placer.userId, item.sku, item.quantity, Number(item.added_at));
          }
        }
      });
      if (charged.code === 'gateway_error') {
        throw errors.unavailable('shop.order.processor-unavailable');
      }
      throw errors.badRequest('shop.order.declined', charged.message);
    },

    /**
     * Finishes orders left 'charging' (docs/decisions/0007-durable-payments.md): each is charged
     * again with the same reference, which the processor answers with its first result, and the
     * conditional update places it once. A refused charge drops it; no answer leaves it for later.
     */
    async finishStuck(now: number): Promise<number> {
      const stuck = await orders.stuckOrders(db, now - SHOP_ORDER_STUCK_MS);
      let finished = 0;
      for (const o of stuck) {
        const charged = await gateway
          .charge({ token: o.gateway_token, amountCents: o.total_cents, reference: o.id })
          .catch(() => null);
        if (charged === null) {
          continue;
        }
        const lines = await orders.linesOf(db, [o.id]);
        const email = await orders.emailOf(db, o.user_id);
        await db.transaction().execute(async (trx) => {
          if (charged.ok && (await orders.markPlaced(trx, o.id))) {
            const shown = view(o, lines, noReturns, now);
            await enqueue(trx, clock.now(), confirmation(email, o.number, shown));
          } else if (!charged.ok) {
            await orders.dropOrder(trx, o.id);
          }
        });
        finished += 1;
      }
      return finished;
    },

    /** The answer of an order a crash left its key running for. */
    async recover(id: string): Promise<RecoveredAnswer> {
      const o = await orders.findOrderById(db, id);
      if (!o) {
        return 'release';
      }
      if (o.state === 'charging') {
        return 'pending';
      }
      return { status: 200, body: await answer(id) };
    },

    async list(owner: CartOwner, status?: ShopOrderStatus): Promise<ShopOrder[]> {
      const now = clock.now();
      const placed = status ? shopOrderPlacedRange(status, now) : {};
      const rows = await orders.listOrders(db, owner.userId, placed);
      const lines = await orders.linesOf(
        db,
        rows.map((o) => o.id),
      );
      const rets = await returnsOf(
        db,
        rows.map((o) => o.id),
      );
      return rows.map((o) => view(o, lines, rets, now));
    },

    async detail(owner: CartOwner, number: string): Promise<ShopOrder> {
      const o = await orders.findOrder(db, owner.userId, number);
      if (!o) {
        throw errors.notFound('shop.order.not-found', ShopOrderMessages.notFound);
      }
      return view(o, await orders.linesOf(db, [o.id]), await returnsOf(db, [o.id]), clock.now());
    },

    /** updateReviewStatus: stars or no thanks, for a delivered order of the caller's. */
    async review(owner: CartOwner, number: string, body: ShopReviewBody): Promise<ShopOrder> {
      const o = await orders.findOrder(db, owner.userId, number);
      if (!o) {
        throw errors.notFound('shop.order.not-found', ShopOrderMessages.notFound);
      }
      const now = clock.now();
      if (o.state !== 'placed' || shopOrderStatusAt(Number(o.placed_at), now) !== 'delivered') {
        throw errors.conflict('shop.order.review-not-delivered', ShopOrderMessages.reviewNotDelivered);
      }
      const rating = body.status === 'reviewed' ? body.rating : null;
      await orders.setReview(db, owner.userId, number, { status: body.status, rating, at: now });
      const lines = await orders.linesOf(db, [o.id]);
      const rets = await returnsOf(db, [o.id]);
      return view({ ...o, review_status: body.status, review_rating: rating }, lines, rets, now);
    },
  };
}
export type ShopOrdersService = ReturnType<typeof shopOrdersService>;
