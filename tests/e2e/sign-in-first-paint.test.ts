import type { Page, Route } from 'playwright-core';
import { closeAdmin, createUser, resetAuth } from '../support/emulators';
import { siteUrl } from '../support/browser';
import { useBrowserPages } from '../support/browser-pages';
import { signInBrowser } from '../support/browser-sign-in';
import { chunksWithSource } from '../support/web-bundle';

/**
 * /auth and /founders/new paint without waiting for the Auth SDK, and their
 * form works from the HTML before the app has started. To show that they do not
 * wait, the SDK's (or the app's) files are held back until the test lets them
 * go; a member with a session is still sent on without seeing the form first.
 */
const { newPage } = useBrowserPages();

beforeAll(() => resetAuth());
afterAll(() => closeAdmin());

/** Holds every request for a chunk bundling a source that matches `source` until `release()`. */
async function holdChunks(
  page: Page,
  source: RegExp,
): Promise<{ release: () => Promise<void>; asked: () => boolean; requested: Promise<void> }> {
  const files = chunksWithSource(source);
  expect(files.length).toBeGreaterThan(0);
  const waiting: Route[] = [];
  let released = false;
  let asked = false;
  let onAsk = () => {};
  const requested = new Promise<void>((resolve) => (onAsk = resolve));
  await page.route(
    (url) => files.some((f) => url.pathname === `/assets/${f}`),
    (route) => {
      asked = true;
      onAsk();
      return released ? route.continue() : void waiting.push(route);
    },
  );
  return {
    release: async () => {
      released = true;
      await Promise.all(waiting.splice(0).map((r) => r.continue()));
    },
    asked: () => asked,
    requested,
  };
}

const holdAuthSdk = (page: Page) => holdChunks(page, /node_modules\/@firebase\/auth\//);
// The SPA's start (src/app/start-app.tsx): React, MUI, the router and the app come with it.
const holdApp = (page: Page) => holdChunks(page, /src\/app\/start-app\.tsx$/);

/** Every address the page asked for, the page's own included. */
function recordAddresses(page: Page): string[] {
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  return addresses;
}

/**
 * Records whether a sign-in form was ever visible, however briefly: the page is
 * prerendered with the form in it (hidden from a browser with a session), so
 * what matters is whether it could be seen, checked after every change to the
 * page and before every frame is painted.
 */
async function recordFormFlash(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __sawForm: boolean };
    w.__sawForm = false;
    const look = () => {
      const input = document.querySelector('input[type="password"]');
      if (input?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) w.__sawForm = true;
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true });
    const everyFrame = () => {
      look();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
}

describe('sign-in first paint', () => {
  it('shows the /auth form while the Auth SDK is still on its way, and signs in once it arrives', async () => {
    await createUser('paint@example.com', { password: 'lake-erie-2026', verified: true });
    const page = await newPage();
    const sdk = await holdAuthSdk(page);
    await page.goto(siteUrl('/auth?redirect=/founders/new'));
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.getByLabel('Email').fill('paint@example.com');
    await page.getByLabel('Password').fill('lake-erie-2026');
    // Typing in the form asked for the SDK; it is still held, and the form works regardless.
    await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
    await sdk.release();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/founders/new');
    await page.getByLabel('Full Name').first().waitFor();
    // /auth and /founders/new are one screen that stays mounted: it must see the new session and stay, not send the member back.
    const moves: string[] = [];
    page.on('framenavigated', (frame) => moves.push(frame.url()));
    await page.waitForTimeout(1500);
    expect(moves).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/founders/new');
  });

  it('loads none of the app while the visitor only looks at /auth, and starts it when they start on the form', async () => {
    const page = await newPage();
    const app = await holdApp(page);
    await page.goto(siteUrl('/auth'), { waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    // Not a timing check: room for idle work to start, were the app to start on idle.
    await page.waitForTimeout(3000);
    expect(app.asked()).toBe(false);
    await page.getByLabel('Email').focus();
    await app.requested;
    await app.release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  });

  it('signs in a visitor who typed and pressed Sign In before the app had started, keeping what they typed', async () => {
    await createUser('early@example.com', { password: 'lake-erie-2026', verified: true });
    const page = await newPage();
    const app = await holdApp(page);
    const addresses = recordAddresses(page);
    await page.goto(siteUrl('/auth?redirect=/founders/new'));
    await page.getByLabel('Email').fill('early@example.com');
    await page.getByLabel('Password').fill('lake-erie-2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    // The submit is held, not the browser's own: still here, and the password in no address.
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(await page.getByLabel('Email').inputValue()).toBe('early@example.com');
    await app.release();
    await page.waitForURL((url) => url.pathname === '/founders/new');
    await page.getByLabel('Full Name').first().waitFor();
    expect(addresses.filter((a) => a.includes('lake-erie-2026'))).toEqual([]);
  });

  it('keeps what was typed before the app started when the visitor goes on typing after', async () => {
    const page = await newPage();
    const app = await holdApp(page);
    await page.goto(siteUrl('/auth'));
    await page.getByLabel('Email').fill('half@example.com');
    await app.release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByLabel('Password').fill('lake-erie-2026');
    expect(await page.getByLabel('Email').inputValue()).toBe('half@example.com');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email or password. Please try again.').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('half@example.com');
  });

  it('switches to sign-up for a tap on the toggle made before the app had started', async () => {
    const page = await newPage();
    const app = await holdApp(page);
    await page.goto(siteUrl('/auth'));
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await app.release();
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign Up', exact: true }).isVisible()).toBe(true);
  });

  it('never puts the password in an address, even with every script blocked', async () => {
    const page = await newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    const addresses = recordAddresses(page);
    await page.goto(siteUrl('/auth'));
    await page.getByLabel('Email').fill('noscript@example.com');
    await page.getByLabel('Password').fill('lake-erie-2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForLoadState('load');
    expect(addresses.filter((a) => a.includes('lake-erie-2026'))).toEqual([]);
    expect(page.url()).not.toContain('lake-erie-2026');
  });

  it('sends a signed-out visitor from /founders/new to sign in, and says why, without starting the app', async () => {
    const page = await newPage();
    const app = await holdApp(page);
    await page.goto(siteUrl('/founders/new'));
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('redirect') === '/founders/new');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    const toast = page.getByRole('status').filter({ hasText: 'Authentication Required' });
    expect(await toast.textContent()).toContain('Please sign in to create a founding member certificate.');
    // All of this happened without the app; a key is a move on the page, which starts it (as /auth) and closes the toast.
    expect(app.asked()).toBe(false);
    await page.keyboard.press('Escape');
    await toast.waitFor({ state: 'detached' });
    await app.release();
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
  });

  it.each([
    ['member-paint@example.com', '/auth?redirect=/founders/new'],
    ['member-new@example.com', '/founders/new'],
  ])('gives a member with a session (%s) the create form from %s without ever showing the sign-in form', async (email, path) => {
    await createUser(email, { password: 'lake-erie-2026', verified: true });
    const page = await newPage();
    await signInBrowser(page, email, 'lake-erie-2026', '/founders/new');
    await recordFormFlash(page);
    await page.goto(siteUrl(path));
    await page.waitForURL((url) => url.pathname === '/founders/new');
    await page.getByLabel('Full Name').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { __sawForm: boolean }).__sawForm)).toBe(false);
  });
});
