import type { Kysely, Transaction } from 'kysely';
import type {
  PaymentMethod,
  PaymentMethodImpact,
  PaymentMethodRemoved,
  RemovePaymentMethodBody,
} from '@coax/contract';
import { deleteOutcome } from '@coax/domain';
import type { Database } from '../../../db/schema.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Caller } from '../../../platform/http/caller.ts';
import { recordBillingEvent, type BillingActor } from '../audit.ts';
import { deleteEnrolment, updateEnrolment } from '../payments/autopay-repository.ts';
import { transition } from '../payments/repository.ts';
import {
  autopayMethodId,
  findMethod,
  listMethods,
  lockAccount,
  scheduledPaymentsOf,
  setDefault,
  updateMethod,
  type MethodRow,
} from './repository.ts';
import { MethodErrors } from './validate.ts';
import { monthOf, toPaymentMethod } from './view.ts';

interface RemovalDeps {
  db: Kysely<Database>;
  clock: Clock;
  payer: (caller: Caller | null) => Promise<{ account: string; actor: BillingActor }>;
  view: (account: string, row: MethodRow) => Promise<PaymentMethod>;
}

/** Where a method's payments may go: the account's other methods that can still be charged. */
function moveTargets(rows: MethodRow[], removing: string, now: number): PaymentMethod[] {
  const today = monthOf(now);
  return rows
    .filter((r) => r.id !== removing)
    .map((r) => toPaymentMethod(r, null, today))
    .filter((m) => !m.expired);
}

/**
 * Deleting a method (seed 002 §4 Payment delete outcome): what uses it, and the removal that
 * moves or cancels those uses in the same transaction, so no scheduled payment or autopay is
 * ever left pointing at a deleted method.
 */
export function removalService(deps: RemovalDeps) {
  const { db, clock, payer, view } = deps;

  async function dependents(q: Kysely<Database> | Transaction<Database>, account: string, id: string) {
    const [scheduled, autopayId, rows] = await Promise.all([
      scheduledPaymentsOf(q, account, id),
      autopayMethodId(q, account),
      listMethods(q, account),
    ]);
    return { scheduled, usedByAutopay: autopayId === id, rows };
  }

  return {
    async impact(caller: Caller | null, id: string): Promise<PaymentMethodImpact> {
      const { account } = await payer(caller);
      const method = await findMethod(db, account, id);
      if (!method) throw MethodErrors.notFound();
      const { scheduled, usedByAutopay, rows } = await dependents(db, account, id);
      const targets = moveTargets(rows, id, clock.now());
      const outcome = deleteOutcome({
        isLast: rows.length <= 1,
        scheduledCount: scheduled.length,
        usedByAutopay,
      });
      return {
        method: await view(account, method),
        // With only expired cards left there is nowhere to move to: cancelling is the one choice.
        outcome: {
          ...outcome,
          choices: targets.length > 0 ? outcome.choices : outcome.choices.filter((c) => c !== 'move'),
        },
        scheduledPayments: scheduled.map((p) => ({
          paymentID: p.id,
          payDate: p.pay_date,
          payAmount: p.amount_cents,
          kind: p.kind,
        })),
        usedByAutopay,
        moveTargets: targets.map((m) => ({
          id: m.id,
          payMethodName: m.payMethodName,
          isDefault: m.isDefault,
        })),
      };
    },

    async remove(
      caller: Caller | null,
      id: string,
      body: RemovePaymentMethodBody,
    ): Promise<PaymentMethodRemoved> {
      const { account, actor } = await payer(caller);
      return db.transaction().execute(async (trx) => {
        await lockAccount(trx, account);
        const method = await findMethod(trx, account, id);
        if (!method) throw MethodErrors.notFound();
        const now = clock.now();
        const { scheduled, usedByAutopay, rows } = await dependents(trx, account, id);
        const hasDependents = scheduled.length > 0 || usedByAutopay;
        const audit = (action: Parameters<typeof recordBillingEvent>[1]['action'], detail: string) =>
          recordBillingEvent(trx, { ...actor, at: now, action, detail });

        let moved = 0;
        let cancelled = 0;
        let autopay: PaymentMethodRemoved['autopay'] = 'unchanged';
        if (body.dependents === 'move') {
          const target = moveTargets(rows, id, now).find((m) => m.id === body.moveTo);
          // A move must name a real destination even when nothing needs moving: a wrong id is a mistake to report.
          if (!target) throw MethodErrors.noMoveTarget();
          for (const p of scheduled) {
            // Only a payment still scheduled moves; one the posting job has claimed keeps its method.
            if (await transition(trx, p.id, 'scheduled', { method_id: target.id, updated_at: now })) {
              moved += 1;
              await audit('billing.payment.updated', `${p.id} method ${id} -> ${target.id}`);
            }
          }
          if (usedByAutopay) {
            await updateEnrolment(trx, account, { method_id: target.id, updated_at: now });
            autopay = 'moved';
            await audit('billing.autopay.changed', `method ${id} -> ${target.id}`);
          }
        } else if (hasDependents) {
          for (const p of scheduled) {
            if (await transition(trx, p.id, 'scheduled', { status: 'cancelled', updated_at: now })) {
              cancelled += 1;
              await audit('billing.payment.cancelled', `${p.id} ${p.amount_cents}c method removed`);
            }
          }
          if (usedByAutopay) {
            await deleteEnrolment(trx, account);
            autopay = 'cancelled';
            await audit('billing.autopay.cancelled', `method ${id} removed`);
          }
        }

        await updateMethod(trx, id, { removed_at: now, is_default: 0, updated_at: now });
        // The default goes to the next method in list order (the oldest remaining).
        let newDefaultId: string | null = null;
        if (method.is_default === 1) {
          const next = rows.find((r) => r.id !== id);
          if (next) {
            await setDefault(trx, account, next.id, now);
            newDefaultId = next.id;
          }
        }
        await audit('billing.method.removed', `${id}${newDefaultId ? ` default -> ${newDefaultId}` : ''}`);
        return { message: 'Completed successfully.', moved, cancelled, autopay, newDefaultId };
      });
    },
  };
}
