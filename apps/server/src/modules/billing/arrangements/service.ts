import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ArrangementOffer, CreateArrangementBody, PaymentArrangement } from '@coax/contract';
import {
  ARRANGEMENT_BROKEN_NOTICE_DAYS,
  arrangementEligibility,
  arrangementLastDay,
  checkArrangementPlan,
  DAY_MS,
  isoDayOf,
  suggestArrangement,
  type ArrangementRules,
  type ArrangementSnapshot,
} from '@coax/domain';
import type { Database } from '../../../db/schema.ts';
import type { Clock } from '../../../platform/clock.ts';
import { AppError, errors, issue } from '../../../platform/errors.ts';
import type { Caller } from '../../../platform/http/caller.ts';
import { recordBillingEvent } from '../audit.ts';
import { isUniqueViolation } from '../methods/service.ts';
import { payerOf } from '../payer.ts';
import { findBalance } from '../repository.ts';
import { insertPayment } from '../payments/repository.ts';
import { newPaymentId, usableMethod } from '../payments/service.ts';
import {
  currentArrangement,
  insertArrangement,
  insertInstalment,
  instalmentsOf,
  lastBrokenAt,
} from './repository.ts';
import { toArrangement } from './view.ts';

export interface ArrangementDeps {
  db: Kysely<Database>;
  clock: Clock;
  rules: ArrangementRules;
}

const newArrangementId = () => `arr_${randomBytes(12).toString('hex')}`;

const ineligible = (reason: 'not-past-due' | 'active' | 'broken-recently') =>
  errors.conflict(`arrangement.not-eligible.${reason}`);

