import type { Kysely } from 'kysely';
import type { AuditEntry } from '@coax/contract';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import type { Caller } from '../../platform/http/caller.ts';
import type { SessionStore } from '../../platform/sessions/session-store.ts';
import { findUser } from '../session/index.ts';
import { insertAudit, listAudit, searchSubscribers } from './repository.ts';

/** Calls that are not actions: reading the session and the public configuration. */
export const NOT_ACTIONS = new Set(['GET /api/session', 'GET /api/config', 'GET /api/health']);

export function csrService(deps: { db: Kysely<Database>; clock: Clock; store: SessionStore }) {
  const { db, clock, store } = deps;

  function agentOf(p: Caller | null) {
    if (!p?.isAgent) throw errors.forbidden('This is for customer-service agents only.');
    return p;
  }

  return {
    async lookup(q: string) {
      const rows = await searchSubscribers(db, q);
      return rows.map((r) => ({
        id: r.id,
        accountNumber: r.account_number ?? '',
        primary: r.primary_user === 1,
        biz: r.biz === 1,
      }));
    },

    /** The agent acts for a subscriber; the route resolves the caller again afterwards. */
    async actFor(caller: Caller | null, id: string) {
      const p = agentOf(caller);
      const target = await findUser(db, id);
      if (!target || target.user.role !== 'subscriber') throw errors.notFound('No subscriber has that id.');
      await store.update(p.session.key, { actingFor: target.user.id });
      p.session.actingFor = target.user.id;
    },

    async release(caller: Caller | null) {
      const p = agentOf(caller);
      await store.update(p.session.key, { actingFor: null });
      p.session.actingFor = null;
    },

    async audit(opts: { subjectId?: string | undefined; limit: number }): Promise<AuditEntry[]> {
      const rows = await listAudit(db, opts);
      return rows.map((r) => ({
        at: new Date(r.at).toISOString(),
        agentId: r.agent_id,
        subjectId: r.subject_id,
        accountNumber: r.account_number,
        action: r.action,
        status: r.status,
      }));
    },

    /** Writes one audited action of an agent acting for a subscriber. */
    async record(p: Caller | null, action: string, status: number): Promise<void> {
      if (!p?.isAgent || !p.subject) return;
      await insertAudit(db, {
        at: clock.now(),
        agentId: p.self.user.id,
        subjectId: p.subject.user.id,
        accountNumber: p.subject.user.account_number ?? '',
        action,
        status,
      });
    },
  };
}

export type CsrService = ReturnType<typeof csrService>;
