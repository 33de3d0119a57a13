import type { Page } from 'playwright-core';
import { closeAdmin, resetAuth, resetFirestore } from '../support/emulators';
import { PHONE, siteUrl, waitUntilUsable } from '../support/browser';
import { useBrowserPages } from '../support/browser-pages';
import { chunksWithSource } from '../support/web-bundle';
import { issueCertificate } from '../support/certificates';
import { FRAME_PATIENCE_MS, onNewPageIfDrawingStops, STOPPED_DRAWING } from '../support/stalled-frames';
import { NOT_FOUND_ROUTE, PAINTED_PAGE_ROUTES, PRERENDERED_ROUTES } from '../../scripts/lib/public-routes';
import { ISLANDS_AFTER_PAINT_MS } from '../../functions/src/shared/html/after-first-paint';
import { PUBLIC_ROUTES, quizResultPath } from '../../functions/src/shared/paths';
import { QUIZ_RESULT_TYPES } from '../../functions/src/shared/quiz/result-types';

/**
 * Every public page arrives painted from HTML (prerendered at build time, or
 * rendered by the `pages` function per request), the app adopts that markup without a
 * hydration mismatch, and nothing on it moves while it loads.
 */
const { newPage } = useBrowserPages();

const CLS_BUDGET = 0.01;
/** The most a visit waits after load for the late parts to land: the answer to a page that never goes quiet. */
const SETTLE_MS = 3000;
/** How long the network stays idle, after the islands are live, before what they asked for counts as landed. */
const QUIET_MS = 500;

// A page answered with status 404 is reported by the browser itself, and the 404 screen notes the address it did not know.
const EXPECTED_ON_404 = [/Failed to load resource: the server responded with a status of 404/, /^warning: 404: no route for /];
const unexpected = (messages: string[]) => messages.filter((m) => !EXPECTED_ON_404.some((p) => p.test(m)));

const buyer = (fullName: string, city: string | null) =>
  issueCertificate({ fullName, city, issueDateIso: '2026-04-02', userId: null, source: 'gumroad' });

interface Watch {
  messages: string[];
  /** Requests the page has open, and when one last started or ended. */
  network: { open: number; lastChange: number };
}

/**
 * Records console errors and warnings, layout shifts without recent input (the
 * CLS definition), and the first heading as parsed from the HTML, so the test
 * can tell whether hydration kept the server's DOM or drew it again.
 */
async function watchedPage(): Promise<{ page: Page; watch: Watch }> {
  const page = await newPage(PHONE);
  const watch: Watch = { messages: [], network: { open: 0, lastChange: Date.now() } };
  const opened = () => Object.assign(watch.network, { open: watch.network.open + 1, lastChange: Date.now() });
  const ended = () => Object.assign(watch.network, { open: watch.network.open - 1, lastChange: Date.now() });
  page.on('request', opened);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') watch.messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (err) => watch.messages.push(`pageerror: ${err.message}`));
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __heading: Element | null };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      w.__heading = document.querySelector('#root h1');
    });
  });
  return { page, watch };
}

interface FormLayout {
  __layout: (form: Element) => string;
  __served: string[];
}

/**
 * Waits until what starts after load has landed, were it to move anything: the islands and their requests (spots, the
 * beacon, a feed's poll). That is once the page is usable and the network idle for QUIET_MS; SETTLE_MS at most, for
 * pages that keep a request open.
 */
async function settle(page: Page, { network }: Watch): Promise<void> {
  const until = Date.now() + SETTLE_MS;
  await Promise.race([waitUntilUsable(page).catch(() => undefined), page.waitForTimeout(SETTLE_MS)]);
  while (Date.now() < until && (network.open > 0 || Date.now() - network.lastChange < QUIET_MS)) await page.waitForTimeout(50);
}

/** Loads `path`, lets the late parts settle, and reports what was seen. */
async function visit(path: string) {
  const { page, watch } = await watchedPage();
  const response = await page.goto(siteUrl(path), { waitUntil: 'load' });
  await settle(page, watch);
  const seen = await page.evaluate(() => {
    const w = window as unknown as { __shift: number; __heading: Element | null };
    return {
      shift: w.__shift,
      servedHeading: w.__heading?.textContent ?? null,
      keptServerDom: !!w.__heading && w.__heading === document.querySelector('#root h1'),
    };
  });
  return { page, status: response?.status(), messages: watch.messages, ...seen };
}

