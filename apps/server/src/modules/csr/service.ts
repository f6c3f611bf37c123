import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuditEntry } from '@coax/contract';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import type { SessionStore } from '../../platform/sessions/session-store.ts';
import { forgetPrincipal, loadPrincipal } from '../session/principal.ts';
import { findUser } from '../session/repository.ts';
import { insertAudit, listAudit, searchSubscribers } from './repository.ts';

/** Calls that are not actions: reading the session and the public configuration. */
const NOT_ACTIONS = new Set(['GET /api/session', 'GET /api/config', 'GET /api/health']);

export function csrService(deps: { db: Kysely<Database>; clock: Clock; store: SessionStore }) {
  const { db, clock, store } = deps;

  async function agentOf(req: FastifyRequest) {
    const p = await loadPrincipal(db, req);
    if (!p?.isAgent) {
      throw errors.forbidden('session.agent-only', 'This is for customer-service agents only.');
    }
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

    async actFor(req: FastifyRequest, id: string) {
      const p = await agentOf(req);
      const target = await findUser(db, id);
      if (!target || target.user.role !== 'subscriber') {
        throw errors.notFound('csr.subscriber.not-found', 'No subscriber has that id.');
      }
      await store.update(p.session.key, { actingFor: target.user.id });
      p.session.actingFor = target.user.id;
      forgetPrincipal(req);
    },

    async release(req: FastifyRequest) {
      const p = await agentOf(req);
      await store.update(p.session.key, { actingFor: null });
      p.session.actingFor = null;
      forgetPrincipal(req);
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

    /**
     * Every API call an agent makes while acting for a subscriber is written to the audit log
     * with the agent's id, once the answer is known and before it is sent: an agent never sees
     * an answer the log does not hold. Starting to act is recorded too.
     */
    registerAuditHook(app: FastifyInstance) {
      app.addHook('onSend', async (req, reply, payload) => {
        const session = req.auth?.session;
        if (!session?.actingFor || !req.url.startsWith('/api/')) return payload;
        const action = `${req.method} ${req.routeOptions.url ?? req.url.split('?')[0]}`;
        if (NOT_ACTIONS.has(action)) return payload;
        const p = await loadPrincipal(db, req);
        if (!p?.isAgent || !p.subject) return payload;
        try {
          await insertAudit(db, {
            at: clock.now(),
            agentId: p.self.user.id,
            subjectId: p.subject.user.id,
            accountNumber: p.subject.user.account_number ?? '',
            action,
            status: reply.statusCode,
          });
        } catch (err) {
          req.log.error({ err }, 'audit write failed');
        }
        return payload;
      });
    },
  };
}

export type CsrService = ReturnType<typeof csrService>;
