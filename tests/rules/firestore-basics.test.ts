import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { rulesTestEnv } from '../support/rules-env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesTestEnv();
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
