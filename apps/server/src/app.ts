import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import { allRoutes, type RouteDef } from '@coax/contract';
import type { Db } from './db/database.ts';
import { alerts } from './modules/alerts/index.ts';
import { appointments } from './modules/appointments/index.ts';
import { network } from './modules/network/index.ts';
import { billing } from './modules/billing/index.ts';
import { boxSettings } from './modules/box-settings/index.ts';
import { config as configModule } from './modules/config/index.ts';
import { csr } from './modules/csr/index.ts';
import { dashboard } from './modules/dashboard/index.ts';
import { dvr } from './modules/dvr/index.ts';
import { faq } from './modules/faq/index.ts';
import { guide } from './modules/guide/index.ts';
import { health } from './modules/health/index.ts';
import { identity } from './modules/identity/index.ts';
import { outage } from './modules/outage/index.ts';
import { phone } from './modules/phone/index.ts';
import { search } from './modules/search/index.ts';
import { support } from './modules/support/index.ts';
import { locator } from './modules/locator/index.ts';
import { shop } from './modules/shop/index.ts';
import { accessGuard, session } from './modules/session/index.ts';
import { vod } from './modules/vod/index.ts';
import { webmail } from './modules/webmail/index.ts';
import { shopServices } from './modules/shop-services/index.ts';
import type { Clock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import { createDependencyWatch } from './platform/dependency-watch.ts';
import { registerApiDocs } from './platform/http/docs-page.ts';
import { frameworkErrors, registerErrorHandler } from './platform/http/error-handler.ts';
import { idempotencyKeys } from './platform/http/idempotency.ts';
import type { AreaModule, ModuleContext, MountedModule, SharedServices } from './platform/http/module.ts';
import { registerPlugins } from './platform/http/plugins.ts';
import type { PublicAnswerCache } from './platform/http/public-cache.ts';
import { RouteRegistry } from './platform/http/route-registry.ts';
import { publicAnswersNamespace, redisAnswerStore } from './platform/http/shared-answers.ts';
import { registerTestClock } from './platform/http/test-clock.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import { registerRequestLog } from './platform/http/request-log.ts';
import { registerBrandAssets } from './platform/http/brand-assets.ts';
import type { Job } from './platform/jobs/runner.ts';
import { createLifecycle, type Lifecycle } from './platform/lifecycle.ts';
import { loggerOptions } from './platform/logger.ts';
import type { MailCatcher } from './platform/mail/catcher.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import { registerMailbox } from './platform/mail/mailbox-page.ts';
import { outbox } from './platform/outbox/module.ts';
import { registerTextLog } from './platform/outbox/texts-page.ts';
import { setupMail } from './platform/mail/setup.ts';
import type { PasswordHasher } from './platform/password.ts';
import type { PaymentGateway } from './platform/payment-gateway/gateway.ts';
import { sandboxGateway } from './platform/payment-gateway/sandbox-gateway.ts';
import { registerSessions } from './platform/sessions/session-plugin.ts';
import type { SessionStore } from './platform/sessions/session-store.ts';

/**
 * The server's areas, in the order their routes are registered and their jobs run: the
 * idempotency clean-up after bill pay's postings, the guide's listings before the DVR's series rules.
 */
const modules: readonly AreaModule[] = [
  health,
  configModule,
  faq,
  search,
  session,
  csr,
  billing,
  idempotencyKeys,
  outage,
  alerts,
  dashboard,
  vod,
  guide,
  boxSettings,
  dvr,
  appointments,
  phone,
  webmail,
  identity,
  network,
  support,
  locator,
  shopServices,
  shop,
  // Last: it delivers what the jobs before it wrote to the outbox in the same pass.
  outbox,
];

export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  store: SessionStore;
  /** the card and bank processor; the sandbox when none is given */
  gateway?: PaymentGateway;
  /** how mail goes out; by default SMTP_URL, else the local catcher outside production */
  mailer?: Mailer;
  /** where logs go; tests pass a stream to read them */
  logStream?: NodeJS.WritableStream;
  /** main.ts marks it stopping on SIGTERM; a fresh one (never stopping) by default */
  lifecycle?: Lifecycle;
}

