/**
 * Every deployed function, each module loaded when its export is first read: an instance (or emulator worker) reads
 * only its own export (FUNCTION_TARGET), so it loads only its own code. The CLI reads every export to learn what to
 * deploy, with its params.
 */
const DEPLOYED = {
  health: () => (require('./http/health') as typeof import('./http/health')).health,
  pages: () => (require('./http/pages') as typeof import('./http/pages')).pages,
  ogCertificate: () => (require('./http/og-certificate') as typeof import('./http/og-certificate')).ogCertificate,
  sendBroadcast: () => (require('./email/send-broadcast-callable') as typeof import('./email/send-broadcast-callable')).sendBroadcast,
  sendTemplateTest: () =>
    (require('./email/send-template-test-callable') as typeof import('./email/send-template-test-callable')).sendTemplateTest,
  scheduleBroadcast: () =>
    (require('./email/schedule-broadcast-callable') as typeof import('./email/schedule-broadcast-callable')).scheduleBroadcast,
  sendScheduledBroadcasts: () =>
    (require('./email/send-scheduled-broadcasts') as typeof import('./email/send-scheduled-broadcasts')).sendScheduledBroadcasts,
  unsubscribe: () => (require('./email/unsubscribe-http') as typeof import('./email/unsubscribe-http')).unsubscribe,
  sendgridEvents: () => (require('./email/sendgrid-events-http') as typeof import('./email/sendgrid-events-http')).sendgridEvents,
  createCertificate: () =>
    (require('./certificates/create-certificate-callable') as typeof import('./certificates/create-certificate-callable'))
      .createCertificate,
  gumroadPing: () => (require('./gumroad/gumroad-ping') as typeof import('./gumroad/gumroad-ping')).gumroadPing,
  importGumroadOrders: () =>
    (require('./gumroad/import-gumroad-orders') as typeof import('./gumroad/import-gumroad-orders')).importGumroadOrders,
  retryWebhookEvent: () => (require('./gumroad/retry-webhook-event') as typeof import('./gumroad/retry-webhook-event')).retryWebhookEvent,
  submitPartnerInquiry: () =>
    (require('./contact/submit-partner-inquiry-callable') as typeof import('./contact/submit-partner-inquiry-callable'))
      .submitPartnerInquiry,
  collectInsights: () => (require('./insights/collect-http') as typeof import('./insights/collect-http')).collectInsights,
  foundingSpots: () => (require('./membership/spots-http') as typeof import('./membership/spots-http')).foundingSpots,
  foundersFeed: () => (require('./certificates/founders-http') as typeof import('./certificates/founders-http')).foundersFeed,
  signUp: () => (require('./sign-up/sign-up-callable') as typeof import('./sign-up/sign-up-callable')).signUp,
  confirmSignUpLink: () => (require('./sign-up/confirm-sign-up-http') as typeof import('./sign-up/confirm-sign-up-http')).confirmSignUpLink,
  releaseSpots: () => (require('./sign-up/release-spots-callable') as typeof import('./sign-up/release-spots-callable')).releaseSpots,
  saveSailing: () => (require('./sailings/save-sailing-callable') as typeof import('./sailings/save-sailing-callable')).saveSailing,
  refundHeldSale: () =>
    (require('./sailings/refund-held-sale-callable') as typeof import('./sailings/refund-held-sale-callable')).refundHeldSale,
  sailingBuyLink: () =>
    (require('./sailings/sailing-buy-link-callable') as typeof import('./sailings/sailing-buy-link-callable')).sailingBuyLink,
  sailingGumroadLimit: () =>
    (require('./sailings/sailing-gumroad-limit-callable') as typeof import('./sailings/sailing-gumroad-limit-callable'))
      .sailingGumroadLimit,
  sailingWaitlist: () => (require('./sailings/waitlist-http') as typeof import('./sailings/waitlist-http')).sailingWaitlist,
  passWaitlistOffers: () =>
    (require('./sailings/pass-waitlist-offers') as typeof import('./sailings/pass-waitlist-offers')).passWaitlistOffers,
  interruptSailing: () =>
    (require('./sailings/interrupt-sailing-callable') as typeof import('./sailings/interrupt-sailing-callable')).interruptSailing,
  prepareSailingEmails: () =>
    (require('./sailings/prepare-sailing-emails-callable') as typeof import('./sailings/prepare-sailing-emails-callable'))
      .prepareSailingEmails,
  sendSailingReminders: () =>
    (require('./sailings/send-sailing-reminders') as typeof import('./sailings/send-sailing-reminders')).sendSailingReminders,
  checkInTickets: () =>
    (require('./check-in/check-in-tickets-callable') as typeof import('./check-in/check-in-tickets-callable')).checkInTickets,
  setCrewAccess: () => (require('./check-in/set-crew-access-callable') as typeof import('./check-in/set-crew-access-callable')).setCrewAccess,
  listCrew: () => (require('./check-in/list-crew-callable') as typeof import('./check-in/list-crew-callable')).listCrew,
  uploadSitePhoto: () =>
    (require('./pictures/upload-site-photo-callable') as typeof import('./pictures/upload-site-photo-callable')).uploadSitePhoto,
  removeSitePhoto: () =>
    (require('./pictures/remove-site-photo-callable') as typeof import('./pictures/remove-site-photo-callable')).removeSitePhoto,
  sitePictureFiles: () => (require('./pictures/picture-files-http') as typeof import('./pictures/picture-files-http')).sitePictureFiles,
  dailyBackup: () => (require('./backups/daily-backup') as typeof import('./backups/daily-backup')).dailyBackup,
  alertChecks: () => (require('./alerts/alert-checks') as typeof import('./alerts/alert-checks')).alertChecks,
};

for (const [name, load] of Object.entries(DEPLOYED)) Object.defineProperty(module.exports, name, { enumerable: true, get: load });

// A module, not a script: its names stay its own. (module.exports, not exports: tsx and esbuild replace the object
// `exports` names in a module, and what was defined on it would not be what a require() gets.)
export {};
