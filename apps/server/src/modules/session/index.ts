import type { AreaModule } from '../../platform/http/module.ts';
import { purgeSignIn } from './login-throttle.ts';
import { registerSessionRoutes, registerShellRoute } from './routes.ts';
import { sessionService, type SessionService } from './service.ts';

export { accessGuard } from './guard.ts';
export { principalOf, type Principal } from './principal.ts';
export { findUser, type UserWithAccount } from './repository.ts';
export type { SessionService } from './service.ts';
export { toSessionUser } from './session-user.ts';

declare module '../../platform/http/module.ts' {
  interface SharedServices {
    /** the session as the web app sees it, which acting for a subscriber answers */
    session: SessionService;
  }
}

export const session: AreaModule = {
  name: 'session',
  provide: ({ db, clock, hasher, store, cookies }) => ({
    session: sessionService({ db, clock, hasher, store, limits: cookies.limits }),
  }),
  routes: (r, ctx) => {
    registerSessionRoutes(r, ctx.services.session, ctx.cookies);
    const { session, support, alerts, outage, faq } = ctx.services;
    registerShellRoute(r, { session, support, alerts, outage, faq });
    return { jobs: [{ name: 'session.sign-in-purge', run: (now) => purgeSignIn(ctx.db, now) }] };
  },
};
