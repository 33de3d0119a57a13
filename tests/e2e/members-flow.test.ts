import type { Browser, Page } from 'playwright-core';
import { siteDay } from '@shared/launch/launch-phase';
import { adminDb, closeAdmin, createUser, resetAuth, resetFirestore } from '../support/emulators';
import { authEmailLink } from '../support/auth-links';
import { describeViolations, launchBrowser, seriousA11yViolations, siteUrl } from '../support/browser';
import { signInBrowser } from '../support/browser-sign-in';
import { setCertificateCreation } from '../support/purchases';
import { formatLongDate } from '../../functions/src/shared/certificates/dates';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  await Promise.all([resetFirestore(), resetAuth()]);
  // The spec's open form, so a brand-new account can walk it; certificate-access.test.ts covers the buyers-only default.
  await setCertificateCreation('anyone');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeAdmin();
});
beforeEach(async () => {
  page = await browser.newPage();
});
afterEach(() => page?.close());

const toastTitled = (title: string) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: title });

async function expectToast(title: string, message?: string) {
  const alert = toastTitled(title);
  await alert.first().waitFor();
  if (message) expect(await alert.first().textContent()).toContain(message);
}

/** Closing a toast first keeps axe from judging it halfway through its fade-in. */
async function closeToast(title: string) {
  await toastTitled(title).getByRole('button', { name: 'Close' }).click();
  await page.getByText(title).waitFor({ state: 'detached' });
}

async function fillCredentials(email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
}

