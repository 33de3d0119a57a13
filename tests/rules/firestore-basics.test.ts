import { assertFails } from '@firebase/rules-unit-testing';
import { firestoreRulesSuite } from '../support/rules-env';

const env = firestoreRulesSuite();

describe('catch-all', () => {
  it('denies collections the rules do not name, even to admins', async () => {
    const admin = env().authenticatedContext('boss', { admin: true, email_verified: true }).firestore();
    await assertFails(admin.doc('anything/else').get());
    await assertFails(admin.doc('anything/else').set({ a: 1 }));
  });
});
