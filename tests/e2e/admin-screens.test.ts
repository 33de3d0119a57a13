import { readFileSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { seedPartnerInquiry, seedSentBroadcast, seedWebhookEvent, resetWithCrew } from '../support/admin-records';
import { adminDb, closeAdmin, type TestUser } from '../support/emulators';
import {
  describeViolations,
  launchBrowser,
  PHONE,
  seriousA11yViolations,
  sidewaysOverflow,
  siteUrl,
  wordsBrokenAcrossLines,
} from '../support/browser';
import { signedInState, signInBrowser, type SignedInState } from '../support/browser-sign-in';
import { clearInbox, waitForEmails } from '../support/maildev';
import { seedSubscribers } from '../support/subscribers';
import { seedSale } from '../support/purchases';
import { addCounters, countersFor, INSIGHTS_COLLECTION, insightsShardId, utcDay } from '@shared/insights/counters';
import { parseInsightEvent } from '@shared/insights/events';
import { ADMIN_PATHS, ADMIN_SCREENS, subscriberHistoryPath } from '../../web/src/config/admin-paths';
import { certificatePath } from '@shared/paths';
import { DEFAULT_WELCOME_TEMPLATE } from '@shared/email/default-welcome-template';
import { instantToClevelandInput } from '@shared/cleveland-time';
import { DEFAULT_FAQ } from '@shared/faq/faq';
import { escapeHtml } from '@shared/html/escape-html';
import { CONSENT_SENTENCES } from '@shared/sign-up/sign-up';
import { writeBodyAsHtml } from '../support/broadcasts';
import sharp from 'sharp';
import { PHOTO_MESSAGES } from '@shared/pictures/site-photos';
import { recordWebm } from '../support/videos';

let browser: Browser;
let admin: TestUser;
let member: TestUser;
let context: BrowserContext;
let page: Page;
let adminState: SignedInState;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => Timestamp.fromMillis(Date.now() - ms);
const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };
const PHONE_390: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** Every admin route, as the router (web/src/app/routes.tsx) takes them. */
const ADMIN_ROUTES: string[] = Object.values(ADMIN_PATHS);

beforeAll(async () => {
  ({ admin, member } = await resetWithCrew());
  const db = adminDb();
  // One purchase's sale and certificate, written in one transaction, share their time.
  const boughtAt = ago(9 * DAY);
  await seedSubscribers([
    { email: 'zoe@example.com', first_name: 'Zoë', city: 'Lakewood', state: 'OH', created_at: new Date(Date.now() - HOUR) },
    { email: 'jose@example.com', first_name: 'José', city: 'Parma', created_at: new Date(Date.now() - 2 * HOUR), source: 'import' },
    { email: 'gone@example.com', first_name: 'Gone', status: 'unsubscribed', created_at: new Date(Date.now() - 10 * 24 * HOUR) },
    { email: 'bounce@example.com', first_name: 'Bounce', status: 'bounced', created_at: new Date(Date.now() - 40 * 24 * HOUR) },
  ]);
  await db.doc('certificates/ada-lovelace-ab12').set({
    full_name: 'Ada Lovelace',
    city: null,
    issue_date_iso: '2026-01-02',
    user_id: null,
    member_number: 7,
    source: 'gumroad',
    created_at: boughtAt,
  });
  await seedSentBroadcast(admin.uid, {
    recipient_count: 2,
    created_at: ago(5 * DAY),
    sent_at: ago(5 * DAY),
  });
  // gone@example.com's history, where each part is kept: signed up for launch news, bought, got certificate #7 and
  // the welcome email, was sent the broadcast, then unsubscribed.
  await db.doc('subscribers/gone@example.com').update({
    source: 'updates',
    consent_text: CONSENT_SENTENCES.updates[0],
    consented_at: ago(10 * DAY - HOUR),
    confirmed_at: ago(10 * DAY - HOUR),
    certificate_id: 'ada-lovelace-ab12',
    unsubscribed_at: ago(2 * DAY),
  });
  await db.doc('sales/gone-sale-1').set({
    sale_id: 'gone-sale-1',
    origin: 'ping',
    status: 'completed',
    email: 'gone@example.com',
    subscriber_id: 'gone@example.com',
    certificate_id: 'ada-lovelace-ab12',
    member_number: 7,
    price_cents: 500,
    product_permalink: 'founding-floater',
    activated_subscriber: false,
    created_at: boughtAt,
  });
  await db.doc('welcome_emails/gone@example.com').set({ status: 'sent', sent_at: ago(9 * DAY - 60_000) });
  await db.doc('email_broadcasts/old/deliveries/gone@example.com').set({ status: 'sent', sent_at: ago(5 * DAY) });
  await db.doc('email_settings/default').set({
    sender_name: 'Cleveland Floaters',
    sender_email: 'crew@clevelandfloaters.com',
    reply_to_email: 'crew@clevelandfloaters.com',
  });
  await db.doc('gumroad_settings/default').set({ gumroad_webhook_secret: '' });
  // The spots count as the sale's transaction keeps it (the sale above is written as it stores it).
  await db.doc('counters/founding_spots').set({ taken: 1 });
  await seedPartnerInquiry({ name: 'Dana <b>K</b>' });
  await seedWebhookEvent({ status: 'failed', error_message: 'Sale had no buyer email' });
  browser = await launchBrowser();
  adminState = await signedInState(browser, admin, '/admin');
});
afterAll(async () => {
  await browser?.close();
  await closeAdmin();
});
beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
});
afterEach(async () => {
  await page?.close();
  await context?.close();
});

