import type { AreaModule } from '../../platform/http/module.ts';
import { registerSupportCasesRoutes } from './cases-routes.ts';
import { registerSupportRoutes } from './routes.ts';
import { supportService } from './service.ts';
import { registerTroubleshootRoutes } from './troubleshoot-routes.ts';
import { mountChat } from './chat-module.ts';
import { registerDeskListRoutes } from './desk-routes.ts';

export const support: AreaModule = {
  name: 'support',
  routes: (r, ctx) => {
    registerSupportCasesRoutes(r, ctx);
    registerTroubleshootRoutes(r, ctx);
    registerDeskListRoutes(r, ctx);
    registerSupportRoutes(r, supportService({ db: ctx.db, clock: ctx.clock, lines: ctx.services.support }));
    return mountChat(r, ctx);
  },
};
