import { onRequest } from 'firebase-functions/v2/https';
import { REGION, siteUrl } from '../config';
import { db } from '../lib/admin';
import { logExternalError } from '../lib/log-external-error';
import { renderPreviewPng, type PreviewCard } from '../certificates/share-image';
import { certificatePreview, injectPreview, previewTarget, quizPreview, type PreviewMeta } from '../certificates/share-preview';
import { renderStory } from '../certificates/story-image';
import { quizResultFor } from '../shared/quiz/results';
import type { ShareableCertificate } from '../shared/certificates/share-text';

/**
 * Hosting sends /founders/c/** and /quiz/result/** here, so that crawlers,
 * which do not run JavaScript, see each certificate's and quiz result's own
 * title, description and picture:
 *   /founders/c/{id}          the SPA's index.html with that certificate's tags
 *   /founders/c/{id}/og.png   its 1200x630 picture
 *   /quiz/result/{type}[/og.png] the same for a quiz result
 *   /founders/c/{id}/story.png, /quiz/result/{type}/story.png  1080x1920 story pictures
 *   ?id={id}&app={origin}     the spec's direct form; `app` is accepted only
 *                             when it is this site's own origin (no fetching
 *                             of other hosts on a caller's say-so).
 * Unknown certificates get the default preview, never an error page; a path
 * that is not valid percent-encoding gets the SPA (its not-found screen) with 404.
 */
type HttpResponse = Parameters<Parameters<typeof onRequest>[0]>[1];

const SHELL_TTL_MS = 60_000;
let shellCache: { html: string; at: number } | undefined;

async function spaShell(): Promise<string> {
  if (shellCache && Date.now() - shellCache.at < SHELL_TTL_MS) return shellCache.html;
  const res = await fetch(`${siteUrl()}/`);
  if (!res.ok) throw new Error(`index.html answered ${res.status}`);
  shellCache = { html: await res.text(), at: Date.now() };
  return shellCache.html;
}

async function readCertificate(id: string): Promise<(ShareableCertificate & { issue_date_iso: string }) | null> {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(id)) return null;
  const snap = await db.doc(`certificates/${id}`).get();
  return snap.exists ? (snap.data() as ShareableCertificate & { issue_date_iso: string }) : null;
}

export const ogCertificate = onRequest({ region: REGION, memory: '512MiB' }, async (req, res) => {
  const site = siteUrl();
  try {
    const t = previewTarget(req.path, req.query, site);
    if (t?.kind === 'not-found') {
      // The SPA's own not-found screen, with the status a crawler understands.
      res
        .status(404)
        .type('html')
        .send(await spaShell());
      return;
    }
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
      return sendHtml(res, await spaShell(), certificatePreview(site, t.id, certificate));
    }
    if (t?.kind === 'quiz') {
      if (t.image) {
        const card: PreviewCard = { kind: 'quiz', resultTitle: quizResultFor(t.type).title };
        return sendPng(res, await renderPreviewPng(card), 'public, max-age=86400, s-maxage=604800');
      }
      return sendHtml(res, await spaShell(), quizPreview(site, t.type));
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

function sendHtml(res: HttpResponse, shell: string, meta: PreviewMeta) {
  res.set('Cache-Control', 'public, max-age=300, s-maxage=600');
  res.status(200).type('html').send(injectPreview(shell, meta));
}

function sendPng(res: HttpResponse, png: Buffer, cacheControl: string) {
  res.set('Cache-Control', cacheControl);
  res.status(200).type('png').send(png);
}
