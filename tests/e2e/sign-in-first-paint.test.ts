import type { Page, Route } from 'playwright-core';
import { closeAdmin, createUser, resetAuth } from '../support/emulators';
import { siteUrl } from '../support/browser';
import { useBrowserPages } from '../support/browser-pages';
import { signInBrowser } from '../support/browser-sign-in';
import { chunksWithSource } from '../support/web-bundle';

/**
 * /auth and /founders/new paint without waiting for the Auth SDK. To show that
 * they do not wait, the SDK's files are held back until the test lets them go;
 * a member with a session is still sent on without seeing the form first.
 */
const { newPage } = useBrowserPages();

beforeAll(() => resetAuth());
afterAll(() => closeAdmin());

/** Holds every request for a chunk with the Auth SDK in it until `release()`. */
async function holdAuthSdk(page: Page): Promise<{ release: () => Promise<void> }> {
  const files = chunksWithSource(/node_modules\/@firebase\/auth\//);
  expect(files.length).toBeGreaterThan(0);
  const waiting: Route[] = [];
  let released = false;
  await page.route(
    (url) => files.some((f) => url.pathname === `/assets/${f}`),
    (route) => (released ? route.continue() : void waiting.push(route)),
  );
  return {
    release: async () => {
      released = true;
      await Promise.all(waiting.splice(0).map((r) => r.continue()));
    },
  };
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

  it('keeps the prerendered form shut until the app runs: the browser never submits it itself, with the password in the address', async () => {
    const page = await newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(siteUrl('/auth'));
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(await page.getByLabel('Email').isDisabled()).toBe(true);
    expect(await page.getByLabel('Password').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign In' }).isDisabled()).toBe(true);
  });

  it('sends a signed-out visitor from /founders/new to sign in without loading the SDK', async () => {
    const page = await newPage();
    const sdk = await holdAuthSdk(page);
    await page.goto(siteUrl('/founders/new'));
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('redirect') === '/founders/new');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.getByText('Please sign in to create a founding member certificate.').waitFor();
    // All of this happened with the SDK held back.
    await sdk.release();
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
