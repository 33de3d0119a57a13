// @ts-check
// JavaScript, not TypeScript: Jest loads a .ts config through ts-node, two
// seconds on every start, and npm test starts one Jest per test file.

/** @typedef {import('jest').Config} Config */

/** @type {Config['transform']} */
const tsJest = { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tests/tsconfig.jest.json' }] };
const moduleNameMapper = {
  '^@shared/(.*)$': '<rootDir>/functions/src/shared/$1',
  '^@/(.*)$': '<rootDir>/web/src/$1',
  // mjml-browser requires cheerio without shipping it (web/src/lib/cheerio-stub.ts).
  '^cheerio$': '<rootDir>/web/src/lib/cheerio-stub.ts',
};

/** @type {(name: string, extra?: Partial<Config>) => Config} */
const project = (name, extra = {}) => ({
  displayName: name,
  rootDir: __dirname,
  // Jest crawls its roots on every start, with no watchman here: the tests alone, not the whole checkout and its packages.
  roots: ['<rootDir>/tests'],
  testEnvironment: 'node',
  transform: tsJest,
  moduleNameMapper,
  testMatch: [`<rootDir>/tests/${name}/**/*.test.ts`],
  ...extra,
});

/**
 * unit: plain functions, no emulator. rules, integration and e2e need the
 * emulator stack that `npm test` starts (scripts/test.ts).
 * @type {Config}
 */
module.exports = {
  projects: [
    project('unit'),
    project('rules', { setupFiles: ['<rootDir>/tests/support/quiet-firebase-logs.ts'] }),
    project('integration'),
    project('e2e', { setupFilesAfterEnv: ['<rootDir>/tests/support/start-problems.ts'] }),
  ],
  // Jest 29 reads testTimeout only here, not per project. Emulator-backed
  // suites share a 2-core machine with Java, Chromium and function workers,
  // so a generous ceiling keeps a slow moment from failing a correct test.
  testTimeout: 120_000,
};