export interface App {
  server: FastifyInstance;
  /** every contract route the server registered, in order */
  routes: readonly RouteDef[];
  /** every route Fastify serves, contract or not, as 'METHOD /path' */
  served: readonly string[];
  /** periodic work (posting due payments, autopay, clean-up); main.ts runs it on a timer */
  jobs: readonly Job[];
  /** the local mail catcher, when mail goes to one (development and tests) */
  mailCatcher?: MailCatcher;
  /** the publicly cacheable answers kept in this process */
  publicAnswers: PublicAnswerCache;
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, db, clock, hasher, store } = deps;
  const gateway = deps.gateway ?? sandboxGateway();
  const logger = loggerOptions(config);
  const server = Fastify({
    logger: deps.logStream ? { ...logger, stream: deps.logStream } : logger,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    // Long ids must reach validation (a 400 in our shape), not the router's own 414.
    routerOptions: { maxParamLength: 2048 },
    frameworkErrors,
    // request-log.ts logs failures, slow requests and a sample instead of two lines per request
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestLog(server, { sampleEvery: config.LOG_SAMPLE_EVERY, slowMs: config.SLOW_REQUEST_MS });

  const served: string[] = [];
  server.addHook('onRoute', (r) => {
    for (const m of [r.method].flat()) if (m !== 'HEAD') served.push(`${m} ${r.url}`);
  });

  // External plugins first: headers, rate limit, compression, cookies; then our own hooks, then routes.
  const watch = createDependencyWatch(server.log);
  store.watch?.(watch);
  await registerPlugins(server, config, watch);
  registerErrorHandler(server, watch);
  if (config.TEST_CLOCK_COOKIE) registerTestClock(server);
  const cookies = registerSessions(server, { store, clock, config });
  const guard = accessGuard(db.kysely, clock, cookies.limits);
  const routes = new RouteRegistry(server, guard, config.NODE_ENV === 'test');
  if (config.REDIS_URL) {
    // Public answers built once for every process; each process hears the others' clears.
    const answers = routes.publicAnswers;
    const namespace = publicAnswersNamespace(config.DATABASE_URL || config.DATABASE_FILE);
    const shared = redisAnswerStore(
      config.REDIS_URL,
      server.log,
      (prefix) => answers.forget(prefix),
      namespace,
    );
    answers.share(shared);
    server.addHook('onClose', () => shared.close());
  }
  const mail = await setupMail(config, server.log, () => clock.now(), deps.mailer);
  const ctx: ModuleContext = {
    ...{ db: db.kysely, dialect: db.dialect, clock, config, hasher, store, cookies, gateway },
    // Each module's provide fills in the services it offers, in the order of the list.
    ...{ mailer: mail.mailer, log: server.log, lifecycle: deps.lifecycle ?? createLifecycle() },
    ...{ server, services: {} as SharedServices },
  };
  for (const m of modules) Object.assign(ctx.services, m.provide?.(ctx));
  const mounted: MountedModule[] = [];
  for (const m of modules) mounted.push(m.routes(routes, ctx) ?? {});
  const jobs: Job[] = mounted.flatMap((m) => m.jobs ?? []);
  if (mail.catcher) {
    const callerOf = (req: FastifyRequest) => routes.callerOf(req);
    registerMailbox(server, mail.catcher, config.BRAND_NAME, callerOf);
    registerTextLog(server, db.kysely, config.BRAND_NAME, callerOf);
  }
  server.addHook('onClose', async () => {
    for (const m of mounted) await m.close?.();
    if (!deps.mailer) mail.mailer.close?.();
    await mail.catcher?.close();
  });

  const missing = Object.values(allRoutes).filter((d) => !routes.registered.includes(d));
  if (missing.length > 0) {
    throw new Error(
      `Contract routes without a handler: ${missing.map((d) => `${d.method} ${d.path}`).join(', ')}`,
    );
  }

  registerApiDocs(server, config.BRAND_NAME, routes.registered);

  registerBrandAssets(server, config);
  await registerWebApp(server, config.WEB_DIST, config.BRAND_NAME);
  server.addHook('onClose', async () => {
    await store.close();
  });
  return {
    server,
    routes: routes.registered,
    served,
    jobs,
    publicAnswers: routes.publicAnswers,
    ...(mail.catcher ? { mailCatcher: mail.catcher } : {}),
  };
}
