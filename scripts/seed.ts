import { getAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, getFirestore, type BulkWriter, type Firestore } from 'firebase-admin/firestore';
import { DEFAULT_WELCOME_TEMPLATE } from '../functions/src/shared/email/default-welcome-template';
import { EXAMPLE_PERMALINK } from '../functions/src/shared/gumroad/ping-settings';
import { adminApp } from './lib/admin';
import { readCommandLine } from './lib/command-line';
import { ScriptRefusal, requireEmulators } from './lib/script-access';
import { screenFigures } from './lib/figures';
import { writeInsightsDemo } from './lib/seed-insights';
import { COLLECTIONS, DOCS } from '../functions/src/shared/collections';

export const DEMO_LOGINS = [
  { role: 'Admin:', email: 'admin@clevelandfloaters.test', password: 'floaters-admin', name: 'Demo Admin', admin: true },
  { role: 'Member:', email: 'member@clevelandfloaters.test', password: 'floaters-member', name: 'Demo Member', admin: false },
  // Dock crew: checks tickets in on /crew/check-in, and sees nothing of /admin.
  { role: 'Crew:', email: 'crew@clevelandfloaters.test', password: 'floaters-crew', name: 'Demo Crew', admin: false, crew: true },
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
 * The founding spots the demo leaves open: its cap is its spots taken plus
 * these. Its sixty days of insights hold some 70-90 sales, how many
 * depending on which weekdays the days fall on (weekends bring more visitors),
 * so a fixed cap ran out on some days. docs/architecture.md ("Founding spots") says how to see
 * the sold-out state.
 */
export const DEMO_FOUNDING_SPOTS_LEFT = 20;

const DAY = 24 * 60 * 60 * 1000;

async function ensureUsers(): Promise<Record<string, string>> {
  const auth = getAuth(adminApp());
  const uids: Record<string, string> = {};
  for (const login of DEMO_LOGINS) {
    const user = await auth
      .getUserByEmail(login.email)
      .catch(() => auth.createUser({ email: login.email, password: login.password, displayName: login.name, emailVerified: true }));
    await auth.setCustomUserClaims(user.uid, login.admin ? { admin: true } : 'crew' in login ? { crew: true } : null);
    uids[login.email] = user.uid;
  }
  return uids;
}

/** The demo's settings: the welcome template, the sender, and the ping secret with the demo product on the list. */
export function writeDemoSettings(writer: BulkWriter, db: Firestore): void {
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
}

/**
 * The demo: settings, broadcasts, partner messages and sixty days of visitor
 * counters are written as they are stored; every purchase, refund, certificate
 * and sign-up goes through the functions' own paths (scripts/lib/seed-sales.ts,
 * seed-waitlist.ts), so each figure reads the same on every admin screen.
 */
export async function seedDemoData(): Promise<void> {
  const uids = await ensureUsers();
  const db = getFirestore(adminApp());
  const marker = db.doc(DOCS.demoSeedMarker);
  if ((await marker.get()).exists) return;
  // Loaded once the Admin app points at the emulators: the functions' modules take the first app there is.
  const [{ recordDemoSales, sendDemoPings, demoProduct }, { signUpDemoPeople }, { seedDemoSailings }] = await Promise.all([
    import('./lib/seed-sales'),
    import('./lib/seed-waitlist'),
    import('./lib/seed-sailings'),
  ]);

  const now = Date.now();
  const writer = db.bulkWriter();
  writeDemoSettings(writer, db);

  const adminUid = uids[DEMO_LOGINS[0].email]!;
  const broadcasts = [
    { name: 'Launch teaser', subject: 'The lake is calling, {{first_name}}', status: 'sent', recipient_count: 38 },
    { name: 'Crew casting call', subject: 'We need dancers. And chaos.', status: 'sent', recipient_count: 74 },
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

  const sales = writeInsightsDemo(writer, db, now);
  // The settings and the day counters first: the sales and sign-ups below read the one and add to the other.
  await writer.close();

  const product = demoProduct(DEMO_PRODUCT_PERMALINK, DEMO_PRODUCT_ID);
  const [admin, member] = DEMO_LOGINS;
  await recordDemoSales({
    sales,
    product,
    member: { email: member.email, name: member.name, uid: uids[member.email]!, boughtAtMs: now - 10 * DAY },
    crew: { admin: { email: admin.email, name: admin.name, uid: adminUid }, names: ['Ruth Sokol', 'Marcus Bell'] },
    pingSecret: DEMO_PING_SECRET,
    nowMs: now,
  });
  await sendDemoPings(product, DEMO_PING_SECRET);
  await signUpDemoPeople(now);
  await seedDemoSailings({
    adminUid,
    crewUid: uids[DEMO_LOGINS[2].email]!,
    member: { uid: uids[member.email]!, email: member.email },
    nowMs: now,
  });

  const taken = Number((await db.doc(DOCS.foundingSpotsCounter).get()).get('taken') ?? 0);
  await db.doc(DOCS.membershipSettings).set({ founding_spots: taken + DEMO_FOUNDING_SPOTS_LEFT });
  await marker.set({ seeded_at: FieldValue.serverTimestamp() });
}

if (require.main === module) {
  readCommandLine({ command: 'npm run seed', flags: {} });
  requireEmulators()
    .then(seedDemoData)
    .then(async () => {
      console.log('Demo data is in place. What each admin screen shows:');
      console.log(JSON.stringify(await screenFigures(getFirestore(adminApp())), null, 2));
      process.exit(0);
    })
    .catch((err) => {
      console.error(err instanceof ScriptRefusal ? err.message : err);
      process.exit(1);
    });
}
