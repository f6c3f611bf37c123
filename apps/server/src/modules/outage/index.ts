import type { AreaModule } from '../../platform/http/module.ts';
import { registerOutageRoutes } from './routes.ts';
import { outageService, type OutageService } from './service.ts';

export type { AccountOutageState, OutageService } from './service.ts';

declare module '../../platform/http/module.ts' {
  interface SharedServices {
    /** an account's network and bill state, which account alerts read */
    outage: OutageService;
  }
}

export const outage: AreaModule = {
  name: 'outage',
  provide: ({ db, clock }) => ({ outage: outageService({ db, clock }) }),
  routes: (r, ctx) => registerOutageRoutes(r, ctx.services.outage),
};
