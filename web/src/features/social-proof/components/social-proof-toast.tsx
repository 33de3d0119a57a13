import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { CloseIcon } from '@/components/icons/close-icon';
import { BUY_BAR, BUY_BAR_HEIGHT } from '@/components/checkout/buy-bar-behaviour';
import { CheckoutLink } from '@/components/checkout/checkout-link';
import { ISLAND_ATTRIBUTE, islandRef } from '@/islands/island';
import { BRAND, SHADES } from '@shared/brand';
import { attachSocialProof } from './social-proof';
import { TOAST_TIMING } from './toast-cycle';

const socialProofRef = islandRef(attachSocialProof);

/**
 * The home page's "someone just joined" toast, bottom-left, rendered hidden with empty slots so its styles are in the
 * page's CSS; the `social-proof` island (./social-proof.ts) fills and shows it (timings in ./toast-cycle.ts).
 */
export default function SocialProofToast() {
  return (
    <div
      ref={socialProofRef}
      {...{ [ISLAND_ATTRIBUTE]: 'social-proof' }}
      data-testid="social-proof"
      data-phase="loading"
      role="status"
      aria-live="polite"
    >
      <Box
        data-toast-card=""
        hidden
        sx={{
          position: 'fixed',
          left: { xs: 12, sm: 24 },
          bottom: { xs: 12, sm: 24 },
          // Above the phone's buy bar while it is up, never over it.
          [`${BUY_BAR.when('shown')} &`]: { bottom: { xs: `calc(${BUY_BAR_HEIGHT + 12}px + env(safe-area-inset-bottom, 0px))`, md: 24 } },
          zIndex: 1300,
          width: 340,
          maxWidth: 'calc(100vw - 24px)',
          display: 'flex',
          gap: 1.5,
          alignItems: 'flex-start',
          p: 2,
          pr: 5,
          bgcolor: SHADES.white,
          color: 'primary.main',
          borderRadius: 3,
          boxShadow: '0 12px 32px rgba(11,37,69,0.25)',
          borderLeft: `6px solid ${BRAND.sunsetOrange}`,
          opacity: 1,
          transition: `opacity ${TOAST_TIMING.fade}ms ease`,
          animation: 'social-proof-in 500ms ease',
          '&[hidden]': { display: 'none' },
          '&[data-fading]': { opacity: 0 },
          '@keyframes social-proof-in': { from: { opacity: 0 }, to: { opacity: 1 } },
          '@media (prefers-reduced-motion: reduce)': { transition: 'none', animation: 'none' },
        }}
      >
        <Box data-slot="avatar" aria-hidden sx={{ fontSize: '2rem', lineHeight: 1 }} />
        <Box>
          <Box
            component="p"
            data-slot="message"
            sx={{ m: 0, fontWeight: 700, lineHeight: 1.35, '& a': { color: 'inherit', textUnderlineOffset: 3 } }}
          />
          <Box sx={{ mt: 1.5, '& a': { minHeight: 40, py: 1, px: 2, fontSize: '0.95rem' } }}>
            <CheckoutLink>
              <span data-slot="button" />
            </CheckoutLink>
          </Box>
        </Box>
        <IconButton
          aria-label="Close notification"
          data-slot="close"
          size="small"
          disableRipple
          sx={{
            position: 'absolute',
            top: 6,
            right: 6,
            color: 'primary.main',
            '&:focus-visible': { outline: `3px solid ${BRAND.lakeNavy}`, outlineOffset: 1 },
          }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
    </div>
  );
}
