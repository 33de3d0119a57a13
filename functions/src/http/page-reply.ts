import { isQuizResultType } from '../shared/quiz/result-types';
import { db } from '../lib/admin';
import { COLLECTIONS, DOCS } from '../shared/collections';
import { logExternalError } from '../lib/log-external-error';
import { memoryCache, sharedMaxAgeMs } from '../lib/memory-cache';
import { certificatePreview, injectPreview, previewTarget, quizPreview } from '../certificates/share-preview';
import type { PageData } from '../shared/pages/page-data';
import { faqEntriesFrom, type FaqEntry } from '../shared/faq/faq';
import { founder, FOUNDER_FIELDS, WALL_SIZE, type Founder } from '../shared/certificates/founders-feed';
import { wallAddress, wallDirectoryPage, wallRequest } from '../shared/certificates/wall-directory';
import { isPlausibleCertificateId, publicCertificate, type PublicCertificate } from '../shared/certificates/public-certificate';
import { certificatePath } from '../shared/paths';
import { renderAppPage, spaShell } from './page-renderer';
import { launchPage, readLaunchDates, readPageFoundingCap, readPagePhotos } from './launch-page';
import { siteDay } from '../shared/launch/launch-phase';
import { paintedPerRequest } from '../shared/html/painted-pages';
import { SELL_SHEET_PATH } from '../shared/launch/sell-sheet';
import { sellSheetReply } from './sell-sheet-reply';
import { ticketReply } from './ticket-page';
import { html, keptAsTheCdn, unavailable, type Query, type Reply } from './reply';
import { sailingReply, sailingTarget } from './sailing-pages';

/**
 * The public pages Hosting sends to `pages` (firebase.json), rendered by the web's server bundle with their data as a
 * JSON payload, so the browser paints before any Firebase SDK loads:
 *   /founders/c/{id}               a certificate, with share-preview tags (404 when unknown)
 *   /quiz/result/{type}            a quiz result not prerendered, with its tags
 *   /foundingfloaters              the Wall of Fame and its directory (`?q=`, `?page=`)
 *   /faq                           the FAQ with the owner's answers
 *   /sailings, /sailings/{slug}    sailing-pages.ts
 *   the launch and cap pages       shared/html/painted-pages.ts
 *   /event-planner-sell-sheet.pdf  the sell sheet for the owner's season
 *   /tickets/{id}[/calendar.ics]   ticket-page.ts
 * Their pictures are ogCertificate's (share-reply.ts).
 */

export async function readCertificate(id: string): Promise<PublicCertificate | null> {
  if (!isPlausibleCertificateId(id)) return null;
  const snap = await db.collection(COLLECTIONS.certificates).doc(id).get();
  return snap.exists ? publicCertificate(id, snap.data()!) : null;
}

/** The Wall of Fame page's cache time, at the CDN and in each instance (lib/memory-cache.ts). */
const WALL_CACHE = 'public, max-age=60, s-maxage=60';
const wallCache = memoryCache<PublicCertificate[]>({ name: 'wall', ttlMs: () => sharedMaxAgeMs(WALL_CACHE), maxEntries: 1 });

function readWall(): Promise<PublicCertificate[]> {
  return wallCache.through('wall', async () => {
    const snap = await db.collection(COLLECTIONS.certificates).orderBy('created_at', 'asc').limit(WALL_SIZE).get();
    return snap.docs.map((d) => publicCertificate(d.id, d.data()));
  })!;
}

/**
 * Every founder, for the wall's directory: only the fields a row shows are read, once per cache period; the search and
 * page are applied per request (shared/certificates/wall-directory.ts). A revoked certificate has left the collection.
 */
const foundersCache = memoryCache<Founder[]>({ name: 'wall-directory', ttlMs: () => sharedMaxAgeMs(WALL_CACHE), maxEntries: 1 });

function readFounders(): Promise<Founder[]> {
  return foundersCache.through('all', async () => {
    const snap = await db
      .collection(COLLECTIONS.certificates)
      .select(...FOUNDER_FIELDS)
      .get();
    return snap.docs.map((d) => founder(d.id, d.data()));
  })!;
}

/** The FAQ changes when the owner edits it, rarely: an edit shows within five minutes. */
const FAQ_CACHE = 'public, max-age=60, s-maxage=300';
const faqCache = memoryCache<FaqEntry[]>({ name: 'faq', ttlMs: () => sharedMaxAgeMs(FAQ_CACHE), maxEntries: 1 });

function readFaq(): Promise<FaqEntry[]> {
  return faqCache.through('faq', async () => faqEntriesFrom((await db.doc(DOCS.faqSettings).get()).data()))!;
}

