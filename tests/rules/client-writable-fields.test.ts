import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { ADMIN_CLAIMS } from '@shared/admin-claims';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { LIMITS } from '@shared/email/schemas';
import { PING_SECRET_MAX } from '@shared/gumroad/ping-settings';
import { SUBSCRIBER_ADMIN_FIELDS, SUBSCRIBER_STATUSES, SUBSCRIBER_TEXT_LIMITS } from '@shared/subscribers';
import { firestoreRulesSuite } from '../support/rules-env';
import { FOUNDING_SPOTS_MAX } from '@shared/membership/founding-spots';
import { gumroadSettings, membershipSettings, settings, template } from './rules-matrix';

/**
 * Field by field, what an admin's browser may write to the documents clients
 * write at all (who may write them at all is rules-matrix.test.ts's job). Sizes
 * come from the shared limits the forms and functions use, so rules and code agree.
 */
const ADMIN_UID = 'boss';
const serverTimestamp = () => firebase.firestore.FieldValue.serverTimestamp();
const remove = () => firebase.firestore.FieldValue.delete();
const text = (length: number) => 'x'.repeat(length);

const subscriber = {
  email: 'ada@example.com',
  first_name: 'Ada',
  city: null,
  state: null,
  status: 'active',
  source: 'gumroad',
  certificate_id: null,
};

const env = firestoreRulesSuite(async (db) => {
  await db.doc('subscribers/ada@example.com').set(subscriber);
  // Imported from Gumroad with a city longer than an admin may type.
  await db.doc('subscribers/long@example.com').set({ ...subscriber, email: 'long@example.com', city: text(300) });
  await db.doc('email_templates/welcome').set(template);
  await db.doc('email_settings/default').set(settings);
  await db.doc('gumroad_settings/default').set(gumroadSettings);
  await db.doc('membership_settings/default').set(membershipSettings);
});
const admin = () => env().authenticatedContext(ADMIN_UID, ADMIN_CLAIMS).firestore();

type Case = [name: string, allowed: boolean, data: Record<string, unknown>];

/** The base document with `change` applied; a change to undefined leaves that field out. */
const withChange = (base: Record<string, unknown>, change: Record<string, unknown>) =>
  Object.fromEntries(Object.entries({ ...base, ...change }).filter(([, value]) => value !== undefined));

async function expectWrite(allowed: boolean, write: Promise<unknown>) {
  await (allowed ? assertSucceeds : assertFails)(write);
}

describe('subscribers: an admin update', () => {
  const cases: Case[] = [
    ...SUBSCRIBER_STATUSES.map((status): Case => [`status "${status}"`, true, { status }]),
    ['an unknown status', false, { status: 'vip' }],
    ['a status that is not a string', false, { status: 1 }],
    ...(['first_name', 'city', 'state'] as const).flatMap((field): Case[] => [
      [`${field} at its limit`, true, { [field]: text(SUBSCRIBER_TEXT_LIMITS[field]) }],
      [`${field} over its limit`, false, { [field]: text(SUBSCRIBER_TEXT_LIMITS[field] + 1) }],
      [`${field} emptied to null`, true, { [field]: null }],
      [`${field} removed`, true, { [field]: remove() }],
      [`${field} as a number`, false, { [field]: 42 }],
      [`${field} as a list`, false, { [field]: ['Parma'] }],
    ]),
    ['the email', false, { email: 'eve@example.com' }],
    ['the source', false, { source: 'admin' }],
    ['the certificate', false, { certificate_id: 'someone-elses' }],
    ['a new field', false, { vip: true }],
  ];

  it.each(cases)('%s: allowed %s', async (_, allowed, data) => {
    await expectWrite(allowed, admin().doc('subscribers/ada@example.com').update(data));
  });

  it('leaves an imported field alone when another changes, and judges it once it is edited', async () => {
    await assertSucceeds(admin().doc('subscribers/long@example.com').update({ status: 'unsubscribed' }));
    await assertFails(
      admin()
        .doc('subscribers/long@example.com')
        .update({ city: text(300) + 'y' }),
    );
  });

  it('names in the shared list exactly the fields the rules let admins change', () => {
    expect([...SUBSCRIBER_ADMIN_FIELDS].sort()).toEqual(['city', 'first_name', 'state', 'status']);
  });
});

