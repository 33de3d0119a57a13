import { existsSync, readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { urls } from '../../scripts/lib/ports';

/**
 * Debian's headless shell (chromium-headless-shell, same Chromium source) when installed, else the full Chromium: the
 * shell lacks the desktop UI tests never see and costs markedly less CPU. Benchmarks and screenshots keep the full
 * browser, the one visitors run.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
export const siteUrl = (path = '/') => `${urls().site}${path}`;

// What React says when server markup and the first render disagree, what islands/start-islands.ts says when an island fails to
// start, and what the browser says when the Content-Security-Policy refuses something (in a worker too).
const START_PROBLEM = /hydrat|island|Content Security Policy/i;
const startProblems: string[] = [];

/**
 * Also what the site's Content-Security-Policy refused, from `securitypolicyviolation` events of every frame: so every
 * browser test checks the policy on every page it opens, signed in or not, as it clicks through. A binding survives
 * navigations, so a refusal just before a page changes is not lost.
 */
async function watchStartProblems(context: BrowserContext): Promise<void> {
  await context.exposeBinding('reportCspViolation', (source, text: string) =>
    startProblems.push(`CSP refused on ${source.frame.url()}: ${text}`),
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      void report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`);
    });
  });
  context.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && START_PROBLEM.test(m.text())) {
      startProblems.push(`${m.type()} on ${m.page()?.url() ?? 'a page'}: ${m.text()}`);
    }
  });
  context.on('weberror', (e) => {
    if (START_PROBLEM.test(String(e.error()))) startProblems.push(`uncaught on ${e.page()?.url() ?? 'a page'}: ${e.error()}`);
  });
}

/**
 * Every hydration or island-start warning or error, and every Content-Security-Policy refusal, seen since the last call
 * (tests/support/start-problems.ts fails a test on one).
 */
export const takeStartProblems = (): string[] => startProblems.splice(0);

/** How long a page's navigation or a wait for something on it may take before the test is called hung. */
const PAGE_PATIENCE_MS = 60_000;

/**
 * Browser UI no test looks at. Chromium 156 preloads the address bar's popup as a page with its own renderer for every
 * window, and every test context is a window: that extra renderer per page took a large share of the browser's CPU.
 */
const UNUSED_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features Playwright turns off for its own reasons (network noise, navigation quirks): Chromium honours only
 * the last --disable-features it is given, so ours must repeat them. Read from the installed Playwright, so an
 * upgrade that changes them is followed, and one that moves them fails here by name.
 */
function playwrightDisabledFeatures(): string[] {
  const source = readFileSync(require.resolve('playwright-core/lib/coreBundle'), 'utf8');
  const list = /\bdisabledFeatures = \[([\s\S]*?)\]/.exec(source)?.[1];
  const features = [...(list ?? '').matchAll(/^\s*"(\w+)",?$/gm)].map((m) => m[1]!);
  if (!features.length) throw new Error("Could not read Playwright's disabled Chromium features from playwright-core/lib/coreBundle.js");
  return features;
}

/**
 * Debian's Chromium, headless; the background-network flags keep it quiet on a
 * closed network. Every page it opens is watched for start problems.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--disable-features=${[...playwrightDisabledFeatures(), ...UNUSED_BROWSER_UI].join(',')}`,
    ],
  });
  // browser.newPage() opens its context through newContext() too.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options?: BrowserContextOptions) => {
    const context = await newContext(options);
    // Hang guards, not speed checks: on two cores shared with the rules lane, the emulators and Chromium, a page the
    // functions render took longer than Playwright's 30 s default to load at busy moments.
    context.setDefaultTimeout(PAGE_PATIENCE_MS);
    context.setDefaultNavigationTimeout(PAGE_PATIENCE_MS);
    await watchStartProblems(context);
    return context;
  };
  return browser;
}

export const PHONE: BrowserContextOptions = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/**
 * How many CSS pixels the page is wider than the viewport the test gave it: what a visitor scrolls sideways. Measured
 * against that width, not window.innerWidth: a phone (isMobile) zooms out to fit a page that is too wide, and its
 * innerWidth grows with it, so a page 33 px too wide measured 0 that way.
 */
export async function sidewaysOverflow(page: Page): Promise<number> {
  const width = page.viewportSize()!.width;
  return page.evaluate((w) => document.scrollingElement!.scrollWidth - w, width);
}

/**
 * The words inside `scope` that wrap from one line to the next mid-word (runs of letters and digits: a break at a
 * space, a hyphen, a dot or an @ is where text may break). A narrow column that breaks "Facebook" into "Faceboo" and
 * "k" shows here.
 */
export async function wordsBrokenAcrossLines(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node as Text).data.matchAll(/[\p{L}\p{N}']{2,}/gu)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.top)),
        );
        if (lines.size > 1) broken.push(word[0]);
      }
    }
    return broken;
  });
}

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page and returns the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: a <script> tag with the source inline is refused by the site's Content-Security-Policy.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // Parts drawn only near the view (content-visibility: auto, the footer) are drawn for the check, as a visitor who
    // scrolls there sees them, and put back after: skipped, their text was judged against the page's cream instead of
    // the footer's navy.
    const skipped = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter(
      (element) => getComputedStyle(element).getPropertyValue('content-visibility') === 'auto',
    );
    for (const element of skipped) element.style.setProperty('content-visibility', 'visible');
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    try {
      return (await axe.run(document, { resultTypes: ['violations'] })).violations;
    } finally {
      for (const element of skipped) element.style.removeProperty('content-visibility');
    }
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** A readable summary for assertion messages. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n');
}

/**
 * Waits until the page does what it shows: a page of islands or the SPA once live (`<html data-hydrated>`); a page
 * whose app starts on first move (web/src/islands/until-app-live.ts) once its script ran, as a first tap is then held
 * and replayed.
 */
export async function waitUntilUsable(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  if (await page.locator('script[src*="/deferred-app-"]').count()) return;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
