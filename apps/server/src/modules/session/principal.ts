import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SessionRecord } from '../../platform/sessions/session-store.ts';
import { findUser, type UserWithAccount } from './repository.ts';

/** Who is calling: the signed-in id, and the subscriber whose data the call may touch. */
export interface Principal {
  session: SessionRecord;
  /** the signed-in id (a subscriber, or an agent) */
  self: UserWithAccount;
  /** the subscriber acted as: the subscriber themself, or the one an agent acts for; null for an agent not acting */
  subject: UserWithAccount | null;
  isAgent: boolean;
}

const cache = new WeakMap<FastifyRequest, Principal | null>();

export async function loadPrincipal(db: Kysely<Database>, req: FastifyRequest): Promise<Principal | null> {
  if (cache.has(req)) return cache.get(req) ?? null;
  const session = req.auth.session;
  let principal: Principal | null = null;
  if (session) {
    const self = await findUser(db, session.userId);
    if (self) {
      const isAgent = self.user.role === 'csr';
      const subject = isAgent ? (session.actingFor ? await findUser(db, session.actingFor) : null) : self;
      principal = { session, self, subject, isAgent };
    }
  }
  cache.set(req, principal);
  return principal;
}

/** Forget what was loaded, after a call changes who the session acts for. */
export function forgetPrincipal(req: FastifyRequest) {
  cache.delete(req);
}
