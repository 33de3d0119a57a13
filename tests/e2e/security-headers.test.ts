import { readdirSync } from 'node:fs';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { issueCertificate } from '../support/certificates';
import { INLINE_SCRIPT_HASHES } from '../../scripts/lib/hosting-headers';
import { HOST } from '../../scripts/lib/ports';
import { seedPartnerInquiry, seedSentBroadcast, seedWebhookEvent, resetWithCrew } from '../support/admin-records';
import { closeAdmin, createUser, emulatorPorts, type TestUser } from '../support/emulators';
import { launchBrowser, PHONE, siteUrl, waitUntilUsable } from '../support/browser';
import { signInBrowser } from '../support/browser-sign-in';
import { seedSubscribers } from '../support/subscribers';
import { SOURCEMAPS } from '../support/web-bundle';
import { writeBodyAsHtml } from '../support/broadcasts';

/**
 * Every screen of the site, loaded from the Hosting emulator with the
 * Content-Security-Policy it sends (firebase.local.json: the production policy
 * plus the emulators' origins): the browser must report no violation.
 */
let browser: Browser;
let admin: TestUser;
let member: TestUser;
let certificateId: string;
const contexts: BrowserContext[] = [];

/** What the browser refused, from `securitypolicyviolation` events (any frame) and from the console. */
let violations: string[];

