import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { closeAdmin, createUser, resetAuth, resetFirestore } from '../support/emulators';
import { describeViolations, launchBrowser, seriousA11yViolations, siteUrl } from '../support/browser';
import { setCertificateCreation } from '../support/purchases';
import { issueCertificate } from '../support/certificates';
import { signInBrowser } from '../support/browser-sign-in';
import { toastCopy } from '../../web/src/features/social-proof/api/toast-copy';
import { wallTagline } from '../../functions/src/shared/certificates/wall-of-fame';
import { wallSpotHref } from '../../functions/src/shared/certificates/wall-directory';
import { FOUNDERS_FEEDS, FOUNDERS_FEED_REFRESH_MS } from '../../functions/src/shared/certificates/founders-feed';

let browser: Browser;
const contexts: BrowserContext[] = [];

async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  contexts.push(context);
  return context.newPage();
}

const buyer = (fullName: string, city: string | null, issueDateIso = '2025-04-02') =>
  issueCertificate({ fullName, city, issueDateIso, userId: null, source: 'gumroad' });

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeAdmin();
});
beforeEach(async () => {
  await Promise.all([resetFirestore(), resetAuth()]);
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

describe('Wall of Fame', () => {
  it('shows the empty state and its offer', async () => {
    const page = await newPage();
    await page.goto(siteUrl('/foundingfloaters'));
    await page.getByText('No founding floaters yet. Be the first!').waitFor();
    expect(await page.getByRole('link', { name: /Join Now for \$5 →/ }).isVisible()).toBe(true);
    expect(await page.getByText('Want your name on the wall? Join the crew for just $5.').isVisible()).toBe(true);
  });

  it('lists founders in order and shows a certificate made in another browser without reloading', async () => {
    await buyer('Maria Kowalski', 'Parma', '2025-03-05');
    await buyer('Tony Rivera', null);
    const wall = await newPage();
    // The page's own clock, so the test moves it on to the wall's next poll rather than waiting for it.
    await wall.clock.install();
    await wall.goto(siteUrl('/foundingfloaters'));
    await wall.getByRole('heading', { name: 'The Founding Floaters Wall of Fame' }).waitFor();
    const cards = wall.getByTestId('wall-card');
    await cards.nth(1).waitFor();
    expect(await cards.nth(0).textContent()).toContain('Maria Kowalski');
    expect(await cards.nth(0).textContent()).toContain('03/05/25');
    expect(await cards.nth(0).textContent()).toContain(wallTagline(1, 'Parma'));
    expect(await cards.nth(1).textContent()).toContain(wallTagline(2, null));
    expect(wallTagline(2, null)).toContain('the 216');
    expect(describeViolations(await seriousA11yViolations(wall))).toBe('');

    // A member creates a certificate in a second, separate browser context (the open form: no purchase needed).
    await setCertificateCreation('anyone');
    const member = await createUser('kenji@example.com', { password: 'lake-erie-2026' });
    const other = await newPage();
    await other.goto(siteUrl('/auth?redirect=/founders/new'));
    await other.getByLabel('Email').fill(member.email);
    await other.getByLabel('Password').fill('lake-erie-2026');
    await other.getByRole('button', { name: 'Sign In' }).click();
    await other.getByLabel('Full Name').fill('Kenji Sullivan');
    await other.getByRole('button', { name: 'Create Certificate' }).click();
    await other.waitForURL(/\/founders\/c\/kenji-sullivan-[a-z0-9]{4}$/);

    // The wall follows new founders through a poll the CDN caches (/api/founders/first), so within one refresh.
    expect(await cards.count()).toBe(2);
    await wall.clock.runFor(FOUNDERS_FEED_REFRESH_MS);
    await cards.nth(2).waitFor();
    expect(await cards.nth(2).textContent()).toContain('Kenji Sullivan');
  });

  it('keeps the first ten in its grid, and the eleventh in the directory below', async () => {
    for (let i = 0; i < 11; i++) await buyer(`Floater ${'ABCDEFGHIJK'[i]}`, 'Euclid');
    const page = await newPage();
    await page.goto(siteUrl('/foundingfloaters'));
    await page.getByTestId('wall-card').nth(9).waitFor();
    expect(await page.getByTestId('wall-card').count()).toBe(10);
    expect(await page.getByTestId('wall-card').filter({ hasText: 'Floater K' }).count()).toBe(0);
    await page.getByRole('link', { name: /Floater K/ }).waitFor();
  });
});

describe('social-proof toast on the home page', () => {
  const phaseOf = (page: Page) =>
    page
      .getByTestId('social-proof')
      .getAttribute('data-phase', { timeout: 1000 })
      .catch(() => null);

  /**
   * Advances the page's fake clock in half-second steps until the toast is in
   * `phase`, and returns how much fake time that took. React renders between
   * steps, so every timer the toast sets is honoured.
   */
  async function advanceUntil(page: Page, phase: string, maxMs: number): Promise<number> {
    const step = 500;
    for (let elapsed = 0; elapsed <= maxMs; elapsed += step) {
      if ((await phaseOf(page)) === phase) return elapsed;
      await page.clock.runFor(step);
    }
    throw new Error(`the toast did not reach ${phase} within ${maxMs} ms of page time`);
  }

  /**
   * Keeps, in the page, every JSON answer it has read (`window.answersRead`): Playwright sees a response before the
   * page has read it, and a toast that appears in between shows what the page knew then.
   */
  function keepAnswersRead(): void {
    const read: string[] = [];
    (window as unknown as { answersRead: string[] }).answersRead = read;
    // Each certificate the toast shows, with how many answers the page had read by then: the page's clock also runs
    // in real time, so on a slow host a toast can come and go while the test still waits for an answer.
    const shown: { reads: number; text: string }[] = [];
    (window as unknown as { toastsShown: typeof shown }).toastsShown = shown;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="social-proof"]')?.textContent ?? '';
      if (text.includes('Floater #') && text !== shown.at(-1)?.text) shown.push({ reads: read.length, text });
    }).observe(document, { subtree: true, childList: true, characterData: true });
    const json = Response.prototype.json;
    Response.prototype.json = async function (this: Response) {
      const body: unknown = await json.call(this);
      read.push(JSON.stringify(body));
      return body;
    };
  }

  async function openHome(): Promise<Page> {
    const page = await newPage();
    await page.addInitScript(keepAnswersRead);
    await page.clock.install();
    await page.goto(siteUrl('/'));
    // The toast mounts after the first paint and loads the certificates over the real network.
    await advanceUntil(page, 'waiting', 120_000);
    return page;
  }

  it('appears after 15-45 s, stays 20-35 s, cycles to the next certificate, and closes by hand', async () => {
    const older = await buyer('Siobhán Novak', null);
    const newer = await buyer('Deshawn Johnson', 'Lakewood');
    const page = await openHome();

    const firstDelay = await advanceUntil(page, 'visible', 50_000);
    expect(firstDelay).toBeGreaterThanOrEqual(14_500);
    expect(firstDelay).toBeLessThanOrEqual(45_500);
    const first = toastCopy({ id: newer.id, full_name: 'Deshawn Johnson', city: 'Lakewood', member_number: newer.member_number });
    await page.getByText(first.message).waitFor();
    expect(first.message).toContain('Deshawn J.');
    // The name leads to the founder's own row on the wall, where everyone the toast names is found.
    expect(await page.getByTestId('social-proof').getByRole('link', { name: 'Deshawn J.' }).getAttribute('href')).toBe(
      wallSpotHref(newer.member_number),
    );
    expect(await page.getByRole('link', { name: first.button }).isVisible()).toBe(true);

    const shownFor = await advanceUntil(page, 'waiting', 40_000);
    expect(shownFor).toBeGreaterThanOrEqual(20_000);
    expect(shownFor).toBeLessThanOrEqual(36_000);
    await page.getByText(first.message).waitFor({ state: 'detached' });

    const gap = await advanceUntil(page, 'visible', 95_000);
    expect(gap).toBeGreaterThanOrEqual(29_500);
    expect(gap).toBeLessThanOrEqual(90_500);
    const second = toastCopy({ id: older.id, full_name: 'Siobhán Novak', city: null, member_number: older.member_number });
    await page.getByText(second.message).waitFor();
    expect(second.message).toContain('Cleveland');

    await page.getByRole('button', { name: 'Close notification' }).click();
    expect(await advanceUntil(page, 'closed', 2_000)).toBeLessThanOrEqual(1_000);
    await page.getByText(second.message).waitFor({ state: 'detached' });
    await page.clock.runFor(300_000);
    expect(await phaseOf(page)).toBe('closed');
  });

  it('shows a certificate issued while the page is open at its next appearance', async () => {
    await buyer('Maria Kowalski', 'Parma');
    const page = await openHome();
    const fresh = await buyer('Hana Petrovic', 'Akron');
    const copy = toastCopy({ id: fresh.id, full_name: 'Hana Petrovic', city: 'Akron', member_number: fresh.member_number });
    // The toast learns of it at the feed's next poll; whatever it shows until then stays until it is gone. The page's
    // clock is ours but its requests take real time: the clock runs on once the page has read the poll's answer.
    for (let elapsed = 0; elapsed <= FOUNDERS_FEED_REFRESH_MS + 1_000; elapsed += 500) await page.clock.runFor(500);
    await page.waitForFunction(
      () => (window as unknown as { answersRead: string[] }).answersRead.some((a) => a.includes('Hana')),
      undefined,
      {
        timeout: 60_000,
      },
    );
    // The first certificate the toast showed once the page had read of Hana's.
    const firstShownAfterRead = () =>
      page.evaluate(() => {
        const w = window as unknown as { answersRead: string[]; toastsShown: { reads: number; text: string }[] };
        const read = w.answersRead.findIndex((a) => a.includes('Hana'));
        return w.toastsShown.find((t) => t.reads > read)?.text ?? null;
      });
    if ((await firstShownAfterRead()) === null) {
      if ((await phaseOf(page)) !== 'waiting') await advanceUntil(page, 'waiting', 40_000);
      await advanceUntil(page, 'visible', 95_000);
    }
    const shown = await firstShownAfterRead();
    if (!shown?.includes(copy.message)) {
      // What the page showed and what the feed now answers, to tell a wrong toast from a wrong answer.
      const feed = await page.evaluate(async (path) => (await fetch(path)).text(), FOUNDERS_FEEDS.newest.path).catch(String);
      throw new Error(`the toast (${await phaseOf(page)}) showed "${shown}", not "${copy.message}"; the feed now: ${feed}`);
    }
  });
});