beforeAll(() => Promise.all([resetFirestore(), resetAuth()]));
afterAll(() => closeAdmin());

describe('prerendered static pages', () => {
  // And the FAQ, painted per request with the answers of the moment (here the defaults), and the quiz results, with the photos.
  it.each([...PAINTED_PAGE_ROUTES, ...PRERENDERED_ROUTES, PUBLIC_ROUTES.faq, ...QUIZ_RESULT_TYPES.map(quizResultPath), NOT_FOUND_ROUTE])(
    '%s arrives painted, hydrates with no warning and does not shift',
    async (route) => {
      const result = await visit(route);
      expect(result.servedHeading).toBeTruthy();
      expect(result.keptServerDom).toBe(true);
      expect(route === NOT_FOUND_ROUTE ? unexpected(result.messages) : result.messages).toEqual([]);
      expect(result.shift).toBeLessThanOrEqual(CLS_BUDGET);
    },
    60_000,
  );

  it('keeps the share tags of a quiz result in its HTML', async () => {
    const html = await (await fetch(siteUrl('/quiz/result/comeback-kid'))).text();
    expect(html).toMatch(/<title>[^<]*Comeback Kid[^<]*<\/title>/);
    expect(html).toContain('property="og:title"');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });
});

/** When the page's first contentful paint was, and when each of our scripts was asked for, in ms from navigation. */
const paintAndScripts = (page: Page) =>
  page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((r) => /^\/assets\/[^/]+\.js$/.test(new URL(r.name).pathname))
      .map((r) => r.startTime),
  }));

describe('pages of islands', () => {
  it.each(['/', '/why', '/quiz/result/comeback-kid', 'a certificate'])(
    '%s asks for none of its scripts before its first paint is on screen, then starts its islands',
    async (route) => {
      const path = route === 'a certificate' ? `/founders/c/${(await buyer('Ada Szabo', 'Parma')).id}` : route;
      const result = await visit(path);
      await result.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const { paint, scripts } = await paintAndScripts(result.page);
      expect(paint).not.toBeNull();
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((startTime) => startTime < paint!)).toEqual([]);
    },
    60_000,
  );

  it('/why waits after its first paint before asking for its scripts, unless the visitor presses a key first', async () => {
    const waited = await visit('/why');
    await waited.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const { paint, scripts } = await paintAndScripts(waited.page);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint! + ISLANDS_AFTER_PAINT_MS);

    // The page's half-second timer never fires here, so only the key can start the scripts.
    const page = await newPage(PHONE);
    await page.addInitScript((wait) => {
      const setTimer = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) =>
        ms === wait ? 0 : setTimer(handler, ms, ...rest)) as typeof window.setTimeout;
    }, ISLANDS_AFTER_PAINT_MS);
    await page.goto(siteUrl('/why'), { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await page.waitForTimeout(ISLANDS_AFTER_PAINT_MS * 2);
    expect((await paintAndScripts(page)).scripts).toEqual([]);
    await page.keyboard.press('Tab');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  });

  // A write of what is already there still makes the browser style and lay the page out again (lib/dom-write.ts).
  it.each(['/', '/why', '/quiz/result/comeback-kid'])(
    '%s starts its islands without writing again what the server already drew',
    async (route) => {
      const { page, watch } = await watchedPage();
      await page.addInitScript(() => {
        const w = window as unknown as { __sameWrites: string[] };
        w.__sameWrites = [];
        const where = (node: Node) => (node instanceof Element ? node : node.parentElement)?.outerHTML.slice(0, 80) ?? node.nodeName;
        document.addEventListener('DOMContentLoaded', () => {
          new MutationObserver((records) => {
            for (const r of records) {
              const target = r.target as Element & CharacterData;
              // React 19 sets a hydrated input's type, name and default value again (react-dom's initInput), on that
              // one box only: every form island does it, and nothing a page's own code can avoid.
              const reactInput = r.target instanceof HTMLInputElement && ['type', 'name', 'value'].includes(r.attributeName!);
              const same =
                (r.type === 'attributes' && !reactInput && r.oldValue === target.getAttribute(r.attributeName!)) ||
                (r.type === 'characterData' && r.oldValue === target.data) ||
                (r.type === 'childList' &&
                  r.removedNodes.length > 0 &&
                  Array.from(r.removedNodes, (n) => n.textContent).join() === Array.from(r.addedNodes, (n) => n.textContent).join());
              if (same) w.__sameWrites.push(`${r.type} ${r.attributeName ?? ''} on ${where(target)}`);
            }
          }).observe(document, {
            subtree: true,
            childList: true,
            attributes: true,
            attributeOldValue: true,
            characterData: true,
            characterDataOldValue: true,
          });
        });
      });
      await page.goto(siteUrl(route), { waitUntil: 'load' });
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      // The founding spots' first answer must have landed: it does change what the page shows.
      await settle(page, watch);
      expect(await page.evaluate(() => (window as unknown as { __sameWrites: string[] }).__sameWrites)).toEqual([]);
      expect(watch.messages).toEqual([]);
    },
    60_000,
  );
  // The server's HTML and the live form must lay out alike: a box that grew as its form came to life moved the Send
  // button from under a visitor's finger between the press and the release, and that first tap did nothing.
  it.each(['/', '/newsletter', '/team'])(
    '%s keeps each form and its button in place as the form comes to life',
    async (route) => {
      const page = await newPage(PHONE);
      await page.addInitScript(() => {
        const w = window as unknown as FormLayout;
        w.__layout = (form) => {
          const box = (e: Element) => e.getBoundingClientRect();
          return `form ${box(form).height}px high, button at ${box(form.querySelector('[type=submit]')!).top - box(form).top}px`;
        };
        // At load, before any form island starts (they wait for the page to be idle and the form in view).
        window.addEventListener('load', () => {
          w.__served = Array.from(document.querySelectorAll('[data-island] form'), w.__layout);
        });
      });
      await page.goto(siteUrl(route), { waitUntil: 'load' });
      const served = await page.evaluate(() => (window as unknown as FormLayout).__served);
      expect(served.length).toBeGreaterThan(0);
      const live: string[] = [];
      for (const form of await page.locator('[data-island] form').all()) {
        await form.scrollIntoViewIfNeeded();
        await form.locator('input').first().focus();
        // React marks each element it has adopted: the form is live once its own is marked.
        await page.waitForFunction((e) => Object.keys(e).some((k) => k.startsWith('__reactProps')), await form.elementHandle());
        live.push(await form.evaluate((e) => (window as unknown as FormLayout).__layout(e)));
      }
      expect(live).toEqual(served);
    },
    60_000,
  );
});

