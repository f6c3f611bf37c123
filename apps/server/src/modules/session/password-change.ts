import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import type { Caller } from '../../platform/http/caller.ts';
import type { PasswordHasher } from '../../platform/password.ts';
import type { SessionStore } from '../../platform/sessions/session-store.ts';
import { loginThrottle } from './login-throttle.ts';
import { updatePasswordHash } from './repository.ts';

export interface PasswordChangeDeps {
  db: Kysely<Database>;
  clock: Clock;
  hasher: PasswordHasher;
  store: SessionStore;
}

export const PasswordChangeMessages = {
  /** A subscriber's password is theirs alone: an agent helps with recovery, never sets it. */
  agentActing: 'An agent cannot change a subscriber’s password. The subscriber must change it themselves.',
} as const;

/**
 * Changing the signed-in id's password. The new password has already passed seed 000 §5's rules
 * in the contract; here the current one is checked exactly as a sign-in checks it.
 */
export function passwordChange(deps: PasswordChangeDeps) {
  const { db, clock, hasher, store } = deps;
  const throttle = loginThrottle(db, clock);

  return async function changePassword(
    p: Caller | null,
    input: { currentPassword: string; newPassword: string },
    ip: string,
    deviceToken?: string,
  ): Promise<{ endedSessions: number }> {
    if (!p) throw errors.noSession();
    if (p.isAgent && p.subject !== null) {
      throw errors.forbidden('session.agent-acting', PasswordChangeMessages.agentActing);
    }
    const id = p.self.user.id;

    // A stolen session must not become a way round the sign-in lockout: wrong current passwords
    // count against the id like failed sign-ins, and a banned id cannot try at all.
    const device = await throttle.channel(id, deviceToken);
    await throttle.assertMayTry(id, ip, device);
    if (!(await hasher.verify(p.self.user.password_hash, input.currentPassword))) {
      throw await throttle.failure(id, ip, device);
    }
    await throttle.success(id, device);

    const hash = await hasher.hash(input.newPassword);
    await updatePasswordHash(db, id, hash);

    // Whoever else holds a session of this id (another device, or someone who learnt the old
    // password) is signed out. This session is put back under the same key, so the browser's
    // cookie and the session's absolute end stay as they were; its password check is now.
    const now = clock.now();
    const kept = { ...p.session, authAt: now, lastSeenAt: now };
    const ended = await store.destroyAllFor(id);
    await store.create(kept);
    p.session.authAt = now;
    p.session.lastSeenAt = now;
    return { endedSessions: Math.max(0, ended - 1) };
  };
}
