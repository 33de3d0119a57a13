import { SHADES } from '@shared/brand';

/** A bar pinned along the bottom of a phone's screen, as the buy bar and the affiliate page's bar are: one look for both. */
export const BOTTOM_BAR_SX = {
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 1100,
  px: 2,
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 1.5,
  bgcolor: 'primary.main',
  color: SHADES.white,
  boxShadow: '0 -4px 16px rgba(11,37,69,0.3)',
} as const;
