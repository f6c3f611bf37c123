import { searchRoutes } from '@coax/contract';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import type { SearchService } from './service.ts';

export function registerSearchRoutes(routes: RouteRegistry, search: SearchService) {
  routes.add(searchRoutes.siteSearch, async ({ req, input }) => search.search(req, input.query));
}
