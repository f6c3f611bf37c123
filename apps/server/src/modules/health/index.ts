import type { AreaModule } from '../../platform/http/module.ts';
import { registerHealthRoutes } from './routes.ts';

export const health: AreaModule = {
  name: 'health',
  routes: (r, ctx) => registerHealthRoutes(r, ctx),
};
