import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { firestoreRulesSuite } from '../support/rules-env';
import { ADMIN_CLAIMS } from '@shared/admin-claims';

const serverTimestamp = () => firebase.firestore.FieldValue.serverTimestamp();
const FAILED_PING = {
  source: 'gumroad',
  event_type: 'sale',
  status: 'failed',
  payload: [
    { name: 'email', value: 'ada@example.com' },
    { name: 'card', value: null },
  ],
  retryable: true,
};

const env = firestoreRulesSuite(async (db) => {
  // One batch: the suite seeds before each of its 60 tests.
  const batch = db.batch();
  batch.set(db.doc('subscribers/ada@example.com'), {
    email: 'ada@example.com',
    first_name: 'Ada',
    city: null,
    state: null,
    status: 'active',
    source: 'gumroad',
    created_at: new Date(),
  });
  batch.set(db.doc('email_broadcasts/b1'), { name: 'n', subject: 's', preheader: '', body: 'b', status: 'sent', created_by: 'boss' });
  batch.set(db.doc('email_broadcasts/b1/deliveries/ada@example.com'), { status: 'sent' });
  batch.set(db.doc('email_broadcasts/mine'), {
    name: '',
    subject: 'Half written',
    preheader: '',
    body: '',
    status: 'draft',
    created_by: 'boss',
  });
  batch.set(db.doc('email_broadcasts/theirs'), {
    name: 'Theirs',
    subject: 'Ahoy',
    preheader: '',
    body: '',
    status: 'draft',
    created_by: 'first-mate',
  });
  batch.set(db.doc('email_templates/welcome'), {
    name: 'Welcome',
    subject: 'Hi',
    preheader: '',
    body: '<p>x</p>',
    template_type: 'welcome',
  });
  batch.set(db.doc('email_settings/default'), {
    sender_name: 'Floaters',
    sender_email: 'crew@clevelandfloaters.com',
    reply_to_email: 'crew@clevelandfloaters.com',
  });
  batch.set(db.doc('gumroad_settings/default'), { gumroad_webhook_secret: 's3cret', gumroad_product_permalinks: ['founding-floater'] });
  batch.set(db.doc('membership_settings/default'), { certificate_creation: 'buyers', founding_spots: 100 });
  batch.set(db.doc('webhook_events/e1'), { source: 'gumroad', event_type: 'sale', status: 'success' });
  // A failed ping keeps its masked payload, buyers' addresses among it (shared/gumroad/ping-payload.ts).
  batch.set(db.doc('webhook_events/f1'), { ...FAILED_PING });
  batch.set(db.doc('welcome_emails/ada@example.com'), { status: 'sent' });
  batch.set(db.doc('sales/s1'), { sale_id: 's1', status: 'completed', email: 'ada@example.com', subscriber_id: 'ada@example.com' });
  batch.set(db.doc('gumroad_imports/i1'), { status: 'done' });
  batch.set(db.doc('partner_inquiries/p1'), { email: 'dana@example.com', message: 'Hi' });
  batch.set(db.doc('revoked_certificates/ann-lee-ab12'), { full_name: 'Ann Lee', member_number: 1 });
  await batch.commit();
});

const anonymous = () => env().unauthenticatedContext().firestore();
const member = () => env().authenticatedContext('deckhand', { email: 'deckhand@example.com' }).firestore();
const admin = () => env().authenticatedContext('boss', ADMIN_CLAIMS).firestore();
// The claim alone is not enough: an account whose address nobody confirmed could be anyone's.
const unverifiedAdmin = () =>
  env()
    .authenticatedContext('deckhand', { ...ADMIN_CLAIMS, email_verified: false })
    .firestore();
const nonAdmins = [
  ['anonymous', anonymous],
  ['a member', member],
  ['an admin claim on an unverified account', unverifiedAdmin],
] as const;
const ADMIN_ONLY = [
  'subscribers/ada@example.com',
  'email_broadcasts/b1',
  'email_broadcasts/b1/deliveries/ada@example.com',
  'email_templates/welcome',
  'email_settings/default',
  'gumroad_settings/default',
  'membership_settings/default',
  'webhook_events/e1',
  'webhook_events/f1',
  'sales/s1',
  'welcome_emails/ada@example.com',
  'gumroad_imports/i1',
  'partner_inquiries/p1',
  'revoked_certificates/ann-lee-ab12',
];

const draft = (uid: string, extra: object = {}) => ({
  name: 'Summer',
  subject: 'Dates!',
  preheader: '',
  body: '<p>Hi {{first_name}}</p>',
  status: 'draft',
  created_by: uid,
  created_at: serverTimestamp(),
  ...extra,
});

