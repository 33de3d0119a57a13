import { Resvg } from '@resvg/resvg-js';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import satori from 'satori';
import { ROOT } from './lib/ports';
import { BRAND, SHADES } from '../functions/src/shared/brand';

/**
 * Draws the site's raster images with satori and resvg: og-default.png (1200x630 fallback preview) and the drawn
 * pictures as PNG for emails (email-pictures/, 1200 px: Gmail and Outlook show no SVG). Run `npm run assets:public`
 * after a change and commit the PNGs. Needs fonts-liberation.
 */
const FONT_DIR = '/usr/share/fonts/truetype/liberation';
const { lakeNavy: NAVY, erieBlue: BLUE, sunsetOrange: ORANGE, gold: GOLD } = BRAND;

type Style = Record<string, string | number>;
interface Node {
  type: string;
  props: { style?: Style; children?: (Node | string)[] | Node | string; [key: string]: unknown };
}

const el = (type: string, style: Style, ...children: (Node | string)[]): Node => ({ type, props: { style, children } });
const div = (style: Style, ...children: (Node | string)[]) => el('div', { display: 'flex', ...style }, ...children);

/** The life-ring logo as an <img> of inline SVG (satori draws nested SVG through an image). */
function lifeRing(size: number): Node {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><circle cx="24" cy="24" r="22" fill="${ORANGE}"/><g fill="${SHADES.white}"><path d="M24 2a22 22 0 0 1 15.56 6.44L31.78 16.22A11 11 0 0 0 24 13z"/><path d="M46 24a22 22 0 0 1-6.44 15.56l-7.78-7.78A11 11 0 0 0 35 24z"/><path d="M24 46a22 22 0 0 1-15.56-6.44l7.78-7.78A11 11 0 0 0 24 35z"/><path d="M2 24A22 22 0 0 1 8.44 8.44l7.78 7.78A11 11 0 0 0 13 24z"/></g><circle cx="24" cy="24" r="11" fill="${NAVY}"/></svg>`;
  return { type: 'img', props: { src: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, width: size, height: size } };
}

function wave(width: number, height: number, colour: string): Node {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 80" preserveAspectRatio="none"><path d="M0 40c100 25 200 25 300 0s200-25 300 0 200 25 300 0 200-25 300 0v40H0z" fill="${colour}"/></svg>`;
  return { type: 'img', props: { src: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, width, height } };
}

function ogImage(): Node {
  return div(
    {
      width: 1200,
      height: 630,
      flexDirection: 'column',
      justifyContent: 'space-between',
      backgroundImage: `linear-gradient(160deg, ${NAVY} 0%, ${SHADES.deepLake} 60%, ${SHADES.lakeDepth} 100%)`,
      color: SHADES.white,
      fontFamily: 'Liberation Sans',
    },
    div(
      { flexDirection: 'column', padding: '64px 72px 0 72px' },
      div({ alignItems: 'center' }, lifeRing(88), div({ marginLeft: 24, fontSize: 44, fontWeight: 700 }, 'Cleveland Floaters')),
      div({ marginTop: 48, fontSize: 76, fontWeight: 700, lineHeight: 1.05, maxWidth: 1000 }, "Cleveland's best party is floating."),
      div({ marginTop: 28, fontSize: 34, color: GOLD, fontWeight: 700 }, 'Comedy · Live music · A DJ under the skyline · Lake Erie'),
    ),
    div(
      { flexDirection: 'column' },
      div(
        { padding: '0 72px 20px 72px', alignItems: 'center' },
        div(
          { backgroundColor: ORANGE, color: NAVY, fontSize: 32, fontWeight: 700, padding: '16px 32px', borderRadius: 16 },
          'Become a Founding Floater · $5',
        ),
      ),
      wave(1200, 60, BLUE),
    ),
  );
}

async function render(node: Node, width: number, height: number, file: string) {
  const fonts = [
    {
      name: 'Liberation Sans',
      data: readFileSync(join(FONT_DIR, 'LiberationSans-Regular.ttf')),
      weight: 400 as const,
      style: 'normal' as const,
    },
    {
      name: 'Liberation Sans',
      data: readFileSync(join(FONT_DIR, 'LiberationSans-Bold.ttf')),
      weight: 700 as const,
      style: 'normal' as const,
    },
  ];
  const svg = await satori(node as never, { width, height, fonts });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();
  const out = join(ROOT, 'web', 'public', file);
  writeFileSync(out, png);
  console.log(`Wrote ${out} (${Math.round(png.length / 1024)} KB)`);
}

/** Sent emails link to these for good: a picture's file is never renamed or removed (web/src/config/pictures.ts, EMAIL_PICTURES). */
function emailPictures() {
  const from = join(ROOT, 'web', 'src', 'assets', 'pictures');
  const to = join(ROOT, 'web', 'public', 'email-pictures');
  mkdirSync(to, { recursive: true });
  for (const file of readdirSync(from).filter((f) => f.endsWith('.svg'))) {
    const png = new Resvg(readFileSync(join(from, file)), { fitTo: { mode: 'width', value: 1200 } }).render().asPng();
    const out = join(to, file.replace(/\.svg$/, '.png'));
    writeFileSync(out, png);
    console.log(`Wrote ${out} (${Math.round(png.length / 1024)} KB)`);
  }
}

async function main() {
  await render(ogImage(), 1200, 630, 'og-default.png');
  emailPictures();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
