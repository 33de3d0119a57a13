import { getAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, getFirestore, type BulkWriter, type Firestore } from 'firebase-admin/firestore';
import { certificateId } from '../functions/src/shared/certificates/certificate-id';
import { subscriberIdForEmail } from '../functions/src/shared/subscribers';
import { DEFAULT_WELCOME_TEMPLATE } from '../functions/src/shared/email/default-welcome-template';
import { EXAMPLE_PERMALINK } from '../functions/src/shared/gumroad/ping-settings';
import { recountFoundingSpots } from '../functions/src/membership/recount-spots';
import { adminApp } from './lib/admin';
import { writeInsightsDemo } from './lib/seed-insights';
import { writeWaitlistDemo } from './lib/seed-waitlist';
import { COLLECTIONS, DOCS, memberNumberDocPath } from '../functions/src/shared/collections';

export const DEMO_LOGINS = [
  { role: 'Admin:', email: 'admin@clevelandfloaters.test', password: 'floaters-admin', name: 'Demo Admin', admin: true },
  { role: 'Member:', email: 'member@clevelandfloaters.test', password: 'floaters-member', name: 'Demo Member', admin: false },
] as const;

/**
 * Local pings work out of the box: the Gumroad settings page shows the ping URL with
 * this secret, and the demo product (LINKS.checkout in web/src/config/site.ts
 * ends in /l/founding-floater) is on the product list, by its permalink for
 * pings and by its Product ID for sales exports. Demo data only.
 */
export const DEMO_PING_SECRET = 'demo-ping-secret-for-local-use-only-8Kq2';
export const DEMO_PRODUCT_PERMALINK = EXAMPLE_PERMALINK;
export const DEMO_PRODUCT_ID = 'fNxq3kPz0aWm-Lw8cRtJ7A==';

/**
 * The founding spots the demo leaves open: its cap is its completed sales plus
 * these. Its sixty days of insights hold some 180-200 completed sales, how many
 * depending on which weekdays the days fall on (weekends bring more visitors),
 * so a fixed cap ran out on some days. docs/architecture.md ("Founding spots") says how to see
 * the sold-out state.
 */
export const DEMO_FOUNDING_SPOTS_LEFT = 20;

const FIRST_NAMES = [
  'Maria',
  'Deshawn',
  'Zoë',
  'José',
  'Siobhán',
  'Nguyễn',
  'Kayla',
  'Tony',
  'Aaliyah',
  'Brett',
  'Carmen',
  'Dmitri',
  'Erin',
  'Fatima',
  'Greg',
  'Hana',
  'Isaiah',
  'Jolene',
  'Kenji',
  'Lamar',
];
const LAST_NAMES = ['Kowalski', 'Johnson', 'Novak', 'Rivera', "O'Malley", 'Nguyen', 'Petrovic', 'Williams', 'Sullivan', 'Hernandez'];
const CITIES = ['Cleveland', 'Lakewood', 'Parma', 'Euclid', 'Cleveland Heights', 'Strongsville', 'Akron', null];
const DAY = 24 * 60 * 60 * 1000;

/** Deterministic so that every run writes the same demo data. */
function pick<T>(list: readonly T[], i: number): T {
  return list[i % list.length]!;
}

async function ensureUsers(): Promise<Record<string, string>> {
  const auth = getAuth(adminApp());
  const uids: Record<string, string> = {};
  for (const login of DEMO_LOGINS) {
    const user = await auth
      .getUserByEmail(login.email)
      .catch(() => auth.createUser({ email: login.email, password: login.password, displayName: login.name, emailVerified: true }));
    await auth.setCustomUserClaims(user.uid, login.admin ? { admin: true } : null);
    uids[login.email] = user.uid;
  }
  return uids;
}

/**
 * The demo member bought the membership: a completed Gumroad sale and a
 * subscriber, as the ping writes them (functions/src/gumroad/record-sale.ts),
 * holding the certificate they own. /founders/new takes them to it.
 */