describe.each(nonAdmins)('%s', (_, db) => {
  it.each(ADMIN_ONLY)('cannot read %s', async (path) => {
    await assertFails(db().doc(path).get());
  });

  it('cannot list subscribers or count them', async () => {
    await assertFails(db().collection('subscribers').get());
  });

  it('cannot list the scheduled broadcasts', async () => {
    await assertFails(db().collection('email_broadcasts').where('status', '==', 'scheduled').get());
  });

  it("cannot read a subscriber's history: their sales, SendGrid events or welcome email", async () => {
    await assertFails(db().collection('sales').where('subscriber_id', '==', 'ada@example.com').get());
    await assertFails(db().collection('webhook_events').where('subscriber_id', '==', 'ada@example.com').get());
    await assertFails(db().collection('welcome_emails').get());
  });

  it('cannot list sales, imports, inquiries, revoked certificates or the webhook log (payloads)', async () => {
    for (const collection of ['sales', 'gumroad_imports', 'partner_inquiries', 'revoked_certificates', 'webhook_events']) {
      await assertFails(db().collection(collection).get());
    }
  });

  it('cannot save a broadcast, template, settings or subscriber change', async () => {
    await assertFails(db().collection('email_broadcasts').add(draft('deckhand')));
    await assertFails(db().doc('email_broadcasts/mine').update({ subject: 'Pwned', updated_at: serverTimestamp() }));
    await assertFails(db().doc('email_broadcasts/mine').delete());
    await assertFails(db().doc('email_templates/welcome').update({ subject: 'Pwned' }));
    await assertFails(db().doc('email_settings/default').update({ sender_name: 'Pwned' }));
    await assertFails(db().doc('gumroad_settings/default').update({ gumroad_webhook_secret: '' }));
    await assertFails(db().doc('membership_settings/default').update({ founding_spots: 100000 }));
    await assertFails(db().doc('subscribers/ada@example.com').update({ status: 'unsubscribed' }));
  });
});

