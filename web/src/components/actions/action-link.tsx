import { styled, type Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { BRAND, SHADES } from '@shared/brand';

/**
 * Links that look like buttons. The marketing pages' calls to action are all
 * navigation, so they stay real links (middle-click, copy address) and skip
 * MUI's ripple machinery, which keeps the home page's first load small.
 */
export type ActionTone = 'sunset' | 'navy' | 'light' | 'outline' | 'outlineLight';

const TONES: Record<ActionTone, { color: string; background: string; border: string; hover: string }> = {
  sunset: { color: BRAND.lakeNavy, background: BRAND.sunsetOrange, border: BRAND.sunsetOrange, hover: SHADES.sunsetHover },
  navy: { color: SHADES.white, background: BRAND.lakeNavy, border: BRAND.lakeNavy, hover: SHADES.navyHover },
  light: { color: BRAND.lakeNavy, background: SHADES.white, border: SHADES.white, hover: BRAND.cream },
  outline: { color: BRAND.lakeNavy, background: 'transparent', border: BRAND.lakeNavy, hover: 'rgba(11,37,69,0.06)' },
  outlineLight: { color: SHADES.white, background: 'transparent', border: SHADES.white, hover: 'rgba(255,255,255,0.12)' },
};

interface ToneProps {
  tone?: ActionTone;
}

function actionStyle({ theme, tone = 'sunset' }: ToneProps & { theme: Theme }) {
  const t = TONES[tone];
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 8,
    minHeight: 48,
    padding: '12px 24px',
    borderRadius: theme.shape.borderRadius,
    border: `2px solid ${t.border}`,
    color: t.color,
    backgroundColor: t.background,
    fontWeight: 800,
    fontSize: '1.05rem',
    lineHeight: 1.2,
    textAlign: 'center' as const,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'transform 150ms ease, background-color 150ms ease',
    '&:hover': { backgroundColor: t.hover, transform: 'translateY(-1px)' },
    '&:focus-visible': { outline: `3px solid ${BRAND.gold}`, outlineOffset: 3 },
  };
}

// Neither the tone nor MUI's `sx` (which styled() turns into the class) is an attribute of the element.
const forwardTone = { shouldForwardProp: (prop: string) => prop !== 'tone' && prop !== 'sx' };

/** An in-site link styled as a button. */
export const ActionLink = styled(RouterLink, forwardTone)<ToneProps>(actionStyle);

/** A link to another site (or a file) styled as a button. */
export const ActionAnchor = styled('a', forwardTone)<ToneProps>(actionStyle);

/**
 * A real button with the same look, for actions that are not navigation. The font shorthand comes first: after the
 * look's weight and size it reset them (the quiz result's Join the Crew was drawn in regular weight).
 */
export const ActionButton = styled(
  'button',
  forwardTone,
)<ToneProps>(({ theme, tone }) => ({
  font: 'inherit',
  ...actionStyle({ theme, tone }),
}));
