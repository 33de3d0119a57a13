import type { Browser, BrowserContext, Page } from 'playwright-core';
import { salePing, sendPing } from '../fixtures/gumroad/ping';
import { resetWithCrew } from '../support/admin-records';
import { describeViolations, launchBrowser, seriousA11yViolations, siteUrl } from '../support/browser';
import { signInBrowser } from '../support/browser-sign-in';
import { fixtureBucketOwnership } from '../support/bucket-owners';
import { adminDb, closeAdmin, type TestUser } from '../support/emulators';
import { clearInbox } from '../support/maildev';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localBackupStore } from '../../functions/src/backups/backup-storage';
import { runBackup } from '../../functions/src/backups/run-backup';
import { writeBodyAsHtml } from '../support/broadcasts';

/**
 * The admin dashboard's go-live checklist on an installed site with nothing
 * set up: every item turns green by doing the real thing, as the owner would.
 */
let browser: Browser;
let admin: TestUser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ admin } = await resetWithCrew());
  await clearInbox();
  browser = await launchBrowser();
  context = await browser.newContext();
  page = await context.newPage();
  await signInBrowser(page, admin.email, admin.password, '/admin');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await closeAdmin();
});

const item = (key: string) => page.getByTestId(`go-live-${key}`);
const toast = (text: string) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

async function expectDone(keys: string[], done: boolean) {
  for (const key of keys) await page.locator(`[data-testid="go-live-${key}"][data-done="${done}"]`).waitFor();
}

async function openDashboard() {
  await page.goto(siteUrl('/admin'));
  await page.getByRole('heading', { name: /Before going live/ }).waitFor();
}

describe('the go-live checklist', () => {
  it('lists what a fresh site lacks, each with where to fix it', async () => {
    await openDashboard();
    await page.getByRole('heading', { name: 'Before going live: 11 of 11 still to do' }).waitFor();
    await expectDone(
      ['secret', 'products', 'ping', 'sender', 'test-email', 'sendgrid-webhook', 'welcome', 'policy', 'alert-email', 'backup', 'launch'],
      false,
    );
    expect(await item('secret').getByRole('link', { name: 'Fix it' }).getAttribute('href')).toBe('/admin/gumroad/settings');
    expect(await item('sender').getByRole('link', { name: 'Fix it' }).getAttribute('href')).toBe('/admin/email/settings');
    expect(await item('policy').getByRole('link', { name: 'Fix it' }).getAttribute('href')).toBe('/admin/membership/settings');
    expect(await item('products').textContent()).toContain('Every sale is ignored while the product list is empty.');
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
  });

  it('turns each item green as the owner does the real thing', async () => {
    // Settings: sender, a generated ping secret, the product, the certificate policy, each on its own screen.
    await page.goto(siteUrl('/admin/email/settings'));
    await page.getByLabel('Sender Email').fill('admiral@clevelandfloaters.com');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast('Settings updated successfully').waitFor();
    await page.goto(siteUrl('/admin/gumroad/settings'));
    await page.getByRole('button', { name: 'Generate secret' }).click();
    await page.getByLabel('Founding Floater products').fill('founding-floater');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast('Settings updated successfully').waitFor();
    await page.goto(siteUrl('/admin/membership/settings'));
    await page.getByRole('radio', { name: /Buyers and crew/ }).check();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast('Settings updated successfully').waitFor();

    // Gumroad pings with the saved secret.
    const secret = (await adminDb().doc('gumroad_settings/default').get()).get('gumroad_webhook_secret') as string;
    expect((await sendPing(salePing({ sale_id: 'go-live-ping==' }), secret)).status).toBe(200);

    // The welcome email, read and saved.
    await page.goto(siteUrl('/admin/email/templates'));
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Template updated successfully').waitFor();

    // A test email through SendGrid (locally its stand-in), whose delivered event comes back through the webhook.
    await page.goto(siteUrl('/admin/email/broadcast'));
    await page.getByLabel('Campaign Name (Internal)').fill('Sound check');
    await page.getByLabel('Subject Line').fill('Testing, testing');
    await writeBodyAsHtml(page, '<p>Ahoy!</p>');
    await page.getByLabel('Test email address').fill('admiral@clevelandfloaters.com');
    await page.getByRole('button', { name: 'Send Test' }).click();
    await toast('Test email sent to admiral@clevelandfloaters.com').waitFor();

    // Where alerts go and the backup bucket (the suggested name), set on the dashboard itself, and a backup: the nightly
    // function's code, run now into a scratch folder, with Cloud Storage's answer that the bucket is this project's.
    await openDashboard();
    await page.getByLabel('Alert email').fill('admiral@clevelandfloaters.com');
    await page.getByRole('button', { name: 'Use this name' }).click();
    const bucket = await page.getByLabel('Backup bucket').inputValue();
    expect(bucket).toMatch(/^demo-cleveland-floaters-backups-[a-z]{8}$/);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast('Settings updated successfully').waitFor();
    const backups = mkdtempSync(join(tmpdir(), 'floaters-go-live-'));
    const ownership = fixtureBucketOwnership('123456789012', { [bucket]: '123456789012' });
    expect(await runBackup(new Date(), { store: localBackupStore(backups), ownership })).toMatchObject({ ok: true });
    rmSync(backups, { recursive: true, force: true });

    await expectDone(
      ['secret', 'products', 'ping', 'sender', 'test-email', 'sendgrid-webhook', 'welcome', 'policy', 'alert-email', 'backup'],
      true,
    );
    expect(await item('backup').textContent()).toContain('Last successful backup');
    expect(await item('test-email').textContent()).toContain('SendGrid delivered one to admiral@clevelandfloaters.com');
    // The demo build's first sailing (2026-05-15) has passed and nobody confirmed it: the item sends the owner to the dates.
    await page.getByRole('heading', { name: 'Before going live: 1 of 11 still to do' }).waitFor();
    expect(await item('launch').textContent()).toContain('a date nobody has confirmed. Set your first sailing and season dates.');
    expect(await item('launch').getByRole('link', { name: 'Fix it' }).getAttribute('href')).toBe('/admin/launch/settings');
    // The owner confirms the dates on their screen, which says what visitors read now: past on purpose, the item is done.
    await item('launch').getByRole('link', { name: 'Fix it' }).click();
    expect(await page.getByTestId('launch-phase-now').textContent()).toContain('Between seasons: the site says the boat is wintering');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast('Settings updated successfully').waitFor();
    // The last item done: the checklist folds to its one line.
    await page.goto(siteUrl('/admin'));
    await page.getByText('Ready for launch: everything the live site needs is in place.').waitFor();
  });
});
