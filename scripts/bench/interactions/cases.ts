import type { Locator, Page, Request } from 'playwright-core';
import { CERTIFICATE_PAGES, certificatePath } from '../../../functions/src/shared/paths';
import type { Answer } from './answer';
import { tap, typeAtOnce, visitorRecord } from './visitor';

/** What a run needs from the stack: a certificate to open, and an address no one has used. */
export interface RunData {
  certificateId: string;
  /** A fresh email address for this run (sign-ups and accounts must not collide between runs). */
  email: string;
}

/** How long after the last key a typed box is read back: its island has long started by then, even slowed down. */
const SETTLE_AFTER_TYPING_MS = 8_000;
/** How long the server may take to get a submit (the app, then the Auth SDK, load on a slowed CPU first). */
const SUBMIT_WAIT_MS = 20_000;

export interface InteractionCase {
  /** Selects it: `INTERACTION_CASES=quiz,auth npm run bench -- interactions`. */
  id: string;
  /** Where and what the visitor does, as the table says it. */
  label: string;
  path: (data: RunData) => string;
  /** A mouse on a desktop browser with a share sheet, instead of a finger on a phone. */
  mouse?: boolean;
  /** What the visitor taps; its pointerdown starts the clock. */
  target: (page: Page) => Locator;
  answer: Answer;
  /**
   * What the visitor does at once after the tap (typing, submitting), and then what was lost of it: a sentence, or
   * null when the page kept everything. Without it, a tap that is never answered is what is lost.
   */
  follow?: (page: Page, data: RunData) => Promise<string | null>;
}

/** Taps a box, types at once, and reads back what the box holds once the page has settled. */
const typedInto =
  (selector: string, text: (data: RunData) => string) =>
  async (page: Page, data: RunData): Promise<string | null> => {
    const typed = text(data);
    await typeAtOnce(page, typed);
    await page.waitForTimeout(SETTLE_AFTER_TYPING_MS);
    const held = await page.locator(selector).inputValue();
    return held === typed ? null : `typed "${typed}", the box holds "${held}"`;
  };

const SIGN_UP_PASSWORD = 'lake-erie-floats';

/** What the Auth emulator is asked to create: the body of the SDK's accounts:signUp request. */
async function signUpSent(page: Page, data: RunData): Promise<string | null> {
  const authCalls: Request[] = [];
  page.on('request', (r) => {
    if (/identitytoolkit.*accounts:sign(Up|InWithPassword)/.test(r.url())) authCalls.push(r);
  });
  const form = page.locator('form');
  await tap(page, form.getByLabel('Email'));
  await typeAtOnce(page, data.email);
  await tap(page, form.getByLabel('Password'));
  await typeAtOnce(page, SIGN_UP_PASSWORD);
  await tap(page, form.locator('button[type="submit"]'));
  const deadline = Date.now() + SUBMIT_WAIT_MS;
  while (!authCalls.length && Date.now() < deadline) await page.waitForTimeout(200);
  const call = authCalls[0];
  if (!call) {
    const said = await page.getByRole('alert').or(page.getByRole('status')).allTextContents();
    return `no account asked for${said.length ? `; the page said "${said.join(' / ')}"` : ''}`;
  }
  const body = call.postDataJSON() as { email?: string; password?: string };
  if (!call.url().includes('accounts:signUp')) return `signed in instead of signing up (${body.email})`;
  if (body.email !== data.email || body.password !== SIGN_UP_PASSWORD) {
    return `the server got ${body.email} / a ${body.password?.length ?? 0}-character password for ${data.email} / ${SIGN_UP_PASSWORD.length}`;
  }
  return null;
}

/** How long a share may come after the tap: an island started by the tap replays it once live. */
const SHARE_WAIT_MS = 15_000;

/** Whether the first share the page made carried the certificate's picture. */
async function firstShareHasPicture(page: Page): Promise<string | null> {
  const deadline = Date.now() + SHARE_WAIT_MS;
  let [first] = (await visitorRecord(page)).shares;
  while (!first && Date.now() < deadline) {
    await page.waitForTimeout(200);
    [first] = (await visitorRecord(page)).shares;
  }
  if (!first) return 'never shared';
  return first.files.some((f) => f.type === 'image/png' && f.size > 0) ? null : 'the first share carried the link only, no PNG';
}

