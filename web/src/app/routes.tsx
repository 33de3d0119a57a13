import { lazy, Suspense, type ComponentType } from 'react';
import { matchPath, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '@/components/layout/site-layout';
import { DEFERRED_APP, deferredAppNeedingSession } from '@/islands/until-app-live';
import { ISLAND_PAGE } from '@/islands/island';
import { NO_AD_PIXEL } from '@/lib/ad-pixel';
import { PUBLIC_ROUTES } from '@shared/paths';
import { ADMIN_PATHS, SAILING_FORM_PATHS } from '@/config/admin-paths';
import { CREW_PATHS } from '@/config/crew-paths';
import { SIGN_IN_FIRST } from '@/features/certificates/sign-in-first';
// The landing page ships with the entry chunk: most visits start there, and it saves a round trip before first paint.
import HomeRoute from './screens/home-route';
import { AdminArrival } from './screens/admin-arrival';

// Every screen is its own chunk: a visitor page never loads admin or Firebase code.
const BookingPage = lazy(() => import('@/features/marketing/components/booking-page'));
const CareersPage = lazy(() => import('@/features/marketing/components/careers-page'));
const TeamPage = lazy(() => import('@/features/marketing/components/team-page'));
const ManifestoPage = lazy(() => import('@/features/marketing/components/manifesto-page'));
const JoinPage = lazy(() => import('@/features/marketing/components/join-page'));
const NewsletterPage = lazy(() => import('./screens/newsletter-route'));
const ThankYouPage = lazy(() => import('@/features/marketing/components/thank-you-page'));
const QuizPage = lazy(() => import('@/features/quiz/components/quiz-page'));
const QuizResultPage = lazy(() => import('@/features/quiz/components/quiz-result-page'));
const AffiliatePage = lazy(() => import('@/features/affiliate/components/affiliate-page'));
const AffiliateGuidePage = lazy(() => import('@/features/affiliate/components/affiliate-guide-page'));
const AccountScreen = lazy(() => import('./screens/account-screen'));
const CertificatePage = lazy(() => import('@/features/certificates/components/certificate-page'));
const WallOfFamePage = lazy(() => import('@/features/wall-of-fame/components/wall-of-fame-page'));
const FaqPage = lazy(() => import('@/features/faq/components/faq-page'));
const UpcomingSailingsPage = lazy(() => import('@/features/sailings/components/upcoming-sailings-page'));
const SailingPage = lazy(() => import('@/features/sailings/components/sailing-page'));
const NotFoundPage = lazy(() => import('@/features/errors/components/not-found-page'));
/** The admin screens, each its own chunk, with the path it answers. */
const ADMIN_SCREENS: [path: string, load: () => Promise<{ default: ComponentType }>][] = [
  [ADMIN_PATHS.dashboard, () => import('./screens/admin-dashboard-route')],
  [ADMIN_PATHS.email, () => import('@/features/email/components/email-dashboard-page')],
  [ADMIN_PATHS.subscribers, () => import('@/features/email/components/subscribers-page')],
  [ADMIN_PATHS.broadcast, () => import('@/features/email/components/broadcast-page')],
  [ADMIN_PATHS.templates, () => import('@/features/email/components/templates-page')],
  [ADMIN_PATHS.emailSettings, () => import('@/features/email/components/settings-page')],
  [ADMIN_PATHS.webhooks, () => import('@/features/email/components/webhooks-page')],
  [ADMIN_PATHS.waitlist, () => import('@/features/email/components/waitlist-page')],
  [ADMIN_PATHS.importGumroad, () => import('@/features/gumroad/components/import-gumroad-page')],
  [ADMIN_PATHS.gumroadSettings, () => import('@/features/gumroad/components/gumroad-settings-page')],
  [ADMIN_PATHS.membershipSettings, () => import('@/features/membership/components/membership-settings-page')],
  [ADMIN_PATHS.launchSettings, () => import('@/features/launch/components/launch-settings-page')],
  [ADMIN_PATHS.insights, () => import('@/features/insights/components/insights-page')],
  [ADMIN_PATHS.faq, () => import('@/features/faq/components/faq-settings-page')],
  [ADMIN_PATHS.crew, () => import('@/features/crew/components/crew-settings-page')],
  [ADMIN_PATHS.pictures, () => import('@/features/site-pictures/components/pictures-page')],
  [ADMIN_PATHS.sailings, () => import('@/features/sailings/components/sailings-page')],
  [SAILING_FORM_PATHS.create, () => import('@/features/sailings/components/sailing-form-page')],
  [SAILING_FORM_PATHS.edit, () => import('@/features/sailings/components/sailing-form-page')],
  [ADMIN_PATHS.checkInCrew, () => import('@/features/check-in/components/crew-access-page')],
  // The camera's decoder (zxing-wasm where the browser has no BarcodeDetector) loads only on this screen.
  [CREW_PATHS.checkIn, () => import('@/features/check-in/components/check-in-page')],
];

/**
 * Firebase's chunk, and with it the code of the screen at this address: fetched side by side, not the screen's only once
 * FirebaseRoot renders its Outlet. (A route loader would do the same, but makes the router render nothing until it
 * settles, and the server's render, which runs no loaders, would lose the route's handles.)
 */
const FirebaseRoot = lazy(() => {
  if (typeof window !== 'undefined')
    void ADMIN_SCREENS.find(([path]) => matchPath(path, window.location.pathname))?.[1]().catch(() => undefined);
  return import('./firebase-root');
});

/**
 * One route table for the browser's router and the server's (src/entry-server.tsx).
 * Pages that are read, with ISLAND_PAGE as their handle, are served as their HTML
 * with islands (src/island-page.ts); the others hydrate as the SPA (src/main.tsx),
 * those with DEFERRED_APP on the visitor's first move (src/deferred-app-page.ts).
 */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { path: PUBLIC_ROUTES.home, element: <HomeRoute />, handle: ISLAND_PAGE },
      { path: PUBLIC_ROUTES.booking, element: <BookingPage />, handle: ISLAND_PAGE },
      { path: PUBLIC_ROUTES.careers, element: <CareersPage />, handle: ISLAND_PAGE },
      { path: PUBLIC_ROUTES.team, element: <TeamPage />, handle: ISLAND_PAGE },
      { path: PUBLIC_ROUTES.why, element: <ManifestoPage />, handle: ISLAND_PAGE },
      { path: PUBLIC_ROUTES.join, element: <JoinPage />, handle: ISLAND_PAGE },
      { path: PUBLIC_ROUTES.newsletter, element: <NewsletterPage />, handle: ISLAND_PAGE },
      { path: PUBLIC_ROUTES.thankYou, element: <ThankYouPage />, handle: ISLAND_PAGE },
      { path: PUBLIC_ROUTES.quiz, element: <QuizPage />, handle: DEFERRED_APP },
      { path: PUBLIC_ROUTES.quizResult, element: <QuizResultPage />, handle: ISLAND_PAGE },
      { path: PUBLIC_ROUTES.affiliate, element: <AffiliatePage />, handle: ISLAND_PAGE },
      { path: PUBLIC_ROUTES.affiliateGuide, element: <AffiliateGuidePage />, handle: ISLAND_PAGE },
      // These paint before any Firebase SDK loads: from the server's data, or (sign-in) with the SDK loaded on demand.
      { path: PUBLIC_ROUTES.signIn, element: <AccountScreen />, handle: { ...DEFERRED_APP, ...NO_AD_PIXEL } },
      {
        path: PUBLIC_ROUTES.createCertificate,
        element: <AccountScreen />,
        handle: { ...deferredAppNeedingSession(SIGN_IN_FIRST), ...NO_AD_PIXEL },
      },
      { path: PUBLIC_ROUTES.certificate, element: <CertificatePage />, handle: ISLAND_PAGE },
      { path: PUBLIC_ROUTES.wallOfFame, element: <WallOfFamePage />, handle: ISLAND_PAGE },
      { path: PUBLIC_ROUTES.faq, element: <FaqPage />, handle: ISLAND_PAGE },
      { path: PUBLIC_ROUTES.sailings, element: <UpcomingSailingsPage />, handle: ISLAND_PAGE },
      { path: PUBLIC_ROUTES.sailing, element: <SailingPage />, handle: ISLAND_PAGE },
      {
        element: (
          <Suspense fallback={<AdminArrival />}>
            <FirebaseRoot />
          </Suspense>
        ),
        handle: NO_AD_PIXEL,
        children: ADMIN_SCREENS.map(([path, load]) => {
          const Screen = lazy(load);
          return { path, element: <Screen /> };
        }),
      },
      { path: '*', element: <NotFoundPage />, handle: ISLAND_PAGE },
    ],
  },
];
