import type { Kysely } from 'kysely';
import { AUDIT_SYSTEM_ACTOR, arrangementOutcome } from '@coax/domain';
import type { Database } from '../../../db/schema.ts';
import { enqueue, noticeMessages } from '../../../platform/outbox/outbox.ts';
import { recordBillingEvent } from '../audit.ts';
import type { ContactRoutes } from '../../identity/index.ts';
import { noticeRecipient } from '../calendar-repository.ts';
import { findBalance } from '../repository.ts';
import { arrangementBrokenNotice } from './notice-text.ts';
import { accountHolder, transition } from '../payments/repository.ts';
import { activeArrangements, endArrangement, instalmentsOf } from './repository.ts';

/** Arrangements one pass looks at, at most; the next pass takes the rest. */
const BATCH = 200;

export interface ArrangementPass {
  completed: number;
  broken: number;
}

/**
 * After the posting job: an arrangement whose instalments all posted is completed; one with an
 * instalment declined, failed or cancelled (a missed instalment) is cancelled, its instalments still
 * scheduled are cancelled with it, and the subscriber is told through the outbox, by e-mail and
 * text as the primary user's contact entries say. Each is ended by a guarded update
 * (`status = 'active'`) in the transaction that does the rest, so two runners, or a second pass,
 * end it and write the message once.
 */
export function arrangementJob(deps: { db: Kysely<Database>; brand: string; routes: ContactRoutes }) {
  const { db, brand, routes } = deps;
  /** `only` limits the pass to one account (the test-clock posting route); the timer's pass takes all. */
  return async function run(now: number, only?: { accountNumber: string }): Promise<ArrangementPass> {
    const pass: ArrangementPass = { completed: 0, broken: 0 };
    for (const a of await activeArrangements(db, BATCH, only?.accountNumber)) {
      const instalments = await instalmentsOf(db, a.id);
      const outcome = arrangementOutcome(instalments.map((i) => i.status));
      if (outcome === null) continue;
      const actor = {
        agentId: AUDIT_SYSTEM_ACTOR,
        subjectId: await accountHolder(db, a.account_number),
        accountNumber: a.account_number,
      };
      const ended = await db.transaction().execute(async (trx) => {
        if (!(await endArrangement(trx, a.id, outcome, now))) return false;
        if (outcome === 'completed') {
          await recordBillingEvent(trx, {
            ...actor,
            at: now,
            action: 'billing.arrangement.completed',
            detail: a.id,
          });
          return true;
        }
        const missed = instalments.find((i) => i.status !== 'posted' && i.status !== 'scheduled');
        for (const i of instalments) {
          if (i.status !== 'scheduled') continue;
          if (await transition(trx, i.payment_id, 'scheduled', { status: 'cancelled', updated_at: now })) {
            await recordBillingEvent(trx, {
              ...actor,
              at: now,
              action: 'billing.payment.cancelled',
              detail: `${i.payment_id} ${i.amount_cents}c arrangement ${a.id} cancelled`,
            });
          }
        }
        await recordBillingEvent(trx, {
          ...actor,
          at: now,
          action: 'billing.arrangement.broken',
          status: 402,
          detail: `${a.id} missed ${missed?.payment_id ?? ''} ${missed?.status ?? ''}`.trim(),
        });
        const to = await noticeRecipient(trx, a.account_number, routes);
        if (to.email || to.phone) {
          const balance = await findBalance(trx, a.account_number);
          const text = arrangementBrokenNotice(
            { pastDueCents: balance?.past_due_cents ?? 0, brand },
            to.language,
          );
          await enqueue(
            trx,
            now,
            noticeMessages(to, text, { brand, topic: `billing:arrangement:${a.id}:broken` }),
          );
        }
        return true;
      });
      if (ended) pass[outcome] += 1;
    }
    return pass;
  };
}
