import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { adminDb, closeAdmin, createUser, resetAuth, resetFirestore, type TestUser } from '../support/emulators';
import { describeViolations, launchBrowser, PHONE, seriousA11yViolations } from '../support/browser';
import { signInBrowser } from '../support/browser-sign-in';
import { clearInbox, waitForEmails } from '../support/maildev';
import { clearSendGridFaults, failSendGridRequests } from '../support/sendgrid-faults';
import { arrangeEmailSettings, arrangeExistingSubscriber, PING_SECRET, salePing, sendPing } from '../fixtures/gumroad/ping';
import { REALISTIC_EXPORT_PATH } from '../fixtures/gumroad/sales-export';

let browser: Browser;
let admin: TestUser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  await Promise.all([resetAuth(), resetFirestore(), clearInbox()]);
  admin = await createUser('quartermaster@clevelandfloaters.test', { admin: true });
  await arrangeEmailSettings();
  await arrangeExistingSubscriber();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeAdmin();
});
afterEach(() => context?.close());

async function openImportPage(options: BrowserContextOptions = {}) {
  context = await browser.newContext(options);
  page = await context.newPage();
  await signInBrowser(page, admin.email, admin.password, '/admin/import-gumroad');
  await page.getByRole('heading', { level: 1, name: 'Import Gumroad Orders' }).waitFor();
}

const toast = (title: string) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: title });
const count = async (label: string) => (await page.getByTestId(`import-count-${label}`).textContent())?.trim();

