import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { ADMIN_CLAIMS, CREW_CLAIMS } from '@shared/admin-claims';

/**
 * Who may do what to every Firestore path: the whole of firestore.rules as one
 * table. rules-matrix.test.ts runs every cell against the emulator and checks
 * that every `match` in the rules file has a row here.
 */
export const ROLES = ['anonymous', 'unverified', 'verified', 'owner', 'admin', 'adminUnverified', 'crew', 'crewUnverified'] as const;
export type Role = (typeof ROLES)[number];

export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** The uid every role signs in with, and its token claims. */
export const ROLE_AUTH: Record<Exclude<Role, 'anonymous'>, { uid: string; claims: Record<string, unknown> }> = {
  unverified: { uid: 'unverified-user', claims: { email_verified: false } },
  verified: { uid: 'verified-user', claims: { email_verified: true } },
  // Owns the documents that have an owner (certificates.user_id, rate_limits/{uid}); elsewhere just another verified account.
  owner: { uid: 'owner-user', claims: { email_verified: true } },
  admin: { uid: 'admin-user', claims: ADMIN_CLAIMS },
  // The claim on an address nobody proved is theirs: worth nothing.
  adminUnverified: { uid: 'unverified-admin', claims: { admin: true, email_verified: false } },
  // The dock crew: reads the manifests check-in needs, and nothing an admin alone may.
  crew: { uid: 'crew-user', claims: CREW_CLAIMS },
  crewUnverified: { uid: 'unverified-crew', claims: { crew: true, email_verified: false } },
};
export const OWNER_UID = ROLE_AUTH.owner.uid;

const ANYONE: readonly Role[] = ROLES;
const ADMIN: readonly Role[] = ['admin'];
const CREW: readonly Role[] = ['admin', 'crew'];
const NOBODY: readonly Role[] = [];

type Data = Record<string, unknown>;

export interface MatrixRow {
  /** The `match` path in firestore.rules this row exercises (below /databases/{database}/documents). */
  rule: string;
  /** An existing document, seeded (rules off) before each cell: read, updated and deleted. */
  doc: string;
  seed: Data;
  /** Where a create is tried (emptied first), with data the rules accept from an admin where admins may create. */
  createAt: string;
  create: (uid: string) => Data;
  /** A change an admin may make where admins may update. */
  update: Data;
  allowed: Record<Operation, readonly Role[]>;
}

const readOnly = (who: readonly Role[]) => ({ get: who, list: who, create: NOBODY, update: NOBODY, delete: NOBODY });
const serverTimestamp = () => firebase.firestore.FieldValue.serverTimestamp();

/** Rows for documents only functions write: seeded with a plain field, written with another. */
function functionsOnly(rule: string, doc: string, createAt: string, readers: readonly Role[]): MatrixRow {
  return {
    rule,
    doc,
    seed: { note: 'seeded' },
    createAt,
    create: () => ({ note: 'created' }),
    update: { note: 'changed' },
    allowed: readOnly(readers),
  };
}

/** A settings document: admins read it and save it from its screen, created once as `default`, never deleted. */
function settingsRow(collection: string, seed: Data, update: Data): MatrixRow {
  return {
    rule: `${collection}/{settingsId}`,
    doc: `${collection}/default`,
    seed,
    createAt: `${collection}/default`,
    create: () => ({ ...seed, updated_at: serverTimestamp() }),
    update: { ...update, updated_at: serverTimestamp() },
    allowed: { get: ADMIN, list: ADMIN, create: ADMIN, update: ADMIN, delete: NOBODY },
  };
}

/** A welcome template and settings document the rules accept (shared with client-writable-fields.test.ts). */
export const template = {
  name: 'Welcome',
  subject: 'Welcome aboard',
  preheader: '',
  body: '<p>Hi {{first_name}}</p>',
  template_type: 'welcome',
};
export const settings = {
  sender_name: 'Cleveland Floaters',
  sender_email: 'crew@clevelandfloaters.com',
  reply_to_email: 'crew@clevelandfloaters.com',
};
export const gumroadSettings = {
  gumroad_webhook_secret: 'floaters-rules-test-ping-secret',
  gumroad_product_permalinks: ['founding-floater'],
};
export const membershipSettings = { certificate_creation: 'buyers', founding_spots: 100 };
export const launchSettings = { first_sailing: '2026-05-15', season_start: '2026-05-15', season_end: '2026-10-31' };
export const operationsSettings = { alert_email: 'owner@example.com', backup_retention_days: 30 };
export const faqSettings = { entries: [{ question: 'Where do we board?', answer: 'Downtown Cleveland.' }] };
const nobody = { name: '', role: '', bio: '' };
export const crewSettings = { founder: { name: 'Dana Reyes', role: 'Founder', bio: '' }, crew: [nobody, nobody, nobody] };

