import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Caller } from '../../platform/http/caller.ts';
import type { SessionRecord } from '../../platform/sessions/session-store.ts';
import { findUser } from './repository.ts';

/** Who is calling: the signed-in id, and the subscriber whose data the call may touch. */
export type Principal = Caller;

/** The principal a session names: its id, and the subscriber it acts as. */
export async function principalOf(
  db: Kysely<Database>,
  session: SessionRecord | null,
): Promise<Principal | null> {
  if (!session) return null;
  const self = await findUser(db, session.userId);
  if (!self) return null;
  const isAgent = self.user.role === 'csr';
  const subject = isAgent ? (session.actingFor ? await findUser(db, session.actingFor) : null) : self;
  return { session, self, subject, isAgent };
}
