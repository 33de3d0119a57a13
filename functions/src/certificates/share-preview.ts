import { replaceHeadTags } from '../shared/html/head-tags';
import { escapeHtml } from '../shared/html/escape-html';
import { certificateImagePath, certificatePath, PATHS, quizResultImagePath, quizResultPath } from '../shared/paths';
import { quizResultFor, quizShareText } from '../shared/quiz/results';
import {
  certificateShareDescription,
  certificateShareTitle,
  withSiteName,
  SITE_NAME,
  type ShareableCertificate,
} from '../shared/certificates/share-text';

/**
 * Share previews for crawlers, which read meta tags and never run the SPA:
 * the SPA's own index.html with this page's tags put in place of the defaults.
 */
export interface PreviewMeta {
  title: string;
  description: string;
  /** Absolute canonical address of the page. */
  url: string;
  /** Absolute address of the 1200x630 PNG. */
  image: string;
}

export const PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export const DEFAULT_PREVIEW = {
  title: `${SITE_NAME} — Comedy & Concert Party on Lake Erie`,
  description: 'A floating comedy and concert party on Lake Erie, launching 2026. Become a Founding Floater for $5.',
};

export type PreviewTarget =
  | { kind: 'certificate'; id: string; image: boolean }
  | { kind: 'quiz'; type: string; image: boolean }
  /** The Wall of Fame, painted with its first founders. */
  | { kind: 'wall' }
  /** The FAQ, painted with the owner's answers. */
  | { kind: 'faq' }
  /** The 1080x1920 story picture of a certificate or quiz result. */
  | { kind: 'story'; of: 'certificate' | 'quiz'; key: string }
  /** A path no page can have, such as a certificate path with a broken percent-escape (`%E0%A4%A`). */
  | { kind: 'not-found' }
  | null;

/** `path` as a regular expression that matches it literally. */
const literally = (path: string) => path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const WALL = new RegExp(`^${literally(PATHS.wallOfFame)}/?$`);
const FAQ = new RegExp(`^${literally(PATHS.faq)}/?$`);
const STORY = new RegExp(`^(${literally(PATHS.certificatePages)}|${literally(PATHS.quizResultPages)})/([^/]+)/story\\.png/?$`);
const CERTIFICATE = new RegExp(`^${literally(PATHS.certificatePages)}/([^/]+)(/og\\.png)?/?$`);
const QUIZ_RESULT = new RegExp(`^${literally(PATHS.quizResultPages)}/([^/]+)(/og\\.png)?/?$`);

/** A path segment as text, or null when its percent-escapes are not valid UTF-8. */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * What a request to the share-preview function asks for: a certificate or
 * quiz result page or picture by path, or the spec's direct `?id=&app=` form
 * (`app` accepted only when it is this site's own origin). Null: the plain SPA.
 */
export function previewTarget(path: string, query: Record<string, unknown>, site: string): PreviewTarget {
  if (WALL.test(path)) return { kind: 'wall' };
  if (FAQ.test(path)) return { kind: 'faq' };
  const story = STORY.exec(path);
  if (story) {
    const key = decodeSegment(story[2]!);
    return key === null ? { kind: 'not-found' } : { kind: 'story', of: story[1] === PATHS.certificatePages ? 'certificate' : 'quiz', key };
  }
  const cert = CERTIFICATE.exec(path);
  const quiz = QUIZ_RESULT.exec(path);
  const match = cert ?? quiz;
  if (match) {
    const value = decodeSegment(match[1]!);
    if (value === null) return { kind: 'not-found' };
    return cert ? { kind: 'certificate', id: value, image: !!match[2] } : { kind: 'quiz', type: value, image: !!match[2] };
  }
  const id = typeof query.id === 'string' ? query.id : null;
  const app = typeof query.app === 'string' ? query.app.replace(/\/$/, '') : null;
  if (id && (!app || app === site)) return { kind: 'certificate', id, image: query.image === '1' };
  return null;
}

export function certificatePreview(site: string, id: string, certificate: ShareableCertificate | null): PreviewMeta {
  const url = `${site}${certificatePath(id)}`;
  const image = `${site}${certificateImagePath(id)}`;
  if (!certificate) return { ...DEFAULT_PREVIEW, url, image };
  return { title: withSiteName(certificateShareTitle(certificate)), description: certificateShareDescription(certificate), url, image };
}

export function quizPreview(site: string, rawType: string): PreviewMeta {
  const result = quizResultFor(rawType);
  const url = `${site}${quizResultPath(result.type)}`;
  const { title, description } = quizShareText(result);
  return { title: withSiteName(title), description, url, image: `${site}${quizResultImagePath(result.type)}` };
}

export function injectPreview(shell: string, meta: PreviewMeta): string {
  const e = {
    title: escapeHtml(meta.title),
    description: escapeHtml(meta.description),
    url: escapeHtml(meta.url),
    image: escapeHtml(meta.image),
  };
  const tags = [
    `<title>${e.title}</title>`,
    `<meta name="description" content="${e.description}" />`,
    `<link rel="canonical" href="${e.url}" />`,
    `<meta property="og:title" content="${e.title}" />`,
    `<meta property="og:description" content="${e.description}" />`,
    `<meta property="og:url" content="${e.url}" />`,
    `<meta property="og:image" content="${e.image}" />`,
    `<meta property="og:image:width" content="${PREVIEW_IMAGE_SIZE.width}" />`,
    `<meta property="og:image:height" content="${PREVIEW_IMAGE_SIZE.height}" />`,
    `<meta name="twitter:title" content="${e.title}" />`,
    `<meta name="twitter:description" content="${e.description}" />`,
    `<meta name="twitter:image" content="${e.image}" />`,
  ].join('\n    ');
  return replaceHeadTags(shell, tags);
}
