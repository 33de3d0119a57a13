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
  origin: import.meta.env.VITE_SITE_ORIGIN ?? 'https://clevelandfloaters.web.app',
  contactEmail: 'crew@clevelandfloaters.com',
  handle: '@clevelandfloaters',
} as const;

export const DATES = {
  /** Launch moment, local time of the visitor's browser, as the spec asks. */
  launch: new Date(2026, 4, 15, 0, 0, 0),
  /** Careers video deadline: Halloween 2025, end of day. */
  careersDeadline: new Date(2025, 9, 31, 23, 59, 59),
} as const;

export const MEMBERSHIP = {
  /** The certification's name where members list it, e.g. on their LinkedIn profile. */
  certificationName: 'Founding Floater',
  priceUsd: 5,
  firstMembers: 100,
  affiliateCommissionUsd: 5,
  affiliatePayoutDays: 7,
} as const;

export const LINKS = {
  checkout: 'https://clevelandfloaters.gumroad.com/l/founding-floater',
  affiliateSignup: 'https://clevelandfloaters.gumroad.com/affiliates',
  founderSite: 'https://admiral.clevelandfloaters.com',
  /**
   * The Floaters Brief, the crew's LinkedIn newsletter that /newsletter and /team send readers to.
   * LinkedIn assigns the number when the newsletter is created: this one is a stand-in until then.
   */
  newsletter: 'https://www.linkedin.com/newsletters/the-floaters-brief-7100000000000000000',
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

/** Meta (Facebook) pixel id; the pixel script is only present when this is set. */
export const AD_PIXEL_ID = import.meta.env.VITE_AD_PIXEL_ID ?? '';

/** Files in web/public that pages link to. */
export const FILES = {
  sellSheet: '/cleveland-floaters-2026-event-planner-sell-sheet.pdf',
  sellSheetCover: '/sell-sheet-cover.png',
} as const;
