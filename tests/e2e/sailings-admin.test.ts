import type { Browser, BrowserContext, Page } from 'playwright-core';
import { resetWithCrew } from '../support/admin-records';
import { adminDb, closeAdmin, resetFirestore, type TestUser } from '../support/emulators';
import { describeViolations, launchBrowser, seriousA11yViolations, siteUrl } from '../support/browser';
import { signedInState, type SignedInState } from '../support/browser-sign-in';
import { sailingSchema } from '@shared/sailings/sailing';
import { sailingRecordsFrom } from '@shared/sailings/sailing-record';
import { COMEDY_NIGHT } from '../support/sailings';
import { urls } from '../../scripts/lib/ports';

let browser: Browser;
let admin: TestUser;
let state: SignedInState;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ admin } = await resetWithCrew());
  browser = await launchBrowser();
  state = await signedInState(browser, admin, '/admin');
});
afterAll(async () => {
  await fetch(`${urls().gumroadApi}/__products`, { method: 'DELETE' });
  await browser?.close();
  await closeAdmin();
});
beforeEach(async () => {
  await resetFirestore();
  context = await browser.newContext({ storageState: state, viewport: { width: 1366, height: 900 } });
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});

const TEXT_FIELDS: [string, string][] = [
  ['Title', COMEDY_NIGHT.title],
  ['Page address', COMEDY_NIGHT.slug],
  ['Theme or lineup', COMEDY_NIGHT.lineup],
  ['Boarding', COMEDY_NIGHT.boardsAt],
  ['Back at the dock', COMEDY_NIGHT.returnsAt],
  ['Dock name', COMEDY_NIGHT.dockName],
  ['Street address', COMEDY_NIGHT.dockAddress],
  ['Map link', COMEDY_NIGHT.dockMapUrl],
  ['Parking notes', COMEDY_NIGHT.parkingNotes],
  ['Capacity', String(COMEDY_NIGHT.capacity)],
  ['Price (USD)', String(COMEDY_NIGHT.priceDollars)],
  ["Founders' presale opens", COMEDY_NIGHT.presaleOpensAt],
  ['Public sale opens', COMEDY_NIGHT.publicSaleOpensAt],
  ['Gumroad product', COMEDY_NIGHT.gumroadPermalink],
];

async function fillSailing(values: [string, string][]) {
  for (const [label, value] of values) await page.getByLabel(label, { exact: false }).first().fill(value);
}

describe('the owner runs sailings from /admin/sailings', () => {
  it('creates a sailing in Cleveland time, finds it listed, and opens it again with what was entered', async () => {
    await page.goto(siteUrl('/admin/sailings'));
    await page.getByText('No sailings yet').waitFor();
    await page.getByRole('link', { name: 'New sailing' }).click();
    await page.getByRole('heading', { level: 1, name: 'New Sailing' }).waitFor();
    await fillSailing(TEXT_FIELDS);
    // The zone is named where the time is entered: a July evening is daylight time.
    await page.getByText('Cleveland time (EDT)').first().waitFor();
    await page.getByLabel(/^Announced/).check();
    await fetch(`${urls().gumroadApi}/__products/${COMEDY_NIGHT.slug}`, {
      method: 'PUT',
      body: JSON.stringify({ max_purchase_count: 120 }),
    });
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
    await page.getByRole('button', { name: 'Create sailing' }).click();

    await page.getByRole('heading', { level: 1, name: 'Sailings' }).waitFor();
    const row = page.getByRole('row', { name: /Comedy Night on the Lake/ });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Jul 17, 2027, 7:00 PM Cleveland time \(EDT\)[\s\S]*Announced[\s\S]*0 of 120[\s\S]*\$35\.50/);
    const stored = (await adminDb().doc('sailings/comedy-night-july').get()).data()!;
    expect(stored.boards_at.toDate().toISOString()).toBe('2027-07-17T23:00:00.000Z');

    await row.getByRole('link', { name: 'Comedy Night on the Lake' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit Sailing' }).waitFor();
    expect(await page.getByLabel('Boarding').inputValue()).toBe('2027-07-17T19:00');
    expect(await page.getByLabel('Gumroad product').inputValue()).toBe('comedy-night-july');
    // Fixed once created, yet legible (axe below) and copyable.
    expect(await page.getByLabel('Page address').isEditable()).toBe(false);
    expect(await page.getByLabel('Page address').inputValue()).toBe('comedy-night-july');
    // Below the form: whether Gumroad's quantity limit (the stand-in's product) agrees with the boat, and the sales so far.
    await page.getByText('Gumroad sells at most 120; the boat carries 120: they agree.').waitFor();
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
    expect(await page.getByRole('row', { name: /Seats sold \(to date\)/ }).innerText()).toContain('0 of 120');
    await page.getByLabel('Capacity').fill('140');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('row', { name: /0 of 140/ }).waitFor();
  });

  it('names each mistake beside its field and keeps everything typed when the server refuses', async () => {
    await adminDb()
      .doc('sailings/comedy-night-july')
      .set({ title: 'Taken', slug: 'comedy-night-july', boards_at: new Date('2027-06-01T23:00:00Z') });
    await page.goto(siteUrl('/admin/sailings/new'));
    await fillSailing([...TEXT_FIELDS.filter(([label]) => label !== 'Map link'), ['Map link', 'maps.example.com']]);
    await page.getByRole('button', { name: 'Create sailing' }).click();
    await page.getByText('The map link must start with https://').waitFor();

    await page.getByLabel('Map link').fill(COMEDY_NIGHT.dockMapUrl);
    await page.getByRole('button', { name: 'Create sailing' }).click();
    await page.getByText('Another sailing already has the address /sailings/comedy-night-july: choose another.').waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe(COMEDY_NIGHT.title);
    expect(await page.getByLabel('Theme or lineup').inputValue()).toBe(COMEDY_NIGHT.lineup);
  });

  it('cancels a sailing only with a reason, after saying what holders will hear, and shows it canceled', async () => {
    const { sailing, product } = sailingRecordsFrom(sailingSchema.validateSync(COMEDY_NIGHT));
    await adminDb()
      .doc(`sailings/${COMEDY_NIGHT.slug}`)
      .set({ ...sailing, seats_sold: 0, interruption: null });
    await adminDb().doc(`sailing_products/${COMEDY_NIGHT.slug}`).set(product);
    await page.goto(siteUrl(`/admin/sailings/${COMEDY_NIGHT.slug}/edit`));
    await page.getByRole('button', { name: 'Cancel sailing' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel ${COMEDY_NIGHT.title}?` });
    await dialog.getByText('Every ticket holder is emailed now').waitFor();
    await dialog.getByRole('button', { name: 'Cancel, email and refund holders' }).click();
    await dialog.getByText('Write the reason: every ticket holder reads it').waitFor();
    await dialog.getByLabel('Reason').fill('The boat failed its inspection.');
    await dialog.getByRole('button', { name: 'Cancel, email and refund holders' }).click();
    await page.getByText('Canceled: The boat failed its inspection.').waitFor();
    expect(await page.getByRole('button', { name: 'Postpone sailing' }).count()).toBe(0);
    expect((await adminDb().doc(`sailings/${COMEDY_NIGHT.slug}`).get()).get('interruption')).toEqual({
      kind: 'canceled',
      reason: 'The boat failed its inspection.',
    });
  });
});
