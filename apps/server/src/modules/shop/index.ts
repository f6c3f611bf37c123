import type { AreaModule } from '../../platform/http/module.ts';
import { cardEncryption } from '../../platform/payment-gateway/card-encryption.ts';
import { registerShopOrderRoutes } from './orders-routes.ts';
import { shopOrdersService } from './orders-service.ts';
import { registerShopReturnRoutes } from './returns-routes.ts';
import { shopReturnsService } from './returns-service.ts';
import { registerShopRoutes } from './routes.ts';
import { shopService } from './service.ts';

/**
 * The store: the catalogue, the cart kept for an hour, sales tax by ZIP and rate code, and orders
 * placed from the cart and charged once, and their returns, refunded once the items are received.
 */
export const shop: AreaModule = {
  name: 'shop',
  routes: (r, { db, dialect, clock, config, gateway, log }) => {
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
    const returns = shopReturnsService({
      db,
      clock,
      gateway,
      brand: config.BRAND_NAME,
      returnCentre: {
        name: config.SHOP_RETURNS_NAME ?? `${config.BRAND_NAME} Returns Center`,
        line1: config.SHOP_RETURNS_LINE1,
        line2: config.SHOP_RETURNS_LINE2,
        city: config.SHOP_RETURNS_CITY,
        state: config.SHOP_RETURNS_STATE,
        zip: config.SHOP_RETURNS_ZIP,
      },
      log,
      lockRows: dialect === 'postgres',
    });
    registerShopReturnRoutes(r, { db, clock, shop: service, returns });
    return {
      jobs: [
        { name: 'shop-orders-stuck', run: (now: number) => orders.finishStuck(now) },
        { name: 'shop-refunds', run: (now: number) => returns.refundReceived(now) },
      ],
    };
  },
};
