import { defineConfig } from 'vitest/config';

// One runner for every unit and integration suite. The server suite runs once on the
// embedded SQLite database and, when TEST_DATABASE_URL names a PostgreSQL server, again on it.
const pg = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
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
