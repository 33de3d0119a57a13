import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { ADMIN_CLAIMS } from '@shared/admin-claims';
import { firestoreRulesSuite } from '../support/rules-env';

/** The daily counters are the owner's figures: admins read them, only collectInsights writes them. */
const env = firestoreRulesSuite(async (db) => {
  await db.doc('analytics_daily/2026-11-22_3').set({ date: '2026-11-22', visits: 4, page_views: { '/': 4 } });
  await db.doc('rate_limits/ip-1234/insights_windows/1763800000000').set({ count: 3, expires_at: new Date() });
});

const admin = () => env().authenticatedContext('boss', ADMIN_CLAIMS).firestore();
const others = () => [
  env().authenticatedContext('member', { email_verified: true }).firestore(),
  env().unauthenticatedContext().firestore(),
];

describe('insights counters', () => {
  it('lets admins read them', async () => {
    await assertSucceeds(admin().doc('analytics_daily/2026-11-22_3').get());
    await assertSucceeds(admin().collection('analytics_daily').where('date', '>=', '2026-11-01').get());
  });

  it('keeps them from members and visitors', async () => {
    for (const db of others()) {
      await assertFails(db.doc('analytics_daily/2026-11-22_3').get());
      await assertFails(db.collection('analytics_daily').get());
    }
  });

  it('lets no client write them or the senders’ rate-limit windows, not even an admin', async () => {
    for (const db of [admin(), ...others()]) {
      await assertFails(db.doc('analytics_daily/2026-11-22_3').update({ visits: 1_000_000 }));
      await assertFails(db.doc('analytics_daily/2026-11-23_0').set({ date: '2026-11-23', visits: 1 }));
      await assertFails(db.doc('analytics_daily/2026-11-22_3').delete());
      await assertFails(db.doc('rate_limits/ip-1234/insights_windows/1763800000000').get());
      await assertFails(db.doc('rate_limits/ip-1234/insights_windows/1763800000000').delete());
    }
  });
});
