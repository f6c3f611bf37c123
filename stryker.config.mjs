// npm run mutation: mutation testing of packages/domain with StrykerJS and its Vitest runner.
// Not part of CI (it takes minutes); its figures are in docs/mutation.md. A subset:
//   npm run mutation -- --mutate 'packages/domain/src/billing/**/*.ts,!**/*.test.ts'
// (--mutate replaces the list below, so it must leave the tests out itself).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.mjs', related: true },
  mutate: ['packages/domain/src/**/*.ts', '!**/*.test.ts'],
  // The domain imports nothing of ours: the sandbox needs neither the apps nor the other workspaces.
  ignorePatterns: ['apps', 'e2e', 'bench', 'deploy', 'docs', 'tools', 'reports', 'data', '.stryker-tmp*'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  reporters: ['clear-text', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