const heading = (name: string) => page.getByRole('heading', { level: 1, name });
const toast = (text: string) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

/**
 * The admin's browser per window size, opened once per file: signed in once (signedInState), scripts compiled once, as
 * for an admin moving between screens. Each test still gets its own page; admin screens keep nothing beyond it (no
 * local storage, no on-disk Firestore cache).
 */
const adminContexts = new Map<string, Promise<BrowserContext>>();
function adminContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const key = JSON.stringify(options);
  if (!adminContexts.has(key)) adminContexts.set(key, browser.newContext({ ...options, storageState: adminState }));
  return adminContexts.get(key)!;
}

/** Opens `path` as the admin coming back to it, in a new page of the admin's browser at that size. */
async function openAsAdmin(path: string, title: string, options: BrowserContextOptions = {}) {
  await page.close();
  page = await (await adminContext(options)).newPage();
  await page.goto(siteUrl(path));
  await heading(title).waitFor();
}

describe('admin access', () => {
  it('sends signed-out visitors to sign in, with a way back', async () => {
    await page.goto(siteUrl('/admin/email/subscribers'));
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/email/subscribers');
  });

  it('tells signed-in members they are not authorised', async () => {
    await signInBrowser(page, member.email, member.password, '/admin');
    await heading('Not authorised').waitFor();
    expect(await page.getByText('Total Subscribers').count()).toBe(0);
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
  });
});

describe('every admin screen', () => {
  it.each([
    ['/admin', 'Admin Dashboard', 'Recent Certificates'],
    ['/admin/email', 'Email Dashboard', 'Launch teaser'],
    ['/admin/email/subscribers', 'Subscribers', 'zoe@example.com'],
    // Once the editor's toolbar is there.
    ['/admin/email/broadcast', 'Compose Broadcast', 'Personalize'],
    ['/admin/email/templates', 'Welcome Email Template', 'Preview for a subscriber named Maria'],
    ['/admin/email/settings', 'Email Settings', 'DNS for good delivery'],
    ['/admin/gumroad/settings', 'Gumroad Settings', 'Gumroad webhook'],
    ['/admin/membership/settings', 'Membership Settings', 'Founding spots'],
    ['/admin/email/webhooks', 'Webhook Events', 'Sale had no buyer email'],
    ['/admin/faq', 'FAQ', 'Question 5'],
  ])('%s renders for an admin with no serious accessibility violations', async (path, title, content) => {
    const screen = await (await adminContext()).newPage();
    try {
      await screen.goto(siteUrl(path));
      await screen.getByRole('heading', { level: 1, name: title }).waitFor();
      await screen.getByText(content).first().waitFor();
      expect(describeViolations(await seriousA11yViolations(screen))).toBe('');
    } finally {
      await screen.close();
    }
  });
});

describe('admin dashboard', () => {
  it('counts with aggregations and lists the newest rows', async () => {
    await openAsAdmin('/admin', 'Admin Dashboard');
    const card = (title: string) => page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: title }) });
    await card('Total Subscribers').getByText('4', { exact: true }).waitFor();
    await card('Total Subscribers').getByText('2 active · +2 this week').waitFor();
    await card('Founding Members').getByText('1', { exact: true }).waitFor();
    await card('30-Day Growth').getByText('3', { exact: true }).waitFor();
    await card('Email Campaigns').getByText('1', { exact: true }).waitFor();
    // Each figure names its period beside it, in the words insights uses.
    await card('Founding Members').getByText('all time', { exact: true }).waitFor();
    await card('30-Day Growth').getByText('last 30 days', { exact: true }).waitFor();
    await page.getByRole('table', { name: 'Recent Certificates' }).getByText('#7').waitFor();
    await page.getByRole('table', { name: 'Recent Subscribers' }).getByText('zoe@example.com').waitFor();
    // Partner messages, as typed (not as markup), with a reply link to the sender.
    const reply = page.getByRole('table', { name: 'Partner Messages' }).getByRole('link', { name: 'Dana <b>K</b> (Tremont Brewing)' });
    const mailto = new URL((await reply.getAttribute('href'))!);
    expect(mailto.pathname).toBe('dana@tremontbrewing.example');
    expect(mailto.searchParams.get('subject')).toBe('Re: Partner inquiry: Sponsorship (Tremont Brewing)');
  });

  it("shows the owner's figures from their last visit at once while the counts are slow, and forgets them on sign-out", async () => {
    const own = await browser.newContext({ ...DESKTOP, storageState: adminState });
    const card = (title: string) => page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: title }) });
    try {
      page = await own.newPage();
      await page.goto(siteUrl('/admin'));
      await card('Total Subscribers').getByText('4', { exact: true }).waitFor();
      await page.close();

      page = await own.newPage();
      // Counts that never answer: whatever figures show came from the last visit.
      await page.route('**/*runAggregationQuery*', () => undefined);
      await page.goto(siteUrl('/admin'));
      await page
        .getByTestId('figures-as-of')
        .filter({ hasText: /^Figures from your last visit, .+ Cleveland time/ })
        .waitFor();
      await card('Total Subscribers').getByText('4', { exact: true }).waitFor();
      await card('Founding Members').getByText('1', { exact: true }).waitFor();

      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(siteUrl('/'));
      expect(await page.evaluate(() => localStorage.getItem('floaters.admin-dashboard'))).toBeNull();
    } finally {
      await own.close();
    }
  });
});

