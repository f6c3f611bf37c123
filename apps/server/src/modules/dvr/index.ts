import type { AreaModule } from '../../platform/http/module.ts';
import { registerDvrRoutes } from './routes.ts';
import { dvrService } from './service.ts';

export const dvr: AreaModule = {
  name: 'dvr',
  routes: (r, { db, clock, dialect }) => {
    const service = dvrService({ db, clock, lockRows: dialect === 'postgres' });
    registerDvrRoutes(r, { db, clock, dvr: service });
    // Series rules take the episodes of newly loaded listings (issue 7 item 4).
    return { jobs: [{ name: 'dvr.series-rules', run: () => service.expandSeriesRules() }] };
  },
};
