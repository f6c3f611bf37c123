import { defineConfig } from 'vitest/config';

// One runner for every unit and integration suite. The server suite runs once on the
// embedded SQLite database and again on PostgreSQL (TEST_DATABASE_URL, the local server by
// default; 'off' skips it). The Redis session store is tested against TEST_REDIS_URL likewise.
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pg = pgUrl === 'off' ? undefined : pgUrl;
process.env.TEST_DATABASE_URL = pg ?? '';
process.env.TEST_REDIS_URL ??= 'redis://127.0.0.1:6379';

// Limits that hold on a loaded machine (load average 8 on 2 cores): a file's hook builds a fresh
// database, migrates and seeds it, which on PostgreSQL under load takes well past the default 10 s.
// They bound a hung test; they are not speed checks (those live in bench/).
const SERVER_TEST_MS = 60_000;
const SERVER_HOOK_MS = 120_000;

const postgresSkips = [
  'src/platform/config.test.ts',
  'src/platform/password.test.ts',
  'src/platform/logger.test.ts',
  'src/platform/dependencies.test.ts',
  'src/platform/dependency-watch.test.ts',
  'src/platform/payment-gateway/**',
  'src/platform/mail/**',
  'src/platform/http/security.test.ts',
  'src/platform/http/test-clock.test.ts',
  'src/platform/http/route-registry.test.ts',
  'src/platform/http/shared-answers.test.ts',
  'src/platform/http/request-log.test.ts',
  'src/platform/http/rate-limit.test.ts',
  'src/platform/http/compression.test.ts',
  'src/platform/http/kept-answers.test.ts',
  'src/platform/pdf/pdf-text.test.ts',
  'src/db/statement-cache.test.ts',
  'src/db/without-flush.test.ts',
  'src/db/seed/vod/generate.test.ts',
  'src/modules/vod/image/**',
  'src/modules/outage/outage-error.test.ts',
  'src/modules/guide/views.test.ts',
  'src/modules/guide/window-listings.test.ts',
  'src/modules/billing/audit.test.ts',
  'src/modules/billing/payments/charge-timeout.test.ts',
  'test/attack/headers.test.ts',
];

/**
 * The server suite imports the whole app in every file; isolating files would import it afresh
 * each time (most of the suite's time). Its files share no state but the modules' own caches, and
 * each builds its app and database (a copy of one seeded once per worker: test/seeded-database.ts,
 * whose PostgreSQL templates the global setup names and drops).
 */
const serverRun = { isolate: false, globalSetup: ['./test/global-setup.ts'] };

/** Files only PostgreSQL can run: its named statements. */
const sqliteSkips = ['src/db/named-statements.test.ts'];

export default defineConfig({
  test: {
    // Vitest leaves one core free by default, which on a two-core machine runs every file in
    // turn. Half the files wait on PostgreSQL or a live server rather than the CPU, so two
    // workers finish the suite sooner.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      { test: { name: 'bench', root: 'bench', include: ['src/**/*.test.ts'] } },
      {
        // The tools read the whole tree (every domain export against every file): seconds on a quiet
        // machine, far more on a loaded one, so their bound is the server suite's, not the default 5 s.
        test: { name: 'tools', root: 'tools', include: ['*.test.mjs'], testTimeout: SERVER_TEST_MS },
      },
      {
        test: {
          name: 'server-sqlite',
          root: 'apps/server',
          ...serverRun,
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: sqliteSkips,
          env: { TEST_DIALECT: 'sqlite' },
          testTimeout: SERVER_TEST_MS,
          hookTimeout: SERVER_HOOK_MS,
        },
      },
      ...(pg
        ? [
            {
              test: {
                name: 'server-postgres',
                root: 'apps/server',
                ...serverRun,
                include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
                // Files whose outcome cannot depend on the database's dialect (configuration,
                // hashing, headers, the gateway, the mail catcher, image drawing, the generator)
                // run once, on SQLite; everything that reaches SQL runs on both.
                exclude: postgresSkips,
                env: { TEST_DIALECT: 'postgres' },
                testTimeout: SERVER_TEST_MS,
                hookTimeout: SERVER_HOOK_MS,
              },
            },
          ]
        : []),
      './apps/web/vite.config.ts',
    ],
  },
});
