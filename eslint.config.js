// One lint setup for the whole repo. The import rules below are the architecture's
// one-way dependencies (domain <- contract <- server, web; features never import each other).
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featuresDir = 'apps/web/src/features';
const features = fs.existsSync(featuresDir)
  ? fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/** Each feature may import only itself (plus shared ui, app-level providers, domain and contract). */
const featureZones = features.map((name) => ({
  target: `./${featuresDir}/${name}`,
  from: `./${featuresDir}`,
  except: [`./${name}`],
  message: 'Features never import each other; move shared code to ui, app or domain.',
}));

// --- Server: modules, db and platform -------------------------------------------------------
// db and platform never import modules; a module imports another module only through that
// module's index.ts; only a module's routes.ts (and tests) may import fastify.
const serverDir = 'apps/server/src';
const serverModulesDir = `${serverDir}/modules`;
const serverModules = fs.existsSync(serverModulesDir)
  ? fs
      .readdirSync(serverModulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const serverZones = [
  {
    target: [`./${serverDir}/db/*.ts`, `./${serverDir}/db/migrations`],
    from: `./${serverModulesDir}`,
    message: 'db never imports a module: modules build on db, not the other way.',
  },
  {
    // The demo seed loads its data the way an operator's import would: through a module's index.ts.
    target: `./${serverDir}/db/seed`,
    from: `./${serverModulesDir}`,
    except: serverModules.map((name) => `./${name}/index.ts`),
    message: "The demo seed reaches a module only through the module's index.ts.",
  },
  {
    target: `./${serverDir}/platform`,
    from: `./${serverModulesDir}`,
    message: 'platform never imports a module: modules build on platform, not the other way.',
  },
  ...serverModules.map((name) => ({
    target: `./${serverModulesDir}/${name}`,
    from: `./${serverModulesDir}`,
    except: [
      `./${name}`,
      ...serverModules.filter((other) => other !== name).map((other) => `./${other}/index.ts`),
    ],
    message: 'A server module imports another module only through its index.ts.',
  })),
];
const serverFastifyRule = {
  files: [`${serverModulesDir}/**/*.ts`],
  ignores: ['**/routes.ts', '**/*.test.ts', '**/testing/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['fastify', '@fastify/*'],
            message: 'Only routes.ts sees Fastify: services take the caller and plain values.',
          },
        ],
      },
    ],
  },
};
// Repositories own the SQL: outside a module's repository.ts / *-repository.ts, db/ and platform/
// (whose own stores keep their SQL in their own files) no code imports Kysely's `sql` or starts
// a query. Transactions are still opened by services (`db.transaction()` is not a query).
const QUERY_STARTS = [
  'selectFrom',
  'selectNoFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
  'executeQuery',
];
const serverSqlRule = {
  files: [`${serverDir}/**/*.ts`],
  ignores: [
    '**/repository.ts',
    '**/*-repository.ts',
    `${serverDir}/db/**`,
    `${serverDir}/platform/**`,
    '**/*.test.ts',
    '**/testing/**',
    '**/*-test-kit.ts',
  ],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector:
          "ImportDeclaration[source.value='kysely'][importKind!='type'] > ImportSpecifier[imported.name='sql'][importKind!='type']",
        message:
          "SQL lives in the area's repository.ts (or a *-repository.ts next to it); call a repository function.",
      },
      {
        selector: `CallExpression > MemberExpression.callee[property.name=/^(${QUERY_STARTS.join('|')})$/]`,
        message:
          "Queries live in the area's repository.ts (or a *-repository.ts next to it); call a repository function.",
      },
    ],
  },
};
// --- end server ---------------------------------------------------------------------------

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'bench/results/**',
      'e2e/test-results/**',
      'data/**',
      '**/.ladle/build/**',
      // npm run mutation: its sandbox (left behind when a run is interrupted) and its reports
      '.stryker-tmp*/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      curly: ['error', 'multi-line'],
      'no-console': 'error',
      // Cycles are ours to avoid; following them into node_modules (Vite, lightningcss) only crashes the rule.
      // Its precomputed whole graph (SCC) took most of the lint's time (about 8 minutes of the
      // repo's 10 on two cores, 2 without it); walking each file's imports finds the same cycles.
      'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/domain',
              from: './packages/contract',
              message: 'domain is pure: it imports nothing of ours.',
            },
            { target: './packages/domain', from: './apps' },
            { target: './packages/contract', from: './apps', message: 'contract may import only domain.' },
            { target: './apps/web', from: './apps/server', message: 'web never imports server.' },
            { target: './apps/server', from: './apps/web', message: 'server never imports web.' },
            {
              target: './apps/web/src/ui',
              from: './apps/web/src/features',
              message: 'ui is shared: it must not reach into features.',
            },
            ...featureZones,
            ...serverZones,
            // The app (router, shell) sits on top: features and the shared layers below it never import it.
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features never import the app; move what they need to ui, lib, session or config.',
            },
            {
              target: [
                './apps/web/src/ui',
                './apps/web/src/lib',
                './apps/web/src/session',
                './apps/web/src/config',
              ],
              from: './apps/web/src/app',
              message: 'Shared layers (ui, lib, session, config) never import the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'crypto', 'react', '@coax/*'],
              message: 'domain has no I/O, no React, no Node APIs and imports nothing of ours.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@coax/server', '@coax/web', 'node:*'],
              message: 'contract may import only domain and zod.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    // The build's own tooling runs in Node, not in the browser.
    ignores: [
      'apps/web/vite.config.ts',
      'apps/web/contract-table-plugin.ts',
      'apps/web/precompress-plugin.ts',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@coax/server', '@coax/server/*', 'node:*'],
              message: 'web never imports server or Node APIs.',
            },
          ],
        },
      ],
    },
  },
  serverFastifyRule,
  serverSqlRule,
  {
    // A test's limits are the suite's (apps/web/vite.config.ts, src/test/setup.ts): they bound a
    // hung test on a loaded machine. A shorter limit in one file fails there first.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name='setConfig']",
          message: 'Tests keep the suite-wide limits; speed is measured in bench/.',
        },
        {
          selector: "Property[key.name='timeout']",
          message: 'Tests keep the suite-wide limits; speed is measured in bench/.',
        },
      ],
    },
  },
  {
    files: [
      'e2e/**/*.ts',
      'bench/**/*.ts',
      'tools/**/*.mjs',
      '**/*.config.{js,ts}',
      'apps/server/src/db/seed-cli.ts',
      'apps/server/src/main.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
