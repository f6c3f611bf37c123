import { buildApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemo } from './db/seed/demo-seed.ts';
import { rollListings } from './modules/guide/listings-roll.ts';
import { shiftableClock, systemClock } from './platform/clock.ts';
import { loadConfig, type Config } from './platform/config.ts';
import { checkDependencies, StartupError } from './platform/dependencies.ts';
import { startJobRunner } from './platform/jobs/runner.ts';
import { createLifecycle } from './platform/lifecycle.ts';
import { argon2Hasher } from './platform/password.ts';
import { dbSessionStore } from './platform/sessions/db-session-store.ts';
import { redisSessionStore } from './platform/sessions/redis-session-store.ts';

async function start(config: Config) {
  // A dependency that is missing stops the start with one line naming its setting, before
  // anything half starts (a supervisor shows that line instead of a crash loop of stack traces).
  await checkDependencies(config);
  const db = openDatabase({ url: config.DATABASE_URL, file: config.DATABASE_FILE });
  const hasher = argon2Hasher(config.PASSWORD_MEMORY_KIB);
  // Processes started together migrate and seed one after another (docs/deploy.md).
  await db.startUp(async () => {
    await migrateToLatest(db);
    if (config.SEED_DEMO) {
      await seedDemo(db.kysely, hasher, systemClock.now(), {
        tcLocationId: config.APPOINTMENT_TC_LOCATION_ID,
        onlyIfEmpty: true,
      });
    }
    // A database opened after a while has listings that stop short: roll them forward before
    // serving (a second or so for weeks of catching up), not a job interval later.
    await rollListings(db.kysely, systemClock.now(), { lockTable: db.dialect === 'postgres' });
  });
  const store = config.REDIS_URL
    ? redisSessionStore(config.REDIS_URL, systemClock)
    : dbSessionStore(db.kysely);
  const lifecycle = createLifecycle();
  // Journeys may move the clock for their own browser's requests (TEST_CLOCK_COOKIE); jobs never.
  const clock = config.TEST_CLOCK_COOKIE ? shiftableClock : systemClock;
  const { server, jobs } = await buildApp({ config, db, clock, hasher, store, lifecycle });
  // Scheduled payments and autopay post from here. Every process may run it: the jobs claim each
  // payment with a conditional update, so two processes never charge the same one.
  const runner = startJobRunner({
    jobs,
    clock: systemClock,
    intervalMs: config.JOBS_INTERVAL_MS,
    log: server.log,
  });

  // SIGTERM: readiness fails at once so the load balancer stops sending; after the drain delay
  // the job runner finishes its pass (the outbox delivers what it holds while mail is still
  // open), the server stops taking connections and finishes the requests in flight, and the
  // stores close.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    lifecycle.stop();
    server.log.info({ signal, drainSeconds: config.SHUTDOWN_DRAIN_SECONDS }, 'shutting down');
    await new Promise((r) => setTimeout(r, config.SHUTDOWN_DRAIN_SECONDS * 1000));
    await runner.stop();
    await server.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await server.listen({ port: config.PORT, host: config.HOST });
  // One pass at start: what a crash left behind (payments still 'processing', keys still
  // 'running') is settled now rather than a job interval later.
  if (config.JOBS_INTERVAL_MS > 0) void runner.runOnce();
  server.log.info(
    `${config.BRAND_NAME} portal on http://localhost:${config.PORT} (${db.dialect}${config.REDIS_URL ? ', sessions in Redis' : ''})`,
  );
}

try {
  await start(loadConfig());
} catch (err) {
  if (!(err instanceof StartupError)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exit(1);
}
