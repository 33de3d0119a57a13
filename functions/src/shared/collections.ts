/**
 * Every Firestore collection and fixed document the web app, the functions and
 * the scripts read or write, named once. firestore.rules spells the same names
 * (tests/rules/rules-matrix.ts fails when a rules path has no row), so a rename
 * here is a rename there.
 */
export const COLLECTIONS = {
  certificates: 'certificates',
  revokedCertificates: 'revoked_certificates',
  memberNumbers: 'member_numbers',
  counters: 'counters',
  rateLimits: 'rate_limits',
  subscribers: 'subscribers',
  emailBroadcasts: 'email_broadcasts',
  emailTemplates: 'email_templates',
  emailSettings: 'email_settings',
  gumroadSettings: 'gumroad_settings',
  membershipSettings: 'membership_settings',
  /** The first sailing and the season's days (functions/src/shared/launch/launch-phase.ts). */
  launchSettings: 'launch_settings',
  webhookEvents: 'webhook_events',
  sales: 'sales',
  /** Each Gumroad product's name and ids, as pings and exports name them (functions/src/shared/gumroad/products.ts). */
  gumroadProducts: 'gumroad_products',
  gumroadImports: 'gumroad_imports',
  welcomeEmails: 'welcome_emails',
  partnerInquiries: 'partner_inquiries',
  analyticsDaily: 'analytics_daily',
  serviceStatus: 'service_status',
  /** Sign-ups waiting for their confirmation link to be opened (expire after CONFIRM_LINK_DAYS). */
  signUps: 'signups',
  /** "Offer spots to the next N waitlisters" runs, each with its delivery records. */
  waitlistReleases: 'waitlist_releases',
  /** Where alerts go and how long backups are kept (functions/src/shared/operations/operations-settings.ts). */
  operationsSettings: 'operations_settings',
  /** Alerts to the owner, one per kind and day (functions/src/shared/operations/alerts.ts). */
  alerts: 'alerts',
  /** The questions and answers on /faq (functions/src/shared/faq/faq.ts). */
  faqSettings: 'faq_settings',
  /** The founder and the crew on /team (functions/src/shared/crew/crew.ts). */
  crewSettings: 'crew_settings',
  /** The owner's photo for each place a drawing is shown, by slot (functions/src/shared/pictures/site-photos.ts). */
  sitePictures: 'site_pictures',
  /** Each photo's sizes and formats, `{hash}-{width}.{ext}`, its bytes in one field; only functions read them. */
  sitePictureFiles: 'site_picture_files',
  /** The boat's sailings, by the address of their page (functions/src/shared/sailings/sailing-record.ts). */
  sailings: 'sailings',
  /** Each sailing's Gumroad product, apart from what its pages show. */
  sailingProducts: 'sailing_products',
  /** Each Gumroad sale of a sailing's seats, by sale id: ticketed, held for the owner, or refunded. */
  sailingOrders: 'sailing_orders',
  /** One per seat, by an unguessable id: the QR on it is its page's address. */
  tickets: 'tickets',
  /** One per seat sale: its buyer's one email (the tickets, or word that it is held), claimed before it is sent. */
  seatSaleEmails: 'seat_sale_emails',
  /** A sold-out sailing's waitlist, one entry per sailing and address (functions/src/shared/sailings/waitlist.ts). */
  sailingWaitlist: 'sailing_waitlist',
  /** A sale's holder's reminders and cancellation or postponement notice, one per sale and kind, claimed before it is sent. */
  sailingEmails: 'sailing_emails',
} as const;

/** Subcollections, named for the parent they live under. */
export const SUBCOLLECTIONS = {
  /** `email_broadcasts/{id}/deliveries/{subscriber}` and `waitlist_releases/{id}/deliveries/{subscriber}` */
  deliveries: 'deliveries',
  /** `rate_limits/{uid}/certificate_slots/{window}-{k}` */
  certificateSlots: 'certificate_slots',
  /** `rate_limits/ip-{hash}/partner_inquiry_slots/{window}-{k}` */
  partnerInquirySlots: 'partner_inquiry_slots',
  /** `rate_limits/ip-{hash}/insights_windows/{window}` */
  insightsWindows: 'insights_windows',
  /** `rate_limits/all-insights-events/insights_day_counts/{day}-{shard}`: every sender's events of a UTC day, together */
  insightsDayCounts: 'insights_day_counts',
  /** `rate_limits/ip-{hash}/sign_up_slots/{window}-{k}` */
  signUpSlots: 'sign_up_slots',
} as const;

/** The fixed documents, as full paths for `doc(db, path)` / `db.doc(path)`. */
export const DOCS = {
  /** Sender and reply-to. */
  emailSettings: `${COLLECTIONS.emailSettings}/default`,
  /** The ping secret and the Founding Floater product list. */
  gumroadSettings: `${COLLECTIONS.gumroadSettings}/default`,
  /** Who may create certificates, and how many founding spots there are. */
  membershipSettings: `${COLLECTIONS.membershipSettings}/default`,
  /** The first sailing, season start and season end: where the venture is in its year. */
  launchSettings: `${COLLECTIONS.launchSettings}/default`,
  welcomeTemplate: `${COLLECTIONS.emailTemplates}/welcome`,
  memberNumberCounter: `${COLLECTIONS.counters}/member_numbers`,
  /** How many completed, unrefunded Founding Floater sales there are (functions/src/gumroad/record-sale.ts keeps it). */
  foundingSpotsCounter: `${COLLECTIONS.counters}/founding_spots`,
  demoSeedMarker: `${COLLECTIONS.counters}/demo_seed`,
  /** The last waitlist number given; each confirmed waitlister takes the next one. */
  waitlistCounter: `${COLLECTIONS.counters}/waitlist`,
  /** What SendGrid's Event Webhook last told us: that it is connected, and that a test email arrived. */
  sendgridStatus: `${COLLECTIONS.serviceStatus}/sendgrid`,
  /** Alert address and backup retention. */
  operationsSettings: `${COLLECTIONS.operationsSettings}/default`,
  /** How the last daily backup went, and when one last succeeded (the go-live checklist shows it). */
  backupStatus: `${COLLECTIONS.serviceStatus}/backups`,
  /** The FAQ's questions and answers, as the owner wrote them on /admin/faq. */
  faqSettings: `${COLLECTIONS.faqSettings}/default`,
  /** The founder's and the crew's names, roles and bios, as the owner wrote them on /admin/crew. */
  crewSettings: `${COLLECTIONS.crewSettings}/default`,
} as const;

export const memberNumberDocPath = (n: number) => `${COLLECTIONS.memberNumbers}/${n}`;
export const welcomeEmailDocPath = (subscriberId: string) => `${COLLECTIONS.welcomeEmails}/${subscriberId}`;
