import type { AreaModule } from '../../platform/http/module.ts';
import { registerWebmailRoutes } from './routes.ts';
import { webmailService } from './service.ts';

export const webmail: AreaModule = {
  name: 'webmail',
  routes: (r, { db, config }) => registerWebmailRoutes(r, webmailService({ db, config })),
};
