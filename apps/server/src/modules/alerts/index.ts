import type { AreaModule } from '../../platform/http/module.ts';
import { registerAlertsRoutes } from './routes.ts';
import { alertsService } from './service.ts';

export const alerts: AreaModule = {
  name: 'alerts',
  routes: (r, { db, clock, config, services }) =>
    registerAlertsRoutes(
      r,
      alertsService({
        db,
        clock,
        outage: services.outage,
        promotions: services.promotions,
        arrangements: services.arrangements,
        previewHost: config.ALERTS_PREVIEW_HOST,
      }),
    ),
};
