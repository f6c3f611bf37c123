import type { AreaModule } from '../../platform/http/module.ts';
import { registerSupportRoutes } from './routes.ts';
import { supportService } from './service.ts';

export const support: AreaModule = {
  name: 'support',
  routes: (r, ctx) =>
    registerSupportRoutes(r, supportService({ db: ctx.db, clock: ctx.clock, lines: ctx.services.support })),
};
