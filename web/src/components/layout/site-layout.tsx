import Box from '@mui/material/Box';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '@/components/feedback/page-loading';
import { AD_PIXEL_ID } from '@/config/site';
import { loadPixel, pixelAllowedOn, pixelPresent } from '@/lib/ad-pixel';
import { trackPageView } from '@/lib/insights';
import { ScrollToTop } from './scroll-to-top';
import { showsSiteChrome } from './site-chrome';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SiteLayout() {
  const { pathname, search } = useLocation();
  const chrome = showsSiteChrome(pathname);
  useEffect(() => trackPageView(pathname, search), [pathname, search]);
  useEffect(() => {
    if (!pixelAllowedOn(pathname)) {
      // A loaded script cannot be unloaded: a fresh page load of this address is the only way to leave it behind.
      if (pixelPresent()) window.location.reload();
      return;
    }
    if (!AD_PIXEL_ID) return;
    // The ad pixel waits until the first screen is up; it must never delay it.
    const timer = window.setTimeout(() => loadPixel(AD_PIXEL_ID), 2500);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      {chrome && <SiteHeader />}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {/* A full-height placeholder keeps the footer below the fold while a page loads, so nothing visible shifts (CLS 0). */}
        <Suspense
          fallback={
            <Box sx={{ minHeight: '100vh' }}>
              <PageLoading />
            </Box>
          }
        >
          <Outlet />
        </Suspense>
      </Box>
      {chrome && <SiteFooter />}
    </Box>
  );
}
