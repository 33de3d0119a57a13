import type { Config } from 'jest';

const tsJest: Config['transform'] = { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tests/tsconfig.json', isolatedModules: true }] };
const moduleNameMapper = { '^@shared/(.*)$': '<rootDir>/functions/src/shared/$1' };

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
    project('rules', { testTimeout: 30_000, setupFiles: ['<rootDir>/tests/support/quiet-firebase-logs.ts'] }),
    project('integration', { testTimeout: 120_000 }),
    project('e2e', { testTimeout: 120_000 }),
  ],
};

export default config;
