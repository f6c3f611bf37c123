import { dashboardRoutes } from '@coax/contract';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import type { dashboardService } from './service.ts';

/** The dashboard area's contract routes: home preferences, voicemail counter, webmail. */
export function registerDashboardRoutes(
  routes: RouteRegistry,
  dashboard: ReturnType<typeof dashboardService>,
) {
  routes.add(dashboardRoutes.getHomePreferences, async ({ req }) => dashboard.homePreferences(req));
  routes.add(dashboardRoutes.setHomePreferences, async ({ req, input }) =>
    dashboard.setHomePreferences(req, input.body),
  );
  routes.add(dashboardRoutes.voicemailCounter, async ({ req }) => dashboard.voicemailCounter(req));
  routes.add(dashboardRoutes.webmail, async ({ req }) => dashboard.webmail(req));
}
