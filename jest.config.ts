import type { Config } from 'jest';

const tsJest: Config['transform'] = { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tests/tsconfig.jest.json' }] };
const moduleNameMapper = { '^@shared/(.*)$': '<rootDir>/functions/src/shared/$1', '^@/(.*)$': '<rootDir>/web/src/$1' };

const project = (name: string, extra: Partial<Config> = {}): Config => ({
  displayName: name,
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: tsJest,
  moduleNameMapper,
  testMatch: [`<rootDir>/tests/${name}/**/*.test.ts`],
  ...extra,
});

/**
 * unit: plain functions, no emulator. rules, integration and e2e need the
 * emulator stack that `npm test` starts (scripts/test.ts).
 */
const config: Config = {
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

export default config;
