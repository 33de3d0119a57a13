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
 * `env` handing back one context per signed-in user and claims (and one signed-out) for the whole file: each new
 * context starts a Firebase app and a Firestore client, which, per call in each test, was most of a rules file's time.
 * A client keeps no data between tests: with no listener and no persistence, every read goes to the emulator.
 */
function reusingContexts(env: RulesTestEnvironment): RulesTestEnvironment {
  const contexts = new Map<string, RulesTestContext>();
  const reuse = (key: string, start: () => RulesTestContext) => {
    const known = contexts.get(key);
    if (known) return known;
    const context = start();
    contexts.set(key, context);
    return context;
  };
  const authenticated = env.authenticatedContext.bind(env);
  const unauthenticated = env.unauthenticatedContext.bind(env);
  return Object.assign(env, {
    authenticatedContext: (uid: string, claims?: Parameters<RulesTestEnvironment['authenticatedContext']>[1]) =>
      reuse(JSON.stringify([uid, claims ?? null]), () => authenticated(uid, claims)),
    unauthenticatedContext: () => reuse('signed out', unauthenticated),
  });
}

/**
 * Sets up a Firestore rules suite: one environment for the file and, before
 * each test, an emptied Firestore holding only what `seed` writes with the
 * rules off. Call it at the top of the file; it returns the environment.
 */
export function firestoreRulesSuite(seed: (db: SeedDb) => Promise<void> = async () => {}): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  let seeder: HeldContext | undefined;
  beforeAll(async () => {
    env = reusingContexts(await rulesTestEnv());
    seeder = await holdRulesDisabledContext(env);
  });
  afterAll(async () => {
    await seeder?.release();
    await env?.cleanup();
  });
  beforeEach(async () => {
    await env!.clearFirestore();
    await seed(seeder!.db);
  });
  return () => env!;
}

export interface HeldContext {
  /** A Firestore client that the rules do not apply to. */
  db: SeedDb;
  /** Ends the context, closing its client. */
  release(): Promise<void>;
}

/**
 * A rules-off client kept open until released: `withSecurityRulesDisabled` starts and deletes a Firebase app per call,
 * which, called before each of the matrix's 900 cells, was most of that file's time.
 */
export function holdRulesDisabledContext(env: RulesTestEnvironment): Promise<HeldContext> {
  return new Promise((resolveHeld, rejectHeld) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const ended = env.withSecurityRulesDisabled(async (ctx) => {
      resolveHeld({
        db: ctx.firestore(),
        release: async () => {
          release();
          await ended;
        },
      });
      await released;
    });
    ended.catch(rejectHeld);
  });
}
