import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { closeAdmin, createUser, resetAuth, resetFirestore } from '../support/emulators';
import { describeViolations, PHONE, seriousA11yViolations, siteUrl } from '../support/browser';
import { useBrowserPages } from '../support/browser-pages';
import { issueCertificate } from '../support/certificates';
import { eventually } from '../support/eventually';
import { signInBrowser } from '../support/browser-sign-in';

/**
 * The share toolbar on a phone, with the browser's share sheet played by the
 * test: `navigator.share` records what the page hands it (and keeps the files
 * so the test can look inside them), `navigator.canShare` says whether files
 * may go, and a browser without a sheet has no `navigator.share` at all.
 */
type Sheet = 'files' | 'link' | 'none';

interface Shared {
  text?: string;
  url?: string;
  files: { name: string; type: string }[];
}

const pages = useBrowserPages();
const jsqrSource = readFileSync(require.resolve('jsqr/dist/jsQR.js'), 'utf8');
let id: string;
let certificateUrl: string;
/** The member who holds the certificate, and signs in to see it as its holder. */
const holder = { email: 'zoe.holder@example.com', password: 'lake-erie-2026' };

beforeAll(async () => {
  await Promise.all([resetFirestore(), resetAuth()]);
  const { uid } = await createUser(holder.email, { password: holder.password, verified: true });
  ({ id } = await issueCertificate({ fullName: 'Zoë Novak', city: 'Parma', issueDateIso: '2025-03-05', userId: uid, source: 'member' }));
  certificateUrl = siteUrl(`/founders/c/${id}`);
});
afterAll(closeAdmin);

/** Opens `path` as a visitor, or (`signedIn`) as that member, signed in first through the /auth form. */
async function openWithSheet(path: string, sheet: Sheet, signedIn?: typeof holder): Promise<Page> {
  const page = await pages.newPage(PHONE);
  await page.addInitScript((mode: Sheet) => {
    const w = window as unknown as { shares: unknown[]; sharedFiles: File[]; copied: string[] };
    w.shares = [];
    w.sharedFiles = [];
    w.copied = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (t: string) => void w.copied.push(t) } });
    const shifts: { at: number; value: number }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push({ at: entry.startTime, value: (entry as unknown as { value: number }).value });
    }).observe({ type: 'layout-shift', buffered: true });
    if (mode === 'none') {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
      Object.defineProperty(navigator, 'canShare', { configurable: true, value: undefined });
      return;
    }
    Object.defineProperty(navigator, 'canShare', {
      configurable: true,
      value: (data?: ShareData) => !data?.files?.length || mode === 'files',
    });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        const files = Array.from(data.files ?? []);
        w.sharedFiles.push(...files);
        w.shares.push({ text: data.text, url: data.url, files: files.map((f) => ({ name: f.name, type: f.type })) });
      },
    });
  }, sheet);
  if (signedIn) await signInBrowser(page, signedIn.email, signedIn.password, path);
  await page.goto(siteUrl(path));
  // The server paints the page; its share controls follow the browser's abilities once the app has hydrated it.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return page;
}

const shares = (page: Page) => page.evaluate(() => (window as unknown as { shares: Shared[] }).shares);

/**
 * Taps until the page hands the sheet a file (and, with `wanted`, one it says is the right one), as a member who
 * taps again would: a picture is fetched or drawn shortly after the page shows, and a tap before that shares text
 * and link only.
 */
async function tapUntilFileShared(page: Page, tap: () => Promise<void>, wanted = async (_shared: Shared) => true): Promise<Shared> {
  for (let attempt = 0; attempt < 40; attempt++) {
    await tap();
    const last = (await shares(page)).at(-1);
    if (last?.files.length && (await wanted(last))) return last;
    await page.waitForTimeout(500);
  }
  throw new Error(`no such file was ever shared: ${JSON.stringify(await shares(page))}`);
}

