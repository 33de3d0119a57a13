import { adminDb, callFunction, closeAdmin, resetAuth, resetFirestore, signIn, urls } from '../support/emulators';
import { DEMO_FOUNDING_SPOTS_LEFT, DEMO_LOGINS, seedDemoData } from '../../scripts/seed';

/** The demo logins `npm start` prints work as the README says. */
beforeAll(async () => {
  await Promise.all([resetFirestore(), resetAuth()]);
  await seedDemoData();
});
// The demo logins and 300 subscribers are no other test's business.
afterAll(async () => {
  await Promise.all([resetFirestore(), resetAuth()]);
  await closeAdmin();
});

const [demoAdmin, demoMember] = DEMO_LOGINS;

describe('demo data', () => {
  it('makes the demo member a buyer, whom /founders/new takes to their certificate', async () => {
    const token = await signIn(demoMember.email, demoMember.password);
    const res = await callFunction<{ id: string; member_number: number; existing?: boolean }>(
      'createCertificate',
      { fullName: 'Demo Member', city: null, issueDate: '2025-05-01' },
      token,
    );
    expect(res.error).toBeUndefined();
    expect(res.result).toMatchObject({ member_number: 12, existing: true });
  });

  it('shows founding spots left, counted from its completed sales', async () => {
    const completed = (await adminDb().collection('sales').where('status', '==', 'completed').count().get()).data().count;
    const spots = await (await fetch(`${urls().site}/api/spots`)).json();
    expect(completed).toBeGreaterThan(100);
    expect(spots).toEqual({ cap: completed + DEMO_FOUNDING_SPOTS_LEFT, taken: completed, left: DEMO_FOUNDING_SPOTS_LEFT });
  });

  it('makes the demo admin a verified admin', async () => {
    const token = await signIn(demoAdmin.email, demoAdmin.password);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(payload).toMatchObject({ admin: true, email_verified: true });
  });

  it('holds confirmed waitlisters, so offering 2 spots reaches the next 2 in line (the first was offered already)', async () => {
    const token = await signIn(demoAdmin.email, demoAdmin.password);
    const res = await callFunction<{ offered: number }>('releaseSpots', { releaseId: 'demo-seed-test-offer', count: 2 }, token);
    expect(res.result).toMatchObject({ offered: 2, done: true });
    const offered = await adminDb().collection('subscribers').where('waitlist_offer_release', '==', 'demo-seed-test-offer').get();
    expect(offered.docs.map((d) => d.get('waitlist_number')).sort()).toEqual([2, 3]);
  });
});
