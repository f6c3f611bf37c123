import type { AreaModule } from '../../platform/http/module.ts';
import { databaseGateway } from './gateway.ts';
import { registerNetworkRoutes } from './routes.ts';
import { networkService } from './service.ts';

/** The home network (issue 17), run through the database-backed gateway. */
export const network: AreaModule = {
  name: 'network',
  routes: (r, { db, clock, config, dialect }) =>
    registerNetworkRoutes(r, {
      db,
      clock,
      network: networkService({
        db,
        clock,
        gateway: databaseGateway(db),
        brand: config.BRAND_NAME,
        lockRows: dialect === 'postgres',
      }),
    }),
};
