import type { AreaModule } from '../../platform/http/module.ts';
import { outageNoticeJob, purgeOutageNotices } from './notice-job.ts';
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
  routes: (r, { db, config, services }) => {
    registerOutageRoutes(r, services.outage);
    return {
      jobs: [
        {
          name: 'outage.notices',
          run: outageNoticeJob({ db, brand: config.BRAND_NAME, routes: services.contactRoutes }),
        },
        { name: 'outage.notice-purge', run: (now) => purgeOutageNotices(db, now) },
      ],
    };
  },
};
