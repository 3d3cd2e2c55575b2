// Mutation testing of the pure logic (issue #19): `npm run test:mutation`. Runs only the unit tests, one mutant at a
// time per worker; the incremental file lets a re-run test only what changed since the last run.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'tests/mutation/vitest.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'src/**/model/**/*.ts',
    'src/shared/{search,filters,polling,validation,format}/**/*.ts',
    'src/api/**/*.ts',
    // React hooks: exercised by the stories, not by the unit project.
    '!src/**/use-*.ts',
  ],
  // Build outputs and reports change under a running test (a build in another terminal) and are not needed by it.
  ignorePatterns: ['dist', 'storybook-static', 'reports', 'test-results', '.tmp', 'coverage'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  thresholds: { high: 90, low: 80, break: 80 },
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  timeoutMS: 10000,
  // The first run of the tests takes 40 s on a quiet machine but more than the default 5 min on the shared one.
  dryRunTimeoutMinutes: 20,
};
