import { sessionRoutes, sessionShellRoutes } from '@coax/contract';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import type { SessionCookies } from '../../platform/sessions/session-plugin.ts';
import { readerOf } from '../faq/index.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from './login-throttle.ts';
import type { SessionService } from './service.ts';
import { shellReader, type ShellParts } from './shell.ts';

export function registerSessionRoutes(
  routes: RouteRegistry,
  service: SessionService,
  cookies: SessionCookies,
) {
  routes.add(sessionRoutes.getSession, async ({ caller, req }) =>
    service.state(caller, req.csrfToken, req.auth.expired),
  );
  routes.add(sessionRoutes.login, async ({ req, reply, input, reloadCaller }) => {
    const { userId, deviceToken } = await service.login(input.body, req.ip, req.cookies[DEVICE_COOKIE]);
    reply.setCookie(DEVICE_COOKIE, deviceToken, {
      path: '/api/session',
      httpOnly: true,
      sameSite: 'strict',
      secure: cookies.secureFor(req),
      maxAge: DEVICE_COOKIE_DAYS * 24 * 3600,
    });
    // Rotation: whatever session the browser had is ended, and a new id is issued.
    await cookies.end(req, reply);
    req.auth.session = await cookies.start(reply, { userId, remember: input.body.remember });
    req.auth.expired = false;
    return service.state(await reloadCaller(), req.csrfToken);
  });
  routes.add(sessionRoutes.reauth, async ({ caller, req, input }) =>
    service.state(
      await service.reauth(caller, input.body.password, req.ip, req.cookies[DEVICE_COOKIE]),
      req.csrfToken,
    ),
  );
  routes.add(sessionRoutes.logout, async ({ req, reply }) => {
    await cookies.end(req, reply);
    return { ok: true as const };
  });
  routes.add(sessionRoutes.logoutAll, async ({ caller, req, reply, input }) => {
    const { ended, own } = await service.logoutAll(caller, input.body.id);
    if (own) await cookies.end(req, reply);
    return { ended };
  });
  routes.add(sessionRoutes.changePassword, async ({ caller, req, input }) =>
    service.changePassword(caller, input.body, req.ip, req.cookies[DEVICE_COOKIE]),
  );
}

/** The shell's first read (issue 21 item 4): see shell.ts. */
export function registerShellRoute(routes: RouteRegistry, parts: ShellParts) {
  const read = shellReader(parts);
  routes.add(sessionShellRoutes.getShell, async ({ caller, req, input }) =>
    read(caller, {
      lang: input.query.lang,
      csrfToken: req.csrfToken,
      expired: req.auth.expired,
      host: req.host,
      hostname: req.hostname,
      langCookie: readerOf(caller, req).langCookie,
      log: req.log,
    }),
  );
}
