import type { AreaModule } from '../../platform/http/module.ts';
import { guideLinearAirings } from './linear-airings.ts';
import { rollListings } from './listings-roll.ts';
import { registerGuideRoutes } from './routes.ts';
import { guideService } from './service.ts';

export { airingColumns, type AiringRow } from './repository.ts';

declare module '../../platform/http/module.ts' {
  interface SharedServices {
    /** the guide's airings of a series, which on-demand title pages list */
    airings: ReturnType<typeof guideLinearAirings>;
  }
}

export const guide: AreaModule = {
  name: 'guide',
  provide: ({ db, clock }) => ({ airings: guideLinearAirings(db, clock) }),
  routes: (r, { db, clock, dialect }) => {
    registerGuideRoutes(r, guideService({ db, clock }));
    return {
      // Listings roll forward first in a pass, so the series rules after them see the new days.
      jobs: [
        {
          name: 'guide.listings',
          run: (now) => rollListings(db, now, { lockTable: dialect === 'postgres' }),
        },
      ],
    };
  },
};
