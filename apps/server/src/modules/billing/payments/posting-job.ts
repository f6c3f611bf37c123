import {
  AUDIT_SYSTEM_ACTOR,
  autopayChargeCents,
  autopayRunsToday,
  isoDayOf,
  type AutopayAmount,
  type AutopaySchedule,
} from '@coax/domain';
import { MINUTE } from '../../../platform/clock.ts';
import { recordBillingEvent, type BillingActor } from '../audit.ts';
import {
  accountHolder,
  claimStale,
  duePaymentIds,
  findMethodToken,
  findPaymentById,
  insertPayment,
  staleProcessing,
  transition,
} from './repository.ts';
import { enrolmentsToRun } from './autopay-repository.ts';
import { newPaymentId } from './service.ts';
import { chargeAndSettle, type ChargeDeps, type SettleOutcome } from './settle.ts';

/** Who the job acts as in the audit log. */
export const JOB_AGENT_ID = AUDIT_SYSTEM_ACTOR;
/**
 * A payment 'processing' this long was left by a crash (a request takes seconds, a gateway call
 * gives up well before): the job asks the gateway again with the same reference, which answers
 * with the first result.
 */
export const STALE_PROCESSING_MS = 2 * MINUTE;
/** At most this many payments per pass, so one pass stays short; the next pass takes the rest. */
const BATCH = 500;

export interface PostingSummary {
  posted: number;
  declined: number;
  failed: number;
  /** claimed but still waiting for the gateway's answer */
  pending: number;
}

/** Enrolment fields as the domain reads them. */
export function autopayScheduleOf(e: {
  date_type: string;
  days_in_advance: number | null;
  day_of_month: number | null;
}): AutopaySchedule | null {
  if (e.date_type === 'days_before' && e.days_in_advance !== null) {
    return { dateType: 'days_before', daysInAdvance: e.days_in_advance };
  }
  if (e.date_type === 'day_of_month' && e.day_of_month !== null) {
    return { dateType: 'day_of_month', dayOfMonth: e.day_of_month };
  }
  return null;
}

export function autopayAmountOf(e: {
  amount_type: string;
  cap_cents: number | null;
  fixed_cents: number | null;
}): AutopayAmount | null {
  if (e.amount_type === 'due') return { amountType: 'due' };
  if (e.amount_type === 'cap' && e.cap_cents !== null) return { amountType: 'cap', capCents: e.cap_cents };
  if (e.amount_type === 'fixed' && e.fixed_cents !== null) {
    return { amountType: 'fixed', fixedCents: e.fixed_cents };
  }
  return null;
}

/**
 * The billing jobs. Every step is a conditional update that only one caller can win, so the jobs
 * may run twice at once, in one process or on several, and each payment is charged once.
 */
