import type { Kysely } from 'kysely';
import type { AuditEntry, AuditPage, AuditQuery } from '@coax/contract';
import {
  AUDIT_SESSION_ACTIONS,
  AUDIT_SIGN_IN_BAN_LIFTED,
  auditKindOfMethod,
  auditKindsOf,
  DAY_MS,
  isSpecialRegion,
  type AuditKind,
} from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import type { Caller, UserWithAccount } from '../../platform/http/caller.ts';
import type { SessionStore } from '../../platform/sessions/session-store.ts';
import { findUser, type SessionService } from '../session/index.ts';
import { insertAudit, listAudit, searchSubscribers } from './repository.ts';

/**
 * Calls that are not actions (reading the session and the public configuration), and the two
 * the service records itself as the acting session starting and stopping.
 */
export const NOT_ACTIONS = new Set([
  'GET /api/session',
  'GET /api/config',
  'GET /api/health',
  'POST /api/csr/act-for',
  'POST /api/csr/release',
]);

/** A cursor is the last entry's instant and id: `<at>.<id>`. */
const cursorOf = (r: { at: number; id: number }) => `${r.at}.${r.id}`;
function parseCursor(c: string | undefined) {
  if (!c) return undefined;
  const [at, id] = c.split('.').map(Number);
  return at === undefined || id === undefined ? undefined : { at, id };
}
const dayStart = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

export function csrService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  store: SessionStore;
  bans: SessionService['signInBan'];
  /** SPECIAL_REGION_CORPS: the corps whose subscribers the desk marks as in the special region */
  specialRegionCorps: readonly string[];
}) {
  const { db, clock, store, bans, specialRegionCorps } = deps;

  function agentOf(p: Caller | null) {
    if (!p?.isAgent) {
      throw errors.forbidden('session.agent-only', 'This is for customer-service agents only.');
    }
    return p;
  }

  /** One entry by the agent on a subscriber's account. */
  async function write(
    agent: Caller,
    subject: UserWithAccount,
    entry: { kind: AuditKind; action: string; status: number },
  ) {
    await insertAudit(db, {
      at: clock.now(),
      actor_id: agent.self.user.id,
      actor_role: 'agent',
      subject_id: subject.user.id,
      account_number: subject.user.account_number ?? '',
      ...entry,
    });
  }

  return {
    async lookup(q: string) {
      const rows = await searchSubscribers(db, q);
      return Promise.all(
        rows.map(async (r) => ({
          id: r.id,
          accountNumber: r.account_number ?? '',
          primary: r.primary_user === 1,
          biz: r.biz === 1,
          signInBanned: await bans.isBanned(r.id),
          specialRegion: isSpecialRegion(r.corp_id, specialRegionCorps),
        })),
      );
    },

    /**
     * Lifts the sign-in ban that strangers' wrong passwords put on a subscriber's id (the
     * subscriber's own browsers are never banned by them), audited as a change on their account.
     */
    async liftSignInBan(caller: Caller | null, id: string): Promise<{ lifted: boolean }> {
      const p = agentOf(caller);
      const target = await findUser(db, id);
      if (!target || target.user.role !== 'subscriber') {
        throw errors.notFound('csr.subscriber.not-found', 'No subscriber has that id.');
      }
      const lifted = await bans.lift(target.user.id);
      await write(p, target, { kind: 'change', action: AUDIT_SIGN_IN_BAN_LIFTED, status: 200 });
      return { lifted };
    },

    /**
     * The agent acts for a subscriber; the route resolves the caller again afterwards. The log
     * holds the start (and the end of acting for anyone before) before the session changes, so
     * nothing is done for a subscriber that the log does not show began.
     */
    async actFor(caller: Caller | null, id: string) {
      const p = agentOf(caller);
      const target = await findUser(db, id);
      if (!target || target.user.role !== 'subscriber') {
        throw errors.notFound('csr.subscriber.not-found', 'No subscriber has that id.');
      }
      if (p.subject && p.subject.user.id !== target.user.id) {
        await write(p, p.subject, { kind: 'session', action: AUDIT_SESSION_ACTIONS.stopped, status: 200 });
      }
      if (p.subject?.user.id !== target.user.id) {
        await write(p, target, { kind: 'session', action: AUDIT_SESSION_ACTIONS.started, status: 200 });
      }
      await store.update(p.session.key, { actingFor: target.user.id });
      p.session.actingFor = target.user.id;
    },

    async release(caller: Caller | null) {
      const p = agentOf(caller);
      if (p.subject) {
        await write(p, p.subject, { kind: 'session', action: AUDIT_SESSION_ACTIONS.stopped, status: 200 });
      }
      await store.update(p.session.key, { actingFor: null });
      p.session.actingFor = null;
    },

    /** A page of the log with the query's filters, newest first. */
    async audit(query: AuditQuery): Promise<AuditPage> {
      const fromAt = query.from ? dayStart(query.from) : undefined;
      const toAt = query.to ? dayStart(query.to) + DAY_MS : undefined;
      if (fromAt !== undefined && toAt !== undefined && fromAt >= toAt) {
        throw errors.badRequest('csr.audit.dates-reversed', 'The first day is after the last day.');
      }
      // One more than the page tells whether there is a next one.
      const rows = await listAudit(db, {
        actorId: query.actorId,
        subjectId: query.subjectId,
        kinds: auditKindsOf(query.kind),
        fromAt,
        toAt,
        after: parseCursor(query.cursor),
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        entries: page.map((r): AuditEntry => ({
          at: new Date(r.at).toISOString(),
          actorId: r.actor_id,
          actorRole: r.actor_role,
          subjectId: r.subject_id,
          accountNumber: r.account_number,
          kind: r.kind,
          action: r.action,
          status: r.status,
          detail: r.detail ?? null,
        })),
        nextCursor: rows.length > query.limit && last ? cursorOf(last) : null,
      };
    },

    /** Writes one call an agent made while acting for a subscriber: a GET is a read, the rest changes. */
    async record(p: Caller | null, method: string, action: string, status: number): Promise<void> {
      if (!p?.isAgent || !p.subject) return;
      await write(p, p.subject, { kind: auditKindOfMethod(method), action, status });
    },
  };
}

export type CsrService = ReturnType<typeof csrService>;
