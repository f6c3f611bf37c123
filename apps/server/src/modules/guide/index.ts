import type { AreaModule } from '../../platform/http/module.ts';
// The DVR module offers the record state the guide marks (SharedServices.recordMarks).
import type {} from '../dvr/index.ts';
import { guideLinearAirings } from './linear-airings.ts';
import { guideLinearArt } from './linear-art.ts';
import { rollListings } from './listings-roll.ts';
import { registerGuideRoutes } from './routes.ts';
import { guideService } from './service.ts';

export { airingColumns, type AiringRow } from './repository.ts';
export type { MarkedAiring, RecordMarks } from './record-marks.ts';

declare module '../../platform/http/module.ts' {
  interface SharedServices {
    /** the guide's airings of a series, which on-demand title pages list */
    airings: ReturnType<typeof guideLinearAirings>;
    /** what the image call draws for channel logos and program art */
    linearArt: ReturnType<typeof guideLinearArt>;
  }
}

export const guide: AreaModule = {
  name: 'guide',
  provide: ({ db, clock }) => ({ airings: guideLinearAirings(db, clock), linearArt: guideLinearArt(db) }),
  routes: (r, { db, clock, dialect, services }) => {
    const service = guideService({ db, clock, marks: services.recordMarks });
    registerGuideRoutes(r, service);
    return {
      // Listings roll forward first in a pass, so the series rules after them see the new days.
      jobs: [
        {
          name: 'guide.listings',
          run: async (now) => {
            await rollListings(db, now, { lockTable: dialect === 'postgres' });
            // The public guide answers kept for browsers, and the windows' listings, are built
            // from the listings.
            r.publicAnswers.clear('/api/guide/');
            service.forgetListings();
          },
        },
      ],
    };
  },
};
