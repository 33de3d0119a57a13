import { BRAND, SHADES } from '../shared/brand';
import { escapeHtml } from '../shared/html/escape-html';

/**
 * The body of the site's own transactional emails (a sign-up's confirmation,
 * a waitlist offer): a heading, a few paragraphs and one button, in the
 * welcome email's colours. Paragraphs are plain text and escaped here;
 * `{{first_name}}` and the other placeholders pass through for the renderer,
 * which escapes each recipient's values itself.
 */
export function simpleEmailBody(opts: {
  heading: string;
  paragraphs: string[];
  button: { href: string; label: string };
  after?: string[];
}): string {
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;margin:0 auto;background:${BRAND.cream};border-radius:16px;overflow:hidden;font-family:Arial,Helvetica,sans-serif;color:${BRAND.lakeNavy}">
<tr><td style="background:${BRAND.lakeNavy};padding:28px 24px;text-align:center"><h1 style="margin:0;font-size:24px;line-height:1.25;color:${SHADES.white}">${escapeHtml(opts.heading)}</h1></td></tr>
<tr><td style="padding:24px 24px 8px;font-size:16px;line-height:1.6">${opts.paragraphs.map(p).join('')}</td></tr>
<tr><td align="center" style="padding:0 24px 24px"><a href="${escapeHtml(opts.button.href)}" style="display:inline-block;background:${BRAND.lakeNavy};color:${SHADES.white};font-size:17px;font-weight:bold;text-decoration:none;padding:14px 26px;border-radius:10px">${escapeHtml(opts.button.label)}</a></td></tr>
<tr><td style="padding:0 24px 24px;font-size:14px;line-height:1.5;color:${SHADES.muted}">${(opts.after ?? []).map(p).join('')}</td></tr>
</table>`;
}
