/**
 * Every admin screen's address, named once: the router (app/routes.tsx) and
 * the links between screens read them here. The waitlist screen offers newly
 * released founding spots to the next confirmed waitlisters; `?offer=N` opens
 * it with N spots to offer. `?subscriber=<id>` opens the subscribers screen
 * with that subscriber's history.
 */
export const ADMIN_PATHS = {
  dashboard: '/admin',
  email: '/admin/email',
  subscribers: '/admin/email/subscribers',
  broadcast: '/admin/email/broadcast',
  templates: '/admin/email/templates',
  emailSettings: '/admin/email/settings',
  webhooks: '/admin/email/webhooks',
  waitlist: '/admin/email/waitlist',
  importGumroad: '/admin/import-gumroad',
  gumroadSettings: '/admin/gumroad/settings',
  membershipSettings: '/admin/membership/settings',
  launchSettings: '/admin/launch/settings',
  insights: '/admin/insights',
  faq: '/admin/faq',
  crew: '/admin/crew',
  pictures: '/admin/pictures',
  sailings: '/admin/sailings',
  /** Who may check tickets in at the dock (the `crew` claim). */
  checkInCrew: '/admin/sailings/crew',
} as const;

/** A new sailing's form, and an existing one's (by the address of its page), under Sailings. */
export const SAILING_FORM_PATHS = { create: '/admin/sailings/new', edit: '/admin/sailings/:slug/edit' } as const;
export const editSailingPath = (slug: string) => `/admin/sailings/${encodeURIComponent(slug)}/edit`;

export const waitlistOfferPath = (spots: number) => `${ADMIN_PATHS.waitlist}?offer=${spots}`;

/** The subscribers screen with one subscriber's history open over the list (closing it keeps the list's filters). */
export const SUBSCRIBER_HISTORY_PARAM = 'subscriber';
export const subscriberHistoryPath = (subscriberId: string) =>
  `${ADMIN_PATHS.subscribers}?${SUBSCRIBER_HISTORY_PARAM}=${encodeURIComponent(subscriberId)}`;

/** The compose screen with one saved draft open in it (`?draft=<id>`): autosave puts it in the address, to reload. */
export const DRAFT_PARAM = 'draft';
export const draftPath = (draftId: string) => `${ADMIN_PATHS.broadcast}?${DRAFT_PARAM}=${encodeURIComponent(draftId)}`;

export interface AdminScreen {
  path: string;
  /** As the screen's own heading reads, so the link and the page it opens agree. */
  label: string;
  /** The screen this one belongs under: its back link leads there ("Back to {label}"). */
  parent?: string;
}

/**
 * Every admin screen, in the order the admin navigation lists them. A screen
 * missing here cannot be found from the others: tests/e2e/admin-screens.test.ts
 * opens each one listed and checks the list against the router.
 */
export const ADMIN_SCREEN_GROUPS: { name: string; screens: AdminScreen[] }[] = [
  {
    name: 'Overview',
    screens: [
      { path: ADMIN_PATHS.dashboard, label: 'Admin Dashboard' },
      { path: ADMIN_PATHS.insights, label: 'Insights' },
    ],
  },
  {
    name: 'Email',
    screens: [
      { path: ADMIN_PATHS.email, label: 'Email Dashboard' },
      { path: ADMIN_PATHS.subscribers, label: 'Subscribers', parent: ADMIN_PATHS.email },
      { path: ADMIN_PATHS.broadcast, label: 'Compose Broadcast', parent: ADMIN_PATHS.email },
      { path: ADMIN_PATHS.templates, label: 'Welcome Email Template', parent: ADMIN_PATHS.email },
      { path: ADMIN_PATHS.waitlist, label: 'Waitlist', parent: ADMIN_PATHS.email },
      { path: ADMIN_PATHS.webhooks, label: 'Webhook Events', parent: ADMIN_PATHS.email },
      { path: ADMIN_PATHS.emailSettings, label: 'Email Settings', parent: ADMIN_PATHS.email },
    ],
  },
  {
    name: 'Gumroad and membership',
    screens: [
      { path: ADMIN_PATHS.importGumroad, label: 'Import Gumroad Orders' },
      { path: ADMIN_PATHS.gumroadSettings, label: 'Gumroad Settings' },
      { path: ADMIN_PATHS.membershipSettings, label: 'Membership Settings' },
      { path: ADMIN_PATHS.launchSettings, label: 'Season Dates' },
    ],
  },
  {
    name: 'Sailings',
    screens: [
      { path: ADMIN_PATHS.sailings, label: 'Sailings' },
      { path: ADMIN_PATHS.checkInCrew, label: 'Check-in Crew', parent: ADMIN_PATHS.sailings },
    ],
  },
  {
    name: 'Site',
    screens: [
      { path: ADMIN_PATHS.faq, label: 'FAQ' },
      { path: ADMIN_PATHS.crew, label: 'Founder and Crew' },
      { path: ADMIN_PATHS.pictures, label: 'Pictures' },
    ],
  },
];

export const ADMIN_SCREENS: AdminScreen[] = ADMIN_SCREEN_GROUPS.flatMap((g) => g.screens);
