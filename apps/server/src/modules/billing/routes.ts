import { billingRoutes } from '@coax/contract';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import type { billingService } from './service.ts';

export function registerBillingRoutes(routes: RouteRegistry, billing: ReturnType<typeof billingService>) {
  routes.add(billingRoutes.summary, async ({ caller }) => billing.summary(caller));
}