describe('email_broadcasts: an admin creating a draft', () => {
  const draft = { name: 'Summer', subject: 'Dates!', preheader: '', body: '<p>Hi</p>', status: 'draft', created_by: ADMIN_UID };
  const cases: Case[] = [
    ['a complete draft', true, {}],
    ['no preheader', true, { preheader: undefined }],
    ['a name at its limit', true, { name: text(LIMITS.name) }],
    ['a name over its limit', false, { name: text(LIMITS.name + 1) }],
    ['an empty name (a draft saved as it is typed)', true, { name: '' }],
    ['a name that is not a string', false, { name: 7 }],
    ['a subject at its limit', true, { subject: text(LIMITS.subject) }],
    ['a subject over its limit', false, { subject: text(LIMITS.subject + 1) }],
    ['an empty subject', true, { subject: '' }],
    ['a preheader over its limit', false, { preheader: text(LIMITS.preheader + 1) }],
    ['a preheader that is not a string', false, { preheader: false }],
    ['a body at its limit', true, { body: text(LIMITS.body) }],
    ['a body over its limit', false, { body: text(LIMITS.body + 1) }],
    ['an empty body', true, { body: '' }],
    ["the editor's document at its limit", true, { body_doc: text(LIMITS.bodyDoc) }],
    ["the editor's document over its limit", false, { body_doc: text(LIMITS.bodyDoc + 1) }],
    ["the editor's document as a map", false, { body_doc: { type: 'doc' } }],
    ['status "sent"', false, { status: 'sent' }],
    ['another author', false, { created_by: 'someone-else' }],
    ['a creation time from the browser clock', false, { created_at: new Date() }],
    ['a recipient count', false, { recipient_count: 10 }],
    ['an update time from the browser clock', false, { updated_at: new Date() }],
  ];

  it.each(cases)('%s: allowed %s', async (_, allowed, change) => {
    await expectWrite(
      allowed,
      admin()
        .collection('email_broadcasts')
        .add(withChange({ ...draft, created_at: serverTimestamp() }, change)),
    );
  });
});

describe('email_templates/welcome: an admin saving the template', () => {
  const contentCases: Case[] = [
    ['a name over its limit', false, { name: text(LIMITS.name + 1) }],
    ['an empty name', false, { name: '' }],
    ['a subject at its limit', true, { subject: text(LIMITS.subject) }],
    ['a subject over its limit', false, { subject: text(LIMITS.subject + 1) }],
    ['a preheader over its limit', false, { preheader: text(LIMITS.preheader + 1) }],
    ['a body over its limit', false, { body: text(LIMITS.body + 1) }],
    ['an empty body', false, { body: '' }],
    ['a body that is not a string', false, { body: { html: 'x' } }],
    ["the editor's document at its limit", true, { body_doc: text(LIMITS.bodyDoc) }],
    ["the editor's document over its limit", false, { body_doc: text(LIMITS.bodyDoc + 1) }],
    ["the editor's document as a map", false, { body_doc: { type: 'doc' } }],
    ['a new field', false, { from: 'eve@example.com' }],
  ];

  it.each<Case>([
    ['the whole template', true, {}],
    ['another template type', false, { template_type: 'promo' }],
    ['no preheader', false, { preheader: undefined }],
    ...contentCases,
  ])('create with %s: allowed %s', async (_, allowed, change) => {
    await env().withSecurityRulesDisabled((ctx) => ctx.firestore().doc('email_templates/welcome').delete());
    await expectWrite(
      allowed,
      admin()
        .doc('email_templates/welcome')
        .set(withChange({ ...template, updated_at: serverTimestamp() }, change)),
    );
  });

  it('cannot create a template under another name', async () => {
    await assertFails(
      admin()
        .doc('email_templates/promo')
        .set({ ...template, updated_at: serverTimestamp() }),
    );
  });

  it.each<Case>([
    ['a new subject', true, { subject: 'Welcome, {{first_name}}' }],
    ['the template type', false, { template_type: 'promo' }],
    ...contentCases,
  ])('update with %s: allowed %s', async (_, allowed, change) => {
    await expectWrite(
      allowed,
      admin()
        .doc('email_templates/welcome')
        .update({ ...change, updated_at: serverTimestamp() }),
    );
  });
});

