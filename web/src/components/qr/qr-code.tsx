import { useMemo } from 'react';
import { encode } from 'uqr';
import { SHADES } from '@shared/brand';

interface QrCodeProps {
  value: string;
  /** Width and height in CSS pixels. */
  size: number;
  label: string;
  color?: string;
}

/**
 * A QR code drawn as inline SVG, made here rather than by an image service,
 * so it prints sharp, shows up in the html-to-image picture and needs no other
 * host. Medium error correction survives a crease or a smudge on a print.
 */
export function QrCode({ value, size, label, color = SHADES.black }: QrCodeProps) {
  const { path, modules } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 2 });
    const dark = qr.data.flatMap((row, y) => row.flatMap((on, x) => (on ? [`M${x} ${y}h1v1h-1z`] : [])));
    return { path: dark.join(''), modules: qr.size };
  }, [value]);
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${modules} ${modules}`} shapeRendering="crispEdges">
      <rect width={modules} height={modules} fill={SHADES.white} />
      <path d={path} fill={color} />
    </svg>
  );
}