/** Width, height and (with jsQR) the QR code's text of the newest file handed to the share sheet. */
async function lastSharedPicture(page: Page): Promise<{ width: number; height: number; qr: string | null }> {
  await page.evaluate(jsqrSource);
  return page.evaluate(async () => {
    const w = window as unknown as {
      sharedFiles: File[];
      jsQR: (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
    };
    const bitmap = await createImageBitmap(w.sharedFiles.at(-1)!);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height);
    return { width: bitmap.width, height: bitmap.height, qr: w.jsQR(pixels.data, bitmap.width, bitmap.height)?.data ?? null };
  });
}

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Share this certificate' });

/** The toolbar's shown targets under 44 px high (a thumb's) or reaching past the screen's edges. */
const crampedTargets = (page: Page) =>
  toolbar(page)
    .locator('a, button')
    .evaluateAll((targets) =>
      targets
        .filter((t) => t.getClientRects().length > 0)
        .map((t) => ({ name: t.textContent?.trim(), box: t.getBoundingClientRect() }))
        .filter(({ box }) => box.height < 44 || box.left < 0 || box.right > window.innerWidth)
        .map(
          ({ name, box }) =>
            `${name}: ${Math.round(box.width)}x${Math.round(box.height)} at x ${Math.round(box.left)}-${Math.round(box.right)}`,
        ),
    );

