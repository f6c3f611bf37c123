import { outageRoutes } from '@coax/contract';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import type { OutageService } from './service.ts';

export function registerOutageRoutes(routes: RouteRegistry, outage: OutageService) {
  routes.add(outageRoutes.outageStatus, async ({ caller, req }) => outage.statusFor(caller, req.log));
  routes.add(outageRoutes.outageByZip, async ({ input }) => outage.byZip(input.query.zip));
}
