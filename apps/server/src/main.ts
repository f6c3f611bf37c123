import { buildApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { isEmpty, seedDemo } from './db/seed/demo-seed.ts';
import { rollListings } from './modules/guide/listings-roll.ts';
import { systemClock } from './platform/clock.ts';
import { loadConfig } from './platform/config.ts';
import { startJobRunner } from './platform/jobs/runner.ts';
import { argon2Hasher } from './platform/password.ts';
import { dbSessionStore } from './platform/sessions/db-session-store.ts';
import { redisSessionStore } from './platform/sessions/redis-session-store.ts';

const config = loadConfig();
const db = openDatabase({ url: config.DATABASE_URL, file: config.DATABASE_FILE });
const hasher = argon2Hasher(config.PASSWORD_MEMORY_KIB);
await migrateToLatest(db);
if (config.SEED_DEMO && (await isEmpty(db.kysely))) {
  await seedDemo(db.kysely, hasher, systemClock.now(), { tcLocationId: config.APPOINTMENT_TC_LOCATION_ID });
}
// A database opened after a while has listings that stop short: roll them forward before serving
// (a second or so for weeks of catching up), not a job interval later.
await rollListings(db.kysely, systemClock.now(), { lockTable: db.dialect === 'postgres' });
const store = config.REDIS_URL ? redisSessionStore(config.REDIS_URL, systemClock) : dbSessionStore(db.kysely);
const { server, jobs } = await buildApp({ config, db, clock: systemClock, hasher, store });
// Scheduled payments and autopay post from here. Every process may run it: the jobs claim each
// payment with a conditional update, so two processes never charge the same one.
const runner = startJobRunner({
  jobs,
  clock: systemClock,
  intervalMs: config.JOBS_INTERVAL_MS,
  log: server.log,
});

const shutdown = async (signal: string) => {
  server.log.info({ signal }, 'shutting down');
  await runner.stop();
  await server.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await server.listen({ port: config.PORT, host: config.HOST });
server.log.info(
  `${config.BRAND_NAME} portal on http://localhost:${config.PORT} (${db.dialect}${config.REDIS_URL ? ', sessions in Redis' : ''})`,
);
