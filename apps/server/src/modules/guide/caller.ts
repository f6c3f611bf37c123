import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { resolveLineup, type LineupChoice } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import { loadPrincipal } from '../session/principal.ts';

/** Who is looking at the guide: their line-up choice and, when signed in, their account. */
export interface GuideCaller {
  choice: LineupChoice;
  /** the subscriber's account, or null for a visitor (or an account without TV) */
  accountNumber: string | null;
  userId: string | null;
}

/** The session's subscriber and line-up; a visitor gets hub 105 HD (seed 001 §9). */
export async function guideCaller(db: Kysely<Database>, req: FastifyRequest): Promise<GuideCaller> {
  const p = await loadPrincipal(db, req);
  const account = p?.subject?.account ?? null;
  const choice = resolveLineup(
    account
      ? {
          hubId: account.hub_id,
          lineupId: account.lineup_id,
          hdHubId: account.hd_hub_id,
          hdLineupId: account.hd_lineup_id,
        }
      : null,
  );
  return {
    choice,
    accountNumber: account?.account_number ?? null,
    userId: p?.subject?.user.id ?? null,
  };
}
