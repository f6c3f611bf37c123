import type { AreaModule } from '../../platform/http/module.ts';
import { registerDashboardRoutes } from './routes.ts';
import { dashboardService } from './service.ts';

export const dashboard: AreaModule = {
  name: 'dashboard',
  routes: (r, { db, clock, config }) => registerDashboardRoutes(r, dashboardService({ db, clock, config })),
};
