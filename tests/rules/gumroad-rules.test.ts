import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { firestoreRulesSuite } from '../support/rules-env';
import { ADMIN_CLAIMS } from '@shared/admin-claims';

const env = firestoreRulesSuite(async (db) => {
  await db.doc('sales/sale-1').set({ email: 'buyer@example.com', affiliate_code: 'kayla', status: 'completed' });
  await db.doc('gumroad_imports/import-0001').set({ status: 'running', processed: 3, total: 10 });
});

describe('Gumroad data', () => {
  it('lets admins read sales (with buyer emails) and import progress', async () => {
    const admin = env().authenticatedContext('boss', ADMIN_CLAIMS).firestore();
    await assertSucceeds(admin.doc('sales/sale-1').get());
    await assertSucceeds(admin.doc('gumroad_imports/import-0001').get());
  });

  it('keeps them from members and visitors', async () => {
    for (const db of [env().authenticatedContext('member').firestore(), env().unauthenticatedContext().firestore()]) {
      await assertFails(db.doc('sales/sale-1').get());
      await assertFails(db.collection('sales').get());
      await assertFails(db.doc('gumroad_imports/import-0001').get());
    }
  });

  it('lets nobody write them from the browser, not even admins', async () => {
    const admin = env().authenticatedContext('boss', ADMIN_CLAIMS).firestore();
    await assertFails(admin.doc('sales/sale-2').set({ affiliate_code: 'me', status: 'completed' }));
    await assertFails(admin.doc('sales/sale-1').update({ status: 'refunded' }));
    await assertFails(admin.doc('gumroad_imports/import-0001').update({ status: 'done' }));
    await assertFails(admin.doc('gumroad_imports/import-0002').set({ status: 'running' }));
  });
});
