import { initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOST, emulatorPorts } from '../../scripts/lib/ports';

const rules = (file: string) => readFileSync(join(__dirname, '../..', file), 'utf8');

/**
 * The rules suite's own project on the emulators: its clearing and seeding never touch the demo project that the
 * integration and browser suites use (and on another stack of npm test's, run at the same time).
 */
export const RULES_PROJECT_ID = 'demo-floaters-rules';

/** A rules-unit-testing environment on this checkout's emulators, with the repo's rules files. */
export function rulesTestEnv(opts: { storage?: boolean } = {}): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: { host: HOST, port: emulatorPorts().firestore, rules: rules('firestore.rules') },
    ...(opts.storage ? { storage: { host: HOST, port: emulatorPorts().storage, rules: rules('storage.rules') } } : {}),
  });
}

export type SeedDb = ReturnType<RulesTestContext['firestore']>;

/**
 * Sets up a Firestore rules suite: one environment for the file and, before
 * each test, an emptied Firestore holding only what `seed` writes with the
 * rules off. Call it at the top of the file; it returns the environment.
 */
export function firestoreRulesSuite(seed: (db: SeedDb) => Promise<void> = async () => {}): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    env = await rulesTestEnv();
  });
  afterAll(() => env?.cleanup());
  beforeEach(async () => {
    await env!.clearFirestore();
    await env!.withSecurityRulesDisabled((ctx) => seed(ctx.firestore()));
  });
  return () => env!;
}