export function arrangementsService(deps: ArrangementDeps) {
  const { db, clock, rules } = deps;

  async function view(accountNumber: string): Promise<PaymentArrangement | null> {
    const a = await currentArrangement(db, accountNumber);
    return a ? toArrangement(a, await instalmentsOf(db, a.id)) : null;
  }

  /** Who may have one now, and why not: from the balance and the account's arrangements. */
  async function eligibility(accountNumber: string, today: string) {
    const [balance, current, brokenAt] = await Promise.all([
      findBalance(db, accountNumber),
      currentArrangement(db, accountNumber),
      lastBrokenAt(db, accountNumber),
    ]);
    const pastDueCents = balance?.past_due_cents ?? 0;
    const verdict = arrangementEligibility({
      pastDueCents,
      hasActive: current?.status === 'active',
      lastBrokenOn: brokenAt === null ? null : isoDayOf(brokenAt),
      today,
      rules,
    });
    return { pastDueCents, verdict };
  }

  return {
    async offer(caller: Caller | null): Promise<ArrangementOffer> {
      const { actor } = await payerOf(db, caller);
      const today = isoDayOf(clock.now());
      const { pastDueCents, verdict } = await eligibility(actor.accountNumber, today);
      const counts = Array.from({ length: rules.maxInstalments - 1 }, (_, i) => i + 2);
      return {
        eligible: verdict.eligible,
        reason: verdict.eligible ? null : `arrangement.not-eligible.${verdict.reason}`,
        pastDueAmount: pastDueCents,
        today,
        lastDay: arrangementLastDay(today, rules),
        maxInstalments: rules.maxInstalments,
        suggestions: verdict.eligible
          ? counts.map((n) =>
              suggestArrangement(pastDueCents, n, today, rules).map((p) => ({
                payDate: p.payDate,
                amount: p.amountCents,
              })),
            )
          : [],
        current: await view(actor.accountNumber),
      };
    },

    /**
     * Splits the past-due amount into the instalments asked for. Each is an ordinary scheduled
     * payment, so the posting job makes it exactly once; the arrangement, its payments and their
     * audit rows commit together. The one-active index refuses a second arrangement made at once.
     */
    async create(caller: Caller | null, body: CreateArrangementBody): Promise<PaymentArrangement> {
      const ctx = await payerOf(db, caller);
      const account = ctx.actor.accountNumber;
      const now = clock.now();
      const today = isoDayOf(now);
      const { pastDueCents, verdict } = await eligibility(account, today);
      if (!verdict.eligible) throw ineligible(verdict.reason);
      const plan = body.instalments.map((i) => ({ payDate: i.payDate, amountCents: i.amountCents }));
      const check = checkArrangementPlan(plan, pastDueCents, today, rules);
      if (!check.ok) {
        const reason = `arrangement.plan.${check.problem}` as const;
        const field = check.problem === 'date' || check.problem === 'order' ? 'payDate' : 'amountCents';
        const path = check.index === null ? 'body.instalments' : `body.instalments.${check.index}.${field}`;
        throw errors.badRequest(reason, undefined, [issue(path, reason)]);
      }
      for (const [i, p] of body.instalments.entries()) {
        try {
          await usableMethod(db, account, p.methodId, p.payDate);
        } catch (err) {
          // The same refusal, pointed at the instalment's method.
          if (err instanceof AppError && err.reason === 'payment.card-expired') {
            throw errors.badRequest('payment.card-expired', undefined, [
              issue(`body.instalments.${i}.methodId`, 'payment.card-expired'),
            ]);
          }
          throw err;
        }
      }
      const id = newArrangementId();
      try {
        await db.transaction().execute(async (trx) => {
          await insertArrangement(trx, {
            id,
            account_number: account,
            status: 'active',
            total_cents: pastDueCents,
            csr_id: ctx.csrId,
            created_by: ctx.actor.subjectId,
            created_at: now,
            updated_at: now,
            ended_at: null,
          });
          for (const [i, p] of body.instalments.entries()) {
            const paymentId = newPaymentId();
            await insertPayment(trx, {
              id: paymentId,
              account_number: account,
              method_id: p.methodId,
              amount_cents: p.amountCents,
              pay_date: p.payDate,
              kind: 'one_time',
              status: 'scheduled',
              autopay_cycle: null,
              gateway_ref: null,
              failure_reason: null,
              csr_id: ctx.csrId,
              created_by: ctx.actor.subjectId,
              created_at: now,
              updated_at: now,
              posted_at: null,
            });
            await insertInstalment(trx, { arrangement_id: id, seq: i + 1, payment_id: paymentId });
            await recordBillingEvent(trx, {
              ...ctx.actor,
              at: now,
              action: 'billing.payment.scheduled',
              detail: `${paymentId} ${p.amountCents}c ${p.payDate} arrangement ${id}`,
            });
          }
          await recordBillingEvent(trx, {
            ...ctx.actor,
            at: now,
            action: 'billing.arrangement.made',
            detail: `${id} ${pastDueCents}c in ${body.instalments.length}`,
          });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw ineligible('active');
        throw err;
      }
      const made = await view(account);
      if (!made) throw errors.notFound('arrangement.not-found');
      return made;
    },

    /**
     * What the bill widget and the alerts say of it: the active one with its next instalment, or
     * one a missed instalment cancelled in the last 30 days; null otherwise.
     */
    async snapshot(accountNumber: string): Promise<ArrangementSnapshot | null> {
      const a = await currentArrangement(db, accountNumber);
      if (!a) return null;
      if (a.status === 'active') {
        const next = (await instalmentsOf(db, a.id)).find(
          (i) => i.status === 'scheduled' || i.status === 'processing',
        );
        return {
          status: 'active',
          nextPayDate: next?.pay_date ?? null,
          nextAmountCents: next?.amount_cents ?? null,
        };
      }
      const recent =
        a.ended_at !== null && a.ended_at >= clock.now() - ARRANGEMENT_BROKEN_NOTICE_DAYS * DAY_MS;
      return a.status === 'broken' && recent
        ? { status: 'broken', nextPayDate: null, nextAmountCents: null }
        : null;
    },
  };
}

export type ArrangementsService = ReturnType<typeof arrangementsService>;
