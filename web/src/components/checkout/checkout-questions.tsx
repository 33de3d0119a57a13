import Box from '@mui/material/Box';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { BRAND } from '@shared/brand';
import { PUBLIC_ROUTES } from '@shared/paths';

/**
 * A link to the FAQ in the words around it: their color (white on a navy band, ink on cream), so it reads on
 * every band a checkout sits on, with the brand's orange underline. A plain navigation, never the SPA's router:
 * the FAQ is painted by the server with the owner's answers, which the browser's app does not hold.
 */
export const FaqLink = styled('a')({
  color: 'inherit',
  fontWeight: 700,
  textDecoration: 'underline',
  textDecorationColor: BRAND.sunsetOrange,
  textDecorationThickness: '2px',
  textUnderlineOffset: '0.2em',
  '&:hover': { textDecorationColor: 'currentColor' },
  '&:focus-visible': { outline: `3px solid ${BRAND.gold}`, outlineOffset: '2px', borderRadius: '2px' },
});

/** "Questions? Read the FAQ", under a checkout button. */
export function CheckoutQuestions({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Box component="p" sx={[{ m: 0, mt: 1, lineHeight: 1.5 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      Questions? <FaqLink href={PUBLIC_ROUTES.faq}>Read the FAQ</FaqLink>
    </Box>
  );
}
