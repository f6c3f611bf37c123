import { csrRoutes } from '@coax/contract';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import type { SessionService } from '../session/service.ts';
import type { CsrService } from './service.ts';

export function registerCsrRoutes(routes: RouteRegistry, csr: CsrService, session: SessionService) {
  routes.add(csrRoutes.lookup, async ({ input }) => ({ matches: await csr.lookup(input.query.q) }));
  routes.add(csrRoutes.actFor, async ({ req, input }) => {
    await csr.actFor(req, input.body.id);
    return session.state(req);
  });
  routes.add(csrRoutes.release, async ({ req }) => {
    await csr.release(req);
    return session.state(req);
  });
  routes.add(csrRoutes.audit, async ({ input }) => ({ entries: await csr.audit(input.query) }));
}
