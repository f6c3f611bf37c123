import type { AreaModule } from '../../platform/http/module.ts';
// The guide marks what the household records (SharedServices.recordMarks, typed by the guide).
import type { RecordMarks } from '../guide/index.ts';
import { dvrRecordMarks } from './record-marks.ts';
import { registerDvrRoutes } from './routes.ts';
import { dvrService } from './service.ts';

declare module '../../platform/http/module.ts' {
  interface SharedServices {
    /** the household's recordings and series rules of some airings, for the guide's record state */
    recordMarks: RecordMarks;
  }
}

export const dvr: AreaModule = {
  name: 'dvr',
  provide: ({ db, clock }) => ({ recordMarks: dvrRecordMarks(db, clock) }),
  routes: (r, { db, clock, dialect }) => {
    const service = dvrService({ db, clock, lockRows: dialect === 'postgres' });
    registerDvrRoutes(r, { db, clock, dvr: service });
    // Series rules take the episodes of newly loaded listings (issue 7 item 4).
    return { jobs: [{ name: 'dvr.series-rules', run: () => service.expandSeriesRules() }] };
  },
};
