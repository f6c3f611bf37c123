import { searchRoutes } from '@coax/contract';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import { readerOf } from '../faq/index.ts';
import type { SearchService } from './service.ts';

export function registerSearchRoutes(routes: RouteRegistry, search: SearchService) {
  routes.add(searchRoutes.siteSearch, async ({ caller, req, input }) =>
    search.search(readerOf(caller, req), input.query),
  );
}
