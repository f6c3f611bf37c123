import { billingDocumentRoutes } from '@coax/contract';
import type { RouteRegistry } from '../../../platform/http/route-registry.ts';
import type { PaperlessService } from './service.ts';

export function registerPaperlessRoutes(routes: RouteRegistry, paperless: PaperlessService) {
  routes.add(billingDocumentRoutes.ebillInfo, async ({ caller }) => paperless.ebill(caller));
  routes.add(billingDocumentRoutes.updateEbill, async ({ caller, input }) =>
    paperless.update(caller, input.body),
  );
}
