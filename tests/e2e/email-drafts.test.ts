import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { resetWithCrew } from '../support/admin-records';
import { adminDb, closeAdmin, type TestUser } from '../support/emulators';
import { launchBrowser, siteUrl } from '../support/browser';
import { signedInState, type SignedInState } from '../support/browser-sign-in';
import { clearInbox, waitForEmails } from '../support/maildev';
import { clevelandInputToInstant, instantToClevelandInput } from '@shared/cleveland-time';
import { DEFAULT_WELCOME_TEMPLATE } from '@shared/email/default-welcome-template';

let browser: Browser;
let admin: TestUser;
let adminState: SignedInState;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ admin } = await resetWithCrew());
  await adminDb().doc('email_settings/default').set({
    sender_name: 'Cleveland Floaters',
    sender_email: 'crew@clevelandfloaters.com',
    reply_to_email: 'crew@clevelandfloaters.com',
  });
  browser = await launchBrowser();
  adminState = await signedInState(browser, admin, '/admin');
});
afterAll(async () => {
  await browser?.close();
  await closeAdmin();
});
afterEach(async () => {
  await context?.close();
});

const heading = (name: string) => page.getByRole('heading', { level: 1, name });
const toast = (text: string) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });
const editor = () => page.getByRole('textbox', { name: 'Email Body', exact: true });
const leaveDialog = () => page.getByRole('dialog', { name: 'Leave this page?' });

async function openAsAdmin(path: string, title: string, options: BrowserContextOptions = {}) {
  context = await browser.newContext({ viewport: { width: 1366, height: 900 }, ...options, storageState: adminState });
  page = await context.newPage();
  await page.goto(siteUrl(path));
  await heading(title).waitFor();
}

describe('broadcast drafts', () => {
  it('saves what the admin types as a draft, asks before leaving, lists it on the dashboard and reopens it with the text', async () => {
    await openAsAdmin('/admin/email/broadcast', 'Compose Broadcast');
    await page.getByLabel('Subject Line').fill('Sunset cruise, {{first_name}}');
    await editor().click();
    await page.keyboard.insertText('Boarding starts at seven on the East 9th Street pier.');
    await toast('Draft saved').waitFor();
    // A reload would reopen it: the address names the draft.
    const draftId = new URL(page.url()).searchParams.get('draft');
    expect(draftId).toBeTruthy();

    // Asked first; staying keeps everything.
    await page.getByRole('link', { name: 'Back to Email Dashboard' }).click();
    await leaveDialog().getByText('saved as a draft').waitFor();
    await leaveDialog().getByRole('button', { name: 'Stay' }).click();
    await leaveDialog().waitFor({ state: 'detached' });
    expect(await page.getByLabel('Subject Line').inputValue()).toBe('Sunset cruise, {{first_name}}');
    await page.getByRole('link', { name: 'Back to Email Dashboard' }).click();
    await leaveDialog().getByRole('button', { name: 'Leave' }).click();
    await heading('Email Dashboard').waitFor();

    const drafts = page.getByRole('list', { name: 'Drafts' }).getByRole('listitem');
    await drafts.filter({ hasText: 'Sunset cruise, {{first_name}}' }).waitFor();
    expect((await adminDb().doc(`email_broadcasts/${draftId}`).get()).data()).toMatchObject({
      status: 'draft',
      created_by: admin.uid,
      name: '',
      subject: 'Sunset cruise, {{first_name}}',
    });

    await drafts.getByRole('link', { name: /^Open draft Sunset cruise/ }).click();
    await heading('Compose Broadcast').waitFor();
    expect(new URL(page.url()).searchParams.get('draft')).toBe(draftId);
    await editor().getByText('Boarding starts at seven on the East 9th Street pier.').waitFor();
    expect(await page.getByLabel('Subject Line').inputValue()).toBe('Sunset cruise, {{first_name}}');
    // More typing goes into the same draft, not a new one.
    await page.getByLabel('Campaign Name (Internal)').fill('Sunset cruise');
    await toast('Draft saved').waitFor();
    const all = await adminDb().collection('email_broadcasts').get();
    expect(all.docs.map((d) => [d.id, d.get('name')])).toEqual([[draftId, 'Sunset cruise']]);
  });

  it('keeps the form filled and says so when a save fails', async () => {
    await openAsAdmin('/admin/email/broadcast', 'Compose Broadcast');
    await page.getByLabel('Subject Line').fill('Fireworks night');
    await toast('Draft saved').waitFor();
    const draftId = new URL(page.url()).searchParams.get('draft')!;
    // Scheduled from another tab: the rules keep a draft's saves to drafts.
    await adminDb().doc(`email_broadcasts/${draftId}`).update({ status: 'scheduled' });
    await page.getByLabel('Subject Line').fill('Fireworks night on the lake');
    await toast('The draft could not be saved').waitFor();
    expect(await page.getByLabel('Subject Line').inputValue()).toBe('Fireworks night on the lake');
    await page.getByRole('link', { name: 'Back to Email Dashboard' }).click();
    await leaveDialog().getByText('could not be saved, and will be lost').waitFor();
  });
});

