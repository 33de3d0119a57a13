import type { Page } from 'playwright-core';
import { SIGN_UP_PATH } from '@shared/paths';
import { FOUNDING_SPOTS_REFRESH_MS } from '@shared/membership/founding-spots';
import { arrangeEmailSettings, salePing, sendPing } from '../fixtures/gumroad/ping';
import { resetWithCrew } from '../support/admin-records';
import { useBrowserPages } from '../support/browser-pages';
import { describeViolations, PHONE, seriousA11yViolations, siteUrl } from '../support/browser';
import { signInBrowser } from '../support/browser-sign-in';
import { adminDb, closeAdmin, resetFirestore, type TestUser } from '../support/emulators';
import { clearInbox } from '../support/maildev';
import { drawnText, whileDrawn } from '../support/drawn-text';

/**
 * Founding spots on the pages that sell, with real pings on the emulators:
 * the count after load, a sale showing on an open page without a reload,
 * every checkout turned into the waitlist at zero, and the oversell on the
 * admin dashboard.
 */
const pages = useBrowserPages();
let admin: TestUser;
let saleNumber = 0;

/** A sale of a new buyer, pinged as Gumroad does; resolves to the certificate it made. */
async function sell(): Promise<string> {
  const n = ++saleNumber;
  const res = await sendPing(salePing({ sale_id: `e2e-spot-${n}==`, email: `spot.buyer${n}@example.com`, full_name: `Spot Buyer ${n}` }));
  expect(res.status).toBe(200);
  const sale = await adminDb()
    .doc(`sales/${encodeURIComponent(`e2e-spot-${n}==`)}`)
    .get();
  return sale.get('certificate_id') as string;
}
const setCap = (founding_spots: number) => adminDb().doc('membership_settings/default').set({ founding_spots }, { merge: true });

const note = (page: Page) => page.locator('[data-founding-spots]').first();

async function expectNote(page: Page, text: string) {
  await page.locator('[data-founding-spots]', { hasText: text }).first().waitFor();
  const lines = await whileDrawn(page.locator('body'), () => page.locator('[data-founding-spots]').allInnerTexts());
  for (const line of lines) expect(line).toBe(text);
}

let certificateId: string;

/** Words that name the cap, as the spec wrote them while it is 100 (membership/cap-copy.ts), and as they read at 5. */
const CAP_100_WORDS: Record<string, string> = {
  '/': 'Be One of the First 100 Floaters',
  '/why': 'Only the first 100 get a founding number',
  '/join': 'One of the first 100 members',
};
const CAP_5_WORDS: Record<string, string> = { '/': 'why the first 5 of you', '/why': 'The first 5 build it with us.', '/join': 'One of the first 5 members' };

beforeAll(async () => {
  ({ admin } = await resetWithCrew());
  await clearInbox();
  await arrangeEmailSettings();
  certificateId = await sell();
  await sell();
  await sell();
  await setCap(100);
});
// The suites share one emulator: leaving the spots sold out would turn every later suite's checkout into the waitlist.
afterAll(async () => {
  await resetFirestore();
  await closeAdmin();
});

