import { logExternalError } from '../lib/log-external-error';
import { LASTING_CACHE_ON, memoryCache } from '../lib/memory-cache';
import { IMAGE_CACHE_CONTROL, RenderQueueFull, renderPreviewPng, type PreviewCard } from '../certificates/share-image';
import { previewTarget } from '../certificates/share-preview';
import { renderStory } from '../certificates/story-image';
import { builtQuizPicture, type QuizPictureKind } from '../certificates/quiz-pictures';
import {
  certificateImagePath,
  certificateStoryImagePath,
  DEFAULT_PREVIEW_IMAGE_PATH,
  quizResultImagePath,
  quizResultStoryImagePath,
} from '../shared/paths';
import { isQuizResultType, type QuizResultType } from '../shared/quiz/result-types';
import { SSR_DIR } from './page-renderer';
import { certificatePage, pageReply, readCertificate } from './page-reply';
import { sailingPicture, sailingPictureSlug } from './sailing-image';
import { DEFAULT_CACHE, keptAsTheCdn, png, text, unavailable, type Query, type Reply } from './reply';

/**
 * What ogCertificate, the spec's share-preview function, answers: the pictures the pages' tags name (page-reply.ts):
 *   /founders/c/{id}/og.png, /quiz/result/{type}/og.png        1200x630 share pictures
 *   /founders/c/{id}/story.png, /quiz/result/{type}/story.png  1080x1920 story pictures
 *   /sailings/{slug}/og.png                                    a sailing's share picture (sailing-image.ts)
 *   ?id={id}&app={origin}  the spec's direct form: the certificate's page and tags (`&image=1`: its picture); `app`
 *                          only if it is this site's own origin (no fetching other hosts on a caller's say-so).
 * Other paths are answered as `pages` would, for a Hosting release older than `pages` (docs/going-live.md, "Moving a
 * route to another function").
 */

/** Every picture has one address; any other spelling of it (a query string, a trailing slash) is sent there to be drawn once. */
const canonical = (path: string) => text(301, 'Moved Permanently', IMAGE_CACHE_CONTROL.lasting, { Location: path });
const noPicture = () => text(404, 'No such picture.');

/** The picture at `path` (an og.png or story.png address), unless the request spelled its address some other way. */
async function picture(path: string, query: Query, address: string, draw: () => Promise<Reply>) {
  return path !== address || Object.keys(query).length > 0 ? canonical(address) : draw();
}

/** A quiz result's picture as the build drew it (certificates/quiz-pictures.ts): it never changes, so it is kept long. */
async function quizPicture(type: QuizResultType, kind: QuizPictureKind, site: string): Promise<Reply> {
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

const isPicture = (t: Target) => t?.kind === 'story' || ((t?.kind === 'certificate' || t?.kind === 'quiz') && t.image);

/** A kept reply's weight: its body, and about a kilobyte for the entry itself (so a flood of tiny redirects is weighed too). */
const replyBytes = (reply: Reply) => Buffer.byteLength(reply.body) + 1024;

/**
 * Each instance keeps the reply at a picture's one address (the drawing, or the redirect or 404 of an unknown
 * certificate) for its cache period, by weight: a flood costs one read and one drawing per picture, instance and
 * period. A certificate's pictures weigh about 140 KB (measured 2026-12-02), so some 900 certificates' fit.
 */
const PICTURE_CACHE_BYTES = 128 * 1024 * 1024;
const pictureCache = memoryCache<Reply>({
  name: 'pictures',
  on: LASTING_CACHE_ON,
  ttlMs: keptAsTheCdn,
  maxEntries: Infinity,
  maxBytes: PICTURE_CACHE_BYTES,
  bytes: replyBytes,
});

export async function shareReply(path: string, query: Query, site: string): Promise<Reply> {
  const slug = sailingPictureSlug(path);
  const t = previewTarget(path, query, site);
  if (!slug && !isPicture(t) && t?.kind !== 'certificate') return pageReply(path, query, site);
  try {
    if (slug) return await pictureCache.through(path, () => sailingPicture(slug, path))!;
    const address = pictureAddress(t);
    if (address === path && Object.keys(query).length === 0)
      return await pictureCache.through(address, () => pictureReply(t, path, query, site))!;
    if (t?.kind === 'certificate' && !t.image) return await certificatePage(t.id, site);
    return await pictureReply(t, path, query, site);
  } catch (err) {
    if (err instanceof RenderQueueFull) return text(503, err.message, 'no-store', { 'Retry-After': '5' });
    logExternalError('Share preview failed', err, { path });
    return unavailable();
  }
}

async function pictureReply(t: Target, path: string, query: Query, site: string): Promise<Reply> {
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
    // An unknown id gets the site's default picture, a static file, instead of a drawing per made-up id.
    if (!certificate) return text(302, 'Found', DEFAULT_CACHE, { Location: DEFAULT_PREVIEW_IMAGE_PATH });
    const card: PreviewCard = {
      kind: 'certificate',
      fullName: certificate.full_name,
      city: certificate.city,
      memberNumber: certificate.member_number,
      issueDateIso: certificate.issue_date_iso,
    };
    return picture(path, query, certificateImagePath(t.id), async () => png(await renderPreviewPng(card), IMAGE_CACHE_CONTROL.certificate));
  }
  if (t?.kind === 'quiz') {
    const type = t.type;
    if (!isQuizResultType(type)) return noPicture();
    return picture(path, query, quizResultImagePath(type), () => quizPicture(type, 'og', site));
  }
  return noPicture();
}
