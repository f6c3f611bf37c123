import type { Kysely } from 'kysely';
import type { SessionState } from '@coax/contract';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import type { PasswordHasher } from '../../platform/password.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { idleLimit, type SessionLimits } from '../../platform/sessions/session-plugin.ts';
import type { SessionStore } from '../../platform/sessions/session-store.ts';
import { loginThrottle } from './login-throttle.ts';
import { passwordChange } from './password-change.ts';
import { findUser, normaliseId } from './repository.ts';
import { toSessionUser } from './session-user.ts';

export interface SessionDeps {
  db: Kysely<Database>;
  clock: Clock;
  hasher: PasswordHasher;
  store: SessionStore;
  limits: SessionLimits;
}

export function sessionService(deps: SessionDeps) {
  const { db, clock, hasher, store, limits } = deps;
  const throttle = loginThrottle(db, clock);
  // Unknown ids are checked against a real hash so they take as long as known ones.
  const decoy = hasher.hash('decoy-password-for-timing');

  /** The session as the web app sees it; the anti-forgery token travels with it. */
  /** The session as the browser sees it; `expired` when the request's session had ended. */
  function state(p: Caller | null, csrfToken: string, expired = false): SessionState {
    const base = { csrfToken, expired: p ? false : expired };
    if (!p) return { ...base, user: null, agent: null, idleExpiresAt: null };
    const s = p.session;
    const idleEnd = Math.min(s.expiresAt, s.lastSeenAt + idleLimit(s, limits));
    return {
      ...base,
      user: p.subject
        ? toSessionUser(p.subject, { authAt: s.authAt, csrId: p.isAgent ? p.self.user.id : null })
        : null,
      agent: p.isAgent ? { id: p.self.user.id, name: p.self.user.display_name } : null,
      idleExpiresAt: new Date(idleEnd).toISOString(),
    };
  }

  const changePassword = passwordChange({ db, clock, hasher, store });

  return {
    state,
    changePassword,

    /** The sign-in ban strangers meet (the agent desk shows it and may lift it). */
    signInBan: {
      isBanned: (id: string) => throttle.strangersBanned(normaliseId(id)),
      lift: (id: string) => throttle.liftStrangersBan(normaliseId(id)),
    },

    /**
     * Checks id and password, throttled per id and per address (`ip`); a browser where this id
     * signed in before (`deviceToken`, its device cookie) is counted apart from strangers. Answers
     * the id that signed in, for which the route starts a new session, and the device token the
     * browser keeps from now on.
     */
    async login(
      input: { id: string; password: string },
      ip: string,
      deviceToken?: string,
    ): Promise<{ userId: string; deviceToken: string }> {
      const key = normaliseId(input.id);
      const device = await throttle.channel(key, deviceToken);
      await throttle.assertMayTry(key, ip, device);
      const found = await findUser(db, key);
      const ok = found
        ? await hasher.verify(found.user.password_hash, input.password)
        : (await hasher.verify(await decoy, input.password), false);
      if (!found || !ok) throw await throttle.failure(key, ip, device);
      await throttle.success(key, device);
      return { userId: found.user.id, deviceToken: await throttle.trust(key, deviceToken) };
    },

    async reauth(p: Caller | null, password: string, ip: string, deviceToken?: string): Promise<Caller> {
      if (!p) throw errors.noSession();
      const key = p.self.user.id;
      const device = await throttle.channel(key, deviceToken);
      await throttle.assertMayTry(key, ip, device);
      if (!(await hasher.verify(p.self.user.password_hash, password))) {
        throw await throttle.failure(key, ip, device);
      }
      await throttle.success(key, device);
      const now = clock.now();
      await store.update(p.session.key, { authAt: now });
      p.session.authAt = now;
      return p;
    },

    /**
     * Ends every session of an id. A subscriber may end their own, and a primary user those of
     * the ids on their account; an agent any subscriber's. `own` tells the route to end the
     * caller's own cookie too.
     */
    async logoutAll(p: Caller | null, id: string): Promise<{ ended: number; own: boolean }> {
      if (!p) throw errors.noSession();
      const target = await findUser(db, id);
      const mayEnd =
        target !== null &&
        (p.isAgent
          ? target.user.role === 'subscriber'
          : target.user.id === p.self.user.id ||
            (p.self.user.primary_user === 1 && target.user.account_number === p.self.user.account_number));
      if (!target || !mayEnd) {
        throw errors.forbidden('session.own-account-only', 'You can only sign out ids on your own account.');
      }
      const ended = await store.destroyAllFor(target.user.id);
      return { ended, own: target.user.id === p.self.user.id };
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