/** Notes whether the button ever said 'Importing...', however briefly. */
async function watchForImporting() {
  await page.evaluate(() => {
    const w = window as unknown as { sawImporting?: boolean };
    w.sawImporting = false;
    new MutationObserver(() => {
      if (document.body.innerText.includes('Importing...')) w.sawImporting = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

describe('the Gumroad import screen', () => {
  it('imports the realistic export, showing progress, counts, details and the toast', async () => {
    await openImportPage();
    expect(await page.getByRole('button', { name: 'Import Gumroad Orders' }).isDisabled()).toBe(true);
    await page.getByTestId('gumroad-csv-input').setInputFiles(REALISTIC_EXPORT_PATH);
    await page.getByText('Selected: sales-export.csv').waitFor();
    await watchForImporting();
    await page.getByRole('button', { name: 'Import Gumroad Orders' }).click();

    await toast('Import Complete').filter({ hasText: 'Successfully imported 10 subscribers' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sawImporting: boolean }).sawImporting)).toBe(true);
    expect([await count('success'), await count('errors'), await count('skipped')]).toEqual(['10', '2', '3']);

    const details = page.getByRole('list').getByTestId('import-detail');
    await details.filter({ hasText: 'greg.novak at example.com' }).filter({ hasText: 'Invalid email address' }).waitFor();
    await details
      .filter({ hasText: 'Existing.Member@Example.com' })
      .filter({ hasText: /^.*Member #\d+/ })
      .waitFor();
    await details
      .filter({ hasText: 'MARIA.K@Example.com' })
      .filter({ hasText: /Another purchase of member #\d+/ })
      .waitFor();

    await page.getByRole('button', { name: 'Errors (2)' }).click();
    await details.filter({ hasText: 'No email address' }).waitFor();
    expect(await details.count()).toBe(2);
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
    await page.screenshot({ path: join(tmpdir(), 'gumroad-import-desktop.png'), fullPage: true });

    // The same file again adds nothing.
    await page.getByTestId('gumroad-csv-input').setInputFiles(REALISTIC_EXPORT_PATH);
    await page.getByRole('button', { name: 'Import Gumroad Orders' }).click();
    await toast('Import Complete').filter({ hasText: 'Successfully imported 0 subscribers' }).waitFor();
    expect([await count('success'), await count('errors'), await count('skipped')]).toEqual(['0', '2', '13']);
    expect((await adminDb().collection('certificates').count().get()).data().count).toBe(9);
  });

  it('refuses a file that is not a Gumroad export, saying why', async () => {
    await openImportPage(PHONE);
    const notGumroad = join(tmpdir(), 'subscribers-2026-03-01.csv');
    writeFileSync(notGumroad, 'Email,First Name,City\r\nada@example.com,Ada,Cleveland\r\n');
    await page.getByTestId('gumroad-csv-input').setInputFiles(notGumroad);
    await page.getByRole('button', { name: 'Import Gumroad Orders' }).click();
    await toast('Import Failed').filter({ hasText: "its header row lacks the 'Purchase ID' and 'Purchase Email' columns." }).waitFor();
    expect(await page.getByText('[400]').count()).toBe(0);
    expect(await page.getByTestId('import-count-success').count()).toBe(0);
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
    await page.screenshot({ path: join(tmpdir(), 'gumroad-import-phone.png'), fullPage: true });
  });

  it('refuses an empty file before uploading it', async () => {
    await openImportPage();
    const empty = join(tmpdir(), 'empty-export.csv');
    writeFileSync(empty, '');
    await page.getByTestId('gumroad-csv-input').setInputFiles(empty);
    await page.getByText('This file is empty.').waitFor();
    expect(await page.getByRole('button', { name: 'Import Gumroad Orders' }).isDisabled()).toBe(true);
  });
});

describe('an import cut off by the time limit', () => {
  it('reads as interrupted, saying that importing the same file again finishes it safely', async () => {
    // The page looks at the newest import only: the earlier tests' finished ones must not be newer.
    const earlier = await adminDb().collection('gumroad_imports').get();
    await Promise.all(earlier.docs.map((d) => d.ref.delete()));
    const started = Date.now() - 40 * 60 * 1000;
    await adminDb()
      .doc('gumroad_imports/cut-off-import-01')
      .set({
        status: 'running',
        total: 10000,
        processed: 4200,
        success: 4100,
        errors: 0,
        skipped: 100,
        created_by: admin.uid,
        created_at: Timestamp.fromMillis(started),
        deadline_at: Timestamp.fromMillis(started + 30 * 60 * 1000),
        heartbeat_at: Timestamp.fromMillis(started + 29 * 60 * 1000),
      });
    await openImportPage();
    const notice = page.getByRole('alert').filter({ hasText: 'This import was cut off before it finished.' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('import the same file again to finish it');
    expect(await notice.textContent()).toContain('It stopped after 4,200 of 10,000 rows.');
    await adminDb().doc('gumroad_imports/cut-off-import-01').delete();
  });
});

describe('the webhook log after Gumroad pings', () => {
  it('lists the sale, test, refund, refused and ignored deliveries with their outcomes and reasons, and retries a failed one', async () => {
    await sendPing(salePing({ sale_id: 'log-sale==', email: 'log.buyer@example.com' }));
    await sendPing(salePing({ sale_id: 'log-test==', test: 'true' }));
    await sendPing(salePing({ sale_id: 'log-sale==', email: 'log.buyer@example.com', resource_name: 'refund', refunded: 'true' }));
    await sendPing(salePing({ sale_id: 'log-bad==', email: '' }));
    await sendPing(salePing({ sale_id: 'log-forged==' }), 'forged-secret');
    await sendPing(salePing({ sale_id: 'log-forged==' }), null);
    await sendPing(
      salePing({
        sale_id: 'log-tote==',
        permalink: 'tote-bag',
        product_permalink: '',
        short_product_id: '',
        product_id: 'Tq9wE2rT5yU8iO1pA4sD7f==',
        product_name: 'Tote bag',
      }),
    );
    // SendGrid is down for one request: the sale is recorded, its welcome email is not, and the ping fails.
    await failSendGridRequests({ after: 0, fail: 1 });
    expect((await sendPing(salePing({ sale_id: 'log-retry==', email: 'retry.buyer@example.com' }))).status).toBe(500);
    await clearSendGridFaults();

    context = await browser.newContext();
    page = await context.newPage();
    await signInBrowser(page, admin.email, admin.password, '/admin/email/webhooks');
    const table = page.getByRole('table', { name: 'Webhook events' });
    await table.getByText('The ping has no buyer email.').waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Source',
      'Event Type',
      'Status',
      'Created',
      'Processed',
      'Error',
    ]);
    const rows = table.getByRole('row');
    const rowsWith = (...texts: (string | RegExp)[]) => texts.reduce((found, text) => found.filter({ hasText: text }), rows).count();
    expect(await rowsWith('refund', /success/i)).toBe(1);
    expect(await rowsWith('sale', /success/i)).toBe(2);
    expect(await rows.filter({ hasText: /failed/i }).count()).toBe(2);
    // Why a ping was turned away, in words the admin can act on.
    const refused = rows.filter({ hasText: /refused/i });
    expect(await refused.count()).toBe(1);
    expect(await refused.textContent()).toContain(
      "Refused: the ping's secret is missing or wrong. Copy the ping URL from Gumroad Settings",
    );
    expect(await refused.textContent()).toContain('(2 attempts)');
    const ignored = rows.filter({ hasText: /ignored/i });
    expect(await ignored.textContent()).toContain(
      'Not a Founding Floater product: Tote bag (tote-bag) is not on the product list in Gumroad Settings',
    );
    // Nothing went wrong with it: its Error cell says so, and no success row holds a message there either.
    expect(await ignored.getByRole('cell').last().textContent()).toBe('-');
    for (const success of await rows.filter({ hasText: /success/i }).all()) {
      expect(await success.getByRole('cell').last().textContent()).toBe('-');
    }
    const detailsOf = async (row: typeof rows) => {
      await row.getByRole('button', { name: 'Details', expanded: false }).click();
      const opened = row.getByRole('button', { name: 'Details', expanded: true });
      return page.locator(`[id="${await opened.getAttribute('aria-controls')}"]`);
    };
    await (await detailsOf(refused)).getByText('Refused pings keep no payload').waitFor();

    // The failed sale opens to what Gumroad sent, fields the site does not read by name only, and is retried.
    const failedSale = rows.filter({ hasText: /failed/i }).filter({ hasNotText: 'no buyer email' });
    const details = await detailsOf(failedSale);
    await details.getByText('retry.buyer@example.com').waitFor();
    expect(await details.getByText('not kept', { exact: true }).count()).toBeGreaterThan(3);
    expect(await details.textContent()).toContain('purchaser_id');
    expect(await details.textContent()).not.toContain(PING_SECRET);
    await details.getByRole('button', { name: 'Retry' }).click();
    await details
      .getByText(/^Retried .*: success\. The sale was recorded before; its welcome email, which had not gone out, is sent now\.$/)
      .waitFor();
    expect(await failedSale.getByText('Retry:').count()).toBe(1);
    expect(await details.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    expect(await waitForEmails(1, (e) => e.to[0]?.address === 'retry.buyer@example.com')).toHaveLength(1);
  });
});