describe('subscribers', () => {
  it('searches email and first name case-insensitively and exports the filtered rows', async () => {
    await openAsAdmin('/admin/email/subscribers', 'Subscribers');
    await page.getByText('4 subscribers').waitFor();
    await page.getByRole('textbox', { name: 'Search by email or name' }).fill('ZOË');
    await page.getByText('1 subscriber', { exact: true }).waitFor();
    expect(await page.getByRole('cell', { name: 'Lakewood, OH' }).count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(csv[0]).toBe('Email,First Name,City,State,Status,Source,Created At');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toMatch(/^zoe@example\.com,Zoë,Lakewood,OH,active,gumroad,\d{4}-/);
    await page.getByRole('textbox', { name: 'Search by email or name' }).fill('nobody-here');
    await page.getByText('No subscribers found').waitFor();

    // One subscriber opens to their history, by keyboard, oldest first; closing returns to the list as it was.
    await page.getByRole('textbox', { name: 'Search by email or name' }).fill('gone');
    const row = page.getByRole('link', { name: 'gone@example.com' });
    await row.focus();
    await page.keyboard.press('Enter');
    const history = page.getByRole('dialog', { name: 'Subscriber history' });
    const items = history.getByRole('list', { name: 'History, oldest first' }).getByRole('listitem');
    await items.first().waitFor();
    expect(await items.allInnerTexts()).toEqual([
      expect.stringContaining('Added to the list'),
      expect.stringMatching(/Confirmed the Launch news sign-up\s+Agreed to: "Email me launch news/),
      expect.stringContaining('Bought founding-floater for $5.00'),
      expect.stringContaining('Certificate #7 issued'),
      expect.stringContaining('Welcome email sent'),
      expect.stringMatching(/Broadcast "Launch teaser" sent\s+Subject: The lake is calling/),
      expect.stringContaining('Unsubscribed with the link in an email'),
    ]);
    expect(await history.getByRole('link', { name: 'View certificate' }).getAttribute('href')).toBe(certificatePath('ada-lovelace-ab12'));
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).search).toBe('');
    await page.getByText('1 subscriber', { exact: true }).waitFor();
    expect(await row.evaluate((a) => a === document.activeElement)).toBe(true);
  });

  it('filters by status and by source, with the search, and exports what the filters leave', async () => {
    await openAsAdmin('/admin/email/subscribers', 'Subscribers');
    await page.getByText('4 subscribers').waitFor();
    const choose = async (filter: string, option: string) => {
      await page.getByRole('combobox', { name: filter }).click();
      // The options show as the badges do (capitalized by CSS): matched whatever case the name is read in.
      await page.getByRole('option', { name: new RegExp(`^${option}$`, 'i') }).click();
    };
    await choose('Status', 'Active');
    await page.getByText('2 subscribers', { exact: true }).waitFor();
    await choose('Source', 'Import');
    await page.getByText('1 subscriber', { exact: true }).waitFor();
    expect(await page.getByRole('cell', { name: 'jose@example.com' }).count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(csv.slice(1).map((line) => line.split(',')[0])).toEqual(['jose@example.com']);
    await page.getByRole('textbox', { name: 'Search by email or name' }).fill('zoe');
    await page.getByText('No subscribers found').waitFor();
    await choose('Source', 'All');
    await page.getByText('1 subscriber', { exact: true }).waitFor();
    await choose('Status', 'Bounced');
    await page.getByText('No subscribers found').waitFor();
    await page.getByRole('textbox', { name: 'Search by email or name' }).fill('');
    await page.getByRole('cell', { name: 'bounce@example.com' }).waitFor();
    await page.getByText('1 subscriber', { exact: true }).waitFor();
  });
});

describe('broadcast', () => {
  beforeEach(clearInbox);

  it('counts the audience, schedules a broadcast written in HTML, cancels it, and leaves a fresh form in the editor', async () => {
    await openAsAdmin('/admin/email/broadcast', 'Compose Broadcast');
    const sendAll = page.getByRole('button', { name: 'Send to All Subscribers' });
    expect(await sendAll.isDisabled()).toBe(true);
    await page.getByLabel('Campaign Name (Internal)').fill('Dock party');
    await page.getByLabel('Subject Line').fill('Party on the dock, {{first_name}}');
    // A new broadcast opens in the editor; the spec's HTML field is a click away.
    await writeBodyAsHtml(page, '<p>Ahoy {{first_name}}!</p>');
    expect(await sendAll.isDisabled()).toBe(false);
    // How many the choice reaches, before any dialog, by the sender's own audience filters.
    expect(await page.locator('#broadcast-audience-helper-text').textContent()).toBe('2 people');

    // Scheduled for a time in Cleveland, named; a time gone by is refused with the form kept.
    await page.getByText(/^Cleveland time \(E[SD]T\), wherever you are$/).waitFor();
    const clevelandTime = (daysAhead: number) => `${instantToClevelandInput(Date.now() + daysAhead * DAY).slice(0, 10)}T09:00`;
    const sendLater = page.getByLabel('Send later (Cleveland time)');
    await sendLater.fill(clevelandTime(-1));
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByText('Choose a time in the future').waitFor();
    expect(await page.getByLabel('Campaign Name (Internal)').inputValue()).toBe('Dock party');
    await sendLater.fill(clevelandTime(1));
    await page.getByRole('button', { name: 'Schedule', exact: true }).dblclick();
    await toast('Broadcast scheduled for').waitFor();
    const scheduled = page.getByRole('list', { name: 'Scheduled' }).getByRole('listitem');
    // The date style puts a narrow no-break space before AM, as Intl does.
    await scheduled.filter({ hasText: /9:00\sAM Cleveland time \(E[SD]T\) to All active subscribers/ }).waitFor();
    expect(await page.getByLabel('Campaign Name (Internal)').inputValue()).toBe('');
    const asScheduled = await adminDb().collection('email_broadcasts').where('name', '==', 'Dock party').get();
    expect(asScheduled.docs.map((d) => d.get('status'))).toEqual(['scheduled']);
    await scheduled.getByRole('button', { name: 'Cancel schedule of Dock party' }).click();
    await toast('"Dock party" will not be sent').waitFor();
    await scheduled.first().waitFor({ state: 'detached' });
    expect((await asScheduled.docs[0]!.ref.get()).data()).toMatchObject({ status: 'canceled', created_by: admin.uid, body_doc: '' });
    await page.getByRole('textbox', { name: 'Email Body', exact: true }).waitFor();
  });

  it('writes a broadcast in the editor with a heading, both placeholders and a button, sends a test, then sends it to active subscribers as the preview showed', async () => {
    await openAsAdmin('/admin/email/broadcast', 'Compose Broadcast');
    await page.getByLabel('Campaign Name (Internal)').fill('Dock night');
    await page.getByLabel('Subject Line').fill('Party on the dock, {{first_name}}');
    await page.getByRole('textbox', { name: 'Email Body', exact: true }).click();
    await page.getByRole('button', { name: /^Text style/ }).click();
    await page.getByRole('menuitem', { name: 'Heading', exact: true }).click();
    // Typed a phrase at a time (as a paste or a phone's keyboard puts it in): each keystroke is an email rendered again.
    await page.keyboard.insertText('Dock party tonight');
    await page.keyboard.press('Enter');
    await page.keyboard.insertText('Ahoy ');
    const personalize = async (field: RegExp) => {
      await page.getByRole('button', { name: 'Personalize' }).click();
      await page.getByRole('menuitem', { name: field }).click();
    };
    await personalize(/^First name/);
    await page.keyboard.insertText('! Your certificate: ');
    await personalize(/^Certificate link/);
    await page.getByRole('button', { name: 'Button', exact: true }).click();
    const buttonDialog = page.getByRole('dialog', { name: 'Add a button' });
    await buttonDialog.getByLabel('Button text').fill('Get tickets');
    // Typed without https://, as people do.
    await buttonDialog.getByLabel('Button link').fill('tickets.example.com/dock?night=1&deck=top');
    await buttonDialog.getByRole('button', { name: 'Add button' }).click();
    // What the preview shows Maria, once the button is in it: the HTML, then the plain-text part.
    const preview = page.locator('iframe[title="Email preview"]');
    await page.waitForFunction(() =>
      document.querySelector('iframe[title="Email preview"]')?.getAttribute('srcdoc')?.includes('Get tickets'),
    );
    const previewHtml = (await preview.getAttribute('srcdoc'))!;
    await page.getByRole('group', { name: 'Email part' }).getByRole('button', { name: 'Plain text' }).click();
    const previewText = (await page.getByRole('region', { name: 'Plain-text part' }).textContent())!;
    expect(previewText).toContain('Get tickets (https://tickets.example.com/dock?night=1&deck=top)');
    // Zoë has a certificate of her own, for {{certificate_url}} to lead to.
    await adminDb().doc('subscribers/zoe@example.com').update({ certificate_id: 'zoe-k-cd34' });

    // The admin's own address to start with; emptied, it is asked for.
    expect(await page.getByLabel('Test email address').inputValue()).toBe(admin.email);
    await page.getByLabel('Test email address').fill('');
    await page.getByRole('button', { name: 'Send Test' }).click();
    await toast('Please enter a test email address').waitFor();
    await page.getByLabel('Test email address').fill('captain@clevelandfloaters.test');
    await page.getByRole('button', { name: 'Send Test' }).click();
    await toast('Test email sent to captain@clevelandfloaters.test').waitFor();
    expect((await waitForEmails(1))[0]!.subject).toBe('[Test] Party on the dock, Floater');

    await page.getByRole('button', { name: 'Send to All Subscribers' }).click();
    await page.getByText('Are you sure you want to send this broadcast to all active subscribers?').waitFor();
    await page.getByText('2 subscribers will get it.').waitFor();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.waitForURL(siteUrl('/admin/email'));
    await toast('Broadcast sent to 2 subscribers').waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Dock night' }).getByText('Status: sent | Recipients: 2').waitFor();
    const mails = await waitForEmails(3);
    expect(mails.map((m) => m.to[0]!.address).sort()).toEqual(['captain@clevelandfloaters.test', 'jose@example.com', 'zoe@example.com']);
    // Zoë's email is the preview with her name, her certificate and her unsubscribe link in Maria's places.
    const zoe = mails.find((m) => m.to[0]!.address === 'zoe@example.com')!;
    const certificate = siteUrl(certificatePath('zoe-k-cd34'));
    const unsubscribe = /^<(.+)>$/.exec(zoe.headers['list-unsubscribe']!)![1]!;
    const asZoe = (previewed: string, escape: (text: string) => string) =>
      previewed
        .replace(/https?:\/\/[^\s"<]+\/founders\/c\/maria-kowalski-ab12/g, escape(certificate))
        .replace(/Maria/g, 'Zoë')
        .replace('#unsubscribe', escape(unsubscribe));
    const lines = (text: string) => text.replace(/\r\n/g, '\n').trim();
    // MailDev writes its own charset <meta> tags over ours.
    const withoutMeta = (html: string) => lines(html).replace(/<meta [^>]*>/gi, '');
    expect(zoe.html).toContain('href="https://tickets.example.com/dock?night=1&amp;deck=top"');
    expect(zoe.html).toContain(`Ahoy Zoë! Your certificate: <a href="${certificate}"`);
    expect(lines(zoe.text!)).toContain(`Ahoy Zoë! Your certificate: ${certificate}`);
    expect(withoutMeta(zoe.html!)).toBe(withoutMeta(asZoe(previewHtml, escapeHtml)));
    expect(lines(zoe.text!)).toBe(lines(asZoe(previewText, (t) => t)));
    // The broadcast keeps the editor's document beside its HTML, to reopen in the editor.
    const sent = await adminDb().collection('email_broadcasts').where('name', '==', 'Dock night').get();
    expect(sent.docs.map((d) => [d.get('status'), d.get('created_by'), d.get('body_doc').includes('"emailButton"')])).toEqual([
      ['sent', admin.uid, true],
    ]);
  });
});

describe('templates and settings', () => {
  it('opens the default welcome template in the editor, as it is sent, and saves it in that layout', async () => {
    await openAsAdmin('/admin/email/templates', 'Welcome Email Template');
    await page.getByRole('textbox', { name: 'Email Body', exact: true }).getByText('What comes with it').waitFor();
    await page.getByLabel('Subject Line').fill('Welcome to the crew, {{first_name}}');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Template updated successfully').waitFor();
    const saved = (await adminDb().doc('email_templates/welcome').get()).data();
    expect(saved).toMatchObject({
      subject: 'Welcome to the crew, {{first_name}}',
      template_type: 'welcome',
      body: DEFAULT_WELCOME_TEMPLATE.body,
    });
    expect(saved!.body_doc).toContain('"emailButton"');
  });

  it('checks email fields and saves them', async () => {
    await openAsAdmin('/admin/email/settings', 'Email Settings');
    await page.getByLabel('Sender Email').fill('crew@floaters');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByLabel('Sender Email').fill('admiral@clevelandfloaters.com');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast('Settings updated successfully').waitFor();
    expect((await adminDb().doc('email_settings/default').get()).data()).toMatchObject({ sender_email: 'admiral@clevelandfloaters.com' });
  });

  it('checks the Gumroad fields, saves them and shows the webhook URL with the secret, and the products by their names', async () => {
    // Products as pings named them (gumroad_products, written by the ping handler and the import).
    await adminDb()
      .doc('gumroad_products/fnxq3kpz0awm-lw8crtj7a%3D%3D')
      .set({ name: 'Founding Floater Membership', ids: ['founding-floater', 'fNxq3kPz0aWm-Lw8cRtJ7A=='] });
    await adminDb()
      .doc('gumroad_products/tote-bag')
      .set({ name: 'Floaters Tote Bag', ids: ['tote-bag'] });
    await openAsAdmin('/admin/gumroad/settings', 'Gumroad Settings');
    await page.getByText('Pings are off: no webhook secret is set.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Webhook URL' }).inputValue()).toMatch(/\/gumroadPing$/);
    await page.getByLabel('Webhook Secret').fill('s3cret-token');
    await page.getByLabel('Founding Floater products').fill('founding floater');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Webhook secret must be at least 24 characters: use Generate secret').waitFor();
    await page.getByText('"founding floater" is not a product permalink').waitFor();

    await page.getByRole('button', { name: 'Generate secret' }).click();
    const secret = await page.getByLabel('Webhook Secret').inputValue();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await page.getByRole('textbox', { name: 'Webhook URL' }).inputValue()).toMatch(new RegExp(`/gumroadPing\\?secret=${secret}$`));
    await page
      .getByLabel('Founding Floater products')
      .fill('founding-floater\nhttps://clevelandfloaters.gumroad.com/l/xKqZp\nfNxq3kPz0aWm-Lw8cRtJ7A==');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast('Settings updated successfully').waitFor();
    expect((await adminDb().doc('gumroad_settings/default').get()).data()).toMatchObject({
      gumroad_webhook_secret: secret,
      gumroad_product_permalinks: ['founding-floater', 'xKqZp', 'fNxq3kPz0aWm-Lw8cRtJ7A=='],
    });
    expect(await page.getByTestId('gumroad-product-names').locator('p').allInnerTexts()).toEqual([
      'Listed: Founding Floater Membership (founding-floater, fNxq3kPz0aWm-Lw8cRtJ7A==), xKqZp.',
      'Also named by Gumroad, not listed: Floaters Tote Bag (tote-bag).',
    ]);
  });

  it("shows the spec's webhook URL and secret on the email settings page, on the same document as the Gumroad screen", async () => {
    await adminDb()
      .doc('gumroad_settings/default')
      .set({ gumroad_webhook_secret: '', gumroad_product_permalinks: ['founding-floater'] });
    const secretField = () => page.getByLabel('Webhook Secret');
    const webhookUrl = () => page.getByRole('textbox', { name: 'Webhook URL' });

    await openAsAdmin('/admin/email/settings', 'Email Settings');
    expect(await webhookUrl().inputValue()).toMatch(/\/gumroadPing$/);
    expect(await webhookUrl().getAttribute('readonly')).not.toBeNull();
    expect(await secretField().getAttribute('type')).toBe('password');
    await page.getByText('Leave empty if not using. Without a secret every ping is refused.').waitFor();
    await page.getByRole('button', { name: 'Generate secret' }).click();
    const fromEmailPage = await secretField().inputValue();
    expect(await webhookUrl().inputValue()).toMatch(new RegExp(`/gumroadPing\\?secret=${fromEmailPage}$`));
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast('Settings updated successfully').waitFor();
    // The secret lands beside the Gumroad screen's products, which this page leaves as they were.
    expect((await adminDb().doc('gumroad_settings/default').get()).data()).toMatchObject({
      gumroad_webhook_secret: fromEmailPage,
      gumroad_product_permalinks: ['founding-floater'],
    });

    await openAsAdmin('/admin/gumroad/settings', 'Gumroad Settings');
    expect(await secretField().inputValue()).toBe(fromEmailPage);
    await page.getByRole('button', { name: 'Generate secret' }).click();
    const fromGumroadPage = await secretField().inputValue();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast('Settings updated successfully').waitFor();

    await openAsAdmin('/admin/email/settings', 'Email Settings');
    expect(await secretField().inputValue()).toBe(fromGumroadPage);
    expect(await webhookUrl().inputValue()).toMatch(new RegExp(`/gumroadPing\\?secret=${fromGumroadPage}$`));
  });

  it('checks the founding spots, saves the membership settings and offers spots it adds to the waitlist', async () => {
    await openAsAdmin('/admin/membership/settings', 'Membership Settings');
    expect(await page.getByLabel('Founding spots').inputValue()).toBe('100');
    await page.getByLabel('Founding spots').fill('-3');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Founding spots cannot be negative').waitFor();
    await page.getByLabel('Founding spots').fill('120');
    // What a new cap will say, before it is saved: the spec's "first 100" words with the number typed.
    const words = await page.getByTestId('cap-words').innerText();
    expect(words).toContain('Be One of the First 120 Floaters');
    expect(words).toContain('one of the first 120 Floaters');
    await page.getByRole('radio', { name: /Anyone signed in/ }).check();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast('Settings updated successfully').waitFor();
    expect((await adminDb().doc('membership_settings/default').get()).data()).toMatchObject({
      founding_spots: 120,
      certificate_creation: 'anyone',
    });
    expect(await page.getByTestId('cap-words').count()).toBe(0);
    const offer = page.getByRole('link', { name: 'Offer the 20 new spots to the waitlist' });
    expect(await offer.getAttribute('href')).toBe('/admin/email/waitlist?offer=20');
    // The suites share one emulator, and every public page says the cap: later files read the spec's 100 again.
    await adminDb().doc('membership_settings/default').delete();
  });
});