describe('members: sign up, confirm, sign in, create a certificate', () => {
  const email = 'zoe.floater@example.com';
  const password = 'lake-erie-2026';

  it('walks a new member from sign-up to their certificate', async () => {
    await page.goto(siteUrl('/founders/new'));
    await expectToast('Authentication Required', 'Please sign in to create a founding member certificate.');
    await page.waitForURL(/\/auth\?redirect=%2Ffounders%2Fnew$/);

    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(await page.getByText('Sign in to create founding member certificates').isVisible()).toBe(true);
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    expect(await page.getByText('Join the Cleveland Floaters movement').isVisible()).toBe(true);

    await fillCredentials('not-an-email', password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectToast('Invalid Email', 'Please enter a valid email address');
    // The app's first toast takes the place of the one the page arrived with, which would otherwise cover it.
    expect(await toastTitled('Authentication Required').count()).toBe(0);
    await fillCredentials(email, '12345');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectToast('Invalid Password', 'Password must be at least 6 characters');

    await fillCredentials(email, password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectToast('Account Created!', 'Please check your email to confirm your account.');
    expect(await page.getByLabel('Email').inputValue()).toBe('');

    // Signing up again with the same address says so and switches to sign-in.
    await fillCredentials(email, password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectToast('Account Exists', 'This email is already registered. Please sign in instead.');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();

    await fillCredentials(email, password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast('Email Not Confirmed', 'Please check your email and confirm your account before signing in.');
    expect(page.url()).toContain('/auth');

    await fillCredentials(email, 'wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast('Login Failed', 'Invalid email or password. Please try again.');

    const confirm = await fetch(await authEmailLink(email, 'VERIFY_EMAIL'));
    expect(confirm.ok).toBe(true);

    await fillCredentials(email, password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast('Welcome Back!', 'You have successfully signed in.');
    await page.waitForURL(/\/founders\/new$/);

    await page.getByRole('heading', { name: 'Create Certificate' }).waitFor();
    // A member's certificate is dated the day it is made (issue 52): the box says so and takes no other date.
    // Today in Cleveland, whatever the member's own time zone: the day the function dates it.
    expect(await page.getByLabel('Issue Date').inputValue()).toBe(siteDay(new Date()));
    expect(await page.getByLabel('Issue Date').isEditable()).toBe(false);
    // Members get the next number; only the crew may choose one (see the admin's test below).
    expect(await page.getByText('Member numbers are given out in order: yours is the next one available.').isVisible()).toBe(true);
    expect(await page.getByLabel('Member Number').count()).toBe(0);

    const invalid: [Record<string, string>, string][] = [
      [{ 'Full Name': 'Z' }, 'Name must be at least 2 characters'],
      [{ 'Full Name': 'Zoë 2' }, 'Name can only contain letters, spaces, hyphens, and apostrophes'],
      [{ 'Full Name': 'Zoë Novak', City: 'Parma 44' }, 'City can only contain letters, spaces, hyphens, and apostrophes'],
    ];
    for (const [fields, message] of invalid) {
      for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: false }).first().fill(value);
      await page.getByRole('button', { name: 'Create Certificate' }).click();
      await expectToast('Validation Error', message);
    }
    expect((await adminDb().collection('certificates').count().get()).data().count).toBe(0);

    await page.getByLabel('City').fill('Parma');
    await page.getByRole('button', { name: 'Create Certificate' }).click();
    await expectToast('Success!', 'Certificate created! Member #1');
    await page.waitForURL(/\/founders\/c\/zoe-novak-[a-z0-9]{4}$/);

    await page.getByTestId('certificate').waitFor();
    const certificate = page.getByTestId('certificate');
    expect(await certificate.getByText('Official Founding Floater Certificate').isVisible()).toBe(true);
    expect(await page.getByTestId('certificate-name').textContent()).toBe('Zoë Novak');
    expect(await certificate.getByText('of Parma').isVisible()).toBe(true);
    expect(await certificate.getByText('Member #1 is hereby recognized as a Founding Floater').isVisible()).toBe(true);
    expect(await page.getByTestId('certificate-date').textContent()).toContain(formatLongDate(siteDay(new Date())));
    expect(await page.title()).toBe('Zoë Novak - Founding Floater #1 | Cleveland Floaters');

    await closeToast('Success!');
    const violations = await seriousA11yViolations(page);
    expect(describeViolations(violations)).toBe('');
  });

  it('sends a signed-in member from /auth straight on to the redirect target', async () => {
    await page.goto(siteUrl('/auth?redirect=/foundingfloaters'));
    await fillCredentials(email, password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/foundingfloaters$/);
    await page.getByRole('heading', { name: 'The Founding Floaters Wall of Fame' }).waitFor();
    // Only paths on this site: another host in `redirect` falls back to /founders/new, which takes this member, who
    // holds a certificate, on to it.
    await page.goto(siteUrl('/auth?redirect=//evil.example'));
    await page.getByTestId('certificate-name').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/founders\/c\//);
  });

  it('lets an admin choose a member number, and says a taken one is taken, in plain words, keeping the form filled', async () => {
    const admin = await createUser('purser@clevelandfloaters.test', { admin: true });
    await signInBrowser(page, admin.email, admin.password, '/founders/new');
    expect(await page.getByText('Leave blank to auto-generate the next available number').isVisible()).toBe(true);
    expect(await page.getByLabel('Member Number').getAttribute('placeholder')).toBe('Auto-generated if left blank');
    await page.getByLabel('Full Name').fill('Zoë Novak');
    for (const [value, message] of [
      ['2.5', 'Member number must be a whole number'],
      ['-3', 'Member number must be positive'],
    ]) {
      await page.getByLabel('Member Number').fill(value!);
      await page.getByRole('button', { name: 'Create Certificate' }).click();
      await expectToast('Validation Error', message);
    }
    await closeToast('Validation Error');
    await page.getByLabel('City', { exact: false }).fill('Lakewood');
    await page.getByLabel('Member Number').fill('1');
    await page.getByRole('button', { name: 'Create Certificate' }).click();
    await expectToast('Error', 'Member #1 is already taken. Leave Member Number blank to get the next available number.');
    expect(await page.getByText(/\[\d{3}\]/).count()).toBe(0);
    expect(page.url()).toMatch(/\/founders\/new$/);
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Zoë Novak');
    expect(await page.getByLabel('City', { exact: false }).inputValue()).toBe('Lakewood');
    expect(await page.getByLabel('Member Number').inputValue()).toBe('1');
    expect((await adminDb().collection('certificates').count().get()).data().count).toBe(1);
  });

  it('has no serious accessibility problems on the sign-in and create pages', async () => {
    await page.goto(siteUrl('/auth'));
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
    // A member without a certificate yet: one who has one is taken to it instead of the form.
    const newcomer = await createUser('newcomer@example.com');
    await fillCredentials(newcomer.email, newcomer.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Create Certificate' }).waitFor();
    await closeToast('Welcome Back!');
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
  });
});

describe('certificate page', () => {
  it('shows Certificate Not Found for an unknown id, with the checkout offer', async () => {
    await page.goto(siteUrl('/founders/c/nobody-here-zzzz'));
    await page.getByRole('heading', { name: 'Certificate Not Found' }).waitFor();
    expect(await page.getByText("The certificate you're looking for doesn't exist or is not public.").isVisible()).toBe(true);
    const offer = page.getByRole('link', { name: /Get Your Own Founding Floater Status for \$5/ });
    expect(await offer.getAttribute('href')).toContain('gumroad.com');
  });
});
