import { supportDeskRoutes as r } from '@coax/contract';
import type { ModuleContext } from '../../platform/http/module.ts';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import { deskListsService } from './desk-lists.ts';

/** The agent desk's lists of service-issue reports, theft reports and ended chats. */
export function registerDeskListRoutes(routes: RouteRegistry, ctx: ModuleContext) {
  const lists = deskListsService(ctx.db);
  routes.add(r.supportDeskServiceReports, async ({ caller }) => lists.serviceReports(caller));
  routes.add(r.supportDeskTheftReports, async ({ caller }) => lists.theftReports(caller));
  routes.add(r.supportDeskEndedChats, async ({ caller }) => lists.endedChats(caller));
}
