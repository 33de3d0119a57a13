import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { firestoreRulesSuite } from '../support/rules-env';
import { ADMIN_CLAIMS } from '@shared/admin-claims';

/**
 * A certificate is public by its id and written only by functions; only its
 * owner (their own) and admins list them; the bookkeeping
 * behind member numbers and rate limits is closed to every client, admins
 * included; revoked certificates are for admins only.
 */

const CERTIFICATE = {
  full_name: 'Ann Lee',
  city: null,
  issue_date_iso: '2025-03-05',
  user_id: 'owner',
  member_number: 1,
  source: 'member',
  created_at: new Date(),
};

const env = firestoreRulesSuite(async (db) => {
  await db.doc('certificates/ann-lee-ab12').set(CERTIFICATE);
  await db.doc('revoked_certificates/bob-lee-cd34').set({ ...CERTIFICATE, full_name: 'Bob Lee' });
  await db.doc('member_numbers/1').set({ certificate_id: 'ann-lee-ab12' });
  await db.doc('counters/member_numbers').set({ next: 2 });
  await db.doc('rate_limits/owner/certificate_slots/0-1').set({ expires_at: new Date() });
});

const callers = () => ({
  anonymous: env().unauthenticatedContext().firestore(),
  member: env().authenticatedContext('someone', { email_verified: true }).firestore(),
  owner: env().authenticatedContext('owner', { email_verified: true }).firestore(),
  admin: env().authenticatedContext('boss', ADMIN_CLAIMS).firestore(),
});

describe('certificates', () => {
  it.each(['anonymous', 'member', 'owner', 'admin'] as const)('can be read one at a time by %s (the page and its pictures)', async (who) => {
    await assertSucceeds(callers()[who].doc('certificates/ann-lee-ab12').get());
  });

  it('cannot be listed by strangers, so nobody collects which account made which certificate', async () => {
    const { anonymous, member, owner } = callers();
    for (const db of [anonymous, member, owner]) {
      await assertFails(db.collection('certificates').orderBy('created_at', 'desc').limit(20).get());
      await assertFails(db.collection('certificates').where('member_number', '==', 1).get());
    }
    await assertFails(member.collection('certificates').where('user_id', '==', 'owner').get());
    await assertFails(anonymous.collection('certificates').where('user_id', '==', 'owner').get());
  });

  it('can be listed by their owner (their own only) and by an admin', async () => {
    const { owner, admin } = callers();
    const mine = await assertSucceeds(owner.collection('certificates').where('user_id', '==', 'owner').limit(1).get());
    expect(mine.docs.map((d) => d.id)).toEqual(['ann-lee-ab12']);
    await assertSucceeds(admin.collection('certificates').orderBy('created_at', 'desc').limit(20).get());
  });

  it.each(['anonymous', 'member', 'owner', 'admin'] as const)('cannot be created, changed or deleted by %s', async (who) => {
    const db = callers()[who];
    await assertFails(db.doc('certificates/new-one-zz99').set({ ...CERTIFICATE, user_id: 'someone' }));
    await assertFails(db.doc('certificates/ann-lee-ab12').update({ member_number: 99 }));
    await assertFails(db.doc('certificates/ann-lee-ab12').delete());
  });
});

describe('revoked certificates', () => {
  it('are readable by admins only', async () => {
    const { anonymous, member, owner, admin } = callers();
    await assertFails(anonymous.doc('revoked_certificates/bob-lee-cd34').get());
    await assertFails(member.doc('revoked_certificates/bob-lee-cd34').get());
    await assertFails(owner.doc('revoked_certificates/bob-lee-cd34').get());
    await assertSucceeds(admin.doc('revoked_certificates/bob-lee-cd34').get());
    await assertFails(admin.doc('revoked_certificates/bob-lee-cd34').delete());
  });
});

describe('member-number and rate-limit bookkeeping', () => {
  const paths = [
    'member_numbers/1',
    'member_numbers/2',
    'counters/member_numbers',
    'rate_limits/owner',
    'rate_limits/owner/certificate_slots/0-1',
  ];

  it.each(['anonymous', 'member', 'owner', 'admin'] as const)('is closed to %s, for reading and for writing', async (who) => {
    const db = callers()[who];
    for (const path of paths) {
      await assertFails(db.doc(path).get());
      await assertFails(db.doc(path).set({ next: 1 }));
    }
  });
});
