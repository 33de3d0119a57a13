import { siteUrl } from '../config';
import { BRAND, SHADES } from '../shared/brand';
import { escapeHtml } from '../shared/html/escape-html';

/**
 * The small branded page the links in our emails open (unsubscribe, confirm a
 * sign-up): no script, inline styles only. `body` is markup the caller built,
 * with anything a person typed already escaped.
 */
export function linkPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)} | Cleveland Floaters</title>
<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:${BRAND.cream};color:${BRAND.lakeNavy}}
main{max-width:480px;margin:12vh auto;padding:32px 24px;background:${SHADES.white};border-radius:16px;box-shadow:0 4px 24px rgba(11,37,69,.12);text-align:center}
h1{font-size:1.6rem;margin:0 0 12px}p{line-height:1.5}button{font:inherit;font-weight:700;background:${BRAND.lakeNavy};color:${SHADES.white};border:0;border-radius:10px;padding:12px 24px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid ${BRAND.erieBlue};outline-offset:2px}a{color:${BRAND.lakeNavy}}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="${escapeHtml(siteUrl())}/">Back to Cleveland Floaters</a></p></main></body></html>`;
}

/**
 * The headers every such page is sent with: nothing may run or frame it, nobody caches a personal answer, and
 * its address, token and all, is never sent on as a referrer (the page's links and its form's POST included).
 */
export const LINK_PAGE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
} as const;
