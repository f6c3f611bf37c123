import type { FastifyRequest } from 'fastify';
import { alertsRoutes } from '@coax/contract';
import type { Caller } from '../../platform/http/caller.ts';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import type { AlertsService, AlertsViewer } from './service.ts';

const viewerOf = (caller: Caller | null, req: FastifyRequest): AlertsViewer => ({
  caller,
  host: req.host,
  hostname: req.hostname,
  log: req.log,
});

export function registerAlertsRoutes(routes: RouteRegistry, alerts: AlertsService) {
  routes.add(alertsRoutes.listAlerts, async ({ caller, req, input }) =>
    alerts.list(viewerOf(caller, req), input.query),
  );
  routes.add(alertsRoutes.listOperatorAlerts, async ({ caller, req }) => ({
    alerts: await alerts.listAll(viewerOf(caller, req)),
  }));
  routes.add(alertsRoutes.saveOperatorAlert, async ({ caller, req, input }) =>
    alerts.save(viewerOf(caller, req), input.body.id, input.body.alert),
  );
}
