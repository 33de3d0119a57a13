/**
 * Admin screens other screens link to, named once. The waitlist screen
 * (`/admin/email/waitlist`) offers newly released founding spots to the next
 * confirmed waitlisters; `?offer=N` opens it with N spots to offer.
 */
export const ADMIN_PATHS = {
  dashboard: '/admin',
  emailSettings: '/admin/email/settings',
  gumroadSettings: '/admin/gumroad/settings',
  membershipSettings: '/admin/membership/settings',
  webhooks: '/admin/email/webhooks',
  importGumroad: '/admin/import-gumroad',
  waitlist: '/admin/email/waitlist',
} as const;

export const waitlistOfferPath = (spots: number) => `${ADMIN_PATHS.waitlist}?offer=${spots}`;
