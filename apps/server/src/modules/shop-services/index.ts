import type { AreaModule } from '../../platform/http/module.ts';
import { moveLeadService } from './move-service.ts';
import { registerShopServicesRoutes } from './routes.ts';
import { shopServicesService } from './service.ts';

/** Pricing, My services, the security suite, /smarthome-info, /showtimeoffer and the move lead. */
export const shopServices: AreaModule = {
  name: 'shop-services',
  routes: (r, { db, clock, log, services, config }) =>
    registerShopServicesRoutes(r, {
      db,
      clock,
      services: shopServicesService({ db, clock, log, promotions: services.promotions }),
      moves: moveLeadService({ db, clock, brand: config.BRAND_NAME }),
    }),
};
