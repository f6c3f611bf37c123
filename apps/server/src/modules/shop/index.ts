import type { AreaModule } from '../../platform/http/module.ts';
import { cardEncryption } from '../../platform/payment-gateway/card-encryption.ts';
import { registerShopOrderRoutes } from './orders-routes.ts';
import { shopOrdersService } from './orders-service.ts';
import { registerShopRoutes } from './routes.ts';
import { shopService } from './service.ts';

/**
 * The store: the catalogue, the cart kept for an hour, sales tax by ZIP and rate code, and orders
 * placed from the cart and charged once.
 */
export const shop: AreaModule = {
  name: 'shop',
  routes: (r, { db, clock, config, gateway, log }) => {
    const service = shopService({ db, clock });
    // made (or read) now, at start: only the gateway module's closure holds the private key
    const cards = cardEncryption(config.SHOP_PGP_PRIVATE_KEY);
    registerShopRoutes(r, service, config.cookieSecure);
    const orders = shopOrdersService({
      db,
      clock,
      gateway,
      shop: service,
      brand: config.BRAND_NAME,
      log,
      decryptCard: (armored) => cards.decryptCard(armored),
    });
    registerShopOrderRoutes(r, { db, clock, shop: service, orders, publicKey: () => cards.publicKey() });
    return { jobs: [{ name: 'shop-orders-stuck', run: (now: number) => orders.finishStuck(now) }] };
  },
};
