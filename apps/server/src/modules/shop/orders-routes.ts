import type { Kysely } from 'kysely';
import { shopOrderRoutes as r } from '@coax/contract';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { claimOf, idempotent } from '../../platform/http/idempotency.ts';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import type { OrderPlacer, ShopOrdersService } from './orders-service.ts';
import type { ShopService } from './service.ts';

export function registerShopOrderRoutes(
  routes: RouteRegistry,
  deps: {
    db: Kysely<Database>;
    clock: Clock;
    shop: ShopService;
    orders: ShopOrdersService;
    /** the gateway's armored public key; null when new cards are not taken */
    publicKey: () => Promise<string | null>;
  },
) {
  const { shop, orders } = deps;
  const placer = (caller: Caller | null): OrderPlacer => ({
    ...shop.owner(caller),
    email: caller?.subject?.user.contact_email ?? null,
    billPay: caller?.subject?.user.bp === 1,
  });
  const once = {
    db: deps.db,
    clock: deps.clock,
    scopeOf: async (caller: Caller | null) => {
      if (!caller) {
        throw errors.noSession();
      }
      return shop.owner(caller).userId;
    },
  };
  routes.add(
    r.shopPlaceOrder,
    idempotent(
      once,
      r.shopPlaceOrder,
      async ({ caller, input, req }) => orders.place(placer(caller), input.body, claimOf(req)),
      (id) => orders.recover(id),
    ),
  );
  routes.add(r.shopOrders, async ({ caller, input }) => ({
    orders: await orders.list(shop.owner(caller), input.query.status),
  }));
  routes.add(r.shopOrderReview, async ({ caller, input }) =>
    orders.review(shop.owner(caller), input.params.number, input.body),
  );
  routes.add(r.shopOrder, async ({ caller, input }) =>
    orders.detail(shop.owner(caller), input.params.number),
  );
  routes.add(r.shopCheckoutKey, async ({ caller }) => {
    shop.owner(caller);
    return { armoredKey: await deps.publicKey().catch(() => null) };
  });
}
