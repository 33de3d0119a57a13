import { Timestamp } from 'firebase-admin/firestore';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { resetWithCrew } from '../support/admin-records';
import { adminAuth, adminDb, closeAdmin, createUser, type TestUser } from '../support/emulators';
import { eventually } from '../support/eventually';
import { describeViolations, launchBrowser, seriousA11yViolations, sidewaysOverflow, siteUrl } from '../support/browser';
import { signedInState, type SignedInState } from '../support/browser-sign-in';

// 22 characters of base64url, as record-seat-sale.ts makes ticket ids.
const TICKETS = {
  ada: { id: 'AdaAdaAdaAdaAdaAdaAda1', name: 'Ada Lovelace', founder: true },
  bob: { id: 'BobBobBobBobBobBobBob2', name: 'Bob Marley', founder: false },
  cy: { id: 'CyCyCyCyCyCyCyCyCyCy33', name: 'Cy Young', founder: false },
  di: { id: 'DiDiDiDiDiDiDiDiDiDi44', name: 'Di Prince', founder: false },
};
const PHONE_VIEW = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

let browser: Browser;
let crew: TestUser;
let member: TestUser;
let crewState: SignedInState;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ member } = await resetWithCrew());
  const user = await createUser('bosun@clevelandfloaters.test');
  await adminAuth().setCustomUserClaims(user.uid, { crew: true });
  crew = user;
  await adminDb()
    .doc('sailings/comedy-night-july')
    .set({ title: 'Comedy Night on the Lake', slug: 'comedy-night-july', boards_at: Timestamp.fromMillis(Date.now() + 3_600_000) });
  for (const t of Object.values(TICKETS))
    await adminDb().doc(`tickets/${t.id}`).set({
      sailing_slug: 'comedy-night-july',
      holder_name: t.name,
      holder_email: 'guest@example.com',
      founder: t.founder,
      status: 'valid',
      checked_in_at: null,
    });
  browser = await launchBrowser();
  crewState = await signedInState(browser, crew, '/crew/check-in');
});
afterAll(async () => {
  await browser?.close();
  await closeAdmin();
});
afterEach(async () => {
  await context?.close();
});

const verdict = () => page.locator('[data-outcome]');
const aboard = (text: string | RegExp) => page.getByTestId('aboard-count').filter({ hasText: text });
const typeCode = async (code: string) => {
  await page.getByLabel('Ticket code').fill(code);
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
};
const storedCheckIn = async (id: string) => (await adminDb().doc(`tickets/${id}`).get()).get('checked_in_at') as Timestamp | null;

describe('check-in at the dock', () => {
  it('checks a typed code in, refuses it twice, and checks in offline with the queue synced once back online', async () => {
    context = await browser.newContext({ storageState: crewState, ...PHONE_VIEW });
    page = await context.newPage();
    await page.goto(siteUrl('/crew/check-in'));
    await aboard('0 aboard of 4 sold').waitFor();
    expect(await page.getByLabel('Sailing').innerText()).toContain('Comedy Night on the Lake');

    await typeCode(siteUrl(`/tickets/${TICKETS.ada.id}`));
    await verdict().filter({ hasText: 'Checked in' }).waitFor();
    expect(await verdict().innerText()).toMatch(/Checked in\s+★ Founder\s+Ada Lovelace/);
    await aboard('1 aboard of 4 sold').waitFor();
    expect(await storedCheckIn(TICKETS.ada.id)).not.toBeNull();

    // The bare id, typed again: already aboard, and since when.
    await typeCode(TICKETS.ada.id);
    await verdict().filter({ hasText: 'Already checked in' }).waitFor();
    expect(await verdict().getAttribute('data-outcome')).toBe('already');
    expect(await verdict().innerText()).toMatch(/at .+ Cleveland time/);
    await typeCode('not a ticket');
    await verdict().filter({ hasText: 'Unknown code' }).waitFor();

    expect(await sidewaysOverflow(page)).toBe(0);
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');

    await context.setOffline(true);
    await page.getByText('Offline — 0 scans waiting').waitFor();
    await typeCode(TICKETS.bob.id);
    await verdict().filter({ hasText: 'Checked in' }).waitFor();
    expect(await verdict().innerText()).toContain('Saved on this phone');
    await page.getByText('Offline — 1 scan waiting').waitFor();
    await aboard('2 aboard of 4 sold').waitFor();
    expect(await storedCheckIn(TICKETS.bob.id)).toBeNull();
    // Offline, the same ticket again is judged on the phone's manifest, its queued check-in included.
    await typeCode(TICKETS.bob.id);
    await verdict().filter({ hasText: 'Already checked in' }).waitFor();

    await context.setOffline(false);
    await page.getByText('Online', { exact: true }).waitFor();
    expect(await eventually(async () => (await storedCheckIn(TICKETS.bob.id)) ?? undefined)).toBeInstanceOf(Timestamp);
    await aboard('2 aboard of 4 sold').waitFor();
  });

  it('shows anyone else a "Crew only" screen', async () => {
    context = await browser.newContext({ ...PHONE_VIEW });
    page = await context.newPage();
    await page.goto(siteUrl('/auth?redirect=%2Fcrew%2Fcheck-in'));
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { level: 1, name: 'Crew only' }).waitFor();
    expect(await page.getByTestId('aboard-count').count()).toBe(0);
  });
});