describe('certificate page confetti', () => {
  /** Whether what the page shows changes within a moment: two pictures of the view, 150 ms apart. */
  async function viewChanges(page: Page): Promise<boolean> {
    const before = await page.screenshot();
    await page.waitForTimeout(150);
    return !(await page.screenshot()).equals(before);
  }

  /** A member's certificate, and a page signed in as them (through /auth, landing on the home page, not on it). */
  async function asHolder(
    options: BrowserContextOptions = {},
    prepare = async (_page: Page): Promise<unknown> => undefined,
  ): Promise<{ page: Page; path: string }> {
    const holder = { email: 'maria.holder@example.com', password: 'lake-erie-2026' };
    const { uid } = await createUser(holder.email, { password: holder.password });
    const { id } = await issueCertificate({
      fullName: 'Maria Kowalski',
      city: 'Parma',
      issueDateIso: '2025-04-02',
      userId: uid,
      source: 'member',
    });
    const page = await newPage(options);
    await prepare(page);
    await signInBrowser(page, holder.email, holder.password, '/');
    return { page, path: `/founders/c/${id}` };
  }

  /**
   * Past the moment the holder's confetti would have started: the page's load, its first idle (marked only where an
   * island waits for it, as the holder's certificate does), then the Auth SDK's answer.
   */
  async function pastItsMoment(page: Page): Promise<void> {
    await page.waitForLoadState('load');
    await page.waitForTimeout(5_000);
  }

  it("falls over the page for four seconds on the holder's first view, drawn off the page's thread, and only then", async () => {
    const { page, path } = await asHolder();
    await page.goto(siteUrl(path));
    await page.getByTestId('certificate').waitFor();
    // The certificate arrives in the HTML; the confetti starts once the page knows its holder is the one looking.
    const confetti = page.getByTestId('confetti');
    await confetti.waitFor();
    // Over the whole view, letting every tap through to the page under it.
    expect(
      await confetti.evaluate((canvas) => {
        const { width, height } = canvas.getBoundingClientRect();
        return { covers: width === innerWidth && height === innerHeight, taps: getComputedStyle(canvas).pointerEvents };
      }),
    ).toEqual({ covers: true, taps: 'none' });
    expect(page.workers().some((worker) => /confetti-worker/.test(worker.url()))).toBe(true);
    // Falling: the view changes from one moment to the next while it is there, and not once it has gone.
    expect(await viewChanges(page)).toBe(true);
    await confetti.waitFor({ state: 'detached', timeout: 6_000 });
    expect(await viewChanges(page)).toBe(false);

    // Once: the holder's next view is the certificate alone.
    await page.reload();
    await pastItsMoment(page);
    expect(await page.getByTestId('confetti').count()).toBe(0);
  });

  it('falls all the same in a browser without canvases in workers (Safari before 16.4)', async () => {
    const { page, path } = await asHolder({}, (p) =>
      p.addInitScript(() => {
        delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
      }),
    );
    await page.goto(siteUrl(path));
    const confetti = page.getByTestId('confetti');
    await confetti.waitFor();
    expect(page.workers().some((worker) => /confetti-worker/.test(worker.url()))).toBe(false);
    expect(await viewChanges(page)).toBe(true);
    await confetti.waitFor({ state: 'detached', timeout: 6_000 });
  });

  it('stays away for a holder who asks for reduced motion', async () => {
    const { page, path } = await asHolder({ reducedMotion: 'reduce' });
    await page.goto(siteUrl(path));
    await page.getByTestId('certificate').waitFor();
    await pastItsMoment(page);
    expect(await page.getByTestId('confetti').count()).toBe(0);
  });

  it("stays away from a stranger's certificate", async () => {
    const { id } = await buyer('Maria Kowalski', 'Parma');
    const page = await newPage();
    await page.goto(siteUrl(`/founders/c/${id}`));
    await page.getByTestId('certificate').waitFor();
    await pastItsMoment(page);
    expect(await page.getByTestId('confetti').count()).toBe(0);
  });
});
