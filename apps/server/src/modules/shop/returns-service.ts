import { randomUUID } from 'node:crypto';
import type { Reason, ShopCreateReturnBody, ShopCreateReturnResult, ShopRefundList } from '@coax/contract';
import {
  formatDate,
  formatMoney,
  MINUTE_MS,
  planShopReturn,
  ShopReturnMessages,
  SHOP_RETURN_RECEIVED_AFTER_MS,
  ShopOrderMessages,
  type ShopReturnRefusal,
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
import type { PaymentGateway } from '../../platform/payment-gateway/gateway.ts';
import {
  renderPackingSlipPdf,
  renderReturnLabelPdf,
  type PrintedAddress,
} from '../../platform/pdf/return-pdf.ts';
import * as orders from './orders-repository.ts';
import type { Db } from './repository.ts';
import * as returns from './returns-repository.ts';
import { RETURN_TEXT } from './returns-text.ts';
import { returnedUnits, returnsOf, returnView } from './returns-view.ts';
import type { CartOwner } from './service.ts';

/** Where returned items go: the operator's return centre, from configuration. */
export interface ReturnCentre {
  name: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
}

interface Deps {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  brand: string;
  returnCentre: ReturnCentre;
  log: Pick<Log, 'warn'>;
  /** lock the order's row while a return of it is checked (PostgreSQL; SQLite serialises writes) */
  lockRows: boolean;
  /** deflate PDF streams */
  compressPdf?: boolean;
}

/**
 * A refund the job took on and did not finish (a crash, a processor that did not answer) is taken
 * again after this long, with the same reference, so the processor answers its first result.
 */
export const SHOP_REFUND_CLAIM_MS = 10 * MINUTE_MS;

const REFUSALS: Record<ShopReturnRefusal, Reason> = {
  notDelivered: 'shop.return.not-delivered',
  windowClosed: 'shop.return.window-closed',
  lineNotFound: 'shop.return.line-not-found',
  notReturnable: 'shop.return.not-returnable',
  tooMany: 'shop.return.too-many',
};

const dollars = (cents: number) => formatMoney(cents, 'en-US');

export function shopReturnsService(deps: Deps) {
  const { db, clock, gateway } = deps;

  async function orderOf(owner: CartOwner, number: string) {
    const o = await orders.findOrder(db, owner.userId, number);
    if (!o) {
      throw errors.notFound('shop.order.not-found', ShopOrderMessages.notFound);
    }
    return o;
  }

  async function load(r: returns.ReturnRow) {
    const o = await orders.findOrderById(db, r.order_id);
    if (!o) {
      throw errors.notFound('shop.return.not-found', ShopReturnMessages.notFound);
    }
    const lines = await orders.linesOf(db, [o.id]);
    const of = await returnsOf(db, [o.id]);
    return { order: o, view: returnView(o.number, lines, r, of.lines, clock.now()) };
  }

  async function answer(id: string): Promise<ShopCreateReturnResult> {
    const r = await returns.findReturnById(db, id);
    if (!r) {
      throw errors.notFound('shop.return.not-found', ShopReturnMessages.notFound);
    }
    return { return: (await load(r)).view, message: ShopReturnMessages.created };
  }

  async function mine(owner: CartOwner, rma: string) {
    const r = await returns.findReturn(db, owner.userId, rma);
    if (!r) {
      throw errors.notFound('shop.return.not-found', ShopReturnMessages.notFound);
    }
    return load(r);
  }

  const centre = (): PrintedAddress => {
    const c = deps.returnCentre;
    return {
      name: c.name,
      lines: [c.line1, c.line2, `${c.city}, ${c.state} ${c.zip}`].filter((l) => l !== ''),
    };
  };

  const pdfOptions = () => ({
    createdAt: new Date(clock.now()),
    ...(deps.compressPdf === undefined ? {} : { compress: deps.compressPdf }),
  });

  function refundMail(
    email: string | null,
    r: { rma: string; number: string; amount: number; last4: string; code: string },
  ) {
    if (!email) {
      return [];
    }
    return [
      {
        channel: 'email' as const,
        to: email,
        subject: `Your ${deps.brand} refund for return ${r.rma}`,
        body: [
          `We received the items of return ${r.rma} (order ${r.number}).`,
          `${dollars(r.amount)} has been refunded to the card ending ${r.last4}. Confirmation: ${r.code}.`,
          'A refund can take a few days to show on your statement.',
        ].join('\n\n'),
        topic: `shop:refund:${r.rma}`,
      },
    ];
  }

  return {
    /**
     * Makes a return of some lines of a delivered order (createRMA, createOnlineReturn): checked
     * and written in one transaction with the order's row held, so two returns at once cannot
     * send back more than was ordered; the refund is worked out now and paid when it is received.
     */
    async create(
      owner: CartOwner,
      number: string,
      body: ShopCreateReturnBody,
      claim?: IdempotencyClaim,
    ): Promise<ShopCreateReturnResult> {
      const o = await orderOf(owner, number);
      const id = randomUUID();
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        if (deps.lockRows) {
          await returns.lockOrder(trx, o.id);
        }
        const lines = await orders.linesOf(trx, [o.id]);
        const of = await returnsOf(trx, [o.id]);
        const plan =
          o.state === 'placed'
            ? planShopReturn(
                {
                  placedAt: Number(o.placed_at),
                  tax: o.tax_cents,
                  lines: lines.map((l) => ({
                    lineNo: l.line_no,
                    sku: l.sku,
                    type: l.type,
                    quantity: l.quantity,
                    cost: l.cost_cents,
                    discount: l.discount_cents,
                  })),
                  returned: returnedUnits(o.id, of),
                },
                body.lines,
                now,
              )
            : ({ ok: false, refusal: 'notDelivered' } as const);
        if (!plan.ok) {
          throw errors.badRequest(REFUSALS[plan.refusal], ShopReturnMessages[plan.refusal]);
        }
        await returns.insertReturn(
          trx,
          {
            id,
            rma: `RMA-${newConfirmationCode()}`,
            order_id: o.id,
            user_id: owner.userId,
            created_at: now,
            reason: body.reason,
            refund_cents: plan.refund,
            refund_claimed_at: null,
            refunded_at: null,
            refund_confirmation: null,
          },
          plan.lines.map((l) => ({
            return_id: id,
            line_no: l.lineNo,
            quantity: l.quantity,
            refund_cents: l.refund,
          })),
        );
        await linkResource(trx, claim, id);
      });
      return answer(id);
    },

    /** The answer of a return a crash left its key running for. */
    async recover(id: string): Promise<RecoveredAnswer> {
      const r = await returns.findReturnById(db, id);
      if (!r) {
        return 'release';
      }
      return { status: 200, body: await answer(id) };
    },

    /** The packing slip (createPackingSlip): RMA, order, the items and where they go. */
    async packingSlip(owner: CartOwner, rma: string, lang: 'en' | 'es' = 'en') {
      const { view } = await mine(owner, rma);
      const t = RETURN_TEXT[lang];
      const bytes = await renderPackingSlipPdf(
        {
          brand: deps.brand,
          lang,
          title: t.slipTitle,
          header: [
            [t.rma, view.rma],
            [t.orderNumber, view.orderNumber],
            [t.date, formatDate(view.createdAt, t.locale)],
            [t.reason, t.reasons[view.reason]],
          ],
          itemsTitle: t.items,
          columns: [t.item, t.quantity],
          items: view.lines.map((l): [string, string] => [
            `${l.name[lang]} (${l.option[lang]}) · ${l.sku}`,
            String(l.quantity),
          ]),
          returnToTitle: t.returnTo,
          returnTo: centre(),
          instructions: t.instructions(view.rma),
        },
        pdfOptions(),
      );
      return { fileName: t.slipFile(view.rma), bytes };
    },

    /** The return label (createOnlineReturnLabel): from the order's address to the return centre. */
    async label(owner: CartOwner, rma: string, lang: 'en' | 'es' = 'en') {
      const { view, order: o } = await mine(owner, rma);
      const t = RETURN_TEXT[lang];
      const from: PrintedAddress = {
        name: null,
        lines: [o.addr_line1, o.addr_line2 ?? '', `${o.addr_city}, ${o.addr_state} ${o.addr_zip}`].filter(
          (l) => l !== '',
        ),
      };
      const bytes = await renderReturnLabelPdf(
        {
          brand: deps.brand,
          lang,
          title: t.labelTitle,
          fromTitle: t.from,
          from,
          toTitle: t.to,
          to: centre(),
          rmaTitle: t.rma,
          rma: view.rma,
          note: t.labelNote,
        },
        pdfOptions(),
      );
      return { fileName: t.labelFile(view.rma), bytes };
    },

    /** The store's refunds to the subscriber, for account activity. */
    async refunds(owner: CartOwner): Promise<ShopRefundList> {
      const rows = await returns.refundsOf(db, owner.userId);
      return {
        refunds: rows.map((r) => ({
          rma: r.rma,
          orderNumber: r.number,
          refundedAt: Number(r.refunded_at),
          amount: r.refund_cents,
          last4: r.last4,
          confirmation: r.refund_confirmation ?? '',
        })),
      };
    },

    /**
     * Refunds each return received and not yet refunded, once (docs/decisions/0007-durable-payments.md):
     * the row is claimed in its own transaction, so of two runs at once one takes it; the processor
     * is asked with the return's id as the reference, so a retry after a crash (the claim gone
     * stale) gets the first answer and moves no more money; the refunded mark and its e-mail are
     * written in one transaction. A processor that refuses or does not answer leaves it for later.
     */
    async refundReceived(now: number): Promise<number> {
      const stale = now - SHOP_REFUND_CLAIM_MS;
      const due = await returns.dueRefunds(db, now - SHOP_RETURN_RECEIVED_AFTER_MS, stale);
      let refunded = 0;
      for (const r of due) {
        if (!(await returns.claimRefund(db, r.id, now, stale))) {
          continue;
        }
        const paid =
          r.refund_cents <= 0
            ? ({ ok: true, ref: 'none' } as const)
            : await gateway
                .refund({
                  token: r.gateway_token,
                  chargeRef: r.order_id,
                  amountCents: r.refund_cents,
                  reference: r.id,
                })
                .catch(() => null);
        if (!paid?.ok) {
          deps.log.warn(
            { rma: r.rma, code: paid?.code ?? 'no-answer' },
            'shop refund: not made, kept for a retry',
          );
          continue;
        }
        const email = await orders.emailOf(db, r.user_id);
        const code = newConfirmationCode();
        const done = await db.transaction().execute(async (trx) => {
          if (!(await returns.markRefunded(trx, r.id, clock.now(), code))) {
            return false;
          }
          await enqueue(
            trx,
            clock.now(),
            refundMail(email, { rma: r.rma, number: r.number, amount: r.refund_cents, last4: r.last4, code }),
          );
          return true;
        });
        refunded += done ? 1 : 0;
      }
      return refunded;
    },
  };
}
export type ShopReturnsService = ReturnType<typeof shopReturnsService>;