export function billingJobs(deps: ChargeDeps) {
  const { db, clock } = deps;

  async function actorFor(accountNumber: string): Promise<BillingActor> {
    return { agentId: JOB_AGENT_ID, subjectId: await accountHolder(db, accountNumber), accountNumber };
  }

  /** Charges one payment this caller has claimed (it is 'processing' and ours). */
  async function settleClaimed(id: string): Promise<SettleOutcome> {
    const p = await findPaymentById(db, id);
    if (!p || p.status !== 'processing') return { status: 'settled_elsewhere', current: p?.status ?? null };
    const actor = await actorFor(p.account_number);
    const method = await findMethodToken(db, p.method_id);
    if (!method || method.removed_at !== null) {
      // Removing a method moves or cancels its payments in the same transaction; one that slipped
      // through is not charged to a method the person took away.
      const reason = 'The payment method was removed.';
      await db.transaction().execute(async (trx) => {
        if (
          await transition(trx, id, 'processing', {
            status: 'failed',
            failure_reason: reason,
            updated_at: clock.now(),
          })
        ) {
          await recordBillingEvent(trx, {
            ...actor,
            at: clock.now(),
            action: 'billing.payment.failed',
            status: 410,
            detail: `${id} method removed`,
          });
        }
      });
      return { status: 'failed', reason };
    }
    return chargeAndSettle(deps, {
      id,
      accountNumber: p.account_number,
      amountCents: p.amount_cents,
      token: method.gateway_token,
      actor,
    });
  }

  function tally(outcomes: SettleOutcome[]): PostingSummary {
    const count = (s: SettleOutcome['status']) => outcomes.filter((o) => o.status === s).length;
    return {
      posted: count('posted'),
      declined: count('declined'),
      failed: count('failed'),
      pending: count('processing'),
    };
  }

  const jobs = {
    /**
     * Posts every scheduled payment whose day has come. Each is claimed with
     * `update payments set status = 'processing' where id = ? and status = 'scheduled'`: only the
     * caller whose update changed the row goes on to charge it. Then payments a crash left
     * 'processing' are taken over the same way and settled. `only` limits the pass to one account
     * (the test-clock posting route, payments/test-clock-routes.ts); the timer's pass takes all.
     */
    async postDuePayments(now: number, only?: { accountNumber: string }): Promise<PostingSummary> {
      const today = isoDayOf(now);
      const account = only?.accountNumber;
      const outcomes: SettleOutcome[] = [];
      for (const { id } of await duePaymentIds(db, today, BATCH, account)) {
        if (!(await transition(db, id, 'scheduled', { status: 'processing', updated_at: now }))) continue;
        outcomes.push(await settleClaimed(id));
      }
      for (const stale of await staleProcessing(db, now - STALE_PROCESSING_MS, BATCH, account)) {
        const outcome = await jobs.settleStale(stale.id, stale.updated_at, now);
        if (outcome) outcomes.push(outcome);
      }
      return tally(outcomes);
    },

    /**
     * Takes over one payment a crash left 'processing' (seen with `seenUpdatedAt`) and settles it
     * with the gateway's answer for its reference; undefined when another caller took it first.
     */
    async settleStale(id: string, seenUpdatedAt: number, now: number): Promise<SettleOutcome | undefined> {
      if (!(await claimStale(db, id, seenUpdatedAt, now))) return undefined;
      const outcome = await settleClaimed(id);
      deps.log?.warn(
        { paymentId: id, outcome: outcome.status },
        'payment left processing by a crash settled',
      );
      return outcome;
    },

    /**
     * Makes each enrolment's payment for the current bill on its run day. The unique index on
     * (account_number, autopay_cycle) makes a second insert for the same bill a no-op, whichever
     * process tries; the payment then posts through postDuePayments like any other.
     */
    async runAutopay(now: number): Promise<{ created: number }> {
      const today = isoDayOf(now);
      const rows = await enrolmentsToRun(db);
      let created = 0;
      for (const e of rows) {
        const schedule = autopayScheduleOf(e);
        const amount = autopayAmountOf(e);
        if (!schedule || !amount || !e.due_date) continue;
        if (!autopayRunsToday(schedule, e.due_date, today, isoDayOf(e.created_at))) continue;
        const cents = autopayChargeCents(amount, e.amount_due_cents);
        if (cents <= 0) continue;
        const id = newPaymentId();
        const actor = await actorFor(e.account_number);
        const inserted = await db.transaction().execute(async (trx) => {
          const wrote = await insertPayment(
            trx,
            {
              id,
              account_number: e.account_number,
              method_id: e.method_id,
              amount_cents: cents,
              pay_date: today,
              kind: 'autopay',
              status: 'scheduled',
              autopay_cycle: e.due_date,
              gateway_ref: null,
              failure_reason: null,
              csr_id: null,
              created_by: actor.subjectId,
              created_at: now,
              updated_at: now,
              posted_at: null,
            },
            { ifAbsent: true },
          );
          if (!wrote) return false;
          await recordBillingEvent(trx, {
            ...actor,
            at: now,
            action: 'billing.payment.scheduled',
            detail: `${id} ${cents}c autopay ${e.due_date}`,
          });
          return true;
        });
        if (inserted) created += 1;
      }
      return { created };
    },

    /** One pass of everything: autopay first, so today's autopay payments post in the same pass. */
    async runAll(now: number) {
      const autopay = await jobs.runAutopay(now);
      const posting = await jobs.postDuePayments(now);
      return { autopay, posting };
    },
  };
  return jobs;
}

export type BillingJobs = ReturnType<typeof billingJobs>;
