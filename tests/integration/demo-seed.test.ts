import { adminDb, callFunction, closeAdmin, resetAuth, resetFirestore, signIn, urls } from '../support/emulators';
import { periodStartMs } from '@shared/insights/figures';
import { siteDay } from '@shared/launch/launch-phase';
import { DEMO_FOUNDING_SPOTS_LEFT, DEMO_LOGINS, seedDemoData } from '../../scripts/seed';
import { screenFigures } from '../../scripts/lib/figures';

/** The demo logins `npm start` prints work as the README says. */
beforeAll(async () => {
  await Promise.all([resetFirestore(), resetAuth()]);
  const started = Date.now();
  await seedDemoData();
  console.log(`The demo seed took ${Date.now() - started} ms`);
});
// The demo logins and 300 subscribers are no other test's business.
afterAll(async () => {
  await Promise.all([resetFirestore(), resetAuth()]);
  await closeAdmin();
});

const [demoAdmin, demoMember] = DEMO_LOGINS;

describe('demo data', () => {
  it("has a sailing that sailed, one in the founders' presale where the demo member holds two founder seats, and one nearly sold out", async () => {
    const sailings = await adminDb().collection('sailings').orderBy('boards_at').get();
    const seats = Object.fromEntries(sailings.docs.map((d) => [d.id, `${d.get('seats_sold')} of ${d.get('capacity')}`]));
    expect(seats).toEqual({
      'season-opener-comedy-night': '20 of 120',
      'fireworks-cruise': '37 of 40',
      'jazz-on-the-lake': '2 of 150',
    });
    expect(sailings.docs[0]!.get('boards_at').toMillis()).toBeLessThan(Date.now());
    const memberTickets = await adminDb().collection('tickets').where('holder_email', '==', demoMember.email).get();
    expect(memberTickets.docs.map((t) => [t.get('sailing_slug'), t.get('founder'), t.get('status')])).toEqual([
      ['jazz-on-the-lake', true, 'valid'],
      ['jazz-on-the-lake', true, 'valid'],
    ]);
    // The sailed one's guests were checked in at its gangway, two of them no-shows; the others' are still ahead.
    const checkedIn = await adminDb().collection('tickets').where('checked_in_at', '!=', null).get();
    expect(checkedIn.docs.map((t) => t.get('sailing_slug'))).toEqual(Array(18).fill('season-opener-comedy-night'));
    const boarded = checkedIn.docs.map((t) => t.get('checked_in_at').toMillis() as number);
    expect(Math.max(...boarded)).toBeLessThanOrEqual(sailings.docs[0]!.get('boards_at').toMillis());
  });

  it('has a dock crew login, with the crew claim and no admin claim', async () => {
    const crew = DEMO_LOGINS[2];
    const token = await signIn(crew.email, crew.password);
    const manifest = await callFunction<{ results: { outcome: string }[] }>(
      'checkInTickets',
      { sailing: 'jazz-on-the-lake', scans: [{ scanId: 'demo-seed-test-1', ticketId: 'NobodyNobodyNobody5555', scannedAt: Date.now() }] },
      token,
    );
    expect(manifest.result?.results[0]?.outcome).toBe('unknown');
    expect((await callFunction('listCrew', {}, token)).error?.status).toBe('PERMISSION_DENIED');
  });

  it('makes the demo member a buyer, whom /founders/new takes to their certificate', async () => {
    const token = await signIn(demoMember.email, demoMember.password);
    const res = await callFunction<{ id: string; member_number: number; existing?: boolean }>(
      'createCertificate',
      { fullName: 'Demo Member', city: null, issueDate: siteDay(new Date()) },
      token,
    );
    expect(res.error).toBeUndefined();
    const sale = (await adminDb().doc('sales/demo-member-sale').get()).data();
    expect(res.result).toMatchObject({ member_number: sale?.member_number, existing: true });
  });

  it('reads the same on every screen: figures shown twice are counted alike, and the records behind them agree', async () => {
    const f = await screenFigures(adminDb());
    console.log(`The demo's figures, screen by screen: ${JSON.stringify(f, null, 2)}`);
    // One function per figure: the dashboards' growth is insights' new subscribers, the waitlist's confirmations insights'.
    expect(f.emailDashboard.growth30Days).toBe(f.dashboard.growth30Days);
    expect(f.insights30Days.newSubscribers).toBe(f.dashboard.growth30Days);
    expect(f.waitlist.waitlistConfirmed7Days).toBe(f.insights7Days.waitlistConfirmed);
    // The demo's people came through the sign-up path, so the counters agree with the people listed.
    const updates = (await adminDb().collection('subscribers').where('source', '==', 'updates').count().get()).data().count;
    expect(f.waitlist).toEqual({ waitlisters: 6, offered: 1, waitlistConfirmed7Days: 6 });
    expect(f.insights30Days).toMatchObject({ updatesConfirmed: updates, waitlistConfirmed: 6, signUps: 11, signUpsConfirmed: 9 });
    // New subscribers in 30 days are the buyers who first bought in them and the confirmed sign-ups.
    const since = new Date(periodStartMs(30, Date.now()));
    const buyers = (
      await adminDb().collection('subscribers').where('source', '==', 'gumroad').where('created_at', '>=', since).count().get()
    ).data().count;
    expect(f.dashboard.growth30Days).toBe(buyers + f.insights30Days.signUpsConfirmed);
    // Founding members and spots taken differ by the crew's two certificates and the members who bought again.
    const completed = (await adminDb().collection('sales').where('status', '==', 'completed').count().get()).data().count;
    const repeat = completed - (f.dashboard.foundingMembers - 2);
    expect(f.dashboard.spotsTaken).toBe(completed);
    expect(repeat).toBeGreaterThan(0);
    expect(f.dashboard.certificatesMadeOnSite).toBe(2);
    // Insights' sales are the sales recorded, refunds among them.
    expect(f.insightsAllTime.sales).toBe((await adminDb().collection('sales').count().get()).data().count);
    expect(f.insightsAllTime.refunds).toBeGreaterThan(0);
  });

  it('shows founding spots left, counted from its completed sales', async () => {
    const completed = (await adminDb().collection('sales').where('status', '==', 'completed').count().get()).data().count;
    const spots = await (await fetch(`${urls().site}/api/spots`)).json();
    expect(completed).toBeGreaterThan(50);
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
