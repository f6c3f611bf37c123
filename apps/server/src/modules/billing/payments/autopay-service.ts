import type { Kysely } from 'kysely';
import type {
  AutopayBody,
  AutopayEnrolment,
  AutopayResult,
  AutopayState,
  RemoveAutopayBody,
} from '@coax/contract';
import {
  autopayCardExpiresBy,
  autopayChargeCents,
  cardStatusOn,
  checkAutopayAmount,
  checkAutopaySchedule,
  isoDayOf,
  nextAutopayRun,
  upcomingAutopayRuns,
  PaymentMessages,
  type AutopayAmount,
  type AutopaySchedule,
} from '@coax/domain';
import type { Database } from '../../../db/schema.ts';
import type { AutopayEnrolmentsTable } from '../../../db/schema-billing.ts';
import type { Clock } from '../../../platform/clock.ts';
import { errors, issue } from '../../../platform/errors.ts';
import type { Caller } from '../../../platform/http/caller.ts';
import { recordBillingEvent } from '../audit.ts';
import { payerOf } from '../payer.ts';
import { autopayAmountOf, autopayScheduleOf } from './posting-job.ts';
import {
  balanceOf,
  deleteEnrolment,
  findEnrolmentWithMethod,
  insertEnrolment,
  isEnrolled,
  pendingAutopayIds,
  updateEnrolment,
} from './autopay-repository.ts';
import { findLiveMethod, findPayment, transition } from './repository.ts';
import { toPayment } from './view.ts';

type Q = Kysely<Database>;

function scheduleFrom(b: AutopayBody): AutopaySchedule {
  return b.dateType === 'days_before'
    ? { dateType: 'days_before', daysInAdvance: b.daysInAdvance ?? 0 }
    : { dateType: 'day_of_month', dayOfMonth: b.dayOfMonth ?? 0 };
}

function amountFrom(b: AutopayBody): AutopayAmount {
  if (b.amountType === 'cap') return { amountType: 'cap', capCents: b.capAmount ?? 0 };
  if (b.amountType === 'fixed') return { amountType: 'fixed', fixedCents: b.fixAmount ?? 0 };
  return { amountType: 'due' };
}

/** The columns an enrolment's settings fill; the options not chosen are stored as null. */
function columnsOf(b: AutopayBody) {
  const s = scheduleFrom(b);
  const a = amountFrom(b);
  return {
    method_id: b.methodId,
    date_type: s.dateType,
    days_in_advance: s.dateType === 'days_before' ? s.daysInAdvance : null,
    day_of_month: s.dateType === 'day_of_month' ? s.dayOfMonth : null,
    amount_type: a.amountType,
    cap_cents: a.amountType === 'cap' ? a.capCents : null,
    fixed_cents: a.amountType === 'fixed' ? a.fixedCents : null,
  } satisfies Partial<AutopayEnrolmentsTable>;
}

