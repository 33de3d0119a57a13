import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { WITH_MEMBER } from '@shared/html/session-hint';
import { ISLAND_ATTRIBUTE, islandRef } from '@/islands/island';
import { BUY_BAR, BUY_BAR_HEIGHT, BUY_SHORTCUT_ATTRIBUTE, attachBuyBar } from './buy-bar-behaviour';
import { CheckoutLink } from './checkout-link';
import { UntilSoldOut } from './founding-spots';
import { BOTTOM_BAR_SX } from '@/components/layout/bottom-bar';
import { SITE_MENU_ID } from '@/components/layout/site-menu';

const barRef = islandRef(attachBuyBar);

/** Below md, where the header has no room for its buy button; never for a signed-in member, whose header has none either. */
const PHONE_ONLY = { display: { xs: 'flex', md: 'none' }, [`${WITH_MEMBER} &`]: { display: 'none' } };
/** The device's own strip below the page (a home indicator), which the bar reaches over. */
const DEVICE_INSET = 'env(safe-area-inset-bottom, 0px)';

/** While the bar is up, what the browser scrolls into view (a field or link reached with Tab, an anchor) stops above it. */
const SCROLL_CLEAR_OF_BAR = (
  <GlobalStyles
    styles={(theme) => ({
      [theme.breakpoints.down('md')]: {
        [BUY_BAR.when('shown')]: { scrollPaddingBottom: `calc(${BUY_BAR_HEIGHT}px + ${DEVICE_INSET})` },
      },
    })}
  />
);

/**
 * The phone's buy bar, rendered hidden and shown past the first screen (the `buy-bar` island, ./buy-bar-behaviour.ts).
 * A footer-coloured strip as tall as the bar at the page's end keeps it off the footer's last line.
 */
export function BuyBar() {
  return (
    <>
      {SCROLL_CLEAR_OF_BAR}
      <Box aria-hidden="true" data-print="hide" sx={{ ...PHONE_ONLY, height: `calc(${BUY_BAR_HEIGHT}px + ${DEVICE_INSET})`, bgcolor: 'primary.main' }} />
      <Box
        component="aside"
        aria-label="Become a Founding Floater"
        ref={barRef}
        {...{ [ISLAND_ATTRIBUTE]: 'buy-bar' }}
        data-testid="buy-bar"
        data-print="hide"
        hidden
        sx={{
          ...PHONE_ONLY,
          '&[hidden]': { display: 'none' },
          // The open menu reaches down the screen; the bar keeps out of its way.
          [`html:has(#${SITE_MENU_ID}:popover-open) &`]: { display: 'none' },
          ...BOTTOM_BAR_SX,
          minHeight: BUY_BAR_HEIGHT,
          boxSizing: 'content-box',
          pb: DEVICE_INSET,
        }}
      >
        <Box component="p" sx={{ m: 0, fontWeight: 700, lineHeight: 1.3, fontSize: '0.95rem' }}>
          <UntilSoldOut>
            Founding Floater
            <Box component="span" sx={{ display: 'block', fontWeight: 400, color: 'rgba(255,255,255,0.85)' }}>
              No monthly fees, ever
            </Box>
          </UntilSoldOut>
        </Box>
        <Box {...{ [BUY_SHORTCUT_ATTRIBUTE]: '' }} sx={{ flexShrink: 0 }}>
          <CheckoutLink sx={{ minHeight: 44, py: 1, px: 2.5, fontSize: '1rem' }} />
        </Box>
      </Box>
    </>
  );
}