describe('an admin', () => {
  it('reads every admin collection', async () => {
    for (const path of ADMIN_ONLY) {
      await assertSucceeds(admin().doc(path).get());
    }
    await assertSucceeds(admin().collection('subscribers').get());
  });

  it("reads a subscriber's history with the queries its screen makes", async () => {
    await assertSucceeds(admin().collection('sales').where('subscriber_id', '==', 'ada@example.com').get());
    await assertSucceeds(admin().collection('webhook_events').where('subscriber_id', '==', 'ada@example.com').get());
    await assertSucceeds(admin().doc('welcome_emails/ada@example.com').get());
    await assertSucceeds(admin().doc('email_broadcasts/b1/deliveries/ada@example.com').get());
  });

  it('saves a draft broadcast as themselves, and nothing else', async () => {
    await assertSucceeds(admin().collection('email_broadcasts').add(draft('boss')));
    await assertFails(admin().collection('email_broadcasts').add(draft('someone-else')));
    await assertFails(
      admin()
        .collection('email_broadcasts')
        .add(draft('boss', { status: 'sent' })),
    );
    await assertFails(
      admin()
        .collection('email_broadcasts')
        .add(draft('boss', { recipient_count: 10 })),
    );
    await assertFails(
      admin()
        .collection('email_broadcasts')
        .add(draft('boss', { subject: 'x'.repeat(301) })),
    );
    await assertFails(
      admin()
        .collection('email_broadcasts')
        .add(draft('boss', { preheader: 'x'.repeat(301) })),
    );
  });

  it('keeps their own draft up to date as they type, and discards it', async () => {
    const mine = () => admin().doc('email_broadcasts/mine');
    await assertSucceeds(mine().update({ name: 'Dock night', body: '<p>Ahoy</p>', updated_at: serverTimestamp() }));
    // An empty field is a draft still being written: the functions check it whole before it is scheduled or sent.
    await assertSucceeds(mine().update({ subject: '', updated_at: serverTimestamp() }));
    await assertSucceeds(mine().delete());
  });

  it('saves a draft only as a draft: no status, author, creation time or field past its limit', async () => {
    const mine = () => admin().doc('email_broadcasts/mine');
    const saved = { updated_at: serverTimestamp() };
    await assertFails(mine().update({ ...saved, status: 'sent' }));
    await assertFails(mine().update({ ...saved, status: 'scheduled' }));
    await assertFails(mine().update({ ...saved, created_by: 'first-mate' }));
    await assertFails(mine().update({ ...saved, created_at: serverTimestamp() }));
    await assertFails(mine().update({ ...saved, recipient_count: 10 }));
    await assertFails(mine().update({ ...saved, subject: 'x'.repeat(301) }));
    await assertFails(mine().update({ ...saved, body_doc: { type: 'doc' } }));
    await assertFails(mine().update({ subject: 'No time', updated_at: new Date() }));
    await assertFails(mine().update({ subject: 'No time' }));
  });

  it("cannot change or discard another admin's draft, or a broadcast that is no longer a draft", async () => {
    await assertSucceeds(admin().doc('email_broadcasts/theirs').get());
    await assertFails(admin().doc('email_broadcasts/theirs').update({ subject: 'Mine now', updated_at: serverTimestamp() }));
    await assertFails(admin().doc('email_broadcasts/theirs').delete());
    await assertFails(admin().doc('email_broadcasts/b1').update({ subject: 'Too late', updated_at: serverTimestamp() }));
  });

  it('lists the scheduled broadcasts, but schedules, moves and cancels them only through scheduleBroadcast', async () => {
    const inADay = new Date(Date.now() + 86_400_000);
    await assertSucceeds(admin().collection('email_broadcasts').where('status', '==', 'scheduled').get());
    await assertFails(
      admin()
        .collection('email_broadcasts')
        .add(draft('boss', { status: 'scheduled', scheduled_at: inADay })),
    );
    await assertFails(
      admin()
        .collection('email_broadcasts')
        .add(draft('boss', { scheduled_at: inADay })),
    );
    await assertFails(admin().doc('email_broadcasts/b1').update({ status: 'scheduled', scheduled_at: inADay }));
    await assertFails(admin().doc('email_broadcasts/b1').update({ status: 'canceled' }));
  });

  it('cannot mark a broadcast sent or write delivery records (the function does)', async () => {
    await assertFails(admin().doc('email_broadcasts/b1').update({ status: 'draft' }));
    await assertFails(admin().doc('email_broadcasts/b1/deliveries/bob@example.com').set({ status: 'sent' }));
    await assertFails(admin().doc('email_broadcasts/b1').delete());
  });

  it('edits the welcome template, and creates it on a fresh project', async () => {
    await assertSucceeds(
      admin().doc('email_templates/welcome').update({ subject: 'Welcome, {{first_name}}', updated_at: serverTimestamp() }),
    );
    await assertFails(admin().doc('email_templates/welcome').update({ body: '' }));
    await assertFails(admin().doc('email_templates/welcome').update({ template_type: 'other' }));
    await env().withSecurityRulesDisabled((ctx) => ctx.firestore().doc('email_templates/welcome').delete());
    await assertSucceeds(
      admin().doc('email_templates/welcome').set({ name: 'W', subject: 'S', preheader: '', body: 'B', template_type: 'welcome' }),
    );
    await assertFails(
      admin().doc('email_templates/other').set({ name: 'W', subject: 'S', preheader: '', body: 'B', template_type: 'welcome' }),
    );
  });

  it('edits the settings with valid addresses only', async () => {
    await assertSucceeds(admin().doc('email_settings/default').update({ sender_name: 'The Admiral' }));
    await assertSucceeds(admin().doc('gumroad_settings/default').update({ gumroad_webhook_secret: '' }));
    await assertSucceeds(admin().doc('membership_settings/default').update({ founding_spots: 150 }));
    await assertFails(admin().doc('email_settings/default').update({ sender_email: 'not-an-email' }));
    await assertFails(admin().doc('email_settings/default').update({ sendgrid_api_key: 'SG.x' }));
    await assertFails(
      admin()
        .doc('email_settings/default')
        .update({ gumroad_webhook_secret: 'x'.repeat(43) }),
    );
    for (const path of ['email_settings/default', 'gumroad_settings/default', 'membership_settings/default']) {
      await assertFails(admin().doc(path).delete());
    }
  });

  it('changes a subscriber status but not their email, and cannot add or delete subscribers', async () => {
    await assertSucceeds(admin().doc('subscribers/ada@example.com').update({ status: 'unsubscribed' }));
    await assertFails(admin().doc('subscribers/ada@example.com').update({ status: 'vip' }));
    await assertFails(admin().doc('subscribers/ada@example.com').update({ email: 'eve@example.com' }));
    await assertFails(admin().doc('subscribers/bob@example.com').set({ email: 'bob@example.com', status: 'active' }));
    await assertFails(admin().doc('subscribers/ada@example.com').delete());
  });

  it('reads but never writes the webhook log or welcome markers', async () => {
    await assertFails(admin().doc('webhook_events/e2').set({ source: 'gumroad' }));
    await assertFails(admin().doc('webhook_events/e1').update({ status: 'failed' }));
    // A payload is read as the function kept it, and a retry runs only through retryWebhookEvent.
    expect((await assertSucceeds(admin().doc('webhook_events/f1').get())).data()).toEqual(FAILED_PING);
    await assertFails(
      admin()
        .doc('webhook_events/f1')
        .update({ payload: [{ name: 'email', value: 'eve@example.com' }] }),
    );
    await assertFails(
      admin()
        .doc('webhook_events/f1')
        .update({ retry: { status: 'success', message: null } }),
    );
    await assertFails(admin().doc('welcome_emails/ada@example.com').update({ status: 'sending' }));
    await assertFails(admin().doc('welcome_emails/ada@example.com').delete());
  });
});
