import type { AreaModule } from '../../platform/http/module.ts';
import { registerBoxSettingsRoutes } from './routes.ts';
import { boxSettingsService } from './service.ts';

export const boxSettings: AreaModule = {
  name: 'box-settings',
  routes: (r, { db, clock, hasher }) =>
    registerBoxSettingsRoutes(r, boxSettingsService({ db, clock, hasher })),
};