export function autopayService(deps: { db: Q; clock: Clock }) {
  const { db, clock } = deps;

  /** Checks the settings against the seed's rules, the account's methods and what is due now. */
  async function validate(q: Q, accountNumber: string, b: AutopayBody) {
    const schedule = checkAutopaySchedule(scheduleFrom(b));
    if (!schedule.ok) {
      throw errors.refused(
        schedule.message,
        'autopay.days-before',
        `body.${schedule.code === 'daysBefore' ? 'daysInAdvance' : 'dayOfMonth'}`,
      );
    }
    const balance = await balanceOf(q, accountNumber);
    const amount = checkAutopayAmount(amountFrom(b), balance?.amount_due_cents ?? 0);
    if (!amount.ok) {
      throw errors.refused(
        amount.message,
        'payment.amount.format',
        `body.${b.amountType === 'cap' ? 'capAmount' : 'fixAmount'}`,
      );
    }
    const method = await findLiveMethod(q, accountNumber, b.methodId);
    if (!method) throw errors.notFound('payment.method.not-found');
    if (
      method.exp_month !== null &&
      method.exp_year !== null &&
      cardStatusOn(method.exp_month, method.exp_year, isoDayOf(clock.now())) === 'expired'
    ) {
      throw errors.badRequest('payment.card-expired', undefined, [
        issue('body.methodId', 'payment.card-expired'),
      ]);
    }
  }

  async function state(accountNumber: string, csrId: string | null): Promise<AutopayState> {
    const e = await findEnrolmentWithMethod(db, accountNumber);
    if (!e) return { enrolment: null, csrId };
    const schedule = autopayScheduleOf(e);
    const amount = autopayAmountOf(e);
    const balance = await balanceOf(db, accountNumber);
    const next = schedule ? nextAutopayRun(schedule, balance?.due_date ?? null, isoDayOf(clock.now())) : null;
    const pendingId = (await pendingAutopayIds(db, accountNumber))[0]?.id;
    const pending = pendingId ? await findPayment(db, accountNumber, pendingId) : undefined;
    const runs = schedule
      ? upcomingAutopayRuns(schedule, balance?.due_date ?? null, isoDayOf(clock.now()))
      : [];
    const cardExpiredBy = autopayCardExpiresBy(
      { expMonth: e.exp_month, expYear: e.exp_year },
      runs.map((r) => r.runDate),
    );
    const enrolment: AutopayEnrolment = {
      methodId: e.method_id,
      payMethodName: e.nickname,
      dateType: e.date_type,
      daysInAdvance: e.days_in_advance,
      dayOfMonth: e.day_of_month,
      amountType: e.amount_type,
      capAmount: e.cap_cents,
      fixAmount: e.fixed_cents,
      nextRunDate: next?.runDate ?? null,
      nextCycle: next?.cycle ?? null,
      nextAmount: amount && balance ? autopayChargeCents(amount, balance.amount_due_cents) : null,
      cardWillExpire: cardExpiredBy !== null,
      cardExpiredBy,
      pendingPayment: pending ? toPayment(pending) : null,
    };
    return { enrolment, csrId };
  }

  return {
    async get(caller: Caller | null): Promise<AutopayState> {
      const ctx = await payerOf(db, caller);
      return state(ctx.actor.accountNumber, ctx.csrId);
    },

    /** createautopayment. A second set-up is refused: the settings are changed with update. */
    async setUp(caller: Caller | null, body: AutopayBody): Promise<AutopayResult> {
      const ctx = await payerOf(db, caller);
      const account = ctx.actor.accountNumber;
      await db.transaction().execute(async (trx) => {
        await validate(trx, account, body);
        const now = clock.now();
        const enrolled = await insertEnrolment(
          trx,
          {
            account_number: account,
            ...columnsOf(body),
            email: null,
            created_by: ctx.actor.agentId,
            created_at: now,
            updated_at: now,
          },
          { ifAbsent: true },
        );
        if (!enrolled) {
          throw errors.conflict('autopay.exists');
        }
        await recordBillingEvent(trx, {
          ...ctx.actor,
          at: now,
          action: 'billing.autopay.set',
          detail: `${body.dateType} ${body.amountType}`,
        });
      });
      return { ...(await state(account, ctx.csrId)), message: PaymentMessages.completed };
    },

    /** updateautopayment: new settings from the next run on. */
    async update(caller: Caller | null, body: AutopayBody): Promise<AutopayResult> {
      const ctx = await payerOf(db, caller);
      const account = ctx.actor.accountNumber;
      await db.transaction().execute(async (trx) => {
        await validate(trx, account, body);
        const now = clock.now();
        const changed = await updateEnrolment(trx, account, { ...columnsOf(body), updated_at: now });
        if (!changed) throw errors.notFound('autopay.not-found');
        await recordBillingEvent(trx, {
          ...ctx.actor,
          at: now,
          action: 'billing.autopay.changed',
          detail: `${body.dateType} ${body.amountType}`,
        });
      });
      return { ...(await state(account, ctx.csrId)), message: PaymentMessages.completed };
    },

    /**
     * removeautopayment (seed 002 §7): removeScheduledInd cancels autopay payments made but not
     * yet posted; unregisterAutoPayInd ends the enrolment. Both, or either, in one transaction.
     */
    async remove(caller: Caller | null, body: RemoveAutopayBody): Promise<AutopayResult> {
      const ctx = await payerOf(db, caller);
      const account = ctx.actor.accountNumber;
      if (!body.removeScheduledInd && !body.unregisterAutoPayInd) {
        throw errors.badRequest('autopay.opt-out.none');
      }
      await db.transaction().execute(async (trx) => {
        const now = clock.now();
        const enrolled = await isEnrolled(trx, account);
        const pending = body.removeScheduledInd ? await pendingAutopayIds(trx, account) : [];
        // Seed 002 §8: one cannot opt out of autopay when it is not set.
        if (!enrolled && pending.length === 0) throw errors.notFound('autopay.not-found');
        for (const p of pending) {
          if (
            await transition(trx, p.id, 'scheduled', {
              status: 'cancelled',
              updated_at: now,
              ...(ctx.csrId ? { csr_id: ctx.csrId } : {}),
            })
          ) {
            await recordBillingEvent(trx, {
              ...ctx.actor,
              at: now,
              action: 'billing.payment.cancelled',
              detail: `${p.id} ${p.amount_cents}c autopay`,
            });
          }
        }
        if (body.unregisterAutoPayInd && enrolled) {
          await deleteEnrolment(trx, account);
          await recordBillingEvent(trx, { ...ctx.actor, at: now, action: 'billing.autopay.cancelled' });
        }
      });
      return { ...(await state(account, ctx.csrId)), message: PaymentMessages.completed };
    },
  };
}

export type AutopayService = ReturnType<typeof autopayService>;