describe('the FAQ', () => {
  const HOSTILE = '</script><script>alert(1)</script>';

  it('edits the questions and answers, and /faq paints them, a hostile answer as text on the page and in its FAQPage data', async () => {
    await openAsAdmin('/admin/faq', 'FAQ');
    const entry = (n: number) => page.getByRole('region', { name: `Question ${n}`, exact: true });
    const question = (n: number) => entry(n).getByRole('textbox', { name: /^Question/ });
    const answer = (n: number) => entry(n).getByRole('textbox', { name: /^Answer/ });
    // The defaults, until the owner saves a list of their own.
    expect(await question(1).inputValue()).toBe('What do I get for $5?');
    await answer(1).fill('  ');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await entry(1).getByText('Write the answer').waitFor();
    await answer(1).fill('A numbered certificate.\n\nEarly access to events.');
    await page.getByRole('button', { name: 'Move question 2 up' }).click();
    expect(await question(1).inputValue()).toBe('Can I get a refund?');
    await page.getByRole('button', { name: 'Remove question 5' }).click();
    await page.getByRole('button', { name: 'Add a question' }).click();
    const added = DEFAULT_FAQ.length;
    await question(added).fill('Can I bring <b>snacks</b>?');
    await answer(added).fill(HOSTILE);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast('Settings updated successfully').waitFor();
    const saved = (await adminDb().doc('faq_settings/default').get()).get('entries') as { question: string; answer: string }[];
    expect(saved.map((e) => e.question)).toEqual([
      'Can I get a refund?',
      'What do I get for $5?',
      'When and where are the sailings?',
      'Who runs Cleveland Floaters?',
      ...DEFAULT_FAQ.slice(5).map((e) => e.question),
      'Can I bring <b>snacks</b>?',
    ]);

    await page.goto(siteUrl('/faq'));
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Questions, Answered' }).waitFor();
    expect(await main.locator('summary').allInnerTexts()).toEqual(saved.map((e) => e.question));
    const gets = main.locator('details').nth(1);
    await gets.locator('summary').click();
    expect(await gets.locator('p').allInnerTexts()).toEqual(['A numbered certificate.', 'Early access to events.']);
    const hostile = main.locator('details').last();
    await hostile.locator('summary').click();
    expect(await hostile.locator('p').innerText()).toBe(HOSTILE);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'FAQPage' });
    expect(data.mainEntity.at(-1)).toEqual({
      '@type': 'Question',
      name: 'Can I bring <b>snacks</b>?',
      acceptedAnswer: { '@type': 'Answer', text: HOSTILE },
    });
    // The answer's own </script> never ended an element: every script holding it is data, and none runs it.
    const holding = await page
      .locator('script')
      .evaluateAll((scripts) => scripts.filter((s) => s.textContent!.includes('alert')).map((s) => s.getAttribute('type')));
    expect(holding.sort()).toEqual(['application/json', 'application/ld+json']);
  });
});

