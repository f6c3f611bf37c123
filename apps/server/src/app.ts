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
import { registerDashboardRoutes } from './modules/dashboard/routes.ts';
import { dashboardService } from './modules/dashboard/service.ts';
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
import { registerSessions } from './platform/sessions/session-plugin.ts';
import type { SessionStore } from './platform/sessions/session-store.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  store: SessionStore;
  /** where logs go; tests pass a stream to read them */
  logStream?: NodeJS.WritableStream;
}

export interface App {
  server: FastifyInstance;
  /** every contract route the server registered, in order */
  routes: readonly RouteDef[];
  /** every route Fastify serves, contract or not, as 'METHOD /path' */
  served: readonly string[];
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, db, clock, hasher, store } = deps;
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
  registerBillingRoutes(routes, billingService({ db: db.kysely, clock }));
  const outage = outageService({ db: db.kysely, clock });
  registerOutageRoutes(routes, db.kysely, outage);
  registerAlertsRoutes(routes, alertsService({ db: db.kysely, clock, outage, previewHost: config.ALERTS_PREVIEW_HOST }));
  registerDashboardRoutes(routes, dashboardService({ db: db.kysely, clock, config }));

  const missing = Object.values(allRoutes).filter((d) => !routes.registered.includes(d));
  if (missing.length > 0) {
    throw new Error(`Contract routes without a handler: ${missing.map((d) => `${d.method} ${d.path}`).join(', ')}`);
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
  return { server, routes: routes.registered, served };
}