describe('long pages', () => {
  it.each(['/', '/why'])(
    '%s draws its bands below the first screen only as the reader nears them, and nothing moves on the way down',
    async (route) => {
      const { atFirst, shift, neverDrawn } = await onNewPageIfDrawingStops(
        async () => (await visit(route)).page,
        async (page) => {
          // Whether the browser has drawn an element: one inside a band it skips (content-visibility: auto) reads false,
          // though its text is in the page.
          const atFirst = await page.evaluate(() => ({
            heading: document.querySelector('main h1')!.checkVisibility({ contentVisibilityAuto: true }),
            footer: document.querySelector('footer')!.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
            bands: Array.from(document.querySelectorAll('main section, footer')).filter(
              (e) => getComputedStyle(e).contentVisibility === 'auto',
            ).length,
            footerText: document.querySelector('footer')!.textContent,
          }));
          // Down the page most of a screen at a time, as a reader scrolls; every band is drawn on the way.
          const walk = await page.evaluate(
            async ({ stopped, patienceMs }) => {
              const frames = () =>
                new Promise((resolve, reject) => {
                  const timer = setTimeout(() => reject(new Error(stopped)), patienceMs);
                  requestAnimationFrame(() =>
                    requestAnimationFrame(() => {
                      clearTimeout(timer);
                      resolve(undefined);
                    }),
                  );
                });
              const w = window as unknown as { __shift: number };
              const before = w.__shift;
              const waiting = new Set(
                Array.from(document.querySelectorAll('main section, footer')).filter(
                  (e) => getComputedStyle(e).contentVisibility === 'auto',
                ),
              );
              const atBottom = () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
              // A bound on the steps, so that a page which kept growing would fail here rather than run out the test's time.
              for (let step = 0; step < 100; step++) {
                await frames();
                for (const band of [...waiting])
                  if (band.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })) waiting.delete(band);
                if (atBottom()) break;
                window.scrollBy(0, window.innerHeight * 0.8);
              }
              return { shift: w.__shift - before, neverDrawn: waiting.size, atBottom: atBottom() };
            },
            { stopped: STOPPED_DRAWING, patienceMs: FRAME_PATIENCE_MS },
          );
          expect(walk.atBottom).toBe(true);
          return { atFirst, ...walk };
        },
      );
      expect(atFirst.heading).toBe(true);
      expect(atFirst.footer).toBe(false);
      expect(atFirst.bands).toBeGreaterThanOrEqual(3);
      expect(atFirst.footerText).toContain('Cleveland Floaters');
      expect(neverDrawn).toBe(0);
      expect(shift).toBeLessThanOrEqual(CLS_BUDGET);
    },
    60_000,
  );
});

