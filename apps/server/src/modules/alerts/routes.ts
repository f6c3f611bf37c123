import { alertsRoutes } from '@coax/contract';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import type { AlertsService } from './service.ts';

export function registerAlertsRoutes(routes: RouteRegistry, alerts: AlertsService) {
  routes.add(alertsRoutes.listAlerts, async ({ req, input }) => alerts.list(req, input.query));
  routes.add(alertsRoutes.listOperatorAlerts, async ({ req }) => ({ alerts: await alerts.listAll(req) }));
  routes.add(alertsRoutes.saveOperatorAlert, async ({ req, input }) =>
    alerts.save(req, input.body.id, input.body.alert),
  );
}
