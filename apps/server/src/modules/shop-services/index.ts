import type { AreaModule } from '../../platform/http/module.ts';
import { registerShopServicesRoutes } from './routes.ts';
import { shopServicesService } from './service.ts';

/** Pricing, My services, the security suite, /smarthome-info and /showtimeoffer. */
export const shopServices: AreaModule = {
  name: 'shop-services',
  routes: (r, { db, clock, log, services }) =>
    registerShopServicesRoutes(r, {
      db,
      clock,
      services: shopServicesService({ db, clock, log, promotions: services.promotions }),
    }),
};