function seedMemberPurchase(writer: BulkWriter, db: Firestore, certificateIdValue: string, memberNumber: number, created: Date) {
  const email = DEMO_LOGINS[1].email;
  const subscriberId = subscriberIdForEmail(email);
  writer.create(db.doc(`${COLLECTIONS.subscribers}/${subscriberId}`), {
    email,
    first_name: DEMO_LOGINS[1].name.split(' ')[0],
    city: null,
    state: null,
    status: 'active',
    source: 'gumroad',
    created_at: Timestamp.fromDate(created),
    certificate_id: certificateIdValue,
  });
  writer.create(db.doc(`${COLLECTIONS.sales}/demo-member-sale`), {
    sale_id: 'demo-member-sale',
    origin: 'ping',
    status: 'completed',
    email,
    subscriber_id: subscriberId,
    certificate_id: certificateIdValue,
    member_number: memberNumber,
    sale_date_iso: created.toISOString().slice(0, 10),
    price_cents: 500,
    product_permalink: null,
    affiliate_code: null,
    gumroad_affiliate: null,
    affiliate_credit_cents: null,
    welcome_email: 'sent',
    created_at: Timestamp.fromDate(created),
    refunded_at: null,
  });
}

export async function seedDemoData(): Promise<void> {
  const uids = await ensureUsers();
  const db = getFirestore(adminApp());
  const marker = db.doc(DOCS.demoSeedMarker);
  if ((await marker.get()).exists) return;

  const now = Date.now();
  const writer = db.bulkWriter();
  const memberUid = uids[DEMO_LOGINS[1].email]!;
  const certificateCount = 12;
  for (let n = 1; n <= certificateCount; n++) {
    const first = pick(FIRST_NAMES, n * 3);
    const last = pick(LAST_NAMES, n);
    const fullName = `${first} ${last}`;
    const id = certificateId(fullName);
    const created = new Date(now - (certificateCount - n) * 2 * DAY);
    writer.create(db.doc(`${COLLECTIONS.certificates}/${id}`), {
      full_name: fullName,
      city: pick(CITIES, n),
      issue_date_iso: created.toISOString().slice(0, 10),
      // The last is the demo member's, made by their purchase and theirs since they signed in.
      user_id: n === certificateCount ? memberUid : null,
      member_number: n,
      source: 'gumroad',
      created_at: Timestamp.fromDate(created),
    });
    writer.create(db.doc(memberNumberDocPath(n)), { certificate_id: id });
    if (n === certificateCount) seedMemberPurchase(writer, db, id, n, created);
  }
  writer.set(db.doc(DOCS.memberNumberCounter), { next: certificateCount + 1 });

  const statuses = ['active', 'active', 'active', 'active', 'active', 'active', 'unsubscribed', 'bounced', 'inactive'] as const;
  for (let i = 0; i < 300; i++) {
    const first = pick(FIRST_NAMES, i);
    const email = `${first
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z]/g, '')}.${pick(LAST_NAMES, i * 7)
      .toLowerCase()
      .replace(/[^a-z]/g, '')}${i}@example.com`;
    const city = pick(CITIES, i * 5);
    writer.create(db.doc(`${COLLECTIONS.subscribers}/${subscriberIdForEmail(email)}`), {
      email,
      first_name: first,
      city,
      state: city ? 'OH' : null,
      status: pick(statuses, i),
      source: i % 4 === 0 ? 'import' : 'gumroad',
      created_at: Timestamp.fromMillis(now - (i % 60) * DAY - i * 60_000),
    });
  }

  writer.set(db.doc(DOCS.welcomeTemplate), {
    ...DEFAULT_WELCOME_TEMPLATE,
    template_type: 'welcome',
    updated_at: FieldValue.serverTimestamp(),
  });
  writer.set(db.doc(DOCS.emailSettings), {
    sender_name: 'Cleveland Floaters',
    sender_email: 'crew@clevelandfloaters.com',
    reply_to_email: 'crew@clevelandfloaters.com',
  });
  writer.set(db.doc(DOCS.gumroadSettings), {
    gumroad_webhook_secret: DEMO_PING_SECRET,
    gumroad_product_permalinks: [DEMO_PRODUCT_PERMALINK, DEMO_PRODUCT_ID],
  });

  const adminUid = uids[DEMO_LOGINS[0].email]!;
  const broadcasts = [
    { name: 'Launch teaser', subject: 'The lake is calling, {{first_name}}', status: 'sent', recipient_count: 201 },
    { name: 'Crew casting call', subject: 'We need dancers. And chaos.', status: 'sent', recipient_count: 198 },
    { name: 'Summer schedule (draft)', subject: 'Dates! Actual dates!', status: 'draft', recipient_count: 0 },
  ];
  broadcasts.forEach((b, i) => {
    const created = Timestamp.fromMillis(now - (broadcasts.length - i) * 9 * DAY);
    writer.create(db.doc(`${COLLECTIONS.emailBroadcasts}/demo-${i + 1}`), {
      ...b,
      preheader: '',
      body: '<p>Ahoy {{first_name}}!</p><p>Your certificate: <a href="{{certificate_url}}">{{certificate_url}}</a></p>',
      created_by: adminUid,
      created_at: created,
      sent_at: b.status === 'sent' ? created : null,
    });
  });

  const eventStatuses = ['success', 'success', 'success', 'failed', 'success', 'pending'] as const;
  eventStatuses.forEach((status, i) => {
    const created = Timestamp.fromMillis(now - (i + 1) * 3 * 60 * 60 * 1000);
    writer.create(db.doc(`${COLLECTIONS.webhookEvents}/demo-${i + 1}`), {
      source: 'gumroad',
      event_type: i === 4 ? 'refund' : 'sale',
      status,
      created_at: created,
      processed_at: status === 'pending' ? null : created,
      error_message: status === 'failed' ? 'Sale had no buyer email' : null,
    });
  });

  // Gumroad sales behind the affiliate report on /admin: two affiliates, one refund, one direct sale.
  const demoSales = [
    { code: 'djkayla', status: 'completed' },
    { code: 'djkayla', status: 'completed' },
    { code: 'djkayla', status: 'refunded' },
    { code: 'lamar216', status: 'completed' },
    { code: null, status: 'completed' },
  ] as const;
  demoSales.forEach((sale, i) => {
    const created = Timestamp.fromMillis(now - (i + 1) * 5 * DAY);
    writer.create(db.doc(`${COLLECTIONS.sales}/demo-sale-${i + 1}`), {
      sale_id: `demo-sale-${i + 1}`,
      origin: 'ping',
      status: sale.status,
      affiliate_code: sale.code,
      gumroad_affiliate: sale.code ? `${sale.code}@example.com` : null,
      price_cents: 500,
      created_at: created,
      refunded_at: sale.status === 'refunded' ? created : null,
    });
  });

  // Messages from the partner form on /team#contact, shown on /admin.
  const demoInquiries = [
    {
      name: 'Dana Kowalski',
      organization: 'Tremont Brewing',
      topic: 'Venue, food or drink partnership',
      message: 'We would love to pour our lager on opening night.',
    },
    {
      name: 'Marcus Bell',
      organization: '',
      topic: 'Performer or band',
      message: 'Four-piece funk band from Slavic Village, boat-tested and seasick-proof.',
    },
  ];
  demoInquiries.forEach((inquiry, i) => {
    const email = `${inquiry.name.split(' ')[0]!.toLowerCase()}@example.com`;
    writer.create(db.doc(`${COLLECTIONS.partnerInquiries}/demo-${i + 1}`), {
      ...inquiry,
      email,
      status: 'sent',
      created_at: Timestamp.fromMillis(now - (i + 1) * DAY),
      sent_at: Timestamp.fromMillis(now - (i + 1) * DAY),
      error_message: null,
    });
  });

  writeInsightsDemo(writer, db, now);
  writeWaitlistDemo(writer, db, now);

  await writer.close();
  // The founding spots counter as the pings that made these sales would have left it (record-sale.ts keeps it from here on).
  const { after: taken } = await recountFoundingSpots(db);
  await db.doc(DOCS.membershipSettings).set({ founding_spots: taken + DEMO_FOUNDING_SPOTS_LEFT });
  await marker.set({ seeded_at: FieldValue.serverTimestamp() });
}

if (require.main === module) {
  seedDemoData()
    .then(() => {
      console.log('Demo data is in place.');
      process.exit(0);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
