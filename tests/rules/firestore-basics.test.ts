import { assertFails } from '@firebase/rules-unit-testing';
import { firestoreRulesSuite } from '../support/rules-env';
import { ADMIN_CLAIMS } from '@shared/admin-claims';

const env = firestoreRulesSuite();

describe('catch-all', () => {
  it('denies collections the rules do not name, even to admins', async () => {
    const admin = env().authenticatedContext('boss', ADMIN_CLAIMS).firestore();
    await assertFails(admin.doc('anything/else').get());
    await assertFails(admin.doc('anything/else').set({ a: 1 }));
  });
});