describe('certificate pages', () => {
  it('paint from the response, hydrate with no warning, load no Firestore code before load, and do not shift', async () => {
    const { id } = await buyer('Dana Kowalczyk', 'Parma');
    const firestoreChunks = chunksWithSource(/node_modules\/@firebase\/firestore\//);
    expect(firestoreChunks.length).toBeGreaterThan(0);
    const result = await visit(`/founders/c/${id}`);
    expect(result.status).toBe(200);
    expect(result.keptServerDom).toBe(true);
    expect(result.messages).toEqual([]);
    expect(result.shift).toBeLessThanOrEqual(CLS_BUDGET);
    const beforeLoad = await result.page.evaluate(() => {
      const load = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return performance
        .getEntriesByType('resource')
        .filter((r) => r.startTime < load.loadEventStart)
        .map((r) => r.name);
    });
    expect(beforeLoad.filter((url) => firestoreChunks.some((file) => url.endsWith(`/assets/${file}`)))).toEqual([]);
  }, 60_000);

  it("shows the member's name, number and city with JavaScript disabled", async () => {
    const { id, member_number: memberNumber } = await buyer('Siobhán Nguyễn', 'Lakewood');
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(siteUrl(`/founders/c/${id}`));
    const text = await page.locator('#root').innerText();
    expect(text).toContain('Siobhán Nguyễn');
    expect(text).toContain('Lakewood');
    expect(text).toContain(String(memberNumber));
    // The share toolbar's More is a popover the browser opens by itself.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('toolbar', { name: 'Share this certificate' }).getByRole('button', { name: 'More' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Share on X' }).waitFor();
  });

  it('answers 404 with the not-found screen for an unknown id', async () => {
    const response = await fetch(siteUrl('/founders/c/no-such-certificate'));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Certificate Not Found');
    const result = await visit('/founders/c/no-such-certificate');
    expect(result.status).toBe(404);
    expect(result.servedHeading).toBe('Certificate Not Found');
    expect(result.keptServerDom).toBe(true);
    expect(unexpected(result.messages)).toEqual([]);
  }, 60_000);

  it('keeps a hostile name as text in the markup and in the payload', async () => {
    const hostile = `</script><img src=x onerror="window.__pwned=1">$&$' "quoted"`;
    const { id } = await buyer(hostile, null);
    const html = await (await fetch(siteUrl(`/founders/c/${id}`))).text();
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('</script><img');
    const payload = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(payload![1]).certificate.found.full_name).toBe(hostile);

    const { page, watch } = await watchedPage();
    await page.goto(siteUrl(`/founders/c/${id}`), { waitUntil: 'load' });
    await page.getByText(hostile).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(watch.messages).toEqual([]);
  }, 60_000);
});

describe('Wall of Fame', () => {
  it('paints the first founders from the server, then shows a new certificate without a reload', async () => {
    await resetFirestore();
    await buyer('Maria Kowalski', 'Parma');
    await buyer('Tony Rivera', null);
    const html = await (await fetch(siteUrl('/foundingfloaters'))).text();
    expect(html).toContain('Maria Kowalski');
    expect(html).toContain('Tony Rivera');

    const result = await visit('/foundingfloaters');
    expect(result.keptServerDom).toBe(true);
    expect(result.messages).toEqual([]);
    expect(result.shift).toBeLessThanOrEqual(CLS_BUDGET);
    const cards = result.page.getByTestId('wall-card');
    expect(await cards.count()).toBe(2);

    await buyer('Kenji Sato', 'Tremont');
    await cards.nth(2).waitFor();
    expect(await cards.nth(2).textContent()).toContain('Kenji Sato');
  }, 60_000);
});
