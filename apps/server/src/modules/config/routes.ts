import { configRoutes } from '@coax/contract';
import type { Config } from '../../platform/config.ts';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import type { ConfigService } from './service.ts';

export function registerConfigRoutes(routes: RouteRegistry, config: Config, service: ConfigService) {
  const body = {
    brand: { name: config.BRAND_NAME, supportPhone: config.SUPPORT_PHONE },
    links: {
      webmail: config.LINK_WEBMAIL,
      webSearch: config.LINK_WEB_SEARCH,
      phoneBase: config.LINK_PHONE_BASE,
    },
    session: { idleMinutes: config.SESSION_IDLE_MINUTES, reauthHours: config.SESSION_REAUTH_HOURS },
    securityFlags: service.securityFlags(),
  };
  routes.add(configRoutes.config, async () => body);
  routes.add(configRoutes.securityFlags, async () => service.securityFlags());
  routes.add(configRoutes.supportNumber, async ({ caller }) => service.supportNumber(caller));
  routes.add(configRoutes.userAgent, async ({ req }) => service.userAgent(req.headers['user-agent']));
}
