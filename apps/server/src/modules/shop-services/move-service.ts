import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MoveLead, MoveLeadSaved, MoveLeadState } from '@coax/contract';
import { MoveLeadMessages, formatPhone, isoDayOf, moveDayProblem, type MoveDayProblem } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { newConfirmationCode } from '../../platform/confirmation-code.ts';
import { errors } from '../../platform/errors.ts';
import { enqueue } from '../../platform/outbox/outbox.ts';
import * as moves from './move-repository.ts';
import { mustChange, type ServicesOwner } from './owner.ts';
import { lockAccount } from './repository.ts';

const DAY_MESSAGES = {
  format: MoveLeadMessages.format,
  past: MoveLeadMessages.past,
  'too-far': MoveLeadMessages.tooFar,
} satisfies Record<MoveDayProblem, string>;

const view = (row: moves.MoveLeadRow): MoveLead => ({
  reference: row.reference,
  moveOn: row.move_on,
  address: { street: row.street, line2: row.line2, city: row.city, state: row.state, zip: row.zip },
  phone: row.phone,
  served: row.served === 1,
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
});

/**
 * easyMoveLead (seed 002 §7): one open move request per account, sent or changed by the primary
 * user or an agent acting for the account, confirmed by e-mail in the transaction that writes it.
 */
export function moveLeadService(deps: { db: Kysely<Database>; clock: Clock; brand: string }) {
  const { db, clock } = deps;

  async function state(owner: ServicesOwner): Promise<MoveLeadState> {
    const row = await moves.openLead(db, owner.accountNumber);
    return { lead: row ? view(row) : null, canChange: owner.canChange, today: isoDayOf(clock.now()) };
  }

  function confirmation(email: string | null, lead: MoveLead, changed: boolean) {
    if (!email) {
      return [];
    }
    const a = lead.address;
    const where = [a.street, a.line2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(', ');
    return [
      {
        channel: 'email' as const,
        to: email,
        subject: changed
          ? `Your ${deps.brand} move request ${lead.reference} is updated`
          : `Your ${deps.brand} move request ${lead.reference}`,
        body: [
          MoveLeadMessages.sent,
          `Moving on: ${lead.moveOn}\nNew address: ${where}\nWe will call: ${formatPhone(lead.phone)}`,
          lead.served
            ? 'We serve your new address, so your services can move with you.'
            : 'We do not serve that ZIP code yet; we will call to talk it over.',
          `Your reference is ${lead.reference}.`,
        ].join('\n\n'),
        topic: `shop:move:${lead.reference}:${lead.updatedAt}`,
      },
    ];
  }

  return {
    state,

    async send(owner: ServicesOwner, email: string | null, body: MoveLeadSaved): Promise<MoveLeadState> {
      mustChange(owner);
      const now = clock.now();
      const problem = moveDayProblem(body.moveOn, isoDayOf(now));
      if (problem) {
        throw errors.badRequest('shop.move.date', DAY_MESSAGES[problem]);
      }
      const served = (await moves.zipServed(db, body.zip)) ? 1 : 0;
      const details = {
        move_on: body.moveOn,
        street: body.street,
        line2: body.line2 || null,
        city: body.city,
        state: body.state,
        zip: body.zip,
        phone: body.phone,
        served,
        updated_at: now,
      };
      await db.transaction().execute(async (trx) => {
        // one open request per account: two sends at once queue, and the second changes the first
        await lockAccount(trx, owner.accountNumber);
        const open = await moves.openLead(trx, owner.accountNumber);
        if (open) {
          await moves.updateLead(trx, open.id, details);
        } else {
          await moves.insertLead(trx, {
            id: randomUUID(),
            reference: newConfirmationCode(),
            account_number: owner.accountNumber,
            created_by: owner.actorId,
            created_at: now,
            ...details,
          });
        }
        const row = await moves.openLead(trx, owner.accountNumber);
        if (row) {
          await enqueue(trx, now, confirmation(email, view(row), open !== undefined));
        }
      });
      return state(owner);
    },

    async cancel(owner: ServicesOwner): Promise<MoveLeadState> {
      mustChange(owner);
      const cancelled = await db
        .transaction()
        .execute((trx) => moves.cancelLead(trx, owner.accountNumber, clock.now()));
      if (!cancelled) {
        throw errors.notFound('shop.move.not-found', MoveLeadMessages.notFound);
      }
      return state(owner);
    },
  };
}
export type MoveLeadService = ReturnType<typeof moveLeadService>;