/** The dates a certificate's words and the wall's taglines are told from, for the day the page is painted, and the cap its banner names. */
const launchData = async (): Promise<Pick<PageData, 'launch' | 'foundingCap'>> => {
  const [dates, foundingCap] = await Promise.all([readLaunchDates(), readPageFoundingCap()]);
  return { launch: { dates, day: siteDay(new Date()) }, foundingCap };
};

/**
 * Each instance keeps a rendered page by its address, ignoring other query parameters (as launch-page.ts does), so a
 * flood of made-up query strings costs one render per page, instance and period. Each wall search is a page, painted
 * from the one cached founders list.
 */
const pageCache = memoryCache<Reply>({ name: 'pages', ttlMs: keptAsTheCdn });

const notFound = async () => html(404, await renderAppPage(await spaShell(), '/404', {}, true));

async function renderCertificatePage(id: string, site: string): Promise<Reply> {
  const certificate = await readCertificate(id);
  const page = injectPreview(await spaShell(), certificatePreview(site, id, certificate));
  const pageData: PageData = { certificate: { id, found: certificate }, ...(await launchData()) };
  return html(certificate ? 200 : 404, await renderAppPage(page, certificatePath(id), pageData, false));
}

/** A certificate's page with its share-preview tags, as Hosting's /founders/c/{id} and the spec's `?id=` preview both give it. */
export const certificatePage = (id: string, site: string): Promise<Reply> =>
  pageCache.through(certificatePath(id), () => renderCertificatePage(id, site))!;

/** The page at `path`; the query counts only where the page paints it (the wall's `?q=` and `?page=`). */
export async function pageReply(path: string, query: Query, site: string): Promise<Reply> {
  try {
    const ticket = await ticketReply(path, site);
    if (ticket) return ticket;
    // Pages are found by path alone: the spec's `?id=` form is the share preview's (share-reply.ts).
    const t = previewTarget(path, {}, site);
    if (t?.kind === 'certificate' && !t.image) return await certificatePage(t.id, site);
    if (t?.kind === 'wall') {
      const request = wallRequest(query);
      return await pageCache.through(wallAddress(request), async () => {
        // Short-lived: the browser polls the founders feed anyway, this only decides the first paint. The page depends
        // on `?q=` and `?page=` (WALL_QUERY_PARAMS): a cache in front of it must key on them.
        const [wall, founders, launch, sitePhotos] = await Promise.all([readWall(), readFounders(), launchData(), readPagePhotos()]);
        const pageData: PageData = { wall, wallDirectory: wallDirectoryPage(founders, request), ...launch, sitePhotos };
        return html(200, await renderAppPage(await spaShell(), path, pageData, true), WALL_CACHE);
      })!;
    }
    if (t?.kind === 'faq') {
      return await pageCache.through(path, async () => {
        const [faq, sitePhotos] = await Promise.all([readFaq(), readPagePhotos()]);
        return html(200, await renderAppPage(await spaShell(), path, { faq, sitePhotos }, true), FAQ_CACHE);
      })!;
    }
    if (t?.kind === 'quiz' && !t.image) {
      const type = t.type;
      return await pageCache.through(path, async () => {
        const sitePhotos = await readPagePhotos();
        // A real result's page sets its own tags, as its prerendered page did; any other type shows the pretender's, with its tags.
        if (isQuizResultType(type)) return html(200, await renderAppPage(await spaShell(), path, { sitePhotos }, true));
        return html(200, await renderAppPage(injectPreview(await spaShell(), quizPreview(site, type)), path, { sitePhotos }, false));
      })!;
    }
    if (t) return await pageCache.through('/404', notFound)!;
    const sailing = sailingTarget(path);
    if (sailing) {
      const page = async (route: string, data: PageData) => renderAppPage(await spaShell(), route, data, true);
      return await sailingReply(sailing, site, { page, notFound: () => pageCache.through('/404', notFound)! });
    }
    if (path === SELL_SHEET_PATH) {
      const sheet = await sellSheetReply(site);
      const headers = { 'Content-Disposition': `attachment; filename="${sheet.fileName}"` };
      return { status: 200, type: 'pdf', body: sheet.body, cacheControl: sheet.cacheControl, headers };
    }
    if (paintedPerRequest(path)) {
      const shell = await spaShell();
      const page = await launchPage(path, (route, data) => renderAppPage(shell, route, data, true));
      return html(200, page.body, page.cacheControl);
    }
    return html(200, await spaShell());
  } catch (err) {
    logExternalError('Page render failed', err, { path });
    return unavailable();
  }
}
