import { outageRoutes } from '@coax/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import { loadPrincipal } from '../session/principal.ts';
import type { OutageService } from './service.ts';

export function registerOutageRoutes(routes: RouteRegistry, db: Kysely<Database>, outage: OutageService) {
  routes.add(outageRoutes.outageStatus, async ({ req }) =>
    outage.statusFor(await loadPrincipal(db, req), req.log),
  );
  routes.add(outageRoutes.outageByZip, async ({ input }) => outage.byZip(input.query.zip));
}
