import type { Browser, BrowserContext, Page } from 'playwright-core';
import { resetWithCrew } from '../support/admin-records';
import { launchBrowser, siteUrl } from '../support/browser';
import { signInBrowser } from '../support/browser-sign-in';
import { adminDb, closeAdmin, type TestUser } from '../support/emulators';
import { eventually } from '../support/eventually';
import { COLLECTIONS } from '@shared/collections';
import { ALERT_TITLES } from '@shared/operations/alerts';

/** The dashboard lists the owner's alerts until an admin acknowledges one. */
let browser: Browser;
let admin: TestUser;
let context: BrowserContext;
let page: Page;

const ID = 'gumroad-pings-2026-11-27';

beforeAll(async () => {
  ({ admin } = await resetWithCrew());
  // As alertChecks writes it; the detail quotes what a ping's error said, which a stranger can shape.
  await adminDb()
    .doc(`${COLLECTIONS.alerts}/${ID}`)
    .set({
      kind: 'gumroad-pings',
      day: '2026-11-27',
      title: ALERT_TITLES['gumroad-pings'],
      detail: '3 Gumroad pings failed. The latest said: <img src=x onerror=alert(1)>',
      status: 'sent',
      email_to: 'owner@example.com',
      acknowledged_at: null,
      acknowledged_by: null,
    });
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

describe('alerts on the admin dashboard', () => {
  it('shows an alert, its text as text, until the admin acknowledges it', async () => {
    await page.goto(siteUrl('/admin'));
    const alert = page.getByTestId(`alert-${ID}`);
    await alert.getByText(ALERT_TITLES['gumroad-pings']).waitFor();
    expect(await alert.textContent()).toContain('The latest said: <img src=x onerror=alert(1)>');
    expect(await alert.locator('img').count()).toBe(0);
    expect(await alert.textContent()).toContain('Emailed to owner@example.com.');

    await alert.getByRole('button', { name: 'Acknowledge' }).click();
    await alert.waitFor({ state: 'detached' });
    // The page hides it as it writes (Firestore applies a write locally first); the server has it a moment later.
    const acknowledgedBy = () => adminDb().doc(`${COLLECTIONS.alerts}/${ID}`).get().then((d) => d.get('acknowledged_by') ?? undefined);
    expect(await eventually(acknowledgedBy)).toBe(admin.uid);

    // Acknowledged stays acknowledged.
    await page.reload();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(await page.getByTestId(`alert-${ID}`).count()).toBe(0);
  });
});
