import { Timestamp } from 'firebase-admin/firestore';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addCounters, count, INSIGHTS_COLLECTION, type Counters } from '@shared/insights/counters';
import { adminDb, closeAdmin, createUser, resetAuth, resetFirestore, type TestUser } from '../support/emulators';
import { describeViolations, launchBrowser, seriousA11yViolations, siteUrl, waitUntilUsable } from '../support/browser';
import { signInBrowser } from '../support/browser-sign-in';

// Headless Chromium names itself in its user agent and is not counted; the visitor here looks like everyday Chrome.
const VISITOR_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const CHECKOUT = /^https:\/\/clevelandfloaters\.gumroad\.com\//;
const NEWBLOOD = ['Somewhere on the water', 'food truck', 'Grab the scraper', 'Once, in 2016', 'Edgewater sunset', 'Something trending'];
const CERTIFICATE = 'ada-lovelace-ab12';

let browser: Browser;
let admin: TestUser;
const contexts: BrowserContext[] = [];

async function newPage(options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  const context = await browser.newContext(options);
  contexts.push(context);
  // Gumroad is outside the closed test network: answer for it so the checkout can be observed.
  await context.route(CHECKOUT, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Gumroad</title><h1>Checkout</h1>' }));
  return context.newPage();
}

async function stored(): Promise<Counters> {
  const shards = await adminDb().collection(INSIGHTS_COLLECTION).get();
  return shards.docs.reduce<Counters>((sum, d) => addCounters(sum, d.data()), {});
}

/** Beacons arrive after the page has moved on; wait (briefly) until the collector has counted `done`. */
async function counted(done: (c: Counters) => boolean): Promise<Counters> {
  const deadline = Date.now() + 15_000;
  let counters = await stored();
  while (!done(counters) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    counters = await stored();
  }
  return counters;
}

beforeAll(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  admin = await createUser('owner@clevelandfloaters.test', { admin: true });
  await adminDb().doc(`certificates/${CERTIFICATE}`).set({
    full_name: 'Ada Lovelace',
    city: 'Lakewood',
    issue_date_iso: '2026-01-02',
    user_id: null,
    member_number: 7,
    source: 'gumroad',
    created_at: Timestamp.now(),
  });
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await browser?.close();
  await closeAdmin();
});

