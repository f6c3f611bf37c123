import type { AreaModule } from '../../platform/http/module.ts';
import { registerPhoneRoutes } from './routes.ts';
import { phoneService } from './service.ts';

export const phone: AreaModule = {
  name: 'phone',
  routes: (r, { db }) => registerPhoneRoutes(r, phoneService({ db })),
};
