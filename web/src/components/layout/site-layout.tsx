import Box from '@mui/material/Box';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { BuyBar } from '@/components/checkout/buy-bar';
import { PagePlaceholder } from '@/components/feedback/page-loading';
import { AD_PIXEL_ID } from '@/config/site';
import { NO_AD_PIXEL_ATTRIBUTE, pixelAllowedFor, placePixel } from '@/lib/ad-pixel';
import { trackPageView } from '@/lib/insights';
import { ScrollToTop } from './scroll-to-top';
import { showsBuyShortcuts, showsSiteChrome } from './site-chrome';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SiteLayout() {
  const { pathname, search } = useLocation();
  const chrome = showsSiteChrome(pathname);
  const buy = showsBuyShortcuts(pathname);
  useEffect(() => trackPageView(pathname, search), [pathname, search]);
  const pixelAllowed = pixelAllowedFor(useMatches().map((match) => match.handle));
  useEffect(() => placePixel(pixelAllowed, AD_PIXEL_ID), [pathname, pixelAllowed]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }} {...(pixelAllowed ? {} : { [NO_AD_PIXEL_ATTRIBUTE]: '' })}>
      <ScrollToTop />
      {chrome && <SiteHeader buy={buy} />}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<PagePlaceholder />}>
          <Outlet />
        </Suspense>
      </Box>
      {chrome && <SiteFooter />}
      {buy && <BuyBar />}
    </Box>
  );
}
