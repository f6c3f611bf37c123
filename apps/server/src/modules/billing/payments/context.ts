import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { errors } from '../../../platform/errors.ts';
import { loadBillingPrincipal } from '../transfer/billing-account.ts';
import { actorOf, type BillingActor } from '../audit.ts';

/** Who is paying: always the session's subject account, never one named by the caller. */
export interface PayerContext {
  actor: BillingActor;
  /** the agent's id when an agent acts for the subscriber (seed 002 §6 csrId) */
  csrId: string | null;
}

export async function payerOf(db: Kysely<Database>, req: FastifyRequest): Promise<PayerContext> {
  const p = await loadBillingPrincipal(db, req);
  const actor = p ? actorOf(p) : null;
  if (!p || !actor) throw errors.forbidden('session.not-allowed');
  return { actor, csrId: p.isAgent ? p.self.user.id : null };
}

/** The idempotency scope: the subject user, so an agent's retry for a subscriber finds the first answer. */
export async function idempotencyScope(db: Kysely<Database>, req: FastifyRequest): Promise<string> {
  return (await payerOf(db, req)).actor.subjectId;
}
