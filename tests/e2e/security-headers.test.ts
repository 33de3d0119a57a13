import { readdirSync } from 'node:fs';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { issueCertificate } from '../support/certificates';
import { INLINE_SCRIPT_HASHES } from '../../scripts/lib/hosting-headers';
import { HOST } from '../../scripts/lib/ports';
import { resetWithCrew } from '../support/admin-records';
import { closeAdmin, createUser, emulatorPorts, type TestUser } from '../support/emulators';
import { launchBrowser, PHONE, siteUrl, takeStartProblems } from '../support/browser';
import { signInBrowser } from '../support/browser-sign-in';
import { SOURCEMAPS } from '../support/web-bundle';
import { writeBodyAsHtml } from '../support/broadcasts';

/**
 * The Content-Security-Policy the Hosting emulator sends (firebase.local.json: the production policy plus the emulators'
 * origins) is enforced, and the security headers are sent. That no page breaks the policy is checked by every browser
 * test, on every page it opens (tests/support/browser.ts); here are the pages only a policy check would open.
 */
let browser: Browser;
let admin: TestUser;
let member: TestUser;
let certificateId: string;
const contexts: BrowserContext[] = [];

async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  contexts.push(context);
  return context.newPage();
}

beforeAll(async () => {
  ({ admin, member } = await resetWithCrew());
  ({ id: certificateId } = await issueCertificate({
    fullName: 'Ada Lovelace',
    city: 'Lakewood',
    issueDateIso: '2025-04-02',
    userId: member.uid,
    source: 'member',
  }));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeAdmin();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

describe('the Content-Security-Policy', () => {
  it('is enforced: an injected inline script is refused and reported', async () => {
    const page = await newPage();
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
    // The watcher every browser test relies on saw it too (its listener ran first, so its report came back first).
    expect(takeStartProblems().join('\n')).toContain('script-src-elem blocked inline');
  });

  it("the owner's certificate page draws its picture, downloads it and uploads it without a violation", async () => {
    const page = await newPage();
    await signInBrowser(page, member.email, member.password, `/founders/c/${certificateId}`);
    const upload = page.waitForRequest((r) => r.url().startsWith(`http://${HOST}:${emulatorPorts().storage}/`));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PNG' }).click();
    expect((await download).suggestedFilename()).toMatch(/^founding-floater-\d+-[a-z0-9-]+\.png$/);
    await upload;
  });

  it('sign-in on a desktop and on a phone, and the certificate form signed in, raise no violation', async () => {
    // Phones and Safari are where the Auth SDK's popup helper would load Google's script and iframe.
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const phone = await newPage({ ...PHONE, userAgent: iphone });
    // An account without a certificate: one with it is taken on from the form to its certificate.
    const newcomer = await createUser('csp.newcomer@example.com');
    await signInBrowser(phone, newcomer.email, newcomer.password, '/founders/new');
    await phone.getByLabel('Full Name').waitFor();
    const desktop = await newPage();
    await desktop.goto(siteUrl('/auth'));
    await desktop.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  });

  it("shows a broadcast's hosted image in the email preview without a violation", async () => {
    const page = await newPage();
    await signInBrowser(page, admin.email, admin.password, '/admin/email/broadcast');
    await page.getByRole('heading', { level: 1, name: 'Compose Broadcast' }).waitFor();
    await writeBodyAsHtml(page, '<p>Ahoy!</p><img src="https://images.example/banner.png" alt="Banner">');
    await page.frameLocator('iframe[title="Email preview"]').getByAltText('Banner').waitFor({ state: 'attached' });
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
