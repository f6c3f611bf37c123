import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { vodCartRoutes, vodRoutes } from '@coax/contract';
import type { Database } from '../../db/schema.ts';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import type { CartService } from './cart-service.ts';
import { registerImageRoute, type LinearArt } from './image/routes.ts';
import type { VodService } from './service.ts';

export function registerVodRoutes(
  routes: RouteRegistry,
  server: FastifyInstance,
  db: Kysely<Database>,
  vod: VodService,
  cart: CartService,
  art?: LinearArt,
) {
  routes.add(vodRoutes.vodMenus, async ({ input }) => vod.menus(input.query.parentMenuId));
  routes.add(vodRoutes.vodLanding, async ({ input }) => vod.landing(input.query.offset, input.query.count));
  routes.add(vodRoutes.vodTopPicks, async () => vod.topPicks());
  routes.add(vodRoutes.vodFilters, async () => vod.filters());
  routes.add(vodRoutes.vodSummary, async ({ input }) => vod.summary(input.params.menuId, input.query));
  routes.add(vodRoutes.vodTitle, async ({ input }) => vod.title(input.params.titleId));
  routes.add(vodRoutes.vodAsset, async ({ input }) => vod.asset(input.params.assetId));
  routes.add(vodRoutes.vodSeries, async ({ input }) => vod.series(input.params.menuId));
  routes.add(vodRoutes.vodSearch, async ({ input }) => vod.search(input.query));
  routes.add(vodRoutes.vodNewlyAdded, async ({ input }) => vod.newlyAdded(input.query.limit));

  routes.add(vodCartRoutes.vodCart, async ({ caller }) => cart.list(cart.owner(caller)));
  routes.add(vodCartRoutes.vodCartContains, async ({ caller, input }) =>
    cart.contains(cart.owner(caller), input.query.titleIds),
  );
  routes.add(vodCartRoutes.vodCartAdd, async ({ caller, input }) =>
    cart.add(cart.owner(caller), input.body.assetId, input.body.tracking),
  );
  routes.add(vodCartRoutes.vodCartRemove, async ({ caller, input }) =>
    cart.remove(cart.owner(caller), input.body.assetId),
  );
  routes.add(vodCartRoutes.vodCartRemoveMany, async ({ caller, input }) =>
    cart.removeMany(cart.owner(caller), input.body.assetIds),
  );

  registerImageRoute(server, db, art);
}
