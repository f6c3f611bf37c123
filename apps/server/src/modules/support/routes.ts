import { supportRoutes } from '@coax/contract';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import { readerOf } from '../faq/index.ts';
import type { SupportService } from './service.ts';

export function registerSupportRoutes(routes: RouteRegistry, support: SupportService) {
  routes.add(supportRoutes.supportNumberForCorp, async ({ input }) =>
    support.numberForCorp(input.params.corpId),
  );
  routes.add(supportRoutes.supportNotifications, async ({ caller, req, input }) =>
    support.notifications(readerOf(caller, req), input.query.lang),
  );
  routes.add(supportRoutes.supportNotification, async ({ caller, req, input }) =>
    support.notification(readerOf(caller, req), input.params.id, input.query.lang),
  );
}
