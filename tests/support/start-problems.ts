import { takeStartProblems } from './browser';

/**
 * Loaded after the framework (setupFilesAfterEnv) in every browser test file: a test fails when any
 * page it opened warned or erred about hydration or about an island that could
 * not start, or had something refused by the Content-Security-Policy, even if what it asserted still held.
 */
afterEach(() => {
  const problems = takeStartProblems();
  if (problems.length) throw new Error(`Pages reported start problems:\n${problems.join('\n')}`);
});