describe('insights', () => {
  it('counts a visitor’s quiz, checkout and visit from a share, which the owner then sees on /admin/insights', async () => {
    const page = await newPage({ userAgent: VISITOR_UA });
    await page.goto(siteUrl('/quiz?aff=LakeSide_216'));
    await waitUntilUsable(page);
    await page.getByRole('button', { name: 'Start the Quiz' }).click();
    for (const [i, pick] of NEWBLOOD.entries()) {
      await page.getByText(`Question ${i + 1} of 6`).waitFor();
      await page.getByRole('button', { name: pick }).click();
    }
    await page.waitForURL(siteUrl('/quiz/result/newblood'));
    await page.getByRole('button', { name: 'Join the Crew' }).click();
    await page.waitForURL(CHECKOUT);

    await page.goto(siteUrl(`/founders/c/${CERTIFICATE}?utm_source=facebook`));
    await page.getByText('Ada Lovelace').first().waitFor();

    // Nothing identifies the visitor: no cookie, and the only stored value is the affiliate code the checkout link needs.
    expect(await page.context().cookies()).toEqual([]);
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['floaters_aff']);

    const counters = await counted(
      (c) => count(c, 'visits') >= 2 && count(c, 'certificate_share_visits') >= 1 && count(c, 'checkout_clicked') >= 1,
    );
    expect(counters).toMatchObject({
      visits: 2,
      page_views: { '/quiz': 1, '/quiz/result/:type': 1, '/founders/c/:id': 1 },
      quiz_started: 1,
      quiz_finished: { newblood: 1 },
      checkout_clicked: 1,
      checkout_by_affiliate: { lakeside_216: 1 },
      checkout_by_result: { newblood: 1 },
      certificate_share_visits: { facebook: 1 },
    });
    // The stored figures name no certificate, no query string and nothing about the visitor.
    const written = JSON.stringify((await adminDb().collection(INSIGHTS_COLLECTION).get()).docs.map((d) => d.data()));
    for (const secret of [CERTIFICATE, 'utm_source', 'aff=', 'Chrome', 'Ada']) expect(written).not.toContain(secret);

    // The owner (whose headless browser is not counted) sees each step for today and the code.
    const owner = await newPage();
    await signInBrowser(owner, admin.email, admin.password, '/admin/insights');
    await owner.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();
    await owner.getByRole('button', { name: '7 days' }).click();
    // The headline, as Plausible's: each figure and its change against the 7 days before (nothing was counted then).
    const headline = owner.getByRole('region', { name: 'Headline figures' });
    const card = (name: string) =>
      headline
        .locator('.MuiCard-root')
        .filter({ has: owner.getByRole('heading', { name, exact: true }) })
        .locator('h2, p')
        .allTextContents();
    await headline.getByRole('heading', { name: 'Visits' }).waitFor();
    expect(await card('Visits')).toEqual(['Visits', '2', 'last 7 days', 'new against the 7 days before']);
    expect(await card('Checkout clicks')).toEqual(['Checkout clicks', '1', 'last 7 days', 'new against the 7 days before']);
    expect(await card('Sales')).toEqual(['Sales', '0', 'last 7 days', '— against the 7 days before']);
    expect(await card('Sign-ups')).toEqual(['Sign-ups', '0', 'last 7 days', '— against the 7 days before', '0 confirmed']);
    const funnel = owner.getByRole('table', { name: 'Funnel' });
    const row = (table: typeof funnel, name: string) => table.getByRole('row', { name: new RegExp(`^${name}\\b`) });
    await row(funnel, 'Visits').waitFor();
    expect(await row(funnel, 'Visits').getByRole('cell').allTextContents()).toEqual(['2', '–']);
    expect(await row(funnel, 'Quiz starts').getByRole('cell').allTextContents()).toEqual(['1', '50%']);
    expect(await row(funnel, 'Quiz finishes').getByRole('cell').allTextContents()).toEqual(['1', '100%']);
    expect(await row(funnel, 'Checkout clicks').getByRole('cell').allTextContents()).toEqual(['1', '100%']);
    expect(await row(funnel, 'Sales').getByRole('cell').allTextContents()).toEqual(['0', '0%']);
    const affiliates = owner.getByRole('table', { name: 'Affiliate codes' });
    expect(await row(affiliates, 'lakeside_216').getByRole('cell').allTextContents()).toEqual(['1', '0', '0', '$0.00', '0%']);
    const quiz = owner.getByRole('table', { name: 'Quiz results' });
    // Each result by its title and each network by its name, never a raw key.
    expect(await row(quiz, 'The Newblood').getByRole('cell').allTextContents()).toEqual(['1', '0', '1']);
    const shares = owner.getByRole('table', { name: 'Shares by network' });
    expect(await row(shares, 'Facebook').getByRole('cell').allTextContents()).toEqual(['0', '1', '0', '0']);
    expect(await owner.getByRole('rowheader', { name: /^(newblood|facebook)$/ }).count()).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const download = owner.waitForEvent('download');
    await owner.getByRole('button', { name: 'Export daily CSV' }).click();
    const csv = await (await download).createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    });
    expect(csv).toContain(`\r\n${today},2,3,1,1,1,0,1,0,0,0,0,0\r\n`);
    const violations = await seriousA11yViolations(owner);
    expect(violations).toEqual([]);
    if (violations.length) console.log(describeViolations(violations));
  });

  it('never holds up a checkout tab or a page change, even when the collector does not answer', async () => {
    const page = await newPage({ userAgent: VISITOR_UA });
    await page.route('**/api/collect', () => undefined);
    await page.goto(siteUrl('/'));
    const checkout = page.waitForEvent('popup');
    await page.locator('[data-checkout]').first().click();
    await (await checkout).waitForURL(CHECKOUT);
    await page.getByRole('link', { name: 'How Cleveland Are You?' }).first().click();
    await page.getByRole('button', { name: 'Start the Quiz' }).waitFor();
  });

  it('shows an empty state that says what will appear', async () => {
    await resetFirestore();
    const owner = await newPage();
    await signInBrowser(owner, admin.email, admin.password, '/admin/insights');
    await owner.getByRole('heading', { name: 'Nothing counted in this period yet' }).waitFor();
    expect(await owner.getByText('no cookies and no identifiers').count()).toBe(1);
    expect(await owner.getByRole('button', { name: 'Export daily CSV' }).isDisabled()).toBe(true);
  });
});
