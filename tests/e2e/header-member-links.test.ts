import type { Browser, Page, Route } from 'playwright-core';
import { closeAdmin, createUser, resetAuth, resetFirestore, type TestUser } from '../support/emulators';
import { describeViolations, launchBrowser, PHONE, seriousA11yViolations, siteUrl } from '../support/browser';
import { signedInState, signInBrowser, type SignedInState } from '../support/browser-sign-in';
import { issueCertificate } from '../support/certificates';

/** A signed-in person's "My certificate" and "Sign out" in the header, on every page, from its first paint. */
let browser: Browser;
let member: TestUser;
let memberState: SignedInState;
/** Signed in without a certificate yet: /founders/new is her form (one who has one is taken to it). */
let newcomerState: SignedInState;
let certificateId: string;
const pages: Page[] = [];

beforeAll(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  member = await createUser('dee@example.com');
  ({ id: certificateId } = await issueCertificate({
    fullName: 'Dee Kowalski',
    city: 'Parma',
    issueDateIso: '2026-06-02',
    userId: member.uid,
    source: 'member',
  }));
  browser = await launchBrowser();
  // Landing on /why: /founders/new would take her on to her certificate.
  memberState = await signedInState(browser, member, '/why');
  newcomerState = await signedInState(browser, await createUser('tam@example.com'), '/founders/new');
});
afterEach(async () => {
  await Promise.all(pages.splice(0).map((p) => p.context().close()));
});
afterAll(async () => {
  await browser?.close();
  await closeAdmin();
});

async function open(path: string, options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  pages.push(page);
  await page.goto(siteUrl(path));
  return page;
}

/** Runs `look` on `path` while the page's scripts are held back: only the <head>'s inline one has run, as at the first paint. */
async function atFirstPaint(path: string, options: Parameters<Browser['newContext']>[0], look: (page: Page) => Promise<void>) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  pages.push(page);
  const held: Route[] = [];
  let holding = true;
  await context.route('**/*.js', (route) => (holding ? void held.push(route) : route.continue()));
  // Not until DOMContentLoaded: a page whose module script is held never gets there.
  await page.goto(siteUrl(path), { waitUntil: 'commit' });
  await header(page).getByRole('link', { name: 'Team', exact: true }).waitFor({ state: 'attached' });
  await look(page);
  holding = false;
  await Promise.all(held.map((route) => route.continue()));
}

const header = (page: Page) => page.locator('header#site-header');
const myCertificate = (page: Page) => header(page).getByRole('link', { name: 'My certificate' });
const signOut = (page: Page) => header(page).getByRole('button', { name: /^Sign(ing)? out/ });

describe('the header of a signed-in person', () => {
  // One page of each kind of HTML: prerendered with islands, and the app shell (which the functions' pages also serve).
  it.each(['/', '/founders/new'])('shows My certificate and Sign out on %s from its first paint', async (path) => {
    const storageState = path === '/' ? memberState : newcomerState;
    await atFirstPaint(path, { storageState }, async (painted) => {
      expect(await myCertificate(painted).isVisible()).toBe(true);
      expect(await signOut(painted).isVisible()).toBe(true);
    });
    const page = await open(path, { storageState });
    // Live, not idle: the form's page keeps Firestore's channel open after it looks up the member's certificate.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await myCertificate(page).isVisible()).toBe(true);
    expect(await signOut(page).isVisible()).toBe(true);
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
  });

  it('keeps the page titled on /founders/new while the create form’s code is on its way', async () => {
    const context = await browser.newContext({ storageState: newcomerState });
    const page = await context.newPage();
    pages.push(page);
    const held: Route[] = [];
    await context.route('**/create-certificate-with-sdk-*.js', (route) => void held.push(route));
    await page.goto(siteUrl('/founders/new'));
    // The sign-in form the page was painted as (hidden for a member) gives way to a placeholder until the form arrives.
    await page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor();
    expect(held.length).toBeGreaterThan(0);
    expect(await page.title()).toBe('Create Certificate | Cleveland Floaters');
    await Promise.all(held.map((route) => route.continue()));
    await page.getByLabel('Full Name').waitFor();
    expect(await page.title()).toBe('Create Certificate | Cleveland Floaters');
  });

  it('shows neither to a visitor', async () => {
    const page = await open('/why');
    await header(page).getByRole('link', { name: 'The Brief' }).waitFor();
    expect(await myCertificate(page).count()).toBe(0);
    expect(await signOut(page).count()).toBe(0);
  });

  it('opens the certificate this account made', async () => {
    const page = await open('/why', { storageState: memberState });
    await myCertificate(page).click();
    await page.waitForURL((url) => url.pathname === `/founders/c/${certificateId}`);
    expect(await page.getByTestId('certificate-name').textContent()).toBe('Dee Kowalski');
  });

  it('leads an account without a certificate to the page that makes one', async () => {
    const newcomer = await createUser('ray@example.com');
    const page = await open('/why', { storageState: await signedInState(browser, newcomer, '/founders/new') });
    await myCertificate(page).click();
    await page.waitForURL((url) => url.pathname === '/founders/new');
    await page.getByRole('heading', { name: 'Create Certificate' }).waitFor();
    // Issue 52: a member's certificate is dated the day it is made; the crew alone may date one.
    expect(await page.getByLabel('Issue Date').isEditable()).toBe(false);
  });

  it('takes a member who holds a certificate from /founders/new to it, not to an empty form', async () => {
    const page = await open('/founders/new', { storageState: memberState });
    await page.waitForURL((url) => url.pathname === `/founders/c/${certificateId}`);
    expect(await page.getByTestId('certificate-name').textContent()).toBe('Dee Kowalski');
    expect(await page.getByLabel('Full Name').count()).toBe(0);

    // Signing in on the way to it (the app moves on to /founders/new itself): the same.
    const signingIn = await open(`/auth?redirect=${encodeURIComponent('/founders/new')}`);
    await signingIn.getByLabel('Email').fill(member.email);
    await signingIn.getByLabel('Password').fill(member.password);
    await signingIn.getByRole('button', { name: 'Sign In' }).click();
    await signingIn.waitForURL((url) => url.pathname === `/founders/c/${certificateId}`);
    expect(await signingIn.getByTestId('certificate-name').textContent()).toBe('Dee Kowalski');
  });

  it('signs out at the first tap: says so at once, goes home, and every page then shows a visitor the header', async () => {
    const page = await open('/why', { storageState: memberState });
    await signOut(page).click();
    await header(page).getByRole('button', { name: 'Signing out…' }).waitFor();
    await page.waitForURL(siteUrl('/'));
    await header(page).getByRole('link', { name: 'Home', exact: true }).waitFor();
    expect(await myCertificate(page).count()).toBe(0);

    await page.goto(siteUrl('/founders/new'));
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(await signOut(page).count()).toBe(0);
  });

  it('appears as soon as the person signs in on /auth', async () => {
    const page = await open('/auth');
    await signInBrowser(page, member.email, member.password, '/why');
    expect(await myCertificate(page).isVisible()).toBe(true);
    expect(await signOut(page).isVisible()).toBe(true);
  });

  it('is in the menu on a phone', async () => {
    const page = await open('/why', { ...PHONE, storageState: memberState });
    expect(await myCertificate(page).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'My certificate' }).waitFor();
    expect(await menu.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);
    expect(await page.locator('#site-menu').getByRole('link', { name: /^Join for \$5/ }).isVisible()).toBe(false);
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
    await menu.getByRole('link', { name: 'My certificate' }).click();
    await page.waitForURL((url) => url.pathname === `/founders/c/${certificateId}`);
  });
});
