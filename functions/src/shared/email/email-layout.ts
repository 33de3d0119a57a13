import { BRAND, SHADES } from '../brand';
import { escapeHtml } from '../html/escape-html';

const PREHEADER_PADDING = '&#847;&zwnj;&nbsp;'.repeat(40);

/**
 * The frame around every email body: a mobile-friendly document, the
 * preheader as hidden preview text, and a footer with the unsubscribe link.
 * Placeholders in body and preheader are left for the renderer to fill in.
 */
export function emailDocument(opts: { body: string; preheader?: string; senderName: string }): string {
  const preheader = opts.preheader?.trim()
    ? `<div data-preheader style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all">${escapeHtml(opts.preheader.trim())}${PREHEADER_PADDING}</div>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<title>${escapeHtml(opts.senderName)}</title>
</head>
<body style="margin:0;padding:0;background:${SHADES.linen};-webkit-text-size-adjust:100%">
${preheader}
<div style="padding:16px 8px">
${opts.body}
</div>
<div style="max-width:600px;margin:0 auto;padding:8px 16px 24px;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:1.5;color:${SHADES.muted};text-align:center">
<p style="margin:0">You are getting this email because you joined ${escapeHtml(opts.senderName)}.</p>
<p style="margin:4px 0 0"><a href="{{unsubscribe_url}}" style="color:${BRAND.lakeNavy}">Unsubscribe</a> with one click, any time.</p>
</div>
</body>
</html>`;
}
