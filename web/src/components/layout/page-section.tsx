import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BRAND, SHADES } from '@shared/brand';
import { renderWhenNear } from './render-when-near';

export type SectionTone = 'white' | 'cream' | 'navy' | 'blue';

const TONES: Record<SectionTone, { bg: string; color: string }> = {
  white: { bg: SHADES.white, color: 'text.primary' },
  cream: { bg: BRAND.cream, color: 'text.primary' },
  navy: { bg: 'primary.main', color: SHADES.white },
  // Erie Blue is too light behind white text, so the blue band is a deep lake blue.
  blue: { bg: SHADES.harbour, color: SHADES.white },
};

interface PageSectionProps {
  id?: string;
  tone?: SectionTone;
  /** Narrow sections suit long prose; wide ones suit card grids. */
  width?: 'prose' | 'wide';
  /** Labels the section landmark when given (the id of its heading). */
  labelledBy?: string;
  /** The h2 the section opens with; it takes the id in `labelledBy`, so the two cannot drift apart. */
  title?: ReactNode;
  /** Space under the title, in theme spacing units. */
  titleGap?: number;
  children: ReactNode;
}

/** One full-width band of a marketing page, with its content centred. */
export function PageSection({ id, tone = 'white', width = 'wide', labelledBy, title, titleGap, children }: PageSectionProps) {
  const t = TONES[tone];
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={labelledBy}
      // Anchored sections (/team#contact) must not hide under the fixed header.
      sx={{ bgcolor: t.bg, color: t.color, py: { xs: 7, md: 10 }, scrollMarginTop: 72, ...renderWhenNear(800) }}
    >
      <Box sx={{ maxWidth: width === 'prose' ? 760 : 1200, mx: 'auto', px: { xs: 2.5, sm: 4 } }}>
        {title && (
          <Typography id={labelledBy} variant="h2" sx={titleGap === undefined ? undefined : { mb: titleGap }}>
            {title}
          </Typography>
        )}
        {children}
      </Box>
    </Box>
  );
}

/** Scrolls to the element named by the URL's hash once the page has rendered it (lazy pages mount after navigation). */
export function scrollToHash(hash: string): void {
  if (!hash) return;
  document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
}
