/**
 * The site's addresses, built in one place for the web app's links and the
 * functions' emails and share previews alike.
 */

/** Where certificate pages and quiz result pages live, each under its own id or type. */
export const CERTIFICATE_PAGES = '/founders/c';
const QUIZ_RESULT_PAGES = '/quiz/result';
/** Painted per request from `sailings`: upcoming sailings first, the past below; each sailing under its slug. */
export const SAILING_PAGES = '/sailings';

/**
 * Every public page's route pattern, in the router's order: the router, the
 * insights contract (which counts page views by pattern) and the list of
 * prerendered pages read them here.
 */
export const PUBLIC_ROUTES = {
  home: '/',
  why: '/why',
  booking: '/booking-now',
  careers: '/become-a-floater',
  team: '/team',
  join: '/join',
  newsletter: '/newsletter',
  thankYou: '/thank-you',
  quiz: '/quiz',
  quizResult: `${QUIZ_RESULT_PAGES}/:type`,
  affiliate: '/affiliate',
  affiliateGuide: '/affiliate/guide',
  signIn: '/auth',
  createCertificate: '/founders/new',
  certificate: `${CERTIFICATE_PAGES}/:id`,
  wallOfFame: '/foundingfloaters',
  /** Painted per request with the owner's answers (faq_settings/default), like the Wall of Fame. */
  faq: '/faq',
  /** Painted per request from the published sailings, with their seats left and who may buy now. */
  sailings: SAILING_PAGES,
  sailing: `${SAILING_PAGES}/:slug`,
} as const;

export const PATHS = {
  home: PUBLIC_ROUTES.home,
  signIn: PUBLIC_ROUTES.signIn,
  createCertificate: PUBLIC_ROUTES.createCertificate,
  wallOfFame: PUBLIC_ROUTES.wallOfFame,
  faq: PUBLIC_ROUTES.faq,
  quiz: PUBLIC_ROUTES.quiz,
  sailings: PUBLIC_ROUTES.sailings,
  certificatePages: CERTIFICATE_PAGES,
  quizResultPages: QUIZ_RESULT_PAGES,
} as const;

export const sailingPath = (slug: string) => `${SAILING_PAGES}/${encodeURIComponent(slug)}`;
/** The sailing's 1200x630 share picture, drawn by ogCertificate (http/sailing-image.ts). */
export const sailingImagePath = (slug: string) => `${sailingPath(slug)}/og.png`;
/** The sailing's calendar file (text/calendar), the page's "Add to calendar". */
export const sailingCalendarPath = (slug: string) => `${sailingPath(slug)}/calendar.ics`;
/** A sold-out sailing's waitlist form posts here; its confirmation link opens the second (both the sailingWaitlist function). */
export const sailingWaitlistPath = (slug: string) => `${sailingPath(slug)}/waitlist`;
export const sailingWaitlistConfirmPath = (slug: string) => `${sailingWaitlistPath(slug)}/confirm`;
/** A ticket's own page, the address its QR code holds (absolute, so a phone's camera opens it too); the id is unguessable. */
export const TICKET_PAGES = '/tickets';
export const ticketPath = (id: string) => `${TICKET_PAGES}/${encodeURIComponent(id)}`;
/** The ticket's own calendar file: the sailing's event, linking back to the ticket. */
export const ticketCalendarPath = (id: string) => `${ticketPath(id)}/calendar.ics`;

export const certificatePath = (id: string) => `${CERTIFICATE_PAGES}/${encodeURIComponent(id)}`;

/** The site's own 1200x630 share picture (web/public), for pages and certificates without one of their own. */
export const DEFAULT_PREVIEW_IMAGE_PATH = '/og-default.png';

/** The link in a sign-up's confirmation email (a Hosting rewrite to the confirmSignUp function). */
export const SIGN_UP_CONFIRM_PATH = '/signup/confirm';

/** The server-rendered 1200x630 share image (functions/src/http/og-certificate.ts). */
export const certificateImagePath = (id: string) => `${certificatePath(id)}/og.png`;

export const quizResultPath = (type: string) => `${QUIZ_RESULT_PAGES}/${encodeURIComponent(type)}`;
export const quizResultImagePath = (type: string) => `${quizResultPath(type)}/og.png`;

/** The server-rendered 1080x1920 story pictures (functions/src/certificates/story-image.ts). */
export const certificateStoryImagePath = (id: string) => `${certificatePath(id)}/story.png`;
export const quizResultStoryImagePath = (type: string) => `${quizResultPath(type)}/story.png`;

/** The /auth address that brings the visitor back to `path` after signing in. */
export const signInPath = (path: string) => `${PATHS.signIn}?redirect=${encodeURIComponent(path)}`;
export const SIGN_UP_ANCHOR = 'signup';
export const SIGN_UP_PATH = `${PUBLIC_ROUTES.newsletter}#${SIGN_UP_ANCHOR}`;
/** The team page's band for partners and press, where every "contact us" link leads. */
export const CONTACT_ANCHOR = 'contact';
export const CONTACT_PATH = `${PUBLIC_ROUTES.team}#${CONTACT_ANCHOR}`;
