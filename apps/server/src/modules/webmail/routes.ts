import { webmailRoutes } from '@coax/contract';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import type { WebmailService } from './service.ts';

export function registerWebmailRoutes(routes: RouteRegistry, webmail: WebmailService) {
  routes.add(webmailRoutes.webmailList, async ({ caller }) => webmail.list(webmail.owner(caller)));
  routes.add(webmailRoutes.webmailMessage, async ({ caller, input }) =>
    webmail.message(webmail.owner(caller), input.params.id),
  );
  routes.add(webmailRoutes.webmailMarkSeen, async ({ caller, input }) =>
    webmail.markSeen(webmail.owner(caller), input.params.id),
  );
  routes.add(webmailRoutes.webmailDelete, async ({ caller, input }) =>
    webmail.remove(webmail.owner(caller), input.params.id),
  );
}
