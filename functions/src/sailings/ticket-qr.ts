import { encode } from 'uqr';
import { SHADES } from '../shared/brand';
import { escapeHtml } from '../shared/html/escape-html';

/**
 * A ticket's QR code, made on the server with the library the web app's QR component uses (uqr): inline SVG for
 * the ticket page, PNG for emails (mail clients block SVG). Medium error correction and a quiet zone of four
 * modules, so a phone held at the door reads it off a cracked or dimmed screen.
 */
function modules(value: string): { path: string; size: number } {
  const qr = encode(value, { ecc: 'M', border: 4 });
  // One rectangle per run of dark modules in a row: a quarter of the markup of one per module.
  const runs = qr.data.flatMap((row, y) =>
    row.flatMap((on, x) => {
      if (!on || row[x - 1]) return [];
      let n = 1;
      while (row[x + n]) n += 1;
      return [`M${x} ${y}h${n}v1h-${n}z`];
    }),
  );
  return { path: runs.join(''), size: qr.size };
}

export function qrSvg(value: string, { size, label }: { size: number; label: string }): string {
  const qr = modules(value);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${escapeHtml(label)}" width="${size}" height="${size}" ` +
    `viewBox="0 0 ${qr.size} ${qr.size}" shape-rendering="crispEdges"><rect width="${qr.size}" height="${qr.size}" fill="${SHADES.white}"/>` +
    `<path d="${qr.path}" fill="${SHADES.black}"/></svg>`
  );
}

/** The same code as a PNG `px` wide, drawn by resvg (already the share pictures' renderer). */
export async function qrPng(value: string, px: number): Promise<Buffer> {
  const { Resvg } = await import('@resvg/resvg-js');
  return Buffer.from(new Resvg(qrSvg(value, { size: px, label: 'QR code' }), { fitTo: { mode: 'width', value: px } }).render().asPng());
}