async function watchedPage(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  contexts.push(context);
  // A binding survives navigations, so a violation reported just before a page changes is not lost.
  await context.exposeBinding('reportCspViolation', (_, text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${e.effectiveDirective} blocked ${e.blockedURI} on ${e.documentURI}`);
    });
  });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) violations.push(`console: ${m.text()}`);
  });
  return page;
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();

beforeAll(async () => {
  ({ admin, member } = await resetWithCrew());
  ({ id: certificateId } = await issueCertificate({
    fullName: 'Ada Lovelace',
    city: 'Lakewood',
    issueDateIso: '2025-04-02',
    userId: member.uid,
    source: 'member',
  }));
  await issueCertificate({ fullName: 'Tony Rivera', city: null, issueDateIso: '2025-04-03', userId: null, source: 'gumroad' });
  await seedSubscribers([{ email: 'zoe@example.com', first_name: 'Zoë', city: 'Lakewood', state: 'OH' }]);
  await seedSentBroadcast(admin.uid);
  await seedPartnerInquiry();
  await seedWebhookEvent();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeAdmin();
});
beforeEach(() => {
  violations = [];
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

describe('the Content-Security-Policy', () => {
  it('is enforced: an injected inline script is refused and reported', async () => {
    const page = await watchedPage();
    await page.goto(siteUrl('/'));
    await page.locator('main h1').first().waitFor();
    const outcome = await page.evaluate(
      () =>
        new Promise<{ ran: boolean; directive: string }>((resolve) => {
          document.addEventListener('securitypolicyviolation', (e) =>
            resolve({ ran: (window as unknown as { injected?: boolean }).injected === true, directive: e.effectiveDirective }),
          );
          const script = document.createElement('script');
          script.textContent = 'window.injected = true';
          document.body.append(script);
        }),
    );
    expect(outcome).toEqual({ ran: false, directive: 'script-src-elem' });
    // The watcher the other tests rely on saw it too (its listener ran first, so its report came back first).
    expect(violations.join('\n')).toContain('script-src-elem blocked inline on');
  });

  it.each([
    ['/', 'What Is This?'],
    ['/booking-now', 'Event Planner Sell Sheet'],
    ['/become-a-floater', 'Current openings'],
    ['/team', 'Meet the Crew'],
    ['/why', 'The lake is the point.'],
    ['/join', 'Three ways aboard'],
    ['/affiliate', 'How it works'],
    ['/affiliate/guide', 'Talking points'],
    ['/newsletter', '2-3 times a month'],
    ['/thank-you', 'Stay Connected'],
    ['/no-such-deck', 'Oops! Page not found'],
  ])('%s raises no violation', async (path, copy) => {
    const page = await watchedPage(PHONE);
    await page.goto(siteUrl(path));
    await page.locator('main').getByText(copy).first().waitFor();
    expect(violations).toEqual([]);
  });

  it('the quiz, run to its result, raises no violation', async () => {
    const page = await watchedPage();
    await page.goto(siteUrl('/quiz'));
    await waitUntilUsable(page);
    await page.getByRole('button', { name: 'Start the Quiz' }).click();
    for (let i = 1; i <= 6; i++) {
      await page.getByText(`Question ${i} of 6`).waitFor();
      await page.locator('main li button').first().click();
    }
    await page.waitForURL((url) => url.pathname.startsWith('/quiz/result/'));
    await page.getByText('Join the Crew').first().waitFor();
    await page.goto(siteUrl('/quiz/result/comeback-kid'));
    await h1(page, 'The Comeback Kid');
    expect(violations).toEqual([]);
  });

  it('the Wall of Fame and a certificate page (visitor) raise no violation', async () => {
    const page = await watchedPage();
    await page.goto(siteUrl('/foundingfloaters'));
    await page.getByTestId('wall-card').nth(1).waitFor();
    await page.goto(siteUrl(`/founders/c/${certificateId}`));
    await page.getByText('Ada Lovelace').first().waitFor();
    expect(violations).toEqual([]);
  });

  it("the owner's certificate page draws its picture, downloads it and uploads it without a violation", async () => {
    const page = await watchedPage();
    await signInBrowser(page, member.email, member.password, `/founders/c/${certificateId}`);
    const upload = page.waitForRequest((r) => r.url().startsWith(`http://${HOST}:${emulatorPorts().storage}/`));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PNG' }).click();
    expect((await download).suggestedFilename()).toMatch(/^founding-floater-\d+-[a-z0-9-]+\.png$/);
    await upload;
    expect(violations).toEqual([]);
  });

  it('sign-in on a desktop and on a phone, and the certificate form signed in, raise no violation', async () => {
    // Phones and Safari are where the Auth SDK's popup helper would load Google's script and iframe.
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const phone = await watchedPage({ ...PHONE, userAgent: iphone });
    // An account without a certificate: one with it is taken on from the form to its certificate.
    const newcomer = await createUser('csp.newcomer@example.com');
    await signInBrowser(phone, newcomer.email, newcomer.password, '/founders/new');
    await phone.getByLabel('Full Name').waitFor();
    const desktop = await watchedPage();
    await desktop.goto(siteUrl('/auth'));
    await desktop.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(violations).toEqual([]);
  });

  it('every admin screen, signed in as an admin, raises no violation (email preview with a hosted image included)', async () => {
    const page = await watchedPage();
    await signInBrowser(page, admin.email, admin.password, '/admin');
    await page.getByText('Tremont Brewing').first().waitFor();
    // Each screen with a piece of what it loads from Firestore or the functions, so its data calls have run.
    const screens: [string, string, string][] = [
      ['/admin/email', 'Email Dashboard', 'Launch teaser'],
      ['/admin/email/subscribers', 'Subscribers', 'zoe@example.com'],
      ['/admin/email/templates', 'Welcome Email Template', 'Preview for a subscriber named Maria'],
      ['/admin/email/settings', 'Email Settings', 'DNS for good delivery'],
      ['/admin/gumroad/settings', 'Gumroad Settings', 'Gumroad webhook'],
      ['/admin/membership/settings', 'Membership Settings', 'Founding spots'],
      ['/admin/email/webhooks', 'Webhook Events', 'sale'],
      ['/admin/import-gumroad', 'Import Gumroad Orders', 'Import'],
      ['/admin/email/broadcast', 'Compose Broadcast', 'Test Send'],
    ];
    for (const [path, title, content] of screens) {
      await page.goto(siteUrl(path));
      await h1(page, title);
      await page.getByText(content).first().waitFor();
    }
    await writeBodyAsHtml(page, '<p>Ahoy!</p><img src="https://images.example/banner.png" alt="Banner">');
    await page.frameLocator('iframe[title="Email preview"]').getByAltText('Banner').waitFor({ state: 'attached' });
    expect(violations).toEqual([]);
  });
});

describe('Hosting', () => {
  it.each(['/', '/admin', '/founders/c/some-id'])('sends the security headers with %s', async (path) => {
    const res = await fetch(siteUrl(path));
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    // Our own files and the two inline scripts, by their hashes (the session hint, and the loader of a page of islands);
    // WebAssembly compiles (the check-in camera's QR decoder), JavaScript's eval stays refused.
    expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' 'wasm-unsafe-eval' ${INLINE_SCRIPT_HASHES.join(' ')};`);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('does not serve the source maps the build writes', async () => {
    const maps = readdirSync(`${SOURCEMAPS}/assets`).filter((f) => f.endsWith('.map'));
    expect(maps.length).toBeGreaterThan(0);
    for (const map of maps.slice(0, 3)) {
      const res = await fetch(siteUrl(`/assets/${map}`));
      expect(await res.text()).not.toContain('"mappings"');
    }
  });
});
