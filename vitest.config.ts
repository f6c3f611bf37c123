import { defineConfig } from 'vitest/config';

// One runner for every unit and integration suite. The server suite runs once on the
// embedded SQLite database and again on PostgreSQL (TEST_DATABASE_URL, the local server by
// default; 'off' skips it). The Redis session store is tested against TEST_REDIS_URL likewise.
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pg = pgUrl === 'off' ? undefined : pgUrl;
process.env.TEST_DATABASE_URL = pg ?? '';
process.env.TEST_REDIS_URL ??= 'redis://127.0.0.1:6379';

const postgresSkips = [
  'src/platform/config.test.ts',
  'src/platform/password.test.ts',
  'src/platform/logger.test.ts',
  'src/platform/payment-gateway/**',
  'src/platform/mail/**',
  'src/platform/http/security.test.ts',
  'src/db/seed/vod/generate.test.ts',
  'src/modules/vod/image/**',
  'src/modules/outage/outage-error.test.ts',
  'src/modules/billing/audit.test.ts',
  'test/attack/headers.test.ts',
];

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
        test: {
          name: 'server-sqlite',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          env: { TEST_DIALECT: 'sqlite' },
          testTimeout: 20000,
        },
      },
      ...(pg
        ? [
            {
              test: {
                name: 'server-postgres',
                root: 'apps/server',
                include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
                // Files whose outcome cannot depend on the database's dialect (configuration,
                // hashing, headers, the gateway, the mail catcher, image drawing, the generator)
                // run once, on SQLite; everything that reaches SQL runs on both.
                exclude: postgresSkips,
                env: { TEST_DIALECT: 'postgres' },
                testTimeout: 20000,
              },
            },
          ]
        : []),
      './apps/web/vite.config.ts',
    ],
  },
});
