import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from '@/components/layout/site-layout';
import { DEFERRED_APP, deferredAppNeedingSession } from '@/lib/deferred-app';
import { ISLAND_PAGE } from '@/lib/islands';
import { NO_AD_PIXEL } from '@/lib/ad-pixel';
import { PUBLIC_ROUTES } from '@shared/paths';
import { ADMIN_PATHS, SAILING_FORM_PATHS } from '@/config/admin-paths';
import { CREW_PATHS } from '@/config/crew-paths';
import { SIGN_IN_FIRST } from '@/features/certificates/sign-in-first';
// The landing page ships with the entry chunk: most visits start there, and it saves a round trip before first paint.
import HomeRoute from './screens/home-route';

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
const FirebaseRoot = lazy(() => import('./firebase-root'));
const AccountScreen = lazy(() => import('./screens/account-screen'));
const CertificatePage = lazy(() => import('@/features/certificates/components/certificate-page'));
const WallOfFamePage = lazy(() => import('@/features/wall-of-fame/components/wall-of-fame-page'));
const FaqPage = lazy(() => import('@/features/faq/components/faq-page'));
const AdminDashboardPage = lazy(() => import('./screens/admin-dashboard-route'));
const EmailDashboardPage = lazy(() => import('@/features/email/components/email-dashboard-page'));
const SubscribersPage = lazy(() => import('@/features/email/components/subscribers-page'));
const BroadcastPage = lazy(() => import('@/features/email/components/broadcast-page'));
const TemplatesPage = lazy(() => import('@/features/email/components/templates-page'));
const SettingsPage = lazy(() => import('@/features/email/components/settings-page'));
const WebhooksPage = lazy(() => import('@/features/email/components/webhooks-page'));
const GumroadSettingsPage = lazy(() => import('@/features/gumroad/components/gumroad-settings-page'));
const MembershipSettingsPage = lazy(() => import('@/features/membership/components/membership-settings-page'));
const LaunchSettingsPage = lazy(() => import('@/features/launch/components/launch-settings-page'));
const WaitlistPage = lazy(() => import('@/features/email/components/waitlist-page'));
const ImportGumroadPage = lazy(() => import('@/features/gumroad/components/import-gumroad-page'));
const InsightsPage = lazy(() => import('@/features/insights/components/insights-page'));
const FaqSettingsPage = lazy(() => import('@/features/faq/components/faq-settings-page'));
const CrewSettingsPage = lazy(() => import('@/features/crew/components/crew-settings-page'));
const PicturesPage = lazy(() => import('@/features/site-pictures/components/pictures-page'));
const SailingsPage = lazy(() => import('@/features/sailings/components/sailings-page'));
const SailingFormPage = lazy(() => import('@/features/sailings/components/sailing-form-page'));
const CrewAccessPage = lazy(() => import('@/features/check-in/components/crew-access-page'));
// The camera's decoder (zxing-wasm where the browser has no BarcodeDetector) loads only on this screen.
const CheckInPage = lazy(() => import('@/features/check-in/components/check-in-page'));
const NotFoundPage = lazy(() => import('@/features/errors/components/not-found-page'));

/**
 * One route table for the browser's router and the server's (src/entry-server.tsx).
 * Pages that are read, with ISLAND_PAGE as their handle, are served as their HTML
 * with islands (src/islands.ts); the others hydrate as the SPA (src/main.tsx),
 * those with DEFERRED_APP on the visitor's first move (src/deferred-app.ts).
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
      {
        element: <FirebaseRoot />,
        handle: NO_AD_PIXEL,
        children: [
          { path: ADMIN_PATHS.dashboard, element: <AdminDashboardPage /> },
          { path: ADMIN_PATHS.email, element: <EmailDashboardPage /> },
          { path: ADMIN_PATHS.subscribers, element: <SubscribersPage /> },
          { path: ADMIN_PATHS.broadcast, element: <BroadcastPage /> },
          { path: ADMIN_PATHS.templates, element: <TemplatesPage /> },
          { path: ADMIN_PATHS.emailSettings, element: <SettingsPage /> },
          { path: ADMIN_PATHS.webhooks, element: <WebhooksPage /> },
          { path: ADMIN_PATHS.waitlist, element: <WaitlistPage /> },
          { path: ADMIN_PATHS.importGumroad, element: <ImportGumroadPage /> },
          { path: ADMIN_PATHS.gumroadSettings, element: <GumroadSettingsPage /> },
          { path: ADMIN_PATHS.membershipSettings, element: <MembershipSettingsPage /> },
          { path: ADMIN_PATHS.launchSettings, element: <LaunchSettingsPage /> },
          { path: ADMIN_PATHS.insights, element: <InsightsPage /> },
          { path: ADMIN_PATHS.faq, element: <FaqSettingsPage /> },
          { path: ADMIN_PATHS.crew, element: <CrewSettingsPage /> },
          { path: ADMIN_PATHS.pictures, element: <PicturesPage /> },
          { path: ADMIN_PATHS.sailings, element: <SailingsPage /> },
          { path: SAILING_FORM_PATHS.create, element: <SailingFormPage /> },
          { path: SAILING_FORM_PATHS.edit, element: <SailingFormPage /> },
          { path: ADMIN_PATHS.checkInCrew, element: <CrewAccessPage /> },
          { path: CREW_PATHS.checkIn, element: <CheckInPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage />, handle: ISLAND_PAGE },
    ],
  },
];
