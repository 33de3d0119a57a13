import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { COLLECTIONS } from '../functions/src/shared/collections';
import { PATHS, PUBLIC_ROUTES, SAILING_PAGES, quizResultPath, ticketPath } from '../functions/src/shared/paths';
import { QUIZ_RESULT_TYPES } from '../functions/src/shared/quiz/result-types';
import { ADMIN_SCREENS, editSailingPath } from '../web/src/config/admin-paths';
import { CREW_PATHS } from '../web/src/config/crew-paths';
import { DEMO_LOGINS } from './seed';
import { HOST, PROJECT_ID, ROOT, emulatorPorts, urls } from './lib/ports';

/**
 * `npm run screens`: phone (390 px) and desktop (1366 px) full-page screenshots of every public route, the crew's
 * check-in and every admin screen, from a running local stack (`npm start`, same FLOATERS_PORT_OFFSET), into screens/
 * (not committed). Also retakes the README's pictures in docs/images and names pages that scroll sideways on a phone.
 */
const OUT = join(ROOT, 'screens');
const README_PICTURES = join(ROOT, 'docs', 'images');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * How long a page gets after load to draw what it fetches; a certificate waits out its ~4 s confetti. Not "network
 * idle": an admin screen's Firestore listeners keep a request open.
 */
const SETTLE_MS = 2000;
const CERTIFICATE_SETTLE_MS = 6000;

const SIZES: Record<'phone' | 'desktop', BrowserContextOptions> = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 900 } },
};
type Size = keyof typeof SIZES;

interface Screen {
  name: string;
  path: string;
  /** Who must be signed in to see it. */
  as?: (typeof DEMO_LOGINS)[number];
}

const slug = (path: string) => path.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'home';

async function settle(page: Page, ms = SETTLE_MS): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(ms);
}

// /founders/new takes a holder to their certificate, confetti and all.
const settleMs = (path: string) =>
  path.startsWith(PATHS.certificatePages) || path === PUBLIC_ROUTES.createCertificate ? CERTIFICATE_SETTLE_MS : SETTLE_MS;

async function signIn(page: Page, login: NonNullable<Screen['as']>): Promise<void> {
  await page.goto(`${urls().site}${PATHS.signIn}`);
  await page.getByLabel('Email').fill(login.email);
  await page.getByLabel('Password').fill(login.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== PATHS.signIn);
}

/** The first link under `prefix` on a public page, as a visitor finds it: is the demo data there? */
async function firstLink(browser: Browser, from: string, prefix: string): Promise<string> {
  const page = await browser.newPage();
  try {
    await page.goto(`${urls().site}${from}`);
    const href = await page.locator(`a[href^="${prefix}/"]`).first().getAttribute('href');
    if (!href) throw new Error(`${from} links nothing under ${prefix}: is the demo data seeded?`);
    return new URL(href, urls().site).pathname;
  } finally {
    await page.close();
  }
}

/** A demo ticket's page: its id is random and only its holder's email links it, so it is read from the emulator. */
async function demoTicket(): Promise<string> {
  const res = await fetch(
    `http://${HOST}:${emulatorPorts().firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${COLLECTIONS.tickets}?pageSize=1`,
    { headers: { authorization: 'Bearer owner' } },
  );
  const name = ((await res.json()) as { documents?: { name: string }[] }).documents?.[0]?.name;
  if (!name) throw new Error('The demo data holds no ticket: is it seeded?');
  return ticketPath(name.split('/').pop()!);
}

async function screens(browser: Browser): Promise<Screen[]> {
  const [admin, member, crew] = DEMO_LOGINS;
  const fixed = Object.values(PUBLIC_ROUTES).filter((path) => !path.includes(':'));
  const sailing = await firstLink(browser, PATHS.sailings, SAILING_PAGES);
  return [
    // The demo member holds a certificate, so /founders/new takes them to it: their certificate as its holder sees it.
    ...fixed.map((path) =>
      path === PUBLIC_ROUTES.createCertificate ? { name: 'certificate-holder', path, as: member } : { name: slug(path), path },
    ),
    ...QUIZ_RESULT_TYPES.map((type) => ({ name: slug(quizResultPath(type)), path: quizResultPath(type) })),
    { name: 'certificate', path: await firstLink(browser, PATHS.wallOfFame, PATHS.certificatePages) },
    { name: 'sailing', path: sailing },
    { name: 'ticket', path: await demoTicket() },
    { name: 'crew-check-in', path: CREW_PATHS.checkIn, as: crew },
    ...ADMIN_SCREENS.map(({ path }) => ({ name: slug(path), path, as: admin })),
    { name: 'admin-sailing-edit', path: editSailingPath(sailing.split('/')[2]!), as: admin },
  ];
}

async function shoot(browser: Browser, size: Size, list: Screen[]): Promise<string[]> {
  const sideways: string[] = [];
  const contexts = new Map<Screen['as'], Page>();
  const pageFor = async (as: Screen['as']) => {
    if (!contexts.has(as)) {
      const page = await (await browser.newContext(SIZES[size])).newPage();
      if (as) await signIn(page, as);
      contexts.set(as, page);
    }
    return contexts.get(as)!;
  };
  mkdirSync(join(OUT, size), { recursive: true });
  for (const screen of list) {
    const page = await pageFor(screen.as);
    await page.goto(`${urls().site}${screen.path}`);
    await settle(page, settleMs(screen.path));
    const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
    if (overflow > 0) sideways.push(`${screen.path} (${overflow} px at ${size})`);
    await page.screenshot({ path: join(OUT, size, `${screen.name}.png`), fullPage: true });
    console.log(`screens/${size}/${screen.name}.png`);
  }
  await Promise.all([...contexts.values()].map((page) => page.context().close()));
  return sideways;
}

/** The README's two pictures: the first screen of each, not the whole page. */
async function readmePictures(browser: Browser, certificate: string): Promise<void> {
  mkdirSync(README_PICTURES, { recursive: true });
  const phone = await browser.newPage(SIZES.phone);
  await phone.goto(`${urls().site}${PATHS.home}`);
  await settle(phone);
  await phone.screenshot({ path: join(README_PICTURES, 'home-phone.png') });
  const laptop = await browser.newPage({ viewport: { width: 1366, height: 1262 } });
  await laptop.goto(`${urls().site}${certificate}`);
  await settle(laptop, CERTIFICATE_SETTLE_MS);
  await laptop.screenshot({ path: join(README_PICTURES, 'certificate-desktop.png') });
  for (const name of ['home-phone.png', 'certificate-desktop.png'])
    console.log(`docs/images/${name}: ${Math.round(statSync(join(README_PICTURES, name)).size / 1024)} KB`);
}

async function main() {
  const site = urls().site;
  const up = await fetch(site).then(
    (r) => r.ok,
    () => false,
  );
  if (!up) throw new Error(`Nothing answers at ${site}. Start the site first (npm start, with the same FLOATERS_PORT_OFFSET).`);
  rmSync(OUT, { recursive: true, force: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const list = await screens(browser);
    const sideways = [...(await shoot(browser, 'phone', list)), ...(await shoot(browser, 'desktop', list))];
    await readmePictures(browser, list.find((s) => s.name === 'certificate')!.path);
    console.log(`\n${list.length * 2} screenshots in screens/phone and screens/desktop.`);
    if (sideways.length) {
      console.log(`Pages wider than the screen: ${sideways.join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
