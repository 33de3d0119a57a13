import { formatLongDate } from '../shared/certificates/dates';
import type { ShareableCertificate } from '../shared/certificates/share-text';
import { quizResultFor } from '../shared/quiz/results';
import { BRAND } from '../shared/brand';
import { BRAND_LINE, brandFrame, el, IMAGE_CACHE_CONTROL, renderTreePng, type Node } from './share-image';

/**
 * 1080x1920 pictures for Instagram, TikTok and WhatsApp stories, drawn like
 * the 1200x630 previews (same fonts, palette and frame). Names reach satori as
 * text children, never as markup, so whatever a buyer typed is drawn as typed.
 * Story apps lay their own controls over the top and bottom 250 px or so, so
 * everything that matters sits in the middle.
 */
export const STORY_IMAGE_SIZE = { width: 1080, height: 1920 } as const;

export type StoryCard =
  { kind: 'certificate'; certificate: ShareableCertificate & { issue_date_iso: string } } | { kind: 'quiz'; type: string };

const kicker = (text: string, marginTop = 0) =>
  el(
    'div',
    {
      fontSize: 40,
      fontWeight: 800,
      color: BRAND.sunsetOrange,
      letterSpacing: 5,
      textTransform: 'uppercase',
      textAlign: 'center',
      marginTop,
    },
    text,
  );
const line = (text: string, style: Record<string, unknown> = {}) =>
  el('div', { fontSize: 48, marginTop: 24, textAlign: 'center', maxWidth: 900, lineHeight: 1.25, ...style }, text);

/** Shorter names get bigger letters; the longest allowed name (100 characters) still fits in a few lines. */
const nameSize = (name: string) => (name.length > 60 ? 64 : name.length > 30 ? 84 : name.length > 14 ? 104 : 132);

function certificateLines(c: ShareableCertificate & { issue_date_iso: string }): Node[] {
  return [
    kicker("I'm a Founding Floater"),
    line('Official Founding Floater Certificate', { fontSize: 36, marginTop: 48, letterSpacing: 2 }),
    line(c.full_name, { fontSize: nameSize(c.full_name), fontWeight: 800, marginTop: 56, lineHeight: 1.1 }),
    ...(c.city ? [line(`of ${c.city}`, { fontSize: 52 })] : []),
    line(`Member #${c.member_number}`, { fontSize: 88, fontWeight: 800, marginTop: 72, color: BRAND.erieBlue }),
    line(`Issued ${formatLongDate(c.issue_date_iso)}`, { fontSize: 44 }),
  ];
}

function quizLines(type: string): Node[] {
  const result = quizResultFor(type);
  return [
    kicker('How Cleveland Are You, Really?'),
    line("I'm", { fontSize: 64, marginTop: 96 }),
    line(result.title, { fontSize: 124, fontWeight: 800, marginTop: 8, lineHeight: 1.05 }),
    line(result.tagline, { fontSize: 52, marginTop: 64 }),
    kicker('Take the 45-second quiz', 120),
  ];
}

function storyTree(card: StoryCard, siteHost: string): Node {
  const lines = card.kind === 'quiz' ? quizLines(card.type) : certificateLines(card.certificate);
  return brandFrame(
    [
      ...lines,
      line(BRAND_LINE, { fontSize: 34, marginTop: 120, letterSpacing: 3 }),
      line(siteHost, { fontSize: 40, fontWeight: 800, marginTop: 16, color: BRAND.erieBlue }),
    ],
    { inset: 48, padding: 72 },
  );
}

/** The story picture of a known certificate or quiz result (share-reply.ts answers 404 for anything else) and how long it may be cached. */
export async function renderStory(card: StoryCard, site: string): Promise<{ png: Buffer; cacheControl: string }> {
  const png = await renderTreePng(storyTree(card, new URL(site).host), STORY_IMAGE_SIZE);
  return { png, cacheControl: card.kind === 'quiz' ? IMAGE_CACHE_CONTROL.lasting : IMAGE_CACHE_CONTROL.certificate };
}
