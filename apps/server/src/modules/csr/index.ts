import type { AreaModule } from '../../platform/http/module.ts';
import { registerCsrRoutes } from './routes.ts';
import { csrService } from './service.ts';

export const csr: AreaModule = {
  name: 'csr',
  routes: (r, ctx) =>
    registerCsrRoutes(
      r,
      ctx.server,
      csrService({
        db: ctx.db,
        clock: ctx.clock,
        store: ctx.store,
        bans: ctx.services.session.signInBan,
        specialRegionCorps: ctx.config.SPECIAL_REGION_CORPS,
      }),
      ctx.services.session,
    ),
};
