import { onRequest } from 'firebase-functions/v2/https';
import { REGION, siteUrl } from '../config';
import { db } from '../lib/admin';
import { logExternalError } from '../lib/log-external-error';
import { renderPreviewPng, type PreviewCard } from '../certificates/share-image';
import { certificatePreview, injectPreview, previewTarget, quizPreview } from '../certificates/share-preview';
import { renderStory } from '../certificates/story-image';
import { quizResultFor } from '../shared/quiz/results';
import { WALL_SIZE, type PageData } from '../shared/certificates/page-data';
import { isPlausibleCertificateId, publicCertificate, type PublicCertificate } from '../shared/certificates/public-certificate';
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
type HttpResponse = Parameters<Parameters<typeof onRequest>[0]>[1];

const SHELL_TTL_MS = 60_000;
let shellCache: { html: string; at: number } | undefined;

async function spaShell(): Promise<string> {
  if (shellCache && Date.now() - shellCache.at < SHELL_TTL_MS) return shellCache.html;
  // The built index.html before prerendering (scripts/lib/public-routes.ts): an empty #root.
  const res = await fetch(`${siteUrl()}/app-shell`);
  if (!res.ok) throw new Error(`app-shell.html answered ${res.status}`);
  shellCache = { html: await res.text(), at: Date.now() };
  return shellCache.html;
}

async function readCertificate(id: string): Promise<PublicCertificate | null> {
  if (!isPlausibleCertificateId(id)) return null;
  const snap = await db.doc(`certificates/${id}`).get();
  return snap.exists ? publicCertificate(id, snap.data()!) : null;
}

async function readWall(): Promise<PublicCertificate[]> {
  const snap = await db.collection('certificates').orderBy('created_at', 'asc').limit(WALL_SIZE).get();
  return snap.docs.map((d) => publicCertificate(d.id, d.data()));
}

export const ogCertificate = onRequest({ region: REGION, memory: '512MiB' }, async (req, res) => {
  const site = siteUrl();
  try {
    const t = previewTarget(req.path, req.query, site);
    if (t?.kind === 'story') {
      const card = t.of === 'quiz' ? { kind: t.of, type: t.key } : { kind: t.of, certificate: await readCertificate(t.key) };
      const { png, cacheControl } = await renderStory(card, site);
      return sendPng(res, png, cacheControl);
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
        return sendPng(
          res,
          await renderPreviewPng(card),
          certificate ? 'public, max-age=86400, s-maxage=604800' : 'public, max-age=300, s-maxage=600',
        );
      }
      const page = injectPreview(await spaShell(), certificatePreview(site, t.id, certificate));
      const pageData: PageData = { certificate: { id: t.id, found: certificate } };
      const html = await renderAppPage(page, `/founders/c/${encodeURIComponent(t.id)}`, pageData, false);
      return sendHtml(res, certificate ? 200 : 404, html);
    }
    if (t?.kind === 'wall') {
      const html = await renderAppPage(await spaShell(), req.path, { wall: await readWall() }, true);
      // Short-lived: the browser attaches a live listener anyway, this only decides the first paint.
      return sendHtml(res, 200, html, 'public, max-age=60, s-maxage=60');
    }
    if (t?.kind === 'not-found') {
      return sendHtml(res, 404, await renderAppPage(await spaShell(), '/404', {}, true));
    }
    if (t?.kind === 'quiz') {
      if (t.image) {
        const card: PreviewCard = { kind: 'quiz', resultTitle: quizResultFor(t.type).title };
        return sendPng(res, await renderPreviewPng(card), 'public, max-age=86400, s-maxage=604800');
      }
      const page = injectPreview(await spaShell(), quizPreview(site, t.type));
      return sendHtml(res, 200, await renderAppPage(page, req.path, {}, false));
    }
    res.set('Cache-Control', 'public, max-age=300, s-maxage=600');
    res
      .status(200)
      .type('html')
      .send(await spaShell());
  } catch (err) {
    logExternalError('Share preview failed', err);
    res.status(502).type('text').send('The page is temporarily unavailable. Please try again.');
  }
});

function sendHtml(res: HttpResponse, status: number, html: string, cacheControl = 'public, max-age=300, s-maxage=600') {
  res.set('Cache-Control', cacheControl);
  res.status(status).type('html').send(html);
}

function sendPng(res: HttpResponse, png: Buffer, cacheControl: string) {
  res.set('Cache-Control', cacheControl);
  res.status(200).type('png').send(png);
}