describe('certificate sharing on a phone', () => {
  it("hands the share sheet the certificate's PNG named after the member, the text and the link; the PNG's QR code leads back", async () => {
    const page = await openWithSheet(`/founders/c/${id}`, 'files');
    await page.getByTestId('certificate').waitFor();
    const shown = await page.evaluate(() => performance.now());
    const bar = toolbar(page);
    // One Share button and a compact More menu instead of three rows of buttons.
    expect(await bar.getByRole('button', { name: 'Share', exact: true }).isVisible()).toBe(true);
    expect(await bar.getByRole('button', { name: 'More' }).isVisible()).toBe(true);
    expect(await bar.getByRole('button', { name: 'Copy Link' }).isVisible()).toBe(false);
    expect(await bar.getByRole('link', { name: 'Share on X' }).isVisible()).toBe(false);
    expect(await crampedTargets(page)).toEqual([]);

    // Until the page has drawn the certificate, a tap hands the sheet the server's picture of it (no QR code), then the drawing.
    const shared = await tapUntilFileShared(
      page,
      () => bar.getByRole('button', { name: 'Share', exact: true }).click(),
      async () => (await lastSharedPicture(page)).qr !== null,
    );
    expect(shared.files).toEqual([{ name: 'founding-floater-1-zoe-novak.png', type: 'image/png' }]);
    // A visitor shares someone else's certificate: the words speak of its holder.
    expect(shared.text).toContain('Zoë Novak is Founding Floater #1 of Cleveland Floaters!');
    expect(shared.url).toBe(certificateUrl);
    const picture = await lastSharedPicture(page);
    expect(picture.qr).toBe(certificateUrl);
    // Nothing that arrives after the certificate shows (the Share button's picture, the QR code) moves the page.
    const late = await page.evaluate(
      (since) => (window as unknown as { layoutShifts: { at: number }[] }).layoutShifts.filter((s) => s.at > since),
      shown,
    );
    expect(late).toEqual([]);

    // The printed page and the picture say where to check it.
    expect(await page.getByTestId('certificate-verify-link').textContent()).toBe(certificateUrl.replace(/^https?:\/\//, ''));
    expect(await page.getByTestId('certificate-verify-link').getAttribute('href')).toBe(certificateUrl);
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
  });

  it('keeps the other targets one tap away in More, usable from the keyboard, with Share to story (and no holder tools)', async () => {
    const page = await openWithSheet(`/founders/c/${id}`, 'files');
    await page.getByTestId('certificate').waitFor();
    const more = toolbar(page).getByRole('button', { name: 'More' });
    // Focus starts the toolbar's island; its story picture is offered once fetched, a moment after it is live.
    await more.focus();
    await page.locator('#share-more-menu [role="menuitem"]', { hasText: 'Share to story' }).waitFor({ state: 'attached' });
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    const items = (await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim());
    expect(items).toEqual(['Copy Link', 'Share on X', 'Share on Facebook', 'Share on LinkedIn', 'Download PNG', 'Share to story']);
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Share on X');
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('More');

    const story = await tapUntilFileShared(page, async () => {
      await more.click();
      await page.getByRole('menuitem', { name: 'Share to story' }).click();
    });
    expect(story.files).toEqual([{ name: 'founding-floater-1-zoe-novak-story.png', type: 'image/png' }]);
    const picture = await lastSharedPicture(page);
    expect([picture.width, picture.height]).toEqual([1080, 1920]);
  });

  it('shares text and link alone where the sheet takes no files', async () => {
    const page = await openWithSheet(`/founders/c/${id}`, 'link');
    await page.getByTestId('certificate').waitFor();
    // Past the moment the picture would have been drawn: still no file goes.
    await page.waitForTimeout(2500);
    await toolbar(page).getByRole('button', { name: 'Share', exact: true }).click();
    // A visitor's first tap starts the certificate's island, which then shares.
    await page.waitForFunction(() => (window as unknown as { shares: unknown[] }).shares.length > 0);
    expect(await shares(page)).toEqual([{ text: expect.stringContaining('Founding Floater #1'), url: certificateUrl, files: [] }]);
    await toolbar(page).getByRole('button', { name: 'More' }).click();
    const story = page.getByRole('menuitem', { name: 'Download for stories' });
    expect(await story.getAttribute('href')).toBe(`/founders/c/${id}/story.png`);
    expect(await story.getAttribute('download')).toBe('founding-floater-1-zoe-novak-story.png');
  });

  it('puts Copy Link where Share would be when there is no share sheet, every other target in More', async () => {
    const page = await openWithSheet(`/founders/c/${id}`, 'none');
    await page.getByTestId('certificate').waitFor();
    const bar = toolbar(page);
    for (const name of ['Copy Link', 'More']) expect(await bar.getByRole('button', { name }).isVisible()).toBe(true);
    expect(await bar.getByRole('button', { name: 'Share', exact: true }).count()).toBe(0);
    // Every target whole on the phone's screen (not scrolled half out of the strip), each big enough for a thumb.
    expect(await crampedTargets(page)).toEqual([]);
    await bar.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menu').waitFor();
    expect((await page.getByRole('menu').getByRole('menuitem').allTextContents()).map((t) => t.trim())).toEqual([
      'Share on X',
      'Share on Facebook',
      'Share on LinkedIn',
      'Download PNG',
      'Download for stories',
    ]);
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
  });

  it('prints on one letter page with the QR code', async () => {
    const page = await openWithSheet(`/founders/c/${id}`, 'none');
    await page.getByTestId('certificate').waitFor();
    const pdf = (await page.pdf({ format: 'Letter', preferCSSPageSize: true, printBackground: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    expect(await page.getByRole('img', { name: /^QR code for / }).isVisible()).toBe(true);
  });
});

/**
 * Issue 52: the holder's tools are the holder's. The page is painted for a visitor (the server cannot know who looks);
 * once the Auth SDK has said who is signed in, the holder's join it.
 */
describe("the holder's tools", () => {
  const other = { email: 'someone.else@example.com', password: 'lake-erie-2026' };
  beforeAll(() => createUser(other.email, { password: other.password, verified: true }));

  /** The words the toolbar's tweet carries, from its X link (in More on a phone). */
  const tweet = async (page: Page) =>
    new URL((await toolbar(page).getByRole('link', { name: 'Share on X', includeHidden: true }).getAttribute('href'))!).searchParams.get(
      'text',
    );

  /** Copy Link's toast, once tapped. */
  async function copyLinkSays(page: Page): Promise<string | null> {
    await toolbar(page).getByRole('button', { name: 'Copy Link' }).click();
    const toast = page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Link Copied' });
    await toast.waitFor();
    const said = await toast.textContent();
    await toast.getByRole('button', { name: 'Close' }).click();
    return said;
  }

  it('gives the signed-in holder Add to LinkedIn Profile, words in the first person and "Your certificate link"', async () => {
    const page = await openWithSheet(`/founders/c/${id}`, 'none', holder);
    await page.getByTestId('certificate').waitFor();
    // Theirs is on screen: no "Want your own?" and no way to buy one.
    expect(await page.getByText('Want your own?').isVisible()).toBe(false);
    expect(await eventually(async () => ((await tweet(page))?.startsWith("I'm") ? tweet(page) : undefined))).toBe(
      "I'm Founding Floater #1 of Cleveland Floaters! 🚢",
    );
    expect(await copyLinkSays(page)).toContain('Your certificate link is on the clipboard.');

    await toolbar(page).getByRole('button', { name: 'More' }).click();
    const menu = page.getByRole('menu');
    const linkedIn = new URL((await menu.getByRole('menuitem', { name: 'Add to LinkedIn Profile' }).getAttribute('href'))!);
    expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(linkedIn.searchParams)).toMatchObject({
      startTask: 'CERTIFICATION_NAME',
      name: 'Founding Floater',
      organizationName: 'Cleveland Floaters',
      issueYear: '2025',
      issueMonth: '3',
      certUrl: certificateUrl,
      certId: id,
    });
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
  });

  it.each([
    ['signed out', undefined, true],
    ['signed in as another member', other, false],
  ])('offers a visitor (%s) none of them: words in the third person, "The certificate link"', async (_who, signedIn, offered) => {
    const page = await openWithSheet(`/founders/c/${id}`, 'none', signedIn);
    await page.getByTestId('certificate').waitFor();
    // "Want your own?" is for someone who has none; a member has theirs.
    expect(await page.getByText('Want your own?').isVisible()).toBe(offered);
    // Long enough for a holder's tools to have come (the Auth SDK's answer), and the tap starts a visitor's island.
    expect(await copyLinkSays(page)).toContain('The certificate link is on the clipboard.');
    await page.waitForTimeout(2_000);
    expect(await tweet(page)).toBe('Zoë Novak is Founding Floater #1 of Cleveland Floaters! 🚢');
    await toolbar(page).getByRole('button', { name: 'More' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Download PNG' }).waitFor();
    expect(await page.getByRole('menu').getByRole('menuitem', { name: 'Add to LinkedIn Profile' }).count()).toBe(0);
    expect(await page.getByTestId('confetti').count()).toBe(0);
  });
});

describe('quiz result sharing on a phone', () => {
  it('shares the result by the share sheet and its 1080x1920 story picture', async () => {
    const page = await openWithSheet('/quiz/result/comeback-kid', 'files');
    await page.getByRole('heading', { name: 'The Comeback Kid' }).waitFor();
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    // A visitor's first tap starts the result's share toolbar, which then shares.
    await page.waitForFunction(() => (window as unknown as { shares: unknown[] }).shares.length > 0);
    expect((await shares(page))[0]).toEqual({
      text: expect.stringContaining("I'm The Comeback Kid"),
      url: expect.stringMatching(/\/quiz\/result\/comeback-kid$/),
      files: [],
    });
    const story = await tapUntilFileShared(page, () => page.getByRole('link', { name: 'Share to story' }).click());
    expect(story.files).toEqual([{ name: 'cleveland-floaters-comeback-kid-story.png', type: 'image/png' }]);
    expect(await lastSharedPicture(page)).toMatchObject({ width: 1080, height: 1920 });
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
  });

  it('offers the story picture as a download without a share sheet', async () => {
    const page = await openWithSheet('/quiz/result/newblood', 'none');
    await page.getByRole('heading', { name: 'The Newblood' }).waitFor();
    expect(await page.getByRole('button', { name: 'Share', exact: true }).count()).toBe(0);
    const download = page.getByRole('link', { name: 'Download for stories' });
    expect(await download.getAttribute('href')).toBe('/quiz/result/newblood/story.png');
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('cleveland-floaters-newblood-story.png');
  });
});
