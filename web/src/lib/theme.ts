import { createTheme } from '@mui/material/styles';
import { DISPLAY_FONT_FACES, DISPLAY_FONT_FAMILY, DISPLAY_FONT_WEIGHT } from '@/config/typeface';
import { BRAND, SHADES } from '@shared/brand';

/**
 * How a text link looks everywhere, MUI's Link and a plain <a> alike: harbour blue (over 8:1 on our backgrounds),
 * Sunset Orange underline, thick Erie Blue focus ring. `a:not([class])` leaves buttons and icons with classes alone.
 */
const LINK_STYLE = {
  color: SHADES.harbour,
  fontWeight: 600,
  textDecoration: 'underline',
  textDecorationColor: BRAND.sunsetOrange,
  textDecorationThickness: '2px',
  textUnderlineOffset: '0.2em',
  '&:hover': { color: BRAND.lakeNavy, textDecorationColor: BRAND.lakeNavy },
  '&:focus-visible': { outline: `3px solid ${BRAND.erieBlue}`, outlineOffset: '2px', borderRadius: '2px' },
} as const;

const DISPLAY = { fontFamily: DISPLAY_FONT_FAMILY, fontWeight: DISPLAY_FONT_WEIGHT } as const;

export const theme = createTheme({
  palette: {
    primary: { main: BRAND.lakeNavy, contrastText: SHADES.white },
    secondary: { main: BRAND.erieBlue, contrastText: BRAND.lakeNavy },
    warning: { main: BRAND.sunsetOrange, contrastText: BRAND.lakeNavy },
    info: { main: BRAND.erieBlue },
    background: { default: SHADES.white, paper: SHADES.white },
    text: { primary: SHADES.ink, secondary: SHADES.slate },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { ...DISPLAY, fontSize: 'clamp(2.2rem, 6vw, 4rem)', lineHeight: 1.05 },
    h2: { ...DISPLAY, fontSize: 'clamp(1.8rem, 4vw, 2.8rem)' },
    h3: { ...DISPLAY, fontSize: 'clamp(1.4rem, 3vw, 2rem)' },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { styleOverrides: { root: LINK_STYLE } },
    MuiCssBaseline: {
      // An array, as each @font-face must be a rule of its own (one object merges them into one).
      styleOverrides: () => [
        ...DISPLAY_FONT_FACES.map((face) => ({ '@font-face': face })),
        {
          // Headings written as plain elements (Box component="h2") look like the theme's.
          'h1, h2': DISPLAY,
          'a:not([class])': LINK_STYLE,
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
              scrollBehavior: 'auto !important',
            },
          },
        },
      ],
    },
  },
});
