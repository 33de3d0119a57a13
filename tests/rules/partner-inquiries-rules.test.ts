import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { firestoreRulesSuite } from '../support/rules-env';
import { ADMIN_CLAIMS } from '@shared/admin-claims';

/** Partner messages hold strangers' emails: admins read them, only the function writes them. */
const env = firestoreRulesSuite(async (db) => {
  await db
    .doc('partner_inquiries/abc')
    .set({ name: 'Dana', email: 'dana@example.com', topic: 'Press', message: 'Interview?', status: 'sent' });
  await db.doc('rate_limits/ip-1234/partner_inquiry_slots/0-1').set({ expires_at: new Date() });
});

const admin = () => env().authenticatedContext('boss', ADMIN_CLAIMS).firestore();
const others = () => [
  env().authenticatedContext('member', { email_verified: true }).firestore(),
  env().unauthenticatedContext().firestore(),
];

describe('partner inquiries', () => {
  it('lets admins read them', async () => {
    await assertSucceeds(admin().doc('partner_inquiries/abc').get());
    await assertSucceeds(admin().collection('partner_inquiries').get());
  });

  it('keeps them from members and visitors', async () => {
    for (const db of others()) {
      await assertFails(db.doc('partner_inquiries/abc').get());
      await assertFails(db.collection('partner_inquiries').get());
    }
  });

  it('lets nobody write them or their rate-limit slots from the browser, not even admins', async () => {
    for (const db of [admin(), ...others()]) {
      await assertFails(
        db
          .doc('partner_inquiries/new')
          .set({ name: 'Spam', email: 'spam@example.com', topic: 'Press', message: 'Buy now!!', status: 'sent' }),
      );
      await assertFails(db.doc('partner_inquiries/abc').update({ status: 'failed' }));
      await assertFails(db.doc('partner_inquiries/abc').delete());
      await assertFails(db.doc('rate_limits/ip-1234/partner_inquiry_slots/0-1').delete());
      await assertFails(db.doc('rate_limits/ip-1234/partner_inquiry_slots/0-2').get());
    }
  });
});
