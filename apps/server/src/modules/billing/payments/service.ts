import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MakePaymentBody, PaymentList, PaymentResult, UpdatePaymentBody } from '@coax/contract';
import {
  cardStatusOn,
  checkPayDate,
  checkRescheduleDate,
  isoDayOf,
  PaymentMessages,
  resolvePayDate,
} from '@coax/domain';
import type { Database } from '../../../db/schema.ts';
import { errors, issue } from '../../../platform/errors.ts';
import type { Caller } from '../../../platform/http/caller.ts';
import { linkResource, type IdempotencyClaim } from '../../../platform/http/idempotency.ts';
import { isInstalment } from '../arrangements/repository.ts';
import { recordBillingEvent } from '../audit.ts';
import { availableAccounts, payerOf, type PayerContext } from '../payer.ts';
import {
  findLiveMethod,
  findPayment,
  insertPayment,
  listPayments,
  transition,
  type NewPaymentRow,
} from './repository.ts';
import { chargeAndSettle, type ChargeDeps, type SettleOutcome } from './settle.ts';
import { toPayment } from './view.ts';

export const newPaymentId = () => `pay_${randomBytes(12).toString('hex')}`;

const conflict = (message: string) => errors.conflict('payment.not-changeable', message);
/** The processor could not take the payment and said so: nothing was charged, a retry may run. */
const gatewayFailed = () => errors.unavailable('payment.gateway-failed', 502);

type Trx = Kysely<Database>;

/** The method to charge: live, the account's own, and a card still valid on the day it is charged. */
export async function usableMethod(db: Trx, accountNumber: string, methodId: string, payDay: string) {
  const method = await findLiveMethod(db, accountNumber, methodId);
  if (!method) throw errors.notFound('payment.method.not-found');
  if (
    method.exp_month !== null &&
    method.exp_year !== null &&
    cardStatusOn(method.exp_month, method.exp_year, payDay) === 'expired'
  ) {
    throw errors.badRequest('payment.card-expired', undefined, [
      issue('body.methodId', 'payment.card-expired'),
    ]);
  }
  return method;
}

function messageFor(o: SettleOutcome): string {
  if (o.status === 'posted') return PaymentMessages.completed;
  if (o.status === 'declined') {
    return o.code === 'insufficient_funds' ? PaymentMessages.insufficientFunds : PaymentMessages.declined;
  }
  return PaymentMessages.processing;
}

/** A decline's reason id, so a client words it without reading the message. */
function declineReason(o: SettleOutcome): Pick<PaymentResult, 'reason'> {
  if (o.status !== 'declined') return {};
  return {
    reason: o.code === 'insufficient_funds' ? 'payment.declined.insufficient-funds' : 'payment.declined',
  };
}

