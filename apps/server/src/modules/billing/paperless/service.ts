import type { Log } from '../../../platform/logger.ts';
import type { Kysely } from 'kysely';
import type { CommunicationUpdateInput, CommunicationUpdateResult, EbillInfo } from '@coax/contract';
import {
  applyCommunicationUpdate,
  COMMUNICATION_OUTCOME_MESSAGES,
  PaperlessMessages,
  type CommunicationOutcome,
  type EbillPreferences,
} from '@coax/domain';
import type { Database } from '../../../db/schema.ts';
import type { Clock } from '../../../platform/clock.ts';
import { AppError, errors } from '../../../platform/errors.ts';
import type { Caller } from '../../../platform/http/caller.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import { billPayCaller } from '../payer.ts';
import { actorOf, recordBillingEvent } from '../audit.ts';
import { preferenceNotice } from './mail-text.ts';
import { ensureEbillRow, findDisconnectDate, findEbill, replaceEbill } from './repository.ts';

/** Compare-and-set rounds before giving up; another writer would have to win every one. */
const MAX_ATTEMPTS = 3;

export interface PaperlessDeps {
  db: Kysely<Database>;
  clock: Clock;
  mailer: Mailer;
  brand: string;
  log: Log;
}

type Applied = { outcome: CommunicationOutcome; before: EbillPreferences; next: EbillPreferences };

export function paperlessService(deps: PaperlessDeps) {
  const { db, clock, mailer, brand, log } = deps;
  /** Sends still on their way, so a shutdown can let them finish. */
  const sending = new Set<Promise<void>>();

  async function payer(caller: Caller | null) {
    const p = await billPayCaller(db, caller);
    const actor = p ? actorOf(p) : null;
    if (!p?.subject || !actor) throw errors.forbidden();
    return { actor, language: p.subject.user.language };
  }

  /** After the commit, and never able to undo it: a failed send is logged, the change stands. */
  function notify(outcome: CommunicationOutcome, applied: Applied, accountNumber: string, lang: 'en' | 'es') {
    if (outcome === 'unchanged') return;
    const to = applied.next.email ?? applied.before.email;
    if (!to) return;
    const message = preferenceNotice(outcome, { lang, brand, accountNumber, email: to, to });
    const send = mailer
      .send(message)
      .catch((e: unknown) => log.error({ err: e, outcome }, 'paperless notice not sent'))
      .finally(() => sending.delete(send));
    sending.add(send);
  }

  return {
    async ebill(caller: Caller | null): Promise<EbillInfo> {
      const { actor } = await payer(caller);
      const prefs = await findEbill(db, actor.accountNumber);
      return { ...prefs, discoDate: await findDisconnectDate(db, actor.accountNumber) };
    },

    /** updateprefcom: a three-way merge of what the page loaded, what it wants, and what is stored. */
    async update(caller: Caller | null, body: CommunicationUpdateInput): Promise<CommunicationUpdateResult> {
      const { actor, language } = await payer(caller);
      const { accountNumber } = actor;
      const at = clock.now();
      const applied = await db.transaction().execute(async (trx): Promise<Applied> => {
        await ensureEbillRow(trx, accountNumber, at, actor.agentId);
        for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
          const before = await findEbill(trx, accountNumber);
          const result = applyCommunicationUpdate(before, body);
          if (!result.ok) {
            if (result.reason === 'stale') throw new AppError(409, 'CONFLICT', result.message);
            throw errors.badRequest(result.message, [{ path: 'body.email', message: result.message }]);
          }
          if (result.outcome === 'unchanged') return { outcome: 'unchanged', before, next: before };
          if (await replaceEbill(trx, accountNumber, before, result.next, at, actor.agentId)) {
            await recordBillingEvent(trx, {
              ...actor,
              at,
              action:
                before.paperBill !== result.next.paperBill
                  ? 'billing.paperless.changed'
                  : 'billing.email-preferences.changed',
              detail: result.outcome,
            });
            return { outcome: result.outcome, before, next: result.next };
          }
        }
        // Another writer won every round: the same answer as a stale page, since that is what it is now.
        throw new AppError(409, 'CONFLICT', PaperlessMessages.stale);
      });
      notify(applied.outcome, applied, accountNumber, language);
      return {
        outcome: applied.outcome,
        message: COMMUNICATION_OUTCOME_MESSAGES[applied.outcome],
        ebill: { ...applied.next, discoDate: await findDisconnectDate(db, accountNumber) },
      };
    },

    /** Waits for notices still being sent (at shutdown). */
    async drain(): Promise<void> {
      await Promise.all([...sending]);
    },
  };
}

export type PaperlessService = ReturnType<typeof paperlessService>;
