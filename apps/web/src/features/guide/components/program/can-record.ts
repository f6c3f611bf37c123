import type { SessionState } from '@coax/contract';
import { useCurrentSession } from '../../../../session/current-session.ts';

/**
 * Seed 001 §6 "p.dvr equal to 1 shows recording": whether record buttons show. A visitor sees
 * them, since recording asks them to sign in first (seed 001 §6 "record actions redirect to
 * login"); a signed-in user only with p.dvr 1. Until the session is known none show, so a user
 * without DVR never sees one flash past.
 */
export function canRecord(session: SessionState | undefined): boolean {
  if (!session) return false;
  return session.user === null || session.user.p.dvr === 1;
}

/** canRecord for the current session. */
export function useCanRecord(): boolean {
  return canRecord(useCurrentSession().session);
}
