import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { allRoutes, type RouteDef } from '@coax/contract';
import type { Db } from './db/database.ts';
import { registerAlertsRoutes } from './modules/alerts/routes.ts';
import { alertsService } from './modules/alerts/service.ts';
import { registerBillingRoutes } from './modules/billing/routes.ts';
import { billingService } from './modules/billing/service.ts';
import { autopayService } from './modules/billing/payments/autopay-service.ts';
import { billingJobs } from './modules/billing/payments/posting-job.ts';
import { registerPaymentRoutes } from './modules/billing/payments/routes.ts';
import { paymentsService } from './modules/billing/payments/service.ts';
import { purgeExpiredIdempotencyKeys } from './platform/http/idempotency.ts';
import type { Job } from './platform/jobs/runner.ts';
import { registerPaymentMethodRoutes } from './modules/billing/methods/routes.ts';
import { paymentMethodsService } from './modules/billing/methods/service.ts';
import { registerDashboardRoutes } from './modules/dashboard/routes.ts';
import { dashboardService } from './modules/dashboard/service.ts';
import { cartService } from './modules/vod/cart-service.ts';
import { registerVodRoutes } from './modules/vod/routes.ts';
import { registerBoxSettingsRoutes } from './modules/box-settings/routes.ts';
import { boxSettingsService } from './modules/box-settings/service.ts';
import { registerDvrRoutes } from './modules/dvr/routes.ts';
import { dvrService } from './modules/dvr/service.ts';
import { vodService } from './modules/vod/service.ts';
import { guideLinearAirings } from './modules/guide/linear-airings.ts';
import { rollListings } from './modules/guide/listings-roll.ts';
import { registerGuideRoutes } from './modules/guide/routes.ts';
import { guideService } from './modules/guide/service.ts';
import { registerConfigRoutes } from './modules/config/routes.ts';
import { configService } from './modules/config/service.ts';
import { registerFaqRoutes } from './modules/faq/routes.ts';
import { faqService } from './modules/faq/service.ts';
import { registerSearchRoutes } from './modules/search/routes.ts';
import { searchService } from './modules/search/service.ts';
import { registerCsrRoutes } from './modules/csr/routes.ts';
import { csrService } from './modules/csr/service.ts';
import { registerHealthRoutes } from './modules/health/routes.ts';
import { registerOutageRoutes } from './modules/outage/routes.ts';
import { outageService } from './modules/outage/service.ts';
import { accessGuard } from './modules/session/guard.ts';
import { registerSessionRoutes } from './modules/session/routes.ts';
import { sessionService } from './modules/session/service.ts';
import type { Clock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import { DOCS_CSS, docsPage } from './platform/http/docs-page.ts';
import { frameworkErrors, registerErrorHandler } from './platform/http/error-handler.ts';
import { buildOpenApi } from './platform/http/openapi.ts';
import { RouteRegistry } from './platform/http/route-registry.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import { loggerOptions } from './platform/logger.ts';
import type { PasswordHasher } from './platform/password.ts';
import type { PaymentGateway } from './platform/payment-gateway/gateway.ts';
import { sandboxGateway } from './platform/payment-gateway/sandbox-gateway.ts';
import { registerDocumentRoutes } from './modules/billing/documents/routes.ts';
import { documentsService } from './modules/billing/documents/service.ts';
import { registerPaperlessRoutes } from './modules/billing/paperless/routes.ts';
import { registerTransferRoutes } from './modules/billing/transfer/routes.ts';
import { paperlessService } from './modules/billing/paperless/service.ts';
import type { MailCatcher } from './platform/mail/catcher.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import { registerMailbox } from './platform/mail/mailbox-page.ts';
import { setupMail } from './platform/mail/setup.ts';
import { registerSessions } from './platform/sessions/session-plugin.ts';
import type { SessionStore } from './platform/sessions/session-store.ts';

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
  });

  const served: string[] = [];
  server.addHook('onRoute', (r) => {
    for (const m of [r.method].flat()) if (m !== 'HEAD') served.push(`${m} ${r.url}`);
  });

  // External plugins first: headers, rate limit, cookies; then our own hooks, then routes.
  await server.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.cookieSecure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: config.cookieSecure,
    crossOriginEmbedderPolicy: false,
  });
  if (config.RATE_LIMIT_PER_MINUTE > 0) {
    const rateRedis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
    await server.register(fastifyRateLimit, {
      max: config.RATE_LIMIT_PER_MINUTE,
      timeWindow: '1 minute',
      ...(rateRedis ? { redis: rateRedis, nameSpace: 'coax:rl:' } : {}),
    });
    if (rateRedis) server.addHook('onClose', async () => void (await rateRedis.quit()));
  }
  // Pages, assets and API answers over 1 KiB go out gzip or brotli compressed.
  await server.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await server.register(fastifyCookie);

  registerErrorHandler(server);
  const cookies = registerSessions(server, { store, clock, config });
  const routes = new RouteRegistry(server, accessGuard(db.kysely, clock, cookies.limits));

  const session = sessionService({ db: db.kysely, clock, hasher, store, cookies });
  const csr = csrService({ db: db.kysely, clock, store });
  csr.registerAuditHook(server);

  registerHealthRoutes(routes, db, clock);
  const configs = configService({ db: db.kysely, config });
  registerConfigRoutes(routes, config, configs);
  const faq = faqService({ db: db.kysely, config, support: configs });
  registerFaqRoutes(routes, faq);
  registerSearchRoutes(routes, searchService({ faq }));
  registerSessionRoutes(routes, session);
  registerCsrRoutes(routes, csr, session);
  registerBillingRoutes(routes, billingService({ db: db.kysely, clock, config }));
  const chargeDeps = { db: db.kysely, clock, gateway, log: server.log };
  registerPaymentRoutes(routes, {
    db: db.kysely,
    clock,
    payments: paymentsService(chargeDeps),
    autopay: autopayService({ db: db.kysely, clock }),
  });
  const billing = billingJobs(chargeDeps);
  const jobs: Job[] = [
    { name: 'billing.payments', run: (now) => billing.runAll(now) },
    { name: 'idempotency.purge', run: (now) => purgeExpiredIdempotencyKeys(db.kysely, now) },
  ];
  registerPaymentMethodRoutes(routes, paymentMethodsService({ db: db.kysely, clock, gateway }));
  const mail = await setupMail(config, server.log, () => clock.now(), deps.mailer);
  registerDocumentRoutes(routes, documentsService({ db: db.kysely, clock, brand: config.BRAND_NAME }));
  registerTransferRoutes(routes, { db: db.kysely, clock });
  const paperless = paperlessService({
    db: db.kysely,
    clock,
    mailer: mail.mailer,
    brand: config.BRAND_NAME,
    log: server.log,
  });
  registerPaperlessRoutes(routes, paperless);
  if (mail.catcher) registerMailbox(server, mail.catcher, config.BRAND_NAME);
  server.addHook('onClose', async () => {
    await paperless.drain();
    if (!deps.mailer) mail.mailer.close?.();
    await mail.catcher?.close();
  });
  const outage = outageService({ db: db.kysely, clock });
  registerOutageRoutes(routes, db.kysely, outage);
  registerAlertsRoutes(
    routes,
    alertsService({ db: db.kysely, clock, outage, previewHost: config.ALERTS_PREVIEW_HOST }),
  );
  registerDashboardRoutes(routes, dashboardService({ db: db.kysely, clock, config }));
  registerVodRoutes(
    routes,
    server,
    db.kysely,
    vodService({ db: db.kysely, clock, airings: guideLinearAirings(db.kysely, clock) }),
    cartService({ db: db.kysely, clock }),
  );
  registerGuideRoutes(routes, db.kysely, guideService({ db: db.kysely, clock }));
  registerBoxSettingsRoutes(routes, boxSettingsService({ db: db.kysely, clock, hasher }));
  const dvr = dvrService({ db: db.kysely, clock, lockRows: db.dialect === 'postgres' });
  registerDvrRoutes(routes, { db: db.kysely, clock, dvr });
  // Listings roll forward first in a pass, so the series rules after them see the new days.
  jobs.push({
    name: 'guide.listings',
    run: (now) => rollListings(db.kysely, now, { lockTable: db.dialect === 'postgres' }),
  });
  // Series rules take the episodes of newly loaded listings (issue 7 item 4).
  jobs.push({ name: 'dvr.series-rules', run: () => dvr.expandSeriesRules() });

  const missing = Object.values(allRoutes).filter((d) => !routes.registered.includes(d));
  if (missing.length > 0) {
    throw new Error(
      `Contract routes without a handler: ${missing.map((d) => `${d.method} ${d.path}`).join(', ')}`,
    );
  }

  const openApi = buildOpenApi(routes.registered, { title: `${config.BRAND_NAME} portal API`, version: '1' });
  server.get('/api/openapi.json', async () => openApi);
  const docs = docsPage(config.BRAND_NAME, openApi, routes.registered);
  server.get('/api/docs', async (_req, reply) => reply.type('text/html; charset=utf-8').send(docs));
  server.get('/api/docs.css', async (_req, reply) => reply.type('text/css').send(DOCS_CSS));

  await registerWebApp(server, config.WEB_DIST);
  server.addHook('onClose', async () => {
    await store.close();
  });
  return {
    server,
    routes: routes.registered,
    served,
    jobs,
    ...(mail.catcher ? { mailCatcher: mail.catcher } : {}),
  };
}
