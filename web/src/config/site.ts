import { DEMO_SITE } from '@shared/demo-site';
import { parseLocalDay } from '@shared/local-day';
import { FOUNDING_CHECKOUT_URL } from '@shared/gumroad/checkout-link';
import { defaultLaunchDates } from '@shared/launch/launch-phase';

/**
 * Every outside address and every date the copy depends on. Pages import from
 * here; nothing else in the web app should spell out a URL to another site.
 */
export const SITE = {
  name: 'Cleveland Floaters',
  shortName: 'Floaters',
  city: 'Cleveland',
  lake: 'Lake Erie',
  established: 2025,
  launchYear: 2026,
  /** Canonical public origin, used in share links and meta tags. */
  origin: import.meta.env.VITE_SITE_ORIGIN ?? DEMO_SITE.origin,
  contactEmail: 'crew@clevelandfloaters.com',
  handle: '@clevelandfloaters',
  /** The newsletter's one name on every page; "The Floaters Brief" is the manifesto's (/why), as the spec names it. */
  newsletterName: 'The Floaters Newsletter',
} as const;

/** A project's build sets both (web/.env.<project-id>, checked by the deploy preflight); the demo build shows the demo's. */
const day = (text: string | undefined, fallback: string, end: 'start' | 'end') =>
  parseLocalDay(text ?? fallback, end) ?? parseLocalDay(fallback, end)!;

/**
 * The first sailing and the season until the owner saves them on /admin/launch/settings: the build's launch day
 * (VITE_LAUNCH_DATE) as first sailing and season start. Pages take the saved ones from the server (hooks/use-launch.ts).
 */
export const LAUNCH_DEFAULTS = defaultLaunchDates(import.meta.env.VITE_LAUNCH_DATE);

export const DATES = {
  /** Careers video deadline (the Halloween casting call), end of that day. */
  careersDeadline: day(import.meta.env.VITE_CAREERS_DEADLINE, DEMO_SITE.careersDeadline, 'end'),
} as const;

export const MEMBERSHIP = {
  /** The certification's name where members list it, e.g. on their LinkedIn profile. */
  certificationName: 'Founding Floater',
  priceUsd: 5,
  affiliateCommissionUsd: 5,
  affiliatePayoutDays: 7,
} as const;

export const LINKS = {
  checkout: FOUNDING_CHECKOUT_URL,
  affiliateSignup: 'https://clevelandfloaters.gumroad.com/affiliates',
  founderSite: 'https://admiral.clevelandfloaters.com',
  /** The newsletter on LinkedIn (SITE.newsletterName), where /newsletter and /team send readers who read there. */
  newsletter: import.meta.env.VITE_LINKEDIN_NEWSLETTER_URL ?? DEMO_SITE.newsletterUrl,
  sendgridDnsDocs: 'https://www.twilio.com/docs/sendgrid/ui/account-and-settings/how-to-set-up-domain-authentication',
  shareOnX: 'https://twitter.com/intent/tweet',
  shareOnFacebook: 'https://www.facebook.com/sharer/sharer.php',
  shareOnLinkedIn: 'https://www.linkedin.com/sharing/share-offsite/',
  /** LinkedIn's add-certification form (Licenses & Certifications), prefilled by its query parameters. */
  linkedInAddToProfile: 'https://www.linkedin.com/profile/add',
} as const;

export const SOCIAL = [
  { id: 'x', label: 'X', url: 'https://x.com/clevefloaters' },
  { id: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/clevelandfloaters' },
  { id: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/clevelandfloaters' },
  { id: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/@clevelandfloaters' },
  { id: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@clevelandfloaters' },
] as const;

/** First-party insights (src/lib/insights.ts): on unless the build sets VITE_INSIGHTS=off, which stops every event at the source. */
export const INSIGHTS_ENABLED = import.meta.env.VITE_INSIGHTS !== 'off';

/** reCAPTCHA Enterprise site key for Firebase App Check (src/lib/app-check.ts); App Check starts only when this is set. */
export const APP_CHECK_SITE_KEY = import.meta.env.VITE_APP_CHECK_SITE_KEY ?? '';

/** Meta (Facebook) pixel id; the pixel script is only present when this is set. */
export const AD_PIXEL_ID = import.meta.env.VITE_AD_PIXEL_ID ?? '';
