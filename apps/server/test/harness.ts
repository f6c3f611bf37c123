import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Db } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { DEMO_PASSWORD, seedDemo } from '../src/db/seed/demo-seed.ts';
import { TEST_VOD_TITLES } from '../src/db/seed/vod/vod-seed.ts';
import { TEST_GUIDE_CHANNELS, TEST_GUIDE_DAYS } from '../src/db/seed/listings/listings-seed.ts';
import { TestClock } from '../src/platform/clock.ts';
import type { MailCatcher } from '../src/platform/mail/catcher.ts';
import { loadConfig, type Config } from '../src/platform/config.ts';
import { argon2Hasher, type PasswordHasher } from '../src/platform/password.ts';
import { freshPostgres, freshSqlite, type Fresh } from './seeded-database.ts';
import type { PaymentGateway } from '../src/platform/payment-gateway/gateway.ts';
import { dbSessionStore } from '../src/platform/sessions/db-session-store.ts';
import { redisSessionStore } from '../src/platform/sessions/redis-session-store.ts';
import type { SessionStore } from '../src/platform/sessions/session-store.ts';
import type { Lifecycle } from '../src/platform/lifecycle.ts';
import type { PublicAnswerCache } from '../src/platform/http/public-cache.ts';

export { DEMO_PASSWORD };
export const dialect = (process.env.TEST_DIALECT ?? 'sqlite') as 'sqlite' | 'postgres';

/**
 * A fresh database for one test app, migrated and seeded with the demo data: in-memory SQLite, or
 * a new PostgreSQL database dropped afterwards. Each is a copy of one built once per worker and
 * set of seed options (`seeded-database.ts`).
 */
async function freshDb(
  seed: Parameters<typeof seedDemo>[3],
  now: number,
  hasher: PasswordHasher,
): Promise<Fresh> {
  const key = JSON.stringify({ ...seed, now });
  const build = async (db: Db) => {
    await migrateToLatest(db);
    await seedDemo(db.kysely, hasher, now, seed);
  };
  if (dialect === 'sqlite') return freshSqlite(key, build);
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('TEST_DATABASE_URL must name a PostgreSQL server for the postgres suite');
  return freshPostgres(admin, key, build);
}

export interface TestApp {
  server: FastifyInstance;
  served: readonly string[];
  db: Db;
  clock: TestClock;
  config: Config;
  store: SessionStore;
  logs: () => string;
  /** the mail the app sent, caught in process (SMTP on a free port) */
  mail: MailCatcher | undefined;
  /** the publicly cacheable answers the app keeps */
  publicAnswers: PublicAnswerCache;
  /** runs the app's job of this name once, as the job runner's pass would */
  runJob: (name: string) => Promise<unknown>;
  close: () => Promise<void>;
}

export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    store?: 'db' | 'redis';
    beforeReady?: (s: FastifyInstance) => void;
    /** a gateway to charge through instead of the sandbox, e.g. one that counts charges */
    gateway?: PaymentGateway;
    /** titles in the on-demand catalogue; a small one keeps every suite quick */
    vodTitles?: number;
    /** channels in the listings (days: today and tomorrow); a handful keeps every suite quick */
    guideChannels?: number;
    /** the process's life, for readiness tests */
    lifecycle?: Lifecycle;
  } = {},
): Promise<TestApp> {
  const clock = new TestClock();
  // Low memory cost keeps the suite quick; production strength is checked in password.test.ts.
  const hasher = argon2Hasher(1024);
  const { db, drop } = await freshDb(
    {
      vodTitles: opts.vodTitles ?? TEST_VOD_TITLES,
      guideChannels: opts.guideChannels ?? TEST_GUIDE_CHANNELS,
      guideDays: TEST_GUIDE_DAYS,
    },
    clock.now(),
    hasher,
  );
  const config = loadConfig({
    // every answer is parsed with the contract's schema too, and checked against the compiled serializer
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_SESSION_PER_MINUTE: '100000',
    WEB_DIST: '/nonexistent',
    MAIL_CATCHER_PORT: '0',
    ...opts.env,
  });
  const store =
    opts.store === 'redis'
      ? redisSessionStore(
          process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
          clock,
          `coax-test-${randomBytes(4).toString('hex')}:`,
        )
      : dbSessionStore(db.kysely);
  const stream = new PassThrough();
  let logText = '';
  stream.on('data', (c: Buffer) => (logText += c.toString()));
  const { server, served, mailCatcher, publicAnswers, jobs } = await buildApp({
    config,
    db,
    clock,
    hasher,
    store,
    logStream: stream,
    ...(opts.gateway ? { gateway: opts.gateway } : {}),
    ...(opts.lifecycle ? { lifecycle: opts.lifecycle } : {}),
  });
  opts.beforeReady?.(server);
  await server.ready();
  return {
    server,
    served,
    db,
    clock,
    config,
    store,
    logs: () => logText,
    mail: mailCatcher,
    publicAnswers,
    runJob: async (name) => {
      const job = jobs.find((j) => j.name === name);
      if (!job) throw new Error(`No job named ${name}`);
      return job.run(clock.now());
    },
    close: async () => {
      await server.close();
      await drop();
    },
  };
}

/** A browser stand-in: keeps cookies and sends the anti-forgery header like the web app does. */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: TestApp,
    readonly ip = '127.0.0.1',
  ) {}

  async request(opts: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...(opts.headers as Record<string, string>) };
    if (opts.method && opts.method !== 'GET' && opts.csrf !== false) {
      if (!this.cookies.has('coax_csrf')) await this.get('/api/session');
      headers['x-csrf-token'] = this.cookies.get('coax_csrf') ?? '';
    }
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) headers.cookie = cookie;
    const res = await this.app.server.inject({ ...opts, headers, remoteAddress: this.ip });
    for (const c of res.cookies) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now() - 1000)) {
        this.cookies.delete(c.name);
      } else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: object, extra: { headers?: Record<string, string>; csrf?: boolean } = {}) {
    return this.request({ method: 'POST', url, ...(payload ? { payload } : {}), ...extra });
  }

  async signIn(id: string, password = DEMO_PASSWORD, remember = false) {
    const res = await this.post('/api/session/login', { id, password, remember });
    if (res.statusCode !== 200) throw new Error(`sign-in as ${id} failed: ${res.statusCode} ${res.body}`);
    return res;
  }
}
