import type { Browser, BrowserContext, Page } from 'playwright-core';
import { siteUrl } from './browser';

/**
 * Signs a page in the way a person does: the /auth form with a redirect to
 * `path`, then waits for the landing page and closes the welcome toast (so a
 * later accessibility check does not judge it halfway through its fade-in).
 */
export async function signInBrowser(page: Page, email: string, password: string, path: string): Promise<void> {
  await page.goto(siteUrl(`/auth?redirect=${encodeURIComponent(path)}`));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === path);
  const welcome = page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Welcome Back!' });
  await welcome.getByRole('button', { name: 'Close' }).click();
  await welcome.waitFor({ state: 'detached' });
}

export type SignedInState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * What the browser keeps of `user` once signed in through the /auth form (Firebase Auth keeps its session in
 * IndexedDB): a context opened with it starts signed in. For tests of what a signed-in person sees, so each does not
 * load the sign-in page again; the sign-in itself is what signInBrowser's own tests judge.
 */
export async function signedInState(browser: Browser, user: { email: string; password: string }, path: string): Promise<SignedInState> {
  const context = await browser.newContext();
  try {
    await signInBrowser(await context.newPage(), user.email, user.password, path);
    return await context.storageState({ indexedDB: true });
  } finally {
    await context.close();
  }
}
