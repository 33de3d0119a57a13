import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { db } from '../lib/admin';
import { COLLECTIONS, DOCS } from '../shared/collections';
import { logExternalError } from '../lib/log-external-error';
import { LASTING_CACHE_ON, memoryCache, sharedMaxAgeMs } from '../lib/memory-cache';
import { IMAGE_CACHE_CONTROL, RenderQueueFull, renderPreviewPng, type PreviewCard } from '../certificates/share-image';
import { certificatePreview, injectPreview, previewTarget, quizPreview } from '../certificates/share-preview';
import { renderStory } from '../certificates/story-image';
import { builtQuizPicture, type QuizPictureKind } from '../certificates/quiz-pictures';
import { WALL_SIZE, type PageData } from '../shared/certificates/page-data';
import { faqEntriesFrom, type FaqEntry } from '../shared/faq/faq';
import { founder, FOUNDER_FIELDS, type Founder } from '../shared/certificates/founders-feed';
import { wallAddress, wallDirectoryPage, wallRequest } from '../shared/certificates/wall-directory';
import { isPlausibleCertificateId, publicCertificate, type PublicCertificate } from '../shared/certificates/public-certificate';
import {
  certificateImagePath,
  certificatePath,
  certificateStoryImagePath,
  DEFAULT_PREVIEW_IMAGE_PATH,
  quizResultImagePath,
  quizResultStoryImagePath,
} from '../shared/paths';
import { isQuizResultType, type QuizResultType } from '../shared/quiz/result-types';
import { APP_SHELL_FILE } from '../shared/html/app-shell';
import { renderAppPage } from './page-renderer';
import { launchPage, readLaunchDates, readPageFoundingCap, readPagePhotos } from './launch-page';
import { siteDay } from '../shared/launch/launch-phase';
import { paintedPerRequest } from '../shared/html/painted-pages';
import { SELL_SHEET_PATH } from '../shared/launch/sell-sheet';
import { sellSheetReply } from './sell-sheet-reply';

/**
 * Hosting sends /founders/c/**, /quiz/result/** (those without a prerendered
 * page) and /foundingfloaters here. Crawlers, which do not run JavaScript, see
 * each certificate's and quiz result's own title, description and picture, and
 * every visitor gets the page already rendered, with the data it was rendered
 * from as a JSON payload, so the browser paints it before any Firebase SDK loads:
 *   /founders/c/{id}          that certificate's page and tags (404 when unknown)
 *   /founders/c/{id}/og.png   its 1200x630 picture
 *   /quiz/result/{type}[/og.png] the same for a quiz result
 *   /founders/c/{id}/story.png, /quiz/result/{type}/story.png  1080x1920 story pictures
 *   /foundingfloaters         the Wall of Fame with its first founders
 *   /faq                      the FAQ with the owner's answers
 *   /event-planner-sell-sheet.pdf  the sell sheet for the season the owner's dates name
 *   ?id={id}&app={origin}     the spec's direct form; `app` is accepted only
 *                             when it is this site's own origin (no fetching
 *                             of other hosts on a caller's say-so).
 * Unknown certificates get the default preview and the "Certificate Not Found" page, with status 404.
 */

let shell: string | undefined;

/** The server bundle the web build shipped beside this code: the app shell and the quiz pictures. */
const SSR_DIR = join(__dirname, '..', 'ssr');

/**
 * The shell the web build shipped beside the server bundle: read from disk, not
 * fetched from the site, so certificate pages work before the custom domain's
 * DNS does, and always name the assets of the build they were deployed with.
 */
async function spaShell(): Promise<string> {
  shell ??= await readFile(join(SSR_DIR, APP_SHELL_FILE), 'utf8');
  return shell;
}