describe('founding spots on the pages that sell', () => {
  it('the prerendered page holds the line, and the count fills it after load', async () => {
    const page = await pages.newPage(PHONE);
    await page.route('**/api/spots', () => undefined);
    await page.goto(siteUrl('/'));
    expect(await note(page).innerText()).toBe('Only 100 founding spots');
    expect(await note(page).getAttribute('data-founding-spots')).toBe('unknown');
  });

  it.each([['/'], ['/why'], ['/join'], ['/quiz/result/comeback-kid'], ['the certificate page'], ['/foundingfloaters']])(
    'a visitor of %s sees how many are left, beside a checkout',
    async (where) => {
      const path = where === 'the certificate page' ? `/founders/c/${certificateId}` : where;
      const page = await pages.newPage();
      await page.goto(siteUrl(path));
      await expectNote(page, '97 of 100 founding spots left');
      expect(await page.locator('[data-waitlist]').count()).toBe(0);
      if (path.startsWith('/quiz/result/')) await page.getByRole('button', { name: 'Join the Crew $5' }).waitFor();
      else expect(await page.locator('a[data-checkout]').count()).toBeGreaterThan(0);
      // With the cap at 100, the copy that names it reads as the spec wrote it.
      const words = CAP_100_WORDS[path];
      if (words) expect(await drawnText(page.locator('main'))).toContain(words);
      expect(describeViolations(await seriousA11yViolations(page))).toBe('');
    },
  );

  it('follows real sales on an open page, without a reload', async () => {
    const page = await pages.newPage();
    // The page's clock, so its next poll comes when the test says rather than half a minute later; time still flows.
    await page.clock.install();
    await page.goto(siteUrl('/why'));
    await expectNote(page, '97 of 100 founding spots left');
    await page.evaluate(() => Object.assign(window, { __stillTheSamePage: true }));
    await sell();
    await sell();
    await page.clock.fastForward(FOUNDING_SPOTS_REFRESH_MS);
    await page.locator('[data-founding-spots]', { hasText: '95 of 100 founding spots left' }).waitFor();
    expect(await page.evaluate(() => (window as { __stillTheSamePage?: boolean }).__stillTheSamePage)).toBe(true);
  });
});

describe('sold out', () => {
  beforeAll(async () => {
    const taken = (await adminDb().doc('counters/founding_spots').get()).get('taken') as number;
    await setCap(taken);
  });

  it.each([
    ['/'],
    ['/why'],
    ['/join'],
    ['/quiz/result/lifelong-floater'],
    ['/quiz/result/comeback-kid'],
    ['/quiz/result/newblood'],
    ['/quiz/result/pretender'],
    ['the certificate page'],
    ['/foundingfloaters'],
  ])('%s offers no checkout, only the waitlist, and says all spots are taken', async (where) => {
    const path = where === 'the certificate page' ? `/founders/c/${certificateId}` : where;
    const page = await pages.newPage();
    await page.goto(siteUrl(path));
    await expectNote(page, 'All 5 founding spots are taken');
    expect(await page.locator('a[data-checkout]').count()).toBe(0);
    expect(await page.locator('a[href*="gumroad.com"]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Join the Crew' }).count()).toBe(0);
    const text = await drawnText(page.locator('main'));
    expect(text).not.toMatch(/first 100/i);
    // The copy that names the cap says the owner's 5 (the promise beside a checkout is sold-out words by now).
    if (CAP_5_WORDS[path]) expect(text).toContain(CAP_5_WORDS[path]);
    const waitlist = page.getByRole('link', { name: 'Join the waitlist' });
    expect(await waitlist.count()).toBeGreaterThan(0);
    for (const href of await waitlist.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).toBe(SIGN_UP_PATH);
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
  });

  it("turns the phone's buy bar into the waitlist", async () => {
    const page = await pages.newPage({ ...PHONE, viewport: { width: 390, height: 844 } });
    await page.goto(siteUrl('/why'));
    await expectNote(page, 'All 5 founding spots are taken');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bar = page.getByTestId('buy-bar');
    await bar.waitFor();
    const link = bar.getByRole('link');
    expect(await link.innerText()).toBe('Join the waitlist');
    expect(await link.getAttribute('href')).toBe(SIGN_UP_PATH);
    expect(await bar.innerText()).toContain('All 5 founding spots are taken.');
  });

  it('the waitlist button takes the visitor to the sign-up', async () => {
    const page = await pages.newPage();
    await page.goto(siteUrl('/quiz/result/newblood'));
    await page.getByRole('link', { name: 'Join the waitlist' }).click();
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === SIGN_UP_PATH);
  });
});

describe('the admin dashboard', () => {
  it('shows spots taken and left, and by how many sales went past the cap', async () => {
    await setCap(2);
    const page = await pages.newPage();
    await signInBrowser(page, admin.email, admin.password, '/admin');
    const oversold = page.getByTestId('founding-spots-oversold');
    await oversold.waitFor();
    expect(await oversold.innerText()).toContain('Oversold by 3: 5 founding sales for 2 spots.');
    await page.getByText('Founding Spots Taken').waitFor();
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
  });
});