describe('email_settings/default: an admin saving the settings', () => {
  const fieldCases: Case[] = [
    ['a sender name at its limit', true, { sender_name: text(LIMITS.senderName) }],
    ['a sender name over its limit', false, { sender_name: text(LIMITS.senderName + 1) }],
    ['an empty sender name', false, { sender_name: '' }],
    ['a sender email without a domain', false, { sender_email: 'crew@floaters' }],
    ['a sender email with a space', false, { sender_email: 'crew @clevelandfloaters.com' }],
    ['a reply-to that is not an address', false, { reply_to_email: 'not-an-email' }],
    ['a reply-to that is not a string', false, { reply_to_email: 5 }],
    ['a SendGrid key (it belongs in Functions secrets)', false, { sendgrid_api_key: 'SG.x' }],
    ['a webhook secret (it belongs in the Gumroad settings)', false, { gumroad_webhook_secret: text(PING_SECRET_MAX) }],
    ['a certificate policy (it belongs in the membership settings)', false, { certificate_creation: 'anyone' }],
  ];

  it.each<Case>([['the whole settings', true, {}], ...fieldCases])('create with %s: allowed %s', async (_, allowed, change) => {
    await env().withSecurityRulesDisabled((ctx) => ctx.firestore().doc('email_settings/default').delete());
    await expectWrite(
      allowed,
      admin()
        .doc('email_settings/default')
        .set(withChange({ ...settings, updated_at: serverTimestamp() }, change)),
    );
  });

  it('cannot create settings under another name', async () => {
    await assertFails(
      admin()
        .doc('email_settings/other')
        .set({ ...settings, updated_at: serverTimestamp() }),
    );
  });

  it.each<Case>([['a new sender name', true, { sender_name: 'The Admiral' }], ...fieldCases])(
    'update with %s: allowed %s',
    async (_, allowed, change) => {
      await expectWrite(
        allowed,
        admin()
          .doc('email_settings/default')
          .update({ ...change, updated_at: serverTimestamp() }),
      );
    },
  );
});

/** The other two settings documents, field by field against the shared limits, created and updated alike. */
describe.each([
  [
    'gumroad_settings/default',
    gumroadSettings,
    [
      ['a webhook secret at its limit', true, { gumroad_webhook_secret: text(PING_SECRET_MAX) }],
      ['a webhook secret over its limit', false, { gumroad_webhook_secret: text(PING_SECRET_MAX + 1) }],
      ['a webhook secret that is not a string', false, { gumroad_webhook_secret: 123 }],
      ['a sender name (it belongs in the email settings)', false, { sender_name: 'The Admiral' }],
    ],
  ],
  [
    'membership_settings/default',
    membershipSettings,
    [
      ['founding spots at their limit', true, { founding_spots: FOUNDING_SPOTS_MAX }],
      ['founding spots over their limit', false, { founding_spots: FOUNDING_SPOTS_MAX + 1 }],
      ['founding spots below zero', false, { founding_spots: -1 }],
      ['founding spots as text', false, { founding_spots: '100' }],
      ['a webhook secret (it belongs in the Gumroad settings)', false, { gumroad_webhook_secret: text(PING_SECRET_MAX) }],
    ],
  ],
] as [string, Record<string, unknown>, Case[]][])('%s: an admin saving the settings', (path, base, cases) => {
  it.each<Case>([['the whole settings', true, {}], ...cases])('create with %s: allowed %s', async (_, allowed, change) => {
    await env().withSecurityRulesDisabled((ctx) => ctx.firestore().doc(path).delete());
    await expectWrite(
      allowed,
      admin()
        .doc(path)
        .set(withChange({ ...base, updated_at: serverTimestamp() }, change)),
    );
  });

  it.each<Case>(cases)('update with %s: allowed %s', async (_, allowed, change) => {
    await expectWrite(
      allowed,
      admin()
        .doc(path)
        .update({ ...change, updated_at: serverTimestamp() }),
    );
  });
});
