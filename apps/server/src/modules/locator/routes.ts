import { locatorRoutes } from '@coax/contract';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import type { LocatorService } from './service.ts';

export function registerLocatorRoutes(routes: RouteRegistry, locator: LocatorService) {
  routes.add(locatorRoutes.locatorSettings, async () => locator.settings());
  routes.add(locatorRoutes.locatorCategories, async ({ input }) => locator.categories(input.query.lang));
  routes.add(locatorRoutes.locatorHotspots, async ({ input }) => locator.hotspots(input.query));
  routes.add(locatorRoutes.locatorStores, async ({ input }) => locator.stores(input.query));
  routes.add(locatorRoutes.locatorZip, async ({ input }) => locator.zip(input.params.zip));
  routes.add(locatorRoutes.locatorPlaces, async ({ input }) => locator.places(input.query.q));
  routes.add(locatorRoutes.locatorPaymentCenters, async ({ input }) =>
    locator.paymentCenters(input.query.q, input.query.lang),
  );
}
