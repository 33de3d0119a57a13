import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BRAND } from '../shared/brand';
import { formatLongDate } from '../shared/certificates/dates';
import { SITE_NAME } from '../shared/certificates/share-text';
import { PREVIEW_IMAGE_SIZE } from './share-preview';
import { semaphore } from '../lib/semaphore';

/**
 * 1200x630 share pictures drawn on the server: satori lays out SVG, resvg makes PNG; both load on the first picture
 * only, to keep other functions' cold starts fast. Font: Inter from @fontsource/inter (OFL), as satori cannot read
 * woff2; its woff covers Latin, Latin Extended and Vietnamese.
 */
export type Node = { type: string; props: { style?: Record<string, unknown>; children?: Node | Node[] | string } };
export const el = (type: string, style: Record<string, unknown>, children?: Node | Node[] | string): Node => ({
  type,
  props: { style, children },
});

export type PreviewCard =
  | { kind: 'certificate'; fullName: string; city: string | null; memberNumber: number; issueDateIso: string }
  | { kind: 'quiz'; resultTitle: string }
  /** A sailing's page: its title, day and hours, and its mark when canceled or postponed. */
  | { kind: 'sailing'; title: string; day: string; hours: string; mark: string | null }
  | { kind: 'default' };

/** Each subset is its own family, listed in fallback order, so a letter missing from one is drawn from the next. */
const FONT_SUBSETS = ['latin', 'latin-ext', 'vietnamese'];
export const FONT_FAMILY = FONT_SUBSETS.map((subset) => `'Inter ${subset}'`).join(', ');

let fontsCache: { name: string; data: Buffer; weight: 400 | 800; style: 'normal' }[] | undefined;

function fonts() {
  if (fontsCache) return fontsCache;
  const dir = join(dirname(require.resolve('@fontsource/inter/package.json')), 'files');
  const load = (subset: string, weight: 400 | 800) => ({
    name: `Inter ${subset}`,
    data: readFileSync(join(dir, `inter-${subset}-${weight}-normal.woff`)),
    weight,
    style: 'normal' as const,
  });
  fontsCache = FONT_SUBSETS.flatMap((subset) => [load(subset, 400), load(subset, 800)]);
  return fontsCache;
}

function cardTree(card: PreviewCard): Node {
  const lines: Node[] = [];
  const kicker = (text: string) =>
    el('div', { fontSize: 30, fontWeight: 800, color: BRAND.sunsetOrange, letterSpacing: 4, textTransform: 'uppercase' }, text);
  if (card.kind === 'certificate') {
    lines.push(kicker('Official Founding Floater Certificate'));
    const nameSize = card.fullName.length > 40 ? 48 : card.fullName.length > 18 ? 60 : 80;
    lines.push(
      el(
        'div',
        { fontSize: nameSize, fontWeight: 800, marginTop: 20, textAlign: 'center', maxWidth: 1040, lineHeight: 1.1 },
        card.fullName,
      ),
    );
    if (card.city) lines.push(el('div', { fontSize: 34, marginTop: 10 }, `of ${card.city}`));
    lines.push(el('div', { fontSize: 44, fontWeight: 800, marginTop: 22, color: BRAND.erieBlue }, `Member #${card.memberNumber}`));
    lines.push(el('div', { fontSize: 28, marginTop: 8 }, `Issued ${formatLongDate(card.issueDateIso)}`));
  } else if (card.kind === 'quiz') {
    lines.push(kicker('How Cleveland Are You, Really?'));
    lines.push(el('div', { fontSize: 88, fontWeight: 800, marginTop: 36, textAlign: 'center' }, card.resultTitle));
    lines.push(el('div', { fontSize: 34, marginTop: 24 }, 'Take the 45-second quiz and find out.'));
  } else if (card.kind === 'sailing') {
    lines.push(kicker(card.mark ?? 'Sail with the Floaters'));
    const titleSize = card.title.length > 40 ? 56 : 76;
    lines.push(
      el('div', { fontSize: titleSize, fontWeight: 800, marginTop: 24, textAlign: 'center', maxWidth: 1040, lineHeight: 1.1 }, card.title),
    );
    lines.push(el('div', { fontSize: 38, fontWeight: 800, marginTop: 24, color: BRAND.erieBlue }, card.day));
    lines.push(el('div', { fontSize: 30, marginTop: 8 }, card.hours));
  } else {
    lines.push(kicker('Comedy & Concert Party on Lake Erie'));
    lines.push(el('div', { fontSize: 96, fontWeight: 800, marginTop: 36 }, SITE_NAME));
    lines.push(el('div', { fontSize: 36, marginTop: 24 }, 'Become a Founding Floater for $5.'));
  }
  return brandFrame([...lines, el('div', { fontSize: 24, marginTop: 28, letterSpacing: 3 }, BRAND_LINE)], { inset: 24, padding: 32 });
}

export const BRAND_LINE = 'Cleveland • Lake Erie • Est. 2025';

/** The brand's look: a cream card with a gold rule on Lake Navy, its lines centred. */
export function brandFrame(lines: Node[], { inset, padding }: { inset: number; padding: number }): Node {
  return el('div', { width: '100%', height: '100%', display: 'flex', backgroundColor: BRAND.lakeNavy, fontFamily: FONT_FAMILY }, [
    el(
      'div',
      {
        position: 'absolute',
        top: inset,
        left: inset,
        right: inset,
        bottom: inset,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        backgroundColor: BRAND.cream,
        color: BRAND.lakeNavy,
        border: `${Math.round(inset / 4)}px solid ${BRAND.gold}`,
        padding,
        overflow: 'hidden',
      },
      lines,
    ),
  ]);
}

/** Draws an element tree, with the brand fonts, into a PNG of `size`. */
/**
 * A drawing takes a CPU for a few hundred ms and tens of MB in the function that serves every certificate page: an
 * instance draws MAX_RENDERS at once, queues the rest, and past MAX_WAITING_RENDERS answers 503 rather than letting
 * pages time out.
 */
const MAX_RENDERS = 2;
const MAX_WAITING_RENDERS = 16;

export class RenderQueueFull extends Error {
  constructor() {
    super('Too many pictures are being drawn; try again in a few seconds.');
  }
}

const withRenderSlot = semaphore(MAX_RENDERS, MAX_WAITING_RENDERS, () => new RenderQueueFull());

export function renderTreePng(tree: Node, size: { width: number; height: number }): Promise<Buffer> {
  return withRenderSlot(async () => {
    const [{ default: satori }, { Resvg }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
    const svg = await satori(tree as Parameters<typeof satori>[0], { ...size, fonts: fonts() });
    return Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: size.width } }).render().asPng());
  });
}

export const renderPreviewPng = (card: PreviewCard): Promise<Buffer> => renderTreePng(cardTree(card), PREVIEW_IMAGE_SIZE);

/**
 * Cache lifetimes of the drawn pictures: a quiz result's never change, so
 * they are kept long; a certificate never changes either, but a refund revokes
 * it, and then its pictures must be gone from browsers and the CDN within the hour.
 */
export const IMAGE_CACHE_CONTROL = {
  lasting: 'public, max-age=86400, s-maxage=604800',
  certificate: 'public, max-age=3600, s-maxage=3600',
} as const;
