import type { Page } from 'playwright-core';
import { closeAdmin, createUser, resetAuth, signIn } from '../support/emulators';
import { authEmailLink, authEmails } from '../support/auth-links';
import { describeViolations, seriousA11yViolations, siteUrl } from '../support/browser';
import { useBrowserPages } from '../support/browser-pages';

/**
 * Issue 35: "Forgot password?" on /auth. Firebase sends the link and its own page sets the new password; on the
 * emulators the link is kept by the Auth emulator and takes the new password as `&newPassword=`, then goes on to
 * the page the reset was asked from.
 */
const { newPage } = useBrowserPages();

const email = 'forgetful.floater@example.com';
const oldPassword = 'pierogi-1987';
const newPassword = 'shoreway-sunset-26';

beforeAll(async () => {
  await resetAuth();
  await createUser(email, { password: oldPassword });
});
afterAll(closeAdmin);

const SENT_TITLE = 'Check Your Email';
const toast = (page: Page, title: string) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: title });

/** Every request the page made to send a reset link (the Auth REST API's sendOobCode). */
function resetRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('accounts:sendOobCode')) sent.push((r.postDataJSON() as { email: string }).email);
  });
  return sent;
}

/** /auth with "Forgot password?" tapped and `email` typed: the reset form, ready to send. */
async function resetFormFor(email: string, path = '/auth'): Promise<Page> {
  const page = await newPage();
  await page.goto(siteUrl(path));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('heading', { name: 'Reset Your Password' }).waitFor();
  return page;
}

/** Sends the reset form and returns what the page said. */
async function send(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  const said = toast(page, SENT_TITLE).or(toast(page, 'Reset Failed')).or(toast(page, 'Invalid Email'));
  return (await said.first().textContent()) ?? '';
}

describe('a member who forgot their password', () => {
  it('asks for a link on /auth, sets a new password from it, signs in with the new one; the old one fails', async () => {
    const page = await resetFormFor(email, '/auth?redirect=%2Ffoundingfloaters');
    // The typed address is kept, and only what a reset needs is asked for.
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await page.getByLabel('Password').isVisible()).toBe(false);
    const sent = resetRequests(page);

    // A double-click sends one link.
    await page.getByRole('button', { name: 'Send Reset Link' }).dblclick();
    expect(await toast(page, SENT_TITLE).first().textContent()).toContain("If an account uses that address, we've sent it a link");
    expect(sent).toEqual([email]);
    expect(await authEmails(email, 'PASSWORD_RESET')).toHaveLength(1);
    expect(await page.getByLabel('Email').inputValue()).toBe(email);

    // The emailed link: Firebase's page sets the password, then goes on to the sign-in the reset was asked from.
    await page.goto(`${await authEmailLink(email, 'PASSWORD_RESET')}&newPassword=${newPassword}`);
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('redirect') === '/foundingfloaters');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/foundingfloaters');

    await expect(signIn(email, oldPassword)).rejects.toThrow(/INVALID_LOGIN_CREDENTIALS|INVALID_PASSWORD/);
  });

  it('gets the same reply for an address without an account, and no link is made', async () => {
    const stranger = 'nobody.here@example.com';
    const page = await resetFormFor(stranger);
    const sent = resetRequests(page);
    const reply = await send(page);
    expect(sent).toEqual([stranger]);
    expect(await authEmails(stranger, 'PASSWORD_RESET')).toEqual([]);

    const known = await resetFormFor(email);
    expect(await send(known)).toBe(reply);
  });

  it('says what is wrong with the address, and the reset form has no serious accessibility problems', async () => {
    const page = await resetFormFor('not-an-email');
    const sent = resetRequests(page);
    expect(await send(page)).toContain('Please enter a valid email address');
    expect(sent).toEqual([]);
    await toast(page, 'Invalid Email').getByRole('button', { name: 'Close' }).click();
    await toast(page, 'Invalid Email').waitFor({ state: 'detached' });
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
    // Back to sign-in: the password box returns, with the address still typed.
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(await page.getByLabel('Password').isVisible()).toBe(true);
    expect(await page.getByLabel('Email').inputValue()).toBe('not-an-email');
  });
});