async function readCertificate(id: string): Promise<PublicCertificate | null> {
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
 * Every founder, for the wall's directory: only the fields a row shows are read. Kept as the wall is; the search and
 * page are applied per request (shared/certificates/wall-directory.ts), so one read serves every `?q=` and `?page=`.
 * A revoked certificate has left the collection (gumroad/record-sale.ts), so it is not listed.
 */
const foundersCache = memoryCache<Founder[]>({ name: 'wall-directory', ttlMs: () => sharedMaxAgeMs(WALL_CACHE), maxEntries: 1 });

function readFounders(): Promise<Founder[]> {
  return foundersCache.through('all', async () => {
    const snap = await db.collection(COLLECTIONS.certificates).select(...FOUNDER_FIELDS).get();
    return snap.docs.map((d) => founder(d.id, d.data()));
  })!;
}

/** The FAQ changes when the owner edits it, rarely: an edit shows within five minutes. */
const FAQ_CACHE = 'public, max-age=60, s-maxage=300';
const faqCache = memoryCache<FaqEntry[]>({ name: 'faq', ttlMs: () => sharedMaxAgeMs(FAQ_CACHE), maxEntries: 1 });

function readFaq(): Promise<FaqEntry[]> {
  return faqCache.through('faq', async () => faqEntriesFrom((await db.doc(DOCS.faqSettings).get()).data()))!;
}

/** What ogCertificate answers: a status, a body of one type, how long it may be cached, and any other headers. */
export interface ShareReply {
  status: number;
  type: 'html' | 'png' | 'pdf' | 'text';
  body: string | Buffer;
  cacheControl?: string;
  headers?: Record<string, string>;
}

const DEFAULT_CACHE = 'public, max-age=300, s-maxage=600';

const html = (status: number, body: string, cacheControl = DEFAULT_CACHE): ShareReply => ({ status, type: 'html', body, cacheControl });
const png = (body: Buffer, cacheControl: string): ShareReply => ({ status: 200, type: 'png', body, cacheControl });
const text = (status: number, body: string, cacheControl = DEFAULT_CACHE, headers?: Record<string, string>): ShareReply => ({
  status,
  type: 'text',
  body,
  cacheControl,
  headers,
});
/** Every picture has one address; any other spelling of it (a query string, a trailing slash) is sent there to be drawn once. */
const canonical = (path: string) => text(301, 'Moved Permanently', IMAGE_CACHE_CONTROL.lasting, { Location: path });
const noPicture = () => text(404, 'No such picture.');

/** The picture at `path` (an og.png or story.png address), unless the request spelled its address some other way. */
async function picture(path: string, query: Record<string, unknown>, address: string, draw: () => Promise<ShareReply>) {
  return path !== address || Object.keys(query).length > 0 ? canonical(address) : draw();
}

/** A quiz result's picture as the build drew it (certificates/quiz-pictures.ts): it never changes, so it is kept long. */
async function quizPicture(type: QuizResultType, kind: QuizPictureKind, site: string): Promise<ShareReply> {
  return png(await builtQuizPicture(SSR_DIR, type, kind, site), IMAGE_CACHE_CONTROL.lasting);
}

type Target = ReturnType<typeof previewTarget>;

/** The one address of the picture a target names, or null when it names no picture (a page, an unknown quiz type). */
function pictureAddress(t: Target): string | null {
  if (t?.kind === 'story')
    return t.of === 'quiz' ? (isQuizResultType(t.key) ? quizResultStoryImagePath(t.key) : null) : certificateStoryImagePath(t.key);
  if (t?.kind === 'certificate' && t.image) return certificateImagePath(t.id);
  if (t?.kind === 'quiz' && t.image && isQuizResultType(t.type)) return quizResultImagePath(t.type);
  return null;
}

/** A kept reply's weight: its body, and about a kilobyte for the entry itself (so a flood of tiny redirects is weighed too). */
const replyBytes = (reply: ShareReply) => Buffer.byteLength(reply.body) + 1024;

/** Kept as long as its Cache-Control lets the CDN keep it; a 503 or 502 is not kept. */
const keptAsTheCdn = (reply: ShareReply) => (reply.status < 500 ? sharedMaxAgeMs(reply.cacheControl) : 0);

/**
 * Each instance keeps the reply at a picture's one address (the drawing, or the redirect or 404 of an unknown
 * certificate, with the read that decided it) for its cache period. A flood at the function's own address then
 * costs one read and one drawing per picture, instance and period, even one cycling through every real certificate
 * (the public feed lists them all): kept by weight, not by count, up to PICTURE_CACHE_BYTES. A certificate's
 * pictures weigh about 140 KB (og.png 44 KB, story.png 95 KB, measured 2026-12-02), so every picture of some 900
 * certificates fits, nine times the founding spots; the 512 MiB instance keeps the rest to draw with.
 */
const PICTURE_CACHE_BYTES = 128 * 1024 * 1024;
const pictureCache = memoryCache<ShareReply>({
  name: 'pictures',
  on: LASTING_CACHE_ON,
  ttlMs: keptAsTheCdn,
  maxEntries: Infinity,
  maxBytes: PICTURE_CACHE_BYTES,
  bytes: replyBytes,
});

/**
 * The address a page is rendered for (null: not a rendered page of its own cache): its path, whatever query string
 * came with it, but for the wall, whose search and page (`?q=`, `?page=`) it paints, read as the page reads them.
 */
function pageAddress(t: Target, path: string, query: Record<string, unknown>): string | null {
  if (t?.kind === 'wall') return wallAddress(wallRequest(query));
  if (t?.kind === 'faq' || (t?.kind === 'quiz' && !t.image)) return path;
  if (t?.kind === 'certificate' && !t.image) return certificatePath(t.id);
  if (t?.kind === 'not-found') return '/404';
  return null;
}

/**
 * Each instance keeps a rendered page (the wall, the FAQ, a certificate's or quiz result's page, the 404 page) by
 * the address it is rendered for (pageAddress), ignoring any other query parameter (the launch pages are kept the
 * same way, launch-page.ts): a flood of made-up query strings at the function's own address costs one render per
 * page, instance and cache period. The `?id=` form names a certificate, and is kept as that certificate's page; each
 * wall search is a page of its own, painted from the one cached list of founders.
 */
const pageCache = memoryCache<ShareReply>({ name: 'pages', ttlMs: keptAsTheCdn });

export async function shareReply(path: string, query: Record<string, unknown>, site: string): Promise<ShareReply> {
  try {
    const t = previewTarget(path, query, site);
    const address = pictureAddress(t);
    if (address === path && Object.keys(query).length === 0)
      return await pictureCache.through(address, () => replyTo(t, path, query, site))!;
    const page = pageAddress(t, path, query);
    if (page) return await pageCache.through(page, () => replyTo(t, path, query, site))!;
    return await replyTo(t, path, query, site);
  } catch (err) {
    if (err instanceof RenderQueueFull) return text(503, err.message, 'no-store', { 'Retry-After': '5' });
    logExternalError('Share preview failed', err);
    return { status: 502, type: 'text', body: 'The page is temporarily unavailable. Please try again.' };
  }
}

async function replyTo(t: Target, path: string, query: Record<string, unknown>, site: string): Promise<ShareReply> {
  if (t?.kind === 'story' && t.of === 'quiz') {
    const type = t.key;
    if (!isQuizResultType(type)) return noPicture();
    return picture(path, query, quizResultStoryImagePath(type), () => quizPicture(type, 'story', site));
  }
  if (t?.kind === 'story') {
    const certificate = await readCertificate(t.key);
    if (!certificate) return noPicture();
    return picture(path, query, certificateStoryImagePath(t.key), async () => {
      const story = await renderStory({ kind: 'certificate', certificate }, site);
      return png(story.png, story.cacheControl);
    });
  }
  if (t?.kind === 'certificate') {
    const certificate = await readCertificate(t.id);
    if (t.image) {
      // An unknown id gets the site's default picture, a static file, instead of a drawing per made-up id.
      if (!certificate) return text(302, 'Found', DEFAULT_CACHE, { Location: DEFAULT_PREVIEW_IMAGE_PATH });
      const card: PreviewCard = {
        kind: 'certificate',
        fullName: certificate.full_name,
        city: certificate.city,
        memberNumber: certificate.member_number,
        issueDateIso: certificate.issue_date_iso,
      };
      return picture(path, query, certificateImagePath(t.id), async () =>
        png(await renderPreviewPng(card), IMAGE_CACHE_CONTROL.certificate),
      );
    }
    const page = injectPreview(await spaShell(), certificatePreview(site, t.id, certificate));
    const pageData: PageData = { certificate: { id: t.id, found: certificate }, ...(await launchData()) };
    return html(certificate ? 200 : 404, await renderAppPage(page, certificatePath(t.id), pageData, false));
  }
  if (t?.kind === 'wall') {
    // Short-lived: the browser attaches a live listener anyway, this only decides the first paint. The page depends on
    // `?q=` and `?page=` (WALL_QUERY_PARAMS): a cache in front of it must key on them.
    const [wall, founders, launch, sitePhotos] = await Promise.all([readWall(), readFounders(), launchData(), readPagePhotos()]);
    const pageData: PageData = { wall, wallDirectory: wallDirectoryPage(founders, wallRequest(query)), ...launch, sitePhotos };
    return html(200, await renderAppPage(await spaShell(), path, pageData, true), WALL_CACHE);
  }
  if (t?.kind === 'faq') {
    const [faq, sitePhotos] = await Promise.all([readFaq(), readPagePhotos()]);
    return html(200, await renderAppPage(await spaShell(), path, { faq, sitePhotos }, true), FAQ_CACHE);
  }
  if (t?.kind === 'not-found') return html(404, await renderAppPage(await spaShell(), '/404', {}, true));
  if (t?.kind === 'quiz') {
    if (t.image) {
      const type = t.type;
      if (!isQuizResultType(type)) return noPicture();
      return picture(path, query, quizResultImagePath(type), () => quizPicture(type, 'og', site));
    }
    const sitePhotos = await readPagePhotos();
    // A real result's page sets its own tags, as its prerendered page did; any other type shows the pretender's, with its tags.
    if (isQuizResultType(t.type)) return html(200, await renderAppPage(await spaShell(), path, { sitePhotos }, true));
    const page = injectPreview(await spaShell(), quizPreview(site, t.type));
    return html(200, await renderAppPage(page, path, { sitePhotos }, false));
  }
  if (path === SELL_SHEET_PATH) {
    const sheet = await sellSheetReply(site);
    return { status: 200, type: 'pdf', body: sheet.body, cacheControl: sheet.cacheControl, headers: { 'Content-Disposition': `attachment; filename="${sheet.fileName}"` } };
  }
  if (paintedPerRequest(path)) {
    const shell = await spaShell();
    const page = await launchPage(path, (route, data) => renderAppPage(shell, route, data, true));
    return html(200, page.body, page.cacheControl);
  }
  return html(200, await spaShell());
}

/** The dates a certificate's words and the wall's taglines are told from, for the day the page is painted, and the cap its banner names. */
const launchData = async (): Promise<Pick<PageData, 'launch' | 'foundingCap'>> => {
  const [dates, foundingCap] = await Promise.all([readLaunchDates(), readPageFoundingCap()]);
  return { launch: { dates, day: siteDay(new Date()) }, foundingCap };
};
