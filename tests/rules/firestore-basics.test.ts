import { assertFails, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOST, PROJECT_ID, emulatorPorts } from '../../scripts/lib/ports';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host: HOST, port: emulatorPorts().firestore, rules: readFileSync(join(__dirname, '../../firestore.rules'), 'utf8') },
  });
});
afterAll(() => env.cleanup());
beforeEach(() => env.clearFirestore());

describe('catch-all', () => {
  it('denies collections the rules do not name, even to admins', async () => {
    const admin = env.authenticatedContext('boss', { admin: true }).firestore();
    await assertFails(admin.doc('anything/else').get());
    await assertFails(admin.doc('anything/else').set({ a: 1 }));
  });
});
