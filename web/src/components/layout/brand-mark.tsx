import { BRAND, SHADES } from '@shared/brand';

/** The Floaters life ring over Lake Erie waves: the logo glyph, drawn inline so it costs no request. */
export function BrandMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill={BRAND.sunsetOrange} />
      <circle cx="24" cy="24" r="11" fill={BRAND.lakeNavy} />
      <path d="M24 2a22 22 0 0 1 15.56 6.44L31.78 16.22A11 11 0 0 0 24 13z" fill={SHADES.white} />
      <path d="M46 24a22 22 0 0 1-6.44 15.56l-7.78-7.78A11 11 0 0 0 35 24z" fill={SHADES.white} />
      <path d="M24 46a22 22 0 0 1-15.56-6.44l7.78-7.78A11 11 0 0 0 24 35z" fill={SHADES.white} />
      <path d="M2 24A22 22 0 0 1 8.44 8.44l7.78 7.78A11 11 0 0 0 13 24z" fill={SHADES.white} />
      <path d="M14 27c2.5-2 5-2 7.5 0s5 2 7.5 0 5-2 5.5-1" stroke={BRAND.erieBlue} strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}
