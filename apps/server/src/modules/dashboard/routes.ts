import { dashboardRoutes } from '@coax/contract';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import type { dashboardService } from './service.ts';

/** The dashboard area's contract routes: home preferences, voicemail counter, webmail. */
export function registerDashboardRoutes(
  routes: RouteRegistry,
  dashboard: ReturnType<typeof dashboardService>,
) {
  routes.add(dashboardRoutes.getHomePreferences, async ({ caller }) => dashboard.homePreferences(caller));
  routes.add(dashboardRoutes.setHomePreferences, async ({ caller, input }) =>
    dashboard.setHomePreferences(caller, input.body),
  );
  routes.add(dashboardRoutes.voicemailCounter, async ({ caller }) => dashboard.voicemailCounter(caller));
  routes.add(dashboardRoutes.webmail, async ({ caller }) => dashboard.webmail(caller));
}
