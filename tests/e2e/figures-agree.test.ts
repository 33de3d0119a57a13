import type { Browser, Locator, Page } from 'playwright-core';
import { utcDay } from '@shared/insights/counters';
import { adminDb, closeAdmin, createUser, resetAuth, resetFirestore, type TestUser } from '../support/emulators';
import { launchBrowser } from '../support/browser';
import { signInBrowser } from '../support/browser-sign-in';
import { seedSale } from '../support/purchases';
import { seedSubscribers } from '../support/subscribers';

const DAY_MS = 24 * 60 * 60 * 1000;

let browser: Browser;
let page: Page;
let admin: TestUser;

beforeAll(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  admin = await createUser('owner@clevelandfloaters.test', { admin: true });
  // Two sales by one affiliate: one today, one long ago (seedSale dates it 2025-04-01); a refund earns nothing.
  const today = await seedSale({ email: 'new-buyer@example.com', affiliateCode: 'lakeside' });
  await adminDb()
    .doc(`sales/${today}`)
    .update({ sale_date_iso: utcDay(Date.now()) });
  await seedSale({ email: 'old-buyer@example.com', affiliateCode: 'lakeside' });
  await seedSale({ email: 'refund@example.com', affiliateCode: 'lakeside', status: 'refunded' });
  // Subscribers added in the last 30 days (the buyers above, now) and one before them.
  await seedSubscribers([
    { email: 'recent@example.com', source: 'updates', created_at: new Date(Date.now() - 3 * DAY_MS) },
    { email: 'older@example.com', source: 'updates', created_at: new Date(Date.now() - 60 * DAY_MS) },
  ]);
  browser = await launchBrowser();
  page = await (await browser.newContext()).newPage();
  await signInBrowser(page, admin.email, admin.password, '/admin');
});
afterAll(async () => {
  await browser?.close();
  await closeAdmin();
});

/** A card's figure and the period named beside it, once the figure is there. */
async function figureAndPeriod(card: Locator): Promise<[string, string]> {
  const value = card.locator('p[aria-busy="false"]');
  await value.waitFor();
  return [(await value.textContent())!.trim(), (await card.getByText(/^(all time|last \d+ days|now)$/).textContent())!];
}

const cardTitled = (title: string) =>
  page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const commissionOf = async (table: Locator, code: string, column: string) => {
  await table.getByRole('columnheader', { name: column }).waitFor();
  const headers = await table.getByRole('columnheader').allTextContents();
  const cells = await table
    .getByRole('row', { name: new RegExp(`^${code}\\b`) })
    .getByRole('cell')
    .allTextContents();
  // The row's first column is its header (not a cell).
  return cells[headers.indexOf(column) - 1];
};

describe('a figure shown on two admin screens', () => {
  it('reads the same value and names the same period on the dashboard and in insights', async () => {
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    const growth = await figureAndPeriod(cardTitled('30-Day Growth'));
    // The three buyers and the recent subscriber; the subscriber of 60 days ago is not in the period.
    expect(growth).toEqual(['4', 'last 30 days']);
    const report = page.getByRole('table', { name: 'Affiliate sales' });
    const owedAllTime = await commissionOf(report, 'lakeside', 'Commission owed (all time)');
    expect(owedAllTime).toBe('$10.00');

    await page.goto(page.url().replace(/\/admin$/, '/admin/insights'));
    await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();
    const headline = page.getByRole('region', { name: 'Headline figures' });
    // The dashboards' growth, the same figure over the same period, reads alike (30 days is the opening period).
    expect(await figureAndPeriod(headline.locator('.MuiCard-root').filter({ hasText: 'New subscribers' }))).toEqual(growth);

    // The affiliate's commission names its period: 30 days holds today's sale only; all time is the dashboard's figure.
    const affiliates = page.getByRole('table', { name: 'Affiliate codes' });
    expect(await commissionOf(affiliates, 'lakeside', 'Commission owed (last 30 days)')).toBe('$5.00');
    await page.getByRole('button', { name: 'All time' }).click();
    expect(await commissionOf(affiliates, 'lakeside', 'Commission owed (all time)')).toBe(owedAllTime);
    expect(await figureAndPeriod(headline.locator('.MuiCard-root').filter({ hasText: 'New subscribers' }))).toEqual(['5', 'all time']);
  });
});
