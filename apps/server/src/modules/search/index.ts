import type { AreaModule } from '../../platform/http/module.ts';
import { registerSearchRoutes } from './routes.ts';
import { searchService } from './service.ts';

export const search: AreaModule = {
  name: 'search',
  routes: (r, ctx) => registerSearchRoutes(r, searchService({ faq: ctx.services.faq })),
};
