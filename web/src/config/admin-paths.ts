/**
 * Every admin screen's address, named once: the router (app/routes.tsx) and
 * the links between screens read them here. The waitlist screen offers newly
 * released founding spots to the next confirmed waitlisters; `?offer=N` opens
 * it with N spots to offer.
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
  insights: '/admin/insights',
} as const;

export const waitlistOfferPath = (spots: number) => `${ADMIN_PATHS.waitlist}?offer=${spots}`;