export function paymentsService(deps: ChargeDeps) {
  const { db, clock } = deps;

  async function result(
    accountNumber: string,
    id: string,
    message: string,
    csrId: string | null,
  ): Promise<PaymentResult> {
    const row = await findPayment(db, accountNumber, id);
    if (!row) throw errors.notFound('payment.not-found');
    return { payment: toPayment(row), message, csrId };
  }

  /**
   * The form named another account than the one bill pay works on: one of the subscriber's own
   * (switched in another tab) is a conflict, so the person reloads; any other is not theirs.
   */
  async function refuseOtherAccount(caller: Caller | null, named: string): Promise<never> {
    const own = caller?.subject?.user.account_number ?? '';
    const mine = own ? await availableAccounts(db, own, isoDayOf(clock.now())) : [];
    if (!mine.some((a) => a.accountNumber === named)) throw errors.notFound('transfer.no-such-account');
    // The form showed another account than the one bill pay now works on: never pay that one.
    throw errors.conflict(
      'payment.account-changed',
      'The account on this form is no longer the one selected. Reload the page and try again.',
    );
  }

  /** The payment's row as first written; the agent acting, if any, is kept on it. */
  function newRow(
    ctx: PayerContext,
    body: MakePaymentBody,
    payDate: string,
    status: 'scheduled' | 'processing',
  ): NewPaymentRow {
    const now = clock.now();
    return {
      id: newPaymentId(),
      account_number: ctx.actor.accountNumber,
      method_id: body.methodId,
      amount_cents: body.amountCents,
      pay_date: payDate,
      kind: 'one_time',
      status,
      autopay_cycle: null,
      gateway_ref: null,
      failure_reason: null,
      csr_id: ctx.csrId,
      created_by: ctx.actor.subjectId,
      created_at: now,
      updated_at: now,
      posted_at: null,
    };
  }

  return {
    /** Seed 002 §4 Payment date: now (or on/before the system date) charges at once; later schedules. */
    async make(
      caller: Caller | null,
      body: MakePaymentBody,
      claim?: IdempotencyClaim,
    ): Promise<PaymentResult> {
      const ctx = await payerOf(db, caller);
      const account = ctx.actor.accountNumber;
      if (body.accountNumber !== undefined && body.accountNumber.replace(/\D/g, '') !== account) {
        await refuseOtherAccount(caller, body.accountNumber.replace(/\D/g, ''));
      }
      const today = isoDayOf(clock.now());
      const dateCheck = checkPayDate(body.payDate, today);
      if (!dateCheck.ok) {
        throw errors.refused(dateCheck.message, 'payment.date.format', 'body.payDate');
      }
      const when = resolvePayDate(body.payDate, today);
      const method = await usableMethod(db, account, body.methodId, when.date);

      if (!when.immediate) {
        const row = newRow(ctx, body, when.date, 'scheduled');
        await db.transaction().execute(async (trx) => {
          await insertPayment(trx, row);
          await linkResource(trx, claim, row.id);
          await recordBillingEvent(trx, {
            ...ctx.actor,
            at: row.created_at,
            action: 'billing.payment.scheduled',
            detail: `${row.id} ${row.amount_cents}c ${row.pay_date}`,
          });
        });
        return result(account, row.id, PaymentMessages.completed, ctx.csrId);
      }

      // Recorded as 'processing' before the charge: its id is the gateway reference, so a crash
      // after the charge leaves a row the job settles, never a second charge.
      const row = newRow(ctx, body, when.date, 'processing');
      await db.transaction().execute(async (trx) => {
        await insertPayment(trx, row);
        // The key learns its payment in the same commit: after a crash it is finished from it.
        await linkResource(trx, claim, row.id);
        await recordBillingEvent(trx, {
          ...ctx.actor,
          at: row.created_at,
          action: 'billing.payment.made',
          detail: `${row.id} ${row.amount_cents}c`,
        });
      });
      const outcome = await chargeAndSettle(deps, {
        id: row.id,
        accountNumber: account,
        amountCents: row.amount_cents,
        token: method.gateway_token,
        actor: ctx.actor,
      });
      if (outcome.status === 'failed') throw gatewayFailed();
      return {
        ...(await result(account, row.id, messageFor(outcome), ctx.csrId)),
        ...declineReason(outcome),
      };
    },

    async list(caller: Caller | null, view: 'scheduled' | 'history'): Promise<PaymentList> {
      const ctx = await payerOf(db, caller);
      const rows = await listPayments(db, ctx.actor.accountNumber, view);
      return { payments: rows.map(toPayment) };
    },

    /** updateotpayment: amount, date or method of a payment still scheduled. */
    async update(caller: Caller | null, id: string, body: UpdatePaymentBody): Promise<PaymentResult> {
      const ctx = await payerOf(db, caller);
      const account = ctx.actor.accountNumber;
      const today = isoDayOf(clock.now());
      await db.transaction().execute(async (trx) => {
        const current = await findPayment(trx, account, id);
        if (!current) throw errors.notFound('payment.not-found');
        if (current.status !== 'scheduled') throw conflict(PaymentMessages.notChangeable);
        // An arrangement's instalments are the dates and amounts agreed: cancelling one misses it.
        if (await isInstalment(trx, id)) throw errors.conflict('arrangement.instalment.locked');
        if (body.methodId === undefined && body.amountCents === undefined && body.payDate === undefined) {
          throw errors.badRequest('payment.nothing-to-change');
        }
        const payDate = body.payDate ?? current.pay_date;
        // updateScheduledAutoPayment (seed 002 §7, §8): an automatic payment pays one bill, so
        // it cannot move past that bill's due date.
        if (
          current.kind === 'autopay' &&
          current.autopay_cycle !== null &&
          payDate > current.autopay_cycle.slice(0, 10)
        ) {
          throw errors.badRequest('autopay.payment.incorrect-values', undefined, [
            issue('body.payDate', 'autopay.payment.incorrect-values'),
          ]);
        }
        if (body.payDate !== undefined) {
          const check = checkRescheduleDate(body.payDate, today);
          if (!check.ok) {
            throw errors.refused(check.message, 'payment.date.format', 'body.payDate');
          }
        }
        const methodId = body.methodId ?? current.method_id;
        await usableMethod(trx, account, methodId, payDate);
        const amount = body.amountCents ?? current.amount_cents;
        const changed = await transition(trx, id, 'scheduled', {
          method_id: methodId,
          amount_cents: amount,
          pay_date: payDate,
          updated_at: clock.now(),
          ...(ctx.csrId ? { csr_id: ctx.csrId } : {}),
        });
        // The job claimed it between our read and this write: it is being paid as it was.
        if (!changed) throw conflict(PaymentMessages.notChangeable);
        await recordBillingEvent(trx, {
          ...ctx.actor,
          at: clock.now(),
          action: 'billing.payment.updated',
          detail: `${id} ${amount}c ${payDate}`,
        });
      });
      return result(account, id, PaymentMessages.completed, ctx.csrId);
    },

    /** removeotimepayment. Cancelling a payment already cancelled answers as the first time did. */
    async cancel(caller: Caller | null, id: string): Promise<PaymentResult> {
      const ctx = await payerOf(db, caller);
      const account = ctx.actor.accountNumber;
      await db.transaction().execute(async (trx) => {
        const current = await findPayment(trx, account, id);
        if (!current) throw errors.notFound('payment.not-found');
        if (current.status === 'cancelled') return;
        // Opting out of an automatic payment that is no longer scheduled (seed 002 §8).
        if (current.kind === 'autopay' && current.status !== 'scheduled') {
          throw errors.conflict('autopay.payment.invalid');
        }
        const now = clock.now();
        const won = await transition(trx, id, 'scheduled', {
          status: 'cancelled',
          updated_at: now,
          ...(ctx.csrId ? { csr_id: ctx.csrId } : {}),
        });
        if (!won) throw conflict(PaymentMessages.notChangeable);
        await recordBillingEvent(trx, {
          ...ctx.actor,
          at: now,
          action: 'billing.payment.cancelled',
          detail: `${id} ${current.amount_cents}c`,
        });
      });
      return result(account, id, PaymentMessages.completed, ctx.csrId);
    },
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
