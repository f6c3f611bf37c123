import { sessionRoutes } from '@coax/contract';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import type { SessionService } from './service.ts';

export function registerSessionRoutes(routes: RouteRegistry, service: SessionService) {
  routes.add(sessionRoutes.getSession, async ({ req }) => service.state(req));
  routes.add(sessionRoutes.login, async ({ req, reply, input }) => service.login(req, reply, input.body));
  routes.add(sessionRoutes.reauth, async ({ req, input }) => service.reauth(req, input.body.password));
  routes.add(sessionRoutes.logout, async ({ req, reply }) => {
    await service.logout(req, reply);
    return { ok: true as const };
  });
  routes.add(sessionRoutes.logoutAll, async ({ req, reply, input }) => ({
    ended: await service.logoutAll(req, reply, input.body.id),
  }));
  routes.add(sessionRoutes.changePassword, async ({ req, input }) => service.changePassword(req, input.body));
}
