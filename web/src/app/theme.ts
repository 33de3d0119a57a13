import { createTheme } from '@mui/material/styles';
import { BRAND } from '@/config/site';

export const theme = createTheme({
  palette: {
    primary: { main: BRAND.lakeNavy, contrastText: '#FFFFFF' },
    secondary: { main: BRAND.erieBlue, contrastText: '#0B2545' },
    warning: { main: BRAND.sunsetOrange, contrastText: '#0B2545' },
    info: { main: BRAND.erieBlue },
    background: { default: '#FFFFFF', paper: '#FFFFFF' },
    text: { primary: '#102A43', secondary: '#334E68' },
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
