import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { db } from '../lib/admin';
import { COLLECTIONS } from '../shared/collections';
import { logExternalError } from '../lib/log-external-error';
import { renderPreviewPng, type PreviewCard } from '../certificates/share-image';
import { certificatePreview, injectPreview, previewTarget, quizPreview } from '../certificates/share-preview';
import { renderStory } from '../certificates/story-image';
import { quizResultFor } from '../shared/quiz/results';
import { WALL_SIZE, type PageData } from '../shared/certificates/page-data';
import { isPlausibleCertificateId, publicCertificate, type PublicCertificate } from '../shared/certificates/public-certificate';
import { certificatePath } from '../shared/paths';
import { APP_SHELL_FILE } from '../shared/html/app-shell';
import { renderAppPage } from './page-renderer';

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
 *   ?id={id}&app={origin}     the spec's direct form; `app` is accepted only
 *                             when it is this site's own origin (no fetching
 *                             of other hosts on a caller's say-so).
 * Unknown certificates get the default preview and the "Certificate Not Found" page, with status 404.
 */

let shell: string | undefined;

/**
 * The shell the web build shipped beside the server bundle: read from disk, not
 * fetched from the site, so certificate pages work before the custom domain's
 * DNS does, and always name the assets of the build they were deployed with.
 */
async function spaShell(): Promise<string> {
  shell ??= await readFile(join(__dirname, '..', 'ssr', APP_SHELL_FILE), 'utf8');
  return shell;
}

async function readCertificate(id: string): Promise<PublicCertificate | null> {
  if (!isPlausibleCertificateId(id)) return null;
  const snap = await db.collection(COLLECTIONS.certificates).doc(id).get();
  return snap.exists ? publicCertificate(id, snap.data()!) : null;
}

async function readWall(): Promise<PublicCertificate[]> {
  const snap = await db.collection(COLLECTIONS.certificates).orderBy('created_at', 'asc').limit(WALL_SIZE).get();
  return snap.docs.map((d) => publicCertificate(d.id, d.data()));
}

/** What ogCertificate answers: a status, a body of one type and how long it may be cached. */
export interface ShareReply {
  status: number;
  type: 'html' | 'png' | 'text';
  body: string | Buffer;
  cacheControl?: string;
}

const DEFAULT_CACHE = 'public, max-age=300, s-maxage=600';
const LONG_CACHE = 'public, max-age=86400, s-maxage=604800';

const html = (status: number, body: string, cacheControl = DEFAULT_CACHE): ShareReply => ({ status, type: 'html', body, cacheControl });
const png = (body: Buffer, cacheControl: string): ShareReply => ({ status: 200, type: 'png', body, cacheControl });

export async function shareReply(path: string, query: Record<string, unknown>, site: string): Promise<ShareReply> {
  try {
    const t = previewTarget(path, query, site);
    if (t?.kind === 'story') {
      const card = t.of === 'quiz' ? { kind: t.of, type: t.key } : { kind: t.of, certificate: await readCertificate(t.key) };
      const { png: story, cacheControl } = await renderStory(card, site);
      return png(story, cacheControl);
    }
    if (t?.kind === 'certificate') {
      const certificate = await readCertificate(t.id);
      if (t.image) {
        const card: PreviewCard = certificate
          ? {
              kind: 'certificate',
              fullName: certificate.full_name,
              city: certificate.city,
              memberNumber: certificate.member_number,
              issueDateIso: certificate.issue_date_iso,
            }
          : { kind: 'default' };
        // A certificate never changes, so its picture can be cached long; an unknown id may exist soon.
        return png(await renderPreviewPng(card), certificate ? LONG_CACHE : DEFAULT_CACHE);
      }
      const page = injectPreview(await spaShell(), certificatePreview(site, t.id, certificate));
      const pageData: PageData = { certificate: { id: t.id, found: certificate } };
      return html(certificate ? 200 : 404, await renderAppPage(page, certificatePath(t.id), pageData, false));
    }
    if (t?.kind === 'wall') {
      // Short-lived: the browser attaches a live listener anyway, this only decides the first paint.
      return html(200, await renderAppPage(await spaShell(), path, { wall: await readWall() }, true), 'public, max-age=60, s-maxage=60');
    }
    if (t?.kind === 'not-found') return html(404, await renderAppPage(await spaShell(), '/404', {}, true));
    if (t?.kind === 'quiz') {
      if (t.image) return png(await renderPreviewPng({ kind: 'quiz', resultTitle: quizResultFor(t.type).title }), LONG_CACHE);
      const page = injectPreview(await spaShell(), quizPreview(site, t.type));
      return html(200, await renderAppPage(page, path, {}, false));
    }
    return html(200, await spaShell());
  } catch (err) {
    logExternalError('Share preview failed', err);
    return { status: 502, type: 'text', body: 'The page is temporarily unavailable. Please try again.' };
  }
}
