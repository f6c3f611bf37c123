import type { FastifyInstance } from 'fastify';
import { csrRoutes } from '@coax/contract';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import type { SessionService } from '../session/index.ts';
import { NOT_ACTIONS, type CsrService } from './service.ts';

export function registerCsrRoutes(
  routes: RouteRegistry,
  server: FastifyInstance,
  csr: CsrService,
  session: SessionService,
) {
  registerAuditHook(routes, server, csr);
  routes.add(csrRoutes.lookup, async ({ input }) => ({ matches: await csr.lookup(input.query.q) }));
  routes.add(csrRoutes.actFor, async ({ caller, req, input, reloadCaller }) => {
    await csr.actFor(caller, input.body.id);
    return session.state(await reloadCaller(), req.csrfToken);
  });
  routes.add(csrRoutes.release, async ({ caller, req, reloadCaller }) => {
    await csr.release(caller);
    return session.state(await reloadCaller(), req.csrfToken);
  });
  routes.add(csrRoutes.audit, async ({ input }) => csr.audit(input.query));
  routes.add(csrRoutes.liftSignInBan, async ({ caller, input }) => csr.liftSignInBan(caller, input.body.id));
}

/**
 * Every API call an agent makes while acting for a subscriber is written to the audit log
 * with the agent's id, once the answer is known and before it is sent: an agent never sees
 * an answer the log does not hold. Reads are kept apart from changes by their kind; starting
 * and stopping to act are recorded by the service.
 */
function registerAuditHook(routes: RouteRegistry, server: FastifyInstance, csr: CsrService) {
  server.addHook('onSend', async (req, reply, payload) => {
    const session = req.auth?.session;
    if (!session?.actingFor || !req.url.startsWith('/api/')) return payload;
    const action = `${req.method} ${req.routeOptions.url ?? req.url.split('?')[0]}`;
    if (NOT_ACTIONS.has(action)) return payload;
    const caller = await routes.callerOf(req);
    try {
      await csr.record(caller, req.method, action, reply.statusCode);
    } catch (err) {
      req.log.error({ err }, 'audit write failed');
    }
    return payload;
  });
}