const shareButton = (page: Page) =>
  page.getByRole('toolbar', { name: 'Share this certificate' }).getByRole('button', { name: 'Share', exact: true });

export const CASES: InteractionCase[] = [
  {
    id: 'home-sign-up',
    label: '`/` taps the "Get launch news" email box, types',
    path: () => '/',
    target: (page) => page.locator('#home-signup-email'),
    answer: { kind: 'focus', selector: '#home-signup-email' },
    follow: typedInto('#home-signup-email', (d) => d.email),
  },
  {
    id: 'newsletter-sign-up',
    label: '`/newsletter` taps the email box, types',
    path: () => '/newsletter',
    target: (page) => page.locator('#signup-email'),
    answer: { kind: 'focus', selector: '#signup-email' },
    follow: typedInto('#signup-email', (d) => d.email),
  },
  {
    id: 'quiz-start',
    label: '`/quiz` taps "Start the Quiz": the first question',
    path: () => '/quiz',
    target: (page) => page.getByRole('button', { name: 'Start the Quiz' }),
    answer: { kind: 'shown', selector: '#quiz-progress-label', text: 'Question 1' },
  },
  {
    id: 'auth-toggle',
    label: '`/auth` taps "Don\'t have an account? Sign up": the sign-up form',
    path: () => '/auth',
    target: (page) => page.getByRole('button', { name: "Don't have an account? Sign up" }),
    answer: { kind: 'shown', selector: 'h1', text: 'Create Account' },
  },
  {
    id: 'auth-forgot',
    label: '`/auth` taps "Forgot password?": the reset form',
    path: () => '/auth',
    target: (page) => page.getByRole('button', { name: 'Forgot password?' }),
    answer: { kind: 'shown', selector: 'h1', text: 'Reset Your Password' },
  },
  {
    id: 'auth-sign-up-typed',
    label: '`/auth` taps "Sign up", types email and password at once, submits: what the server got',
    path: () => '/auth',
    target: (page) => page.getByRole('button', { name: "Don't have an account? Sign up" }),
    answer: { kind: 'shown', selector: 'h1', text: 'Create Account' },
    follow: signUpSent,
  },
  {
    id: 'certificate-share',
    label: 'certificate page, phone: taps "Share" (the first share carries the PNG?)',
    path: (d) => certificatePath(d.certificateId),
    target: shareButton,
    answer: { kind: 'share' },
    follow: firstShareHasPicture,
  },
  {
    id: 'certificate-share-mouse',
    label: 'certificate page, desktop with a share sheet: clicks "Share" (the first share carries the PNG?)',
    path: (d) => certificatePath(d.certificateId),
    mouse: true,
    target: shareButton,
    answer: { kind: 'share' },
    follow: firstShareHasPicture,
  },
  {
    id: 'site-menu',
    label: '`/` taps the menu button: the menu',
    path: () => '/',
    target: (page) => page.locator('header button[popovertarget="site-menu"]'),
    answer: { kind: 'shown', selector: '#site-menu' },
  },
  {
    id: 'certificate-more',
    label: 'certificate page: taps the share toolbar\'s "More": its menu',
    path: (d) => certificatePath(d.certificateId),
    target: (page) => page.getByRole('toolbar', { name: 'Share this certificate' }).getByRole('button', { name: 'More' }),
    answer: { kind: 'shown', selector: '[role="menu"]' },
  },
  {
    id: 'wall-card',
    label: '`/foundingfloaters` taps the first card: its certificate starts loading',
    path: () => '/foundingfloaters',
    target: (page) => page.getByTestId('wall-card').first().locator('a'),
    answer: { kind: 'navigation', urlPart: `${CERTIFICATE_PAGES}/` },
  },
  {
    id: 'checkout-insight',
    label: '`/` taps a checkout button: its insight event leaves',
    path: () => '/',
    // The first checkout on screen: the header's own (from 900 px) and the phone's buy bar are hidden at first.
    target: (page) => page.locator('a[data-island="checkout"]').filter({ visible: true }).first(),
    answer: { kind: 'beacon', text: 'checkout_clicked' },
  },
  {
    id: 'team-contact',
    label: '`/team#contact` taps the contact form\'s first box ("Your name"), types',
    path: () => '/team#contact',
    target: (page) => page.locator('#contact-name'),
    answer: { kind: 'focus', selector: '#contact-name' },
    follow: typedInto('#contact-name', () => 'Dana Kowalski'),
  },
];
