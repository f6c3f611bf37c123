import type { AreaModule } from '../../platform/http/module.ts';
import { householdService } from './household-service.ts';
import { recoveryService } from './recovery-service.ts';
import { registerIdentityRoutes } from './routes.ts';

/** Household ids and password and id recovery (issue 15). */
export const identity: AreaModule = {
  name: 'identity',
  routes: (r, { db, clock, hasher, store, config }) => {
    const deps = { db, clock, hasher, store, brand: config.BRAND_NAME };
    registerIdentityRoutes(r, householdService(deps), recoveryService(deps));
  },
};
