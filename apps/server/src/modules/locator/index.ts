import type { AreaModule } from '../../platform/http/module.ts';
import { registerLocatorRoutes } from './routes.ts';
import { locatorService } from './service.ts';

/** The locator map: hotspots, stores, payment centres and business offices, for anyone. */
export const locator: AreaModule = {
  name: 'locator',
  routes: (r, ctx) => registerLocatorRoutes(r, locatorService({ db: ctx.db, config: ctx.config })),
};
