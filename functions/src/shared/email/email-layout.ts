import { BRAND, SHADES } from '../brand';
import { escapeHtml } from '../html/escape-html';

const PREHEADER_PADDING = '&#847;&zwnj;&nbsp;'.repeat(40);

/** A body that is a whole HTML document: what the email editor stores (MJML's rendering), or a pasted one. */
const WHOLE_DOCUMENT =
  /^\s*(?:<!doctype[^>]*>\s*)?<html[^>]*>\s*<head[^>]*>([\s\S]*?)<\/head>\s*<body[^>]*>([\s\S]*)<\/body>\s*<\/html>\s*$/i;

/**
 * A whole document's head (less its title: the frame names the sender) and body. Its head holds what makes it
 * responsive (MJML's media queries and Outlook settings), which would be lost in the frame's body.
 */
function framed(body: string): { head: string; body: string } {
  const parts = WHOLE_DOCUMENT.exec(body);
  if (!parts) return { head: '', body };
  return { head: parts[1]!.replace(/<title[^>]*>[\s\S]*?<\/title>/i, '').trim(), body: parts[2]!.trim() };
}

/**
 * The frame around every email body: mobile-friendly document, preheader as hidden preview text, unsubscribe footer.
 * Placeholders stay for the renderer. A whole-document body brings its head along. A `transactional` email (tickets)
 * says why the person gets it instead of offering an unsubscribe.
 */
export function emailDocument(opts: { body: string; preheader?: string; senderName: string; transactional?: string }): string {
  const content = framed(opts.body);
  const preheader = opts.preheader?.trim()
    ? `<div data-preheader style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all">${escapeHtml(opts.preheader.trim())}${PREHEADER_PADDING}</div>`
    : '';
  return `<!doctype html>
<html lang="en" xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<title>${escapeHtml(opts.senderName)}</title>
${content.head ? `${content.head}\n` : ''}</head>
<body style="margin:0;padding:0;background:${SHADES.linen};-webkit-text-size-adjust:100%">
${preheader}
<div style="padding:16px 8px">
${content.body}
</div>
<div style="max-width:600px;margin:0 auto;padding:8px 16px 24px;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:1.5;color:${SHADES.muted};text-align:center">
${
  opts.transactional
    ? `<p style="margin:0">${escapeHtml(opts.transactional)}</p>`
    : `<p style="margin:0">You are getting this email because you joined ${escapeHtml(opts.senderName)}.</p>
<p style="margin:4px 0 0"><a href="{{unsubscribe_url}}" style="color:${BRAND.lakeNavy}">Unsubscribe</a> with one click, any time.</p>`
}
</div>
</body>
</html>`;
}
