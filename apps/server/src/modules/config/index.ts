import type { AreaModule } from '../../platform/http/module.ts';
import { registerConfigRoutes } from './routes.ts';
import { configService, type ConfigService } from './service.ts';

export type { ConfigService } from './service.ts';

declare module '../../platform/http/module.ts' {
  interface SharedServices {
    /** the caller's support number, which FAQ answers quote, and one corp's line for the support area */
    support: ConfigService;
  }
}

export const config: AreaModule = {
  name: 'config',
  provide: (ctx) => ({ support: configService({ db: ctx.db, config: ctx.config }) }),
  routes: (r, ctx) => registerConfigRoutes(r, ctx.config, ctx.services.support),
};
