import type { AreaModule } from '../../platform/http/module.ts';
import { registerShopRoutes } from './routes.ts';
import { shopService } from './service.ts';

/** The store: the catalogue, the cart kept for an hour, and sales tax by ZIP and rate code. */
export const shop: AreaModule = {
  name: 'shop',
  routes: (r, { db, clock, config }) =>
    registerShopRoutes(r, shopService({ db, clock }), config.cookieSecure),
};