export const MATRIX: MatrixRow[] = [
  {
    rule: 'certificates/{certificateId}',
    doc: 'certificates/ada-lovelace-ab12',
    seed: { full_name: 'Ada Lovelace', city: null, member_number: 7, issue_date_iso: '2025-04-02', user_id: OWNER_UID, source: 'member' },
    createAt: 'certificates/new-one-cd34',
    create: (uid) => ({ full_name: 'New One', city: null, member_number: 8, issue_date_iso: '2025-04-02', user_id: uid, source: 'member' }),
    update: { full_name: 'Someone Else' },
    // The whole collection: an owner may list only a query for their own (certificates-rules.test.ts).
    allowed: { get: ANYONE, list: ADMIN, create: NOBODY, update: NOBODY, delete: NOBODY },
  },
  functionsOnly('revoked_certificates/{certificateId}', 'revoked_certificates/old-one-ef56', 'revoked_certificates/new-one-cd34', ADMIN),
  functionsOnly('member_numbers/{number}', 'member_numbers/7', 'member_numbers/8', NOBODY),
  functionsOnly('counters/{counterId}', 'counters/member_numbers', 'counters/other', NOBODY),
  functionsOnly('counters/{counterId}', 'counters/founding_spots', 'counters/other', NOBODY),
  functionsOnly('rate_limits/{uid}', `rate_limits/${OWNER_UID}`, 'rate_limits/verified-user', NOBODY),
  {
    rule: 'subscribers/{subscriberId}',
    doc: 'subscribers/ada@example.com',
    seed: { email: 'ada@example.com', first_name: 'Ada', city: null, state: null, status: 'active', source: 'gumroad' },
    createAt: 'subscribers/bob@example.com',
    create: () => ({ email: 'bob@example.com', first_name: 'Bob', city: null, state: null, status: 'active', source: 'admin' }),
    update: { status: 'unsubscribed' },
    allowed: { get: ADMIN, list: ADMIN, create: NOBODY, update: ADMIN, delete: NOBODY },
  },
  {
    rule: 'email_broadcasts/{broadcastId}',
    doc: 'email_broadcasts/b1',
    seed: { name: 'Launch', subject: 'Ahoy', preheader: '', body: '<p>x</p>', status: 'sent', created_by: 'admin-user' },
    createAt: 'email_broadcasts/b2',
    create: (uid) => ({
      name: 'Summer',
      subject: 'Dates!',
      preheader: '',
      body: '<p>Hi</p>',
      status: 'draft',
      created_by: uid,
      created_at: serverTimestamp(),
    }),
    update: { status: 'draft' },
    allowed: { get: ADMIN, list: ADMIN, create: ADMIN, update: NOBODY, delete: NOBODY },
  },
  {
    // A draft its author keeps up to date as they type, or discards; scheduling and sending are the functions'.
    rule: 'email_broadcasts/{broadcastId}',
    doc: 'email_broadcasts/d1',
    seed: { name: 'Dock night', subject: 'Ahoy', preheader: '', body: '', status: 'draft', created_by: 'admin-user' },
    createAt: 'email_broadcasts/d2',
    create: (uid) => ({
      name: '',
      subject: 'Ahoy',
      preheader: '',
      body: '',
      status: 'draft',
      created_by: uid,
      created_at: serverTimestamp(),
    }),
    update: { subject: 'Ahoy again', updated_at: serverTimestamp() },
    allowed: { get: ADMIN, list: ADMIN, create: ADMIN, update: ADMIN, delete: ADMIN },
  },
  {
    // A scheduled one: admins see it in the compose screen's list; scheduling, moving and canceling are scheduleBroadcast's.
    rule: 'email_broadcasts/{broadcastId}',
    doc: 'email_broadcasts/s1',
    seed: {
      name: 'Friday',
      subject: 'Ahoy',
      preheader: '',
      body: '<p>x</p>',
      status: 'scheduled',
      audience: 'all',
      scheduled_at: new Date(Date.now() + 86_400_000),
      scheduled_by: 'admin-user',
      created_by: 'admin-user',
    },
    createAt: 'email_broadcasts/s2',
    create: (uid) => ({
      name: 'Friday',
      subject: 'Ahoy',
      preheader: '',
      body: '<p>x</p>',
      status: 'scheduled',
      scheduled_at: new Date(Date.now() + 86_400_000),
      created_by: uid,
      created_at: serverTimestamp(),
    }),
    update: { status: 'canceled' },
    allowed: { get: ADMIN, list: ADMIN, create: NOBODY, update: NOBODY, delete: NOBODY },
  },
  functionsOnly(
    'email_broadcasts/{broadcastId}/deliveries/{subscriberId}',
    'email_broadcasts/b1/deliveries/ada@example.com',
    'email_broadcasts/b1/deliveries/bob@example.com',
    ADMIN,
  ),
  {
    rule: 'email_templates/{templateId}',
    doc: 'email_templates/welcome',
    seed: template,
    createAt: 'email_templates/welcome',
    create: () => ({ ...template, updated_at: serverTimestamp() }),
    update: { subject: 'Welcome, {{first_name}}', updated_at: serverTimestamp() },
    allowed: { get: ADMIN, list: ADMIN, create: ADMIN, update: ADMIN, delete: NOBODY },
  },
  settingsRow('email_settings', settings, { sender_name: 'The Admiral' }),
  settingsRow('gumroad_settings', gumroadSettings, { gumroad_webhook_secret: '' }),
  settingsRow('membership_settings', membershipSettings, { founding_spots: 120 }),
  settingsRow('launch_settings', launchSettings, { season_start: '2027-05-14', season_end: '2027-10-30' }),
  settingsRow('operations_settings', operationsSettings, { backup_retention_days: 60 }),
  settingsRow('faq_settings', faqSettings, { entries: [...faqSettings.entries, { question: 'Refunds?', answer: 'Through Gumroad.' }] }),
  settingsRow('crew_settings', crewSettings, { founder: { name: 'The Admiral', role: '', bio: '' } }),
  {
    rule: 'alerts/{alertId}',
    doc: 'alerts/gumroad-pings-2026-11-27',
    seed: {
      kind: 'gumroad-pings',
      day: '2026-11-27',
      title: 'Pings failing',
      detail: 'x',
      status: 'sent',
      acknowledged_at: null,
      acknowledged_by: null,
    },
    createAt: 'alerts/backup-failed-2026-11-27',
    create: () => ({ kind: 'backup-failed', day: '2026-11-27', acknowledged_at: null, acknowledged_by: null }),
    // Acknowledging, as the admin role's own uid: the only write anyone may make.
    update: { acknowledged_at: serverTimestamp(), acknowledged_by: ROLE_AUTH.admin.uid },
    allowed: { get: ADMIN, list: ADMIN, create: NOBODY, update: ADMIN, delete: NOBODY },
  },
  {
    ...functionsOnly('webhook_events/{eventId}', 'webhook_events/e1', 'webhook_events/e2', ADMIN),
    // A failed ping with the payload it keeps (masked, buyers' addresses among it): admins alone read it.
    seed: { source: 'gumroad', status: 'failed', payload: [{ name: 'email', value: 'ada@example.com' }], retryable: true },
  },
  functionsOnly('sales/{saleId}', 'sales/s1', 'sales/s2', ADMIN),
  {
    ...functionsOnly('gumroad_products/{productId}', 'gumroad_products/founding-floater', 'gumroad_products/tote-bag', ADMIN),
    seed: { name: 'Founding Floater Membership', ids: ['founding-floater'] },
  },
  functionsOnly('welcome_emails/{subscriberId}', 'welcome_emails/ada@example.com', 'welcome_emails/bob@example.com', ADMIN),
  functionsOnly('gumroad_imports/{importId}', 'gumroad_imports/i1', 'gumroad_imports/i2', ADMIN),
  functionsOnly('partner_inquiries/{inquiryId}', 'partner_inquiries/p1', 'partner_inquiries/p2', ADMIN),
  functionsOnly('service_status/{serviceId}', 'service_status/sendgrid', 'service_status/other', ADMIN),
  functionsOnly('analytics_daily/{shardId}', 'analytics_daily/2026-11-23_0', 'analytics_daily/2026-11-23_1', ADMIN),
  // A sailing and the product that sells it: admins read them on /admin/sailings, the dock crew the sailings to
  // choose a boarding; only saveSailing writes them.
  {
    ...functionsOnly('sailings/{slug}', 'sailings/comedy-night-july', 'sailings/jazz-night-august', CREW),
    seed: { title: 'Comedy Night', slug: 'comedy-night-july', published: true, capacity: 120, seats_sold: 3 },
  },
  {
    ...functionsOnly('sailing_products/{slug}', 'sailing_products/comedy-night-july', 'sailing_products/jazz-night-august', ADMIN),
    seed: { gumroad_permalink: 'comedy-night-july' },
  },
  // A seat sale and its tickets: a holder's ticket is painted by the server from its id, never read here; the
  // dock crew reads tickets as a sailing's manifest, and only checkInTickets writes their check-in.
  {
    ...functionsOnly('sailing_orders/{saleId}', 'sailing_orders/s1', 'sailing_orders/s2', ADMIN),
    seed: { sale_id: 's1', sailing_slug: 'comedy-night-july', email: 'ada@example.com', status: 'ticketed', ticket_ids: ['t1'] },
  },
  {
    ...functionsOnly('tickets/{ticketId}', 'tickets/t1', 'tickets/t2', CREW),
    seed: { sailing_slug: 'comedy-night-july', holder_email: 'ada@example.com', founder: true, status: 'valid', checked_in_at: null },
  },
  functionsOnly('seat_sale_emails/{saleId}', 'seat_sale_emails/s1', 'seat_sale_emails/s2', ADMIN),
  // A sold-out sailing's waitlist: visitors' emails, which only admins read and only functions write.
  {
    ...functionsOnly(
      'sailing_waitlist/{entryId}',
      'sailing_waitlist/comedy-night-july~ada@example.com',
      'sailing_waitlist/comedy-night-july~bob@example.com',
      ADMIN,
    ),
    seed: { sailing_slug: 'comedy-night-july', email: 'ada@example.com', state: 'waiting', confirmed_at: new Date() },
  },
  functionsOnly('sailing_emails/{emailId}', 'sailing_emails/s1~canceled', 'sailing_emails/s2~reminder-48h', ADMIN),
  functionsOnly('waitlist_releases/{releaseId}', 'waitlist_releases/r1', 'waitlist_releases/r2', ADMIN),
  functionsOnly(
    'waitlist_releases/{releaseId}/deliveries/{subscriberId}',
    'waitlist_releases/r1/deliveries/ada@example.com',
    'waitlist_releases/r1/deliveries/bob@example.com',
    ADMIN,
  ),
  // The owner's photos: the Pictures screen lists them; only the upload and remove functions write them.
  {
    ...functionsOnly('site_pictures/{slot}', 'site_pictures/homeHero', 'site_pictures/whyHero', ADMIN),
    seed: {
      alt: 'The boat at the dock',
      hash: '0123456789abcdef0123',
      widths: [480],
      formats: ['jpeg'],
      variants: ['0123456789abcdef0123-480.jpg'],
    },
  },
  // Their bytes (a photo's sizes, a video): served by a function, never read or written by a browser.
  functionsOnly(
    'site_picture_files/{name}',
    'site_picture_files/0123456789abcdef0123-480.jpg',
    'site_picture_files/0123456789abcdef0123.webm',
    NOBODY,
  ),
  functionsOnly('signups/{subscriberId}', 'signups/ada@example.com', 'signups/bob@example.com', NOBODY),
  // Everything the rules do not name, including collections the functions keep to themselves.
  functionsOnly(
    '{document=**}',
    `rate_limits/${OWNER_UID}/certificate_slots/w1-0`,
    `rate_limits/${OWNER_UID}/certificate_slots/w1-1`,
    NOBODY,
  ),
  functionsOnly('{document=**}', 'rate_limits/ip-abc/partner_inquiry_slots/w1-0', 'rate_limits/ip-abc/partner_inquiry_slots/w1-1', NOBODY),
  functionsOnly('{document=**}', 'rate_limits/ip-abc/insights_windows/w1', 'rate_limits/ip-abc/insights_windows/w2', NOBODY),
  functionsOnly(
    '{document=**}',
    'rate_limits/all-insights-events/insights_day_counts/d1-0',
    'rate_limits/all-insights-events/insights_day_counts/d1-1',
    NOBODY,
  ),
  functionsOnly('{document=**}', 'rate_limits/ip-abc/sign_up_slots/w1-0', 'rate_limits/ip-abc/sign_up_slots/w1-1', NOBODY),
  functionsOnly('{document=**}', 'anything/else', 'anything/new', NOBODY),
];
