import { createTheme } from '@mui/material/styles';
import { BRAND, SHADES } from '@shared/brand';

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
    h1: { fontWeight: 800, fontSize: 'clamp(2.2rem, 6vw, 4rem)', lineHeight: 1.05 },
    h2: { fontWeight: 800, fontSize: 'clamp(1.8rem, 4vw, 2.8rem)' },
    h3: { fontWeight: 700, fontSize: 'clamp(1.4rem, 3vw, 2rem)' },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCssBaseline: {
      styleOverrides: {
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
  },
});
