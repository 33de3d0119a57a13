import type { Page } from 'playwright-core';
import { SIGN_UP_PATH } from '@shared/paths';
import { resetWithCrew } from '../support/admin-records';
import { adminDb, closeAdmin, type TestUser } from '../support/emulators';
import { describeViolations, seriousA11yViolations, siteUrl, waitUntilUsable } from '../support/browser';
import { useBrowserPages } from '../support/browser-pages';
import { signInBrowser } from '../support/browser-sign-in';
import { clearInbox, inbox, waitForEmails } from '../support/maildev';
import { confirmLinkIn, confirmationFor, seedWaitlisters } from '../support/sign-ups';
import { writeBodyAsHtml } from '../support/broadcasts';

const { newPage } = useBrowserPages();
let admin: TestUser;

beforeAll(async () => {
  ({ admin } = await resetWithCrew());
});
beforeEach(clearInbox);
afterAll(closeAdmin);

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const toast = (page: Page, text: string) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

describe('sign-up on the site', () => {
  it('arrives painted in the page, usable before its script is there', async () => {
    for (const [path, prefix] of [
      ['/newsletter', 'signup'],
      ['/', 'home-signup'],
    ]) {
      const html = await (await fetch(siteUrl(path))).text();
      for (const field of ['email', 'first_name']) {
        const input = new RegExp(`<input[^>]*id="${prefix}-${field}"[^>]*>`).exec(html)?.[0];
        expect(input).toBeDefined();
        expect(input).not.toContain('disabled');
      }
      const submit = new RegExp(`<button[^>]*type="submit"[^>]*aria-describedby="${prefix}-consent"[^>]*>`).exec(html)?.[0];
      expect(submit).toBeDefined();
      expect(submit).not.toContain('disabled');
      // The demo's first sailing has passed: the sentence promises sailing news, as the form's title and button do.
      expect(html).toContain('Email me sailing news from Cleveland Floaters.');
    }
    expect(await (await fetch(siteUrl('/newsletter'))).text()).toContain('id="signup"');
  });

  it('signs a visitor up on /newsletter; the emailed link confirms them', async () => {
    const page = await newPage();
    await page.goto(siteUrl(SIGN_UP_PATH));
    const email = page.locator('#signup-email');
    await waitUntilUsable(page);
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');

    // A mistake is named at the field, and nothing is sent.
    await email.fill('ada@');
    await page.getByRole('button', { name: 'Get sailing news' }).click();
    await page.getByText('Please enter a valid email address').waitFor();

    await email.fill('ada.visitor@example.com');
    await page.locator('#signup-first_name').fill('Ada');
    await page.getByRole('button', { name: 'Get sailing news' }).click();
    await toast(page, "Almost there: we've sent a link to ada.visitor@example.com").waitFor();

    const mail = await confirmationFor('ada.visitor@example.com');
    expect(mail.subject).toBe('Confirm your Cleveland Floaters sailing news');
    await page.goto(confirmLinkIn(mail));
    await page.getByRole('button', { name: 'Confirm my email' }).click();
    await heading(page, "You're on the list").waitFor();
    await page.getByText('Sailing dates, lineup reveals and last-minute spots').waitFor();
    const subscriber = (await adminDb().doc('subscribers/ada.visitor@example.com').get()).data();
    expect(subscriber).toMatchObject({ status: 'active', source: 'updates', first_name: 'Ada' });

    // The owner sees the sign-up and its confirmation in the funnel.
    const owner = await newPage();
    await signInBrowser(owner, admin.email, admin.password, '/admin/insights');
    const funnel = owner.getByRole('table', { name: 'Funnel' });
    const firstCell = (name: string) =>
      funnel
        .getByRole('row', { name: new RegExp(`^${name}\\b`) })
        .getByRole('cell')
        .first();
    await firstCell('Launch news sign-ups').waitFor();
    expect(await firstCell('Launch news sign-ups').textContent()).toBe('1');
    expect(await firstCell('Launch news confirmed').textContent()).toBe('1');
  });
});