describe('scheduling', () => {
  it('takes and shows the time in Cleveland, whatever zone the computer is in', async () => {
    // A browser in Tokyo: the time typed is still Cleveland's.
    await openAsAdmin('/admin/email/broadcast', 'Compose Broadcast', { timezoneId: 'Asia/Tokyo' });
    await page.getByLabel('Campaign Name (Internal)').fill('Pier party');
    await page.getByLabel('Subject Line').fill('Pier party tomorrow');
    await editor().click();
    await page.keyboard.insertText('See you at nine.');
    const sendLater = page.getByLabel('Send later (Cleveland time)');
    await sendLater.fill('2027-01-15T09:00');
    await page.getByText('Cleveland time (EST), wherever you are').waitFor();
    await sendLater.fill('2027-07-15T09:00');
    await page.getByText('Cleveland time (EDT), wherever you are').waitFor();

    const tomorrow = `${instantToClevelandInput(Date.now() + 24 * 60 * 60 * 1000).slice(0, 10)}T09:00`;
    const at = clevelandInputToInstant(tomorrow)!;
    await sendLater.fill(tomorrow);
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await toast('Broadcast scheduled for').waitFor();
    const scheduled = page.getByRole('list', { name: 'Scheduled' }).getByRole('listitem');
    await scheduled.filter({ hasText: /9:00\sAM Cleveland time \(E[SD]T\) to All active subscribers/ }).waitFor();
    const stored = await adminDb().collection('email_broadcasts').where('name', '==', 'Pier party').get();
    expect(stored.docs.map((d) => [d.get('status'), d.get('scheduled_at').toMillis()])).toEqual([['scheduled', at]]);
  });
});

describe('the welcome template', () => {
  beforeEach(clearInbox);

  it('opens in the editor as it is sent, and sends a test to the admin', async () => {
    await openAsAdmin('/admin/email/templates', 'Welcome Email Template');
    await editor().getByText('Your official certificate is ready to print, frame and brag about:').waitFor();
    expect(await page.getByLabel('Test email address').inputValue()).toBe(admin.email);
    await page.getByLabel('Subject Line').fill('Welcome to the crew, {{first_name}}');
    await page.getByRole('button', { name: 'Send Test' }).click();
    await toast(`Test email sent to ${admin.email}`).waitFor();
    const [mail] = await waitForEmails(1);
    expect(mail!.to[0]!.address).toBe(admin.email);
    expect(mail!.subject).toBe('[Test] Welcome to the crew, Floater');
    expect(mail!.html).toContain('Welcome aboard, Floater!');
    expect(mail!.html).toContain('See my certificate');
    // A test is not a save: the template is as it was, and leaving asks.
    expect((await adminDb().doc('email_templates/welcome').get()).exists).toBe(false);
    await page.getByRole('link', { name: 'Back to Email Dashboard' }).click();
    await leaveDialog().getByText('not saved, and will be lost').waitFor();
    await leaveDialog().getByRole('button', { name: 'Stay' }).click();

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Template updated successfully').waitFor();
    // Saved from the editor, it keeps the MJML layout it is sent in.
    expect((await adminDb().doc('email_templates/welcome').get()).data()).toMatchObject({
      subject: 'Welcome to the crew, {{first_name}}',
      body: DEFAULT_WELCOME_TEMPLATE.body,
    });
    await page.getByRole('link', { name: 'Back to Email Dashboard' }).click();
    await heading('Email Dashboard').waitFor();
  });
});
