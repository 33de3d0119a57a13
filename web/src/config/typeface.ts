import { createFontStack } from '@capsizecss/core';
import displayFontUrl from '@fontsource/bricolage-grotesque/files/bricolage-grotesque-latin-800-normal.woff2?url';
import fontSubsets from '@fontsource/bricolage-grotesque/unicode.json';

/*
 * Headings' display typeface: Bricolage Grotesque ExtraBold (OFL), self-hosted from Fontsource, Latin subset, one
 * weight. Until it loads, Arial Bold (Liberation Sans on Linux) is resized to Bricolage's metrics so the swap moves
 * nothing. Metrics copied from @capsizecss/metrics, which is too large to install.
 */
const DISPLAY_FONT = {
  familyName: 'Bricolage Grotesque',
  ascent: 930,
  descent: -270,
  lineGap: 0,
  unitsPerEm: 1000,
  xWidthAvg: 495,
};

const ARIAL_BOLD = {
  familyName: 'Arial',
  fullName: 'Arial Bold',
  postscriptName: 'Arial-BoldMT',
  ascent: 1854,
  descent: -434,
  lineGap: 67,
  unitsPerEm: 2048,
  xWidthAvg: 983,
};

const LIBERATION_SANS_BOLD = {
  ...ARIAL_BOLD,
  familyName: 'Liberation Sans',
  fullName: 'Liberation Sans Bold',
  postscriptName: 'LiberationSans-Bold',
};

/** Headings are drawn at this one weight, in the display face and in its stand-ins alike. */
export const DISPLAY_FONT_WEIGHT = 800;

const stack = createFontStack([DISPLAY_FONT, ARIAL_BOLD, LIBERATION_SANS_BOLD], {
  fontFaceFormat: 'styleObject',
  fontFaceProperties: { fontWeight: DISPLAY_FONT_WEIGHT },
});

/** The font-family of every heading: the display face, then its metric-matched stand-ins, then the plain fallbacks. */
export const DISPLAY_FONT_FAMILY = `${stack.fontFamily}, sans-serif`;

/** The @font-face rules: the display face itself (swapped in when it arrives) and one per stand-in. */
export const DISPLAY_FONT_FACES = [
  {
    fontFamily: DISPLAY_FONT.familyName,
    fontStyle: 'normal',
    fontWeight: DISPLAY_FONT_WEIGHT,
    fontDisplay: 'swap',
    src: `url(${displayFontUrl}) format('woff2')`,
    unicodeRange: fontSubsets.latin,
  },
  ...stack.fontFaces.map((face) => face['@font-face']),
];