describe('sign-up once the founding spots are gone', () => {
  // Back to a clean slate: this waitlister and the cap of 0 would change the admin tests' queue and counts.
  afterAll(async () => {
    ({ admin } = await resetWithCrew());
  });

  it("is the waitlist: the visitor confirms and reads their place, You're #N on the waitlist", async () => {
    // A cap of 0 with no sale: /api/spots says none are left.
    await adminDb().doc('membership_settings/default').set({ founding_spots: 0 }, { merge: true });
    const page = await newPage();
    await page.goto(siteUrl(SIGN_UP_PATH));
    const join = page.getByRole('button', { name: 'Join the waitlist' });
    await join.waitFor();
    expect(await page.getByRole('button', { name: 'Get sailing news' }).count()).toBe(0);
    await page.locator('#signup-email').and(page.locator(':enabled')).fill('next.in.line@example.com');
    await join.click();
    await toast(page, "Almost there: we've sent a link to next.in.line@example.com").waitFor();

    const mail = await confirmationFor('next.in.line@example.com');
    await page.goto(confirmLinkIn(mail));
    await page.getByRole('button', { name: 'Confirm my email' }).click();
    const subscriber = (await adminDb().doc('subscribers/next.in.line@example.com').get()).data();
    expect(subscriber).toMatchObject({ status: 'active', source: 'waitlist', waitlist_number: expect.any(Number) });
    await heading(page, `You're #${subscriber!.waitlist_number} on the waitlist`).waitFor();
  });
});

describe('the waitlist on the admin screens', () => {
  it('offers 2 released spots: exactly the next 2 waitlisters get one email each', async () => {
    await seedWaitlisters([{ email: 'first@example.com' }, { email: 'second@example.com' }, { email: 'third@example.com' }]);
    const page = await newPage();
    await signInBrowser(page, admin.email, admin.password, '/admin/email');
    // The Email Dashboard's Waitlist card (its name goes on past the title); the navigation's link is just "Waitlist".
    await page.getByRole('link', { name: /^Waitlist ./ }).click();
    await heading(page, 'Waitlist').waitFor();
    // The spots settings link here with ?offer=N after raising the cap.
    await page.goto(siteUrl('/admin/email/waitlist?offer=2'));
    const table = page.getByRole('table', { name: 'Confirmed waitlisters' });
    await table.getByRole('row').filter({ hasText: 'third@example.com' }).waitFor();
    const count = page.getByLabel('Spots to offer');
    expect(await count.inputValue()).toBe('2');

    await page.getByRole('button', { name: 'Offer spots' }).dblclick();
    await toast(page, 'Offered to 2 waitlisters; 2 emailed.').waitFor();
    const mails = await waitForEmails(2);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await inbox()).map((m) => m.to[0]!.address).sort()).toEqual(['first@example.com', 'second@example.com']);
    expect(mails.every((m) => m.subject === 'A Founding Floater spot just opened for you')).toBe(true);
    // The table shows who was offered a spot; the third is still waiting.
    const third = table.getByRole('row').filter({ hasText: 'third@example.com' });
    expect(await third.getByRole('cell').last().textContent()).toBe('-');
    await table.getByRole('row').filter({ hasText: 'second@example.com' }).getByRole('cell').last().filter({ hasNotText: '-' }).waitFor();
  });

  it('names the audience of a broadcast and how many will get it', async () => {
    const page = await newPage();
    await signInBrowser(page, admin.email, admin.password, '/admin/email/broadcast');
    await page.getByLabel('Campaign Name (Internal)').fill('Spots are back');
    await page.getByLabel('Subject Line').fill('Spots are back');
    await writeBodyAsHtml(page, '<p>Hi</p>');
    await page.getByLabel('Send to').click();
    await page.getByRole('option', { name: 'Waitlist' }).click();
    await page.getByRole('button', { name: 'Send to Waitlist' }).click();
    await page.getByText('Are you sure you want to send this broadcast to Waitlist?').waitFor();
    await page.getByText('3 subscribers will get it.').waitFor();
  });
});