describe('pictures', () => {
  const ALT = 'Floaters dancing on the top deck at dusk, the Terminal Tower lit up behind them';

  const VIDEO_ALT = 'The party boat gliding past the breakwall, its deck lights on';
  const DRAWING_ALT = "Cleveland's skyline at sunset seen from Lake Erie";

  it("puts the owner's photo, then a looping video, with its alt text in place of the home page's drawing, refuses a file that is neither, and brings the drawing back on removal", async () => {
    await openAsAdmin('/admin/pictures', 'Pictures');
    const card = () => page.getByRole('region', { name: 'Home page, first screen' });
    const choose = (name: string, buffer: Buffer, mimeType = 'image/jpeg') =>
      card().locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
    const uploadButton = () => card().getByRole('button', { name: 'Upload', exact: true });

    await choose('boat.jpg', Buffer.from('A note saved as boat.jpg, not a photo'));
    await uploadButton().click();
    await card().getByText(PHOTO_MESSAGES.altRequired).waitFor();
    await card().getByRole('textbox', { name: 'Alt text' }).fill(ALT);
    await uploadButton().click();
    await card().getByRole('alert').filter({ hasText: PHOTO_MESSAGES.notImage }).waitFor();

    const photo = await sharp({ create: { width: 1300, height: 960, channels: 3, background: '#f7931e' } })
      .jpeg()
      .toBuffer();
    await choose('deck.jpg', photo);
    await uploadButton().click();
    await toast('Photo saved').waitFor();
    await card().getByText(`Alt text: ${ALT}`).waitFor();
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');

    // The home page beside the screen, as the owner would check it: the screen stays open to remove the photo.
    const home = await page.context().newPage();
    try {
      await home.goto(siteUrl('/'));
      const hero = home.locator('picture img').first();
      expect(await hero.getAttribute('alt')).toBe(ALT);
      expect(await home.locator('picture source[type="image/avif"]').count()).toBe(1);
      expect(await hero.evaluate(async (img: HTMLImageElement) => (await img.decode(), img.naturalWidth))).toBeGreaterThan(0);

      // A video in the photo's place: it plays muted in a loop in the same box, named by its alt text.
      await choose('loop.webm', await recordWebm(page), 'video/webm');
      await card().getByRole('textbox', { name: 'Alt text' }).fill(VIDEO_ALT);
      await uploadButton().click();
      await toast('Video saved').waitFor();
      await card().getByText(`Video (shown now). Alt text: ${VIDEO_ALT}`).waitFor();
      expect(await card().locator(`video[aria-label="${VIDEO_ALT}"]`).count()).toBe(1);
      expect(describeViolations(await seriousA11yViolations(page))).toBe('');
      await home.goto(siteUrl('/'));
      expect(await home.locator('picture').count()).toBe(0);
      const video = home.locator('video').first();
      expect(await video.evaluate((v: HTMLVideoElement) => [v.getAttribute('aria-label'), v.muted, v.loop, v.autoplay])).toEqual([
        VIDEO_ALT,
        true,
        true,
        true,
      ]);
      const src = (await video.locator('source').getAttribute('src'))!;
      expect((await home.request.get(siteUrl(src))).headers()['content-type']).toBe('video/webm');
      // It loads: its frames have a size (the player read the file the server sent, a byte range at a time).
      expect(
        await video.evaluate((v: HTMLVideoElement) =>
          v.readyState >= 1 ? v.videoWidth : new Promise((done) => v.addEventListener('loadedmetadata', () => done(v.videoWidth))),
        ),
      ).toBeGreaterThan(0);
      // A visitor who asks for less motion sees the drawing, still.
      await home.emulateMedia({ reducedMotion: 'reduce' });
      expect(await video.isVisible()).toBe(false);
      expect(await home.getByAltText(DRAWING_ALT, { exact: false }).isVisible()).toBe(true);

      await card().getByRole('button', { name: 'Remove video' }).click();
      await page.getByRole('dialog', { name: 'Remove this video?' }).getByRole('button', { name: 'Remove video' }).click();
      await toast('Video removed').waitFor();
      await home.emulateMedia({ reducedMotion: 'no-preference' });
      await home.goto(siteUrl('/'));
      expect(await home.locator('picture, video').count()).toBe(0);
      // The drawing, with its own words (web/src/config/pictures.ts).
      expect(await home.getByAltText(DRAWING_ALT, { exact: false }).count()).toBe(1);
    } finally {
      await home.close();
    }
  });
});

