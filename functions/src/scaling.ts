import { defineInt } from 'firebase-functions/params';

/**
 * Each function's scaling ceiling, in one place, so a flood costs at most that many instances; excess requests wait
 * or get a 429 (Gumroad and SendGrid retry). Each instance serves many requests at once (Cloud Run's default 80), so
 * the ceilings sit far above this site's traffic.
 */

/**
 * Instances of `pages` kept warm (0 by default; set it in functions/.env.<project-id>): the first visitor of a shared
 * link or the home page otherwise waits for a cold start. Its cost is in docs/going-live.md ("Optional").
 */
export const PAGES_MIN_INSTANCES = defineInt('PAGES_MIN_INSTANCES', {
  default: 0,
  description: 'Warm instances of pages (the home, launch and certificate pages, the Wall of Fame, the FAQ); 0 or 1.',
});

export const SCALING = {
  // Public and the most expensive: every page painted per request (512 MiB each).
  pages: { maxInstances: 10, minInstances: PAGES_MIN_INSTANCES },
  // Public: the share pictures, each drawn once per instance and cache period (512 MiB each).
  ogCertificate: { maxInstances: 10 },
  // Public: one small write per event; a sender over its rate limit is answered without a write.
  collectInsights: { maxInstances: 5 },
  // Public, two document reads, and the CDN answers all but one request per 30 seconds.
  foundingSpots: { maxInstances: 3 },
  // Public, one ten- or twenty-document query, and the CDN answers all but one request per 30 seconds per feed.
  foundersFeed: { maxInstances: 3 },
  // Public but only Gumroad's pings count; Gumroad retries a refused one.
  gumroadPing: { maxInstances: 3 },
  // Public links in emails and SendGrid's event batches (SendGrid retries for 24 hours).
  unsubscribe: { maxInstances: 3 },
  sendgridEvents: { maxInstances: 3 },
  confirmSignUpLink: { maxInstances: 3 },
  // Signed-in or public callables, each rate-limited per caller or network.
  createCertificate: { maxInstances: 5 },
  submitPartnerInquiry: { maxInstances: 3 },
  signUp: { maxInstances: 3 },
  // Admins only; a broadcast or an import runs for minutes, and one at a time is the design.
  sendBroadcast: { maxInstances: 2 },
  scheduleBroadcast: { maxInstances: 1 },
  sendTemplateTest: { maxInstances: 1 },
  importGumroadOrders: { maxInstances: 1 },
  // One ping at a time, by hand from the webhook log.
  retryWebhookEvent: { maxInstances: 1 },
  releaseSpots: { maxInstances: 1 },
  // Admins only, one small transaction.
  saveSailing: { maxInstances: 1 },
  // Admins only: one Gumroad refund per held sale.
  refundHeldSale: { maxInstances: 1 },
  // Signed-in founders at a presale's opening: two small reads each.
  sailingBuyLink: { maxInstances: 3 },
  // Admins only: one Gumroad lookup when a sailing's page opens.
  sailingGumroadLimit: { maxInstances: 1 },
  // Admins only, rarely: one sailing's holders emailed, or its broadcasts scheduled.
  interruptSailing: { maxInstances: 1 },
  prepareSailingEmails: { maxInstances: 1 },
  // The dock crew at a boarding: a few phones, a scan or a synced queue per call.
  checkInTickets: { maxInstances: 2 },
  // Admins only, rarely.
  setCrewAccess: { maxInstances: 1 },
  listCrew: { maxInstances: 1 },
  health: { maxInstances: 1 },
  // Admins only, rarely: one photo at a time.
  uploadSitePhoto: { maxInstances: 1 },
  removeSitePhoto: { maxInstances: 1 },
  // Public, but behind the CDN for a year per file (each name holds its photo's hash): a few reads a day.
  sitePictureFiles: { maxInstances: 3 },
  // Scheduled: one run at a time is all there ever is.
  dailyBackup: { maxInstances: 1 },
  alertChecks: { maxInstances: 1 },
  sendScheduledBroadcasts: { maxInstances: 1 },
  passWaitlistOffers: { maxInstances: 1 },
  // Public, no script: the waitlist form of a sold-out sailing and its confirmation link, rate-limited per network.
  sailingWaitlist: { maxInstances: 3 },
  sendSailingReminders: { maxInstances: 1 },
} as const;
