import type { AreaModule } from '../../platform/http/module.ts';
import { registerAlertsRoutes } from './routes.ts';
import { alertsService, type AlertsService } from './service.ts';

export type { AlertsService, AlertsViewer } from './service.ts';

declare module '../../platform/http/module.ts' {
  interface SharedServices {
    /** the alerts a visitor sees, which the shell's first read answers with the session */
    alerts: AlertsService;
  }
}

export const alerts: AreaModule = {
  name: 'alerts',
  // After outage and billing in the module list: the alerts read their services.
  provide: ({ db, clock, config, services }) => ({
    alerts: alertsService({
      db,
      clock,
      outage: services.outage,
      promotions: services.promotions,
      arrangements: services.arrangements,
      previewHost: config.ALERTS_PREVIEW_HOST,
    }),
  }),
  routes: (r, { services }) => registerAlertsRoutes(r, services.alerts),
};