describe('admin navigation', () => {
  it('lists every admin screen beside the page at 1366 px, marks the current one, and links a child screen back to its parent', async () => {
    await openAsAdmin('/admin/email/settings', 'Email Settings', DESKTOP);
    const nav = page.getByRole('navigation', { name: 'Admin screens' });
    const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect([...hrefs].sort()).toEqual([...ADMIN_ROUTES].sort());
    const current = nav.locator('[aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect(await current.getAttribute('href')).toBe('/admin/email/settings');
    expect(await page.getByRole('link', { name: 'Back to Email Dashboard' }).getAttribute('href')).toBe('/admin/email');

    await nav.getByRole('link', { name: 'Gumroad Settings' }).click();
    await heading('Gumroad Settings').waitFor();
    expect(await nav.locator('[aria-current="page"]').getAttribute('href')).toBe('/admin/gumroad/settings');
    // A screen of its own, reached from the navigation: no back link.
    expect(await page.getByRole('link', { name: /^Back to / }).count()).toBe(0);
  });

  it("at 390 px opens the menu by keyboard and by tap, navigates, and no admin screen scrolls sideways, breaks a word or cuts a field's label off", async () => {
    // A real address can be long: the newest rows must wrap or scroll inside their table, not widen the screen.
    await seedSubscribers([
      { email: 'bartholomew.kowalczyk-fitzgerald@lakewood-community-theatre.example', first_name: 'Bartholomew', status: 'unsubscribed' },
    ]);
    // Figures with long names for the tables of figures (the affiliate report, insights), as a sale and the collector write them.
    await seedSale({ email: 'west@example.com', affiliateCode: 'westsidemarket' });
    const today = utcDay(Date.now());
    const events = [
      { name: 'page_view', page: '/', landing: true },
      { name: 'checkout_clicked', page: '/', affiliate: 'westsidemarket' },
      { name: 'quiz_finished', result: 'lifelong-floater' },
      { name: 'share_clicked', target: 'certificate', network: 'facebook' },
    ];
    await adminDb()
      .doc(`${INSIGHTS_COLLECTION}/${insightsShardId(today, 0)}`)
      .set({ date: today, ...events.reduce((all, e) => addCounters(all, countersFor(parseInsightEvent(e)!)), {}) });
    const figuresShown: Partial<Record<string, string>> = {
      [ADMIN_PATHS.dashboard]: 'westsidemarket',
      [ADMIN_PATHS.insights]: 'The Lifelong Floater',
    };
    await openAsAdmin('/admin', 'Admin Dashboard', PHONE_390);
    await page.getByText('bartholomew.kowalczyk-fitzgerald@lakewood-community-theatre.example').waitFor();
    expect(await page.getByRole('navigation', { name: 'Admin screens' }).count()).toBe(0);
    const menuButton = page.getByRole('button', { name: 'Admin menu' });
    const menu = page.getByRole('dialog', { name: 'Admin screens' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await menu.waitFor();
    expect(await menu.getByRole('link', { name: 'Admin Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(await menu.getByRole('link').count()).toBe(ADMIN_ROUTES.length);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await menuButton.tap();
    await menu.getByRole('link', { name: 'Subscribers' }).tap();
    await heading('Subscribers').waitFor();
    await menu.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/admin/email/subscribers');

    // Every screen as an admin on a phone reaches it: through the menu, without reloading the app.
    const wide: string[] = [];
    for (const { path, label: title } of ADMIN_SCREENS) {
      if (new URL(page.url()).pathname !== path) {
        await menuButton.tap();
        await menu.locator(`a[href="${path}"]`).tap();
        await menu.waitFor({ state: 'hidden' });
      }
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      // Measured once the screen has its data: loading placeholders are narrow.
      await page.waitForFunction(
        () => !Array.from(document.querySelectorAll('[role="status"]')).some((e) => /^(Loading|Checking)/.test(e.textContent ?? '')),
      );
      const figures = figuresShown[path];
      if (figures) await page.getByText(figures).first().waitFor();
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) wide.push(`${path} (${overflow} px too wide)`);
      for (const word of await wordsBrokenAcrossLines(page.locator('body'))) wide.push(`${path}: "${word}" broken mid-word`);
      if (path === ADMIN_PATHS.webhooks) {
        // The log stacks each event into a card, its whole width in view, rather than scrolling sideways in its box.
        const log = page.getByRole('table', { name: 'Webhook events' });
        await log.getByText('Sale had no buyer email').waitFor();
        const hidden = await log.evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth);
        if (hidden > 1) wide.push(`${path}: the webhook log hides ${hidden} px to its side`);
      }
      // A field's label is one line that MUI ends with "…" when it does not fit.
      const cutLabels = await page.evaluate(() =>
        Array.from(document.querySelectorAll('label'))
          .filter((l) => l.scrollWidth > l.clientWidth + 1)
          .map((l) => l.textContent),
      );
      for (const label of cutLabels) wide.push(`${path}: label "${label}" cut off`);
    }
    expect(wide).toEqual([]);
  });

  it("welcomes an admin with a link to the admin dashboard where the sign-in lands (the spec's /founders/new)", async () => {
    await page.goto(siteUrl('/auth'));
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/founders/new');
    const welcome = toast('Welcome Back!');
    await welcome.getByRole('link', { name: 'Open the Admin Dashboard' }).click();
    await heading('Admin Dashboard').waitFor();
  });
});

describe('on a phone', () => {
  it('keeps the subscriber list and a history usable without page-wide sideways scrolling or words broken', async () => {
    await openAsAdmin('/admin/email/subscribers', 'Subscribers', PHONE);
    await page.getByText('zoe@example.com').waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    // A history's own address (a shared link) opens it over the list; closing leaves the list.
    await page.goto(siteUrl(subscriberHistoryPath('gone@example.com')));
    const history = page.getByRole('dialog', { name: 'Subscriber history' });
    await history.getByText('Unsubscribed with the link in an email').waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await wordsBrokenAcrossLines(history)).toEqual([]);
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
    await history.getByRole('button', { name: 'Close history' }).tap();
    await history.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).search).toBe('');
  });
});
