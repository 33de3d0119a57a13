import type { Page } from 'playwright-core';
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
