import { supportTroubleshootRoutes as routesOf } from '@coax/contract';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import { PORTAL_COOKIE_NAMES } from '@coax/domain';
import { tutorialsService as tutorials } from './tutorials-service.ts';

const langCookieOf = (req: { cookies: Record<string, string | undefined> }) =>
  req.cookies[PORTAL_COOKIE_NAMES.language];

export function registerTutorialsRoutes(routes: RouteRegistry) {
  routes.add(routesOf.tutorialCategory, async ({ caller, req, input }) =>
    tutorials.list({ caller, ...input.query, langCookie: langCookieOf(req) }, input.params.category, false),
  );
  routes.add(routesOf.tutorialFeatured, async ({ caller, req, input }) =>
    tutorials.list({ caller, ...input.query, langCookie: langCookieOf(req) }, input.params.category, true),
  );
  routes.add(routesOf.tutorialVideo, async ({ req, input }) =>
    tutorials.video({ lang: input.query.lang, langCookie: langCookieOf(req) }, input.params.id),
  );
  routes.add(routesOf.tutorialCaptions, async ({ req, input }) =>
    tutorials.captions({ lang: input.query.lang, langCookie: langCookieOf(req) }, input.params.id),
  );
}
