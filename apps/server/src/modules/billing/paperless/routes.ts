import { billingDocumentRoutes } from '@coax/contract';
import type { RouteRegistry } from '../../../platform/http/route-registry.ts';
import type { PaperlessService } from './service.ts';

export function registerPaperlessRoutes(routes: RouteRegistry, paperless: PaperlessService) {
  routes.add(billingDocumentRoutes.ebillInfo, async ({ req }) => paperless.ebill(req));
  routes.add(billingDocumentRoutes.updateEbill, async ({ req, input }) => paperless.update(req, input.body));
}
