import { createPrivateKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { subscriberIdForEmail } from '@shared/subscribers';
import { localSendGridWebhookKey } from '../../scripts/lib/emulator-setup';
import { Timestamp } from 'firebase-admin/firestore';
import { arrangeEmailSettings } from '../fixtures/gumroad/ping';
import { adminDb, callFunction, closeAdmin, createUser, resetAuth, resetFirestore, urls } from '../support/emulators';
import { seedSubscribers } from '../support/subscribers';

/** Signs like SendGrid: ECDSA P-256 over timestamp + raw body, base64 DER signature. */
function post(events: unknown[], key: KeyObject = createPrivateKey(localSendGridWebhookKey().privateKeyPem)) {
  const body = JSON.stringify(events);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = sign('sha256', Buffer.from(timestamp + body), key).toString('base64');
  return fetch(`${urls().functions}/sendgridEvents`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-Twilio-Email-Event-Webhook-Signature': signature,
      'X-Twilio-Email-Event-Webhook-Timestamp': timestamp,
    },
    body,
  });
}

const statusOf = async (email: string) =>
  (
    await adminDb()
      .doc(`subscribers/${subscriberIdForEmail(email)}`)
      .get()
  ).get('status');

beforeEach(async () => {
  await resetFirestore();
  await seedSubscribers([{ email: 'bounce@example.com' }, { email: 'spam@example.com' }, { email: 'happy@example.com' }]);
});
afterAll(async () => {
  await resetAuth();
  await closeAdmin();
});

describe('sendgridEvents', () => {
  it("marks bounces and spam reports and logs each event once, with whose it was and SendGrid's reason", async () => {
    const now = Math.floor(Date.now() / 1000);
    const reason = '550 5.1.1 The email account that you tried to reach does not exist';
    const events = [
      { email: 'Bounce@Example.com', event: 'bounce', type: 'bounce', reason, sg_event_id: 'ev-1', timestamp: now },
      { email: 'spam@example.com', event: 'spamreport', sg_event_id: 'ev-2', timestamp: now },
      { email: 'happy@example.com', event: 'delivered', sg_event_id: 'ev-3', timestamp: now },
    ];
    expect((await post(events)).status).toBe(200);
    expect((await post(events)).status).toBe(200);
    expect(await statusOf('bounce@example.com')).toBe('bounced');
    expect(await statusOf('spam@example.com')).toBe('unsubscribed');
    expect(await statusOf('happy@example.com')).toBe('active');
    const log = await adminDb().collection('webhook_events').get();
    expect(log.docs.map((d) => d.data()).sort((a, b) => a.event_type.localeCompare(b.event_type))).toEqual([
      expect.objectContaining({ source: 'sendgrid', event_type: 'bounce', status: 'success', subscriber_id: 'bounce@example.com', reason }),
      expect.objectContaining({
        source: 'sendgrid',
        event_type: 'spamreport',
        status: 'success',
        subscriber_id: 'spam@example.com',
        reason: null,
      }),
    ]);
  });

  it('refuses events signed with another key or not signed at all', async () => {
    const stranger = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;
    const events = [{ email: 'bounce@example.com', event: 'bounce', type: 'bounce', sg_event_id: 'ev-x' }];
    expect((await post(events, stranger)).status).toBe(403);
    const unsigned = await fetch(`${urls().functions}/sendgridEvents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(events),
    });
    expect(unsigned.status).toBe(403);
    expect(await statusOf('bounce@example.com')).toBe('active');
  });

  it('notes for the go-live checklist that the webhook posts, and when a test email was delivered', async () => {
    const status = async () => (await adminDb().doc('service_status/sendgrid').get()).data();
    const now = Math.floor(Date.now() / 1000);
    expect(
      (await post([{ email: 'happy@example.com', event: 'delivered', sg_event_id: 'ev-4', timestamp: now, category: ['broadcast'] }]))
        .status,
    ).toBe(200);
    expect(await status()).toEqual({ last_event_at: expect.any(Timestamp) });
    const test = { email: 'admiral@example.com', event: 'delivered', sg_event_id: 'ev-5', timestamp: now, category: ['broadcast-test'] };
    expect((await post([test])).status).toBe(200);
    expect(await status()).toMatchObject({ last_test_delivered_to: 'admiral@example.com', last_test_delivered_at: expect.any(Timestamp) });
    expect(((await status())!.last_test_delivered_at as Timestamp).seconds).toBe(now);
  });

  it('hears from the local SendGrid stand-in after a real test send, as from SendGrid', async () => {
    await arrangeEmailSettings();
    const admin = await createUser('boss@clevelandfloaters.test', { admin: true });
    const broadcast = await adminDb()
      .collection('email_broadcasts')
      .add({ name: 'Check', subject: 'Hello', preheader: '', body: '<p>Hi</p>', status: 'draft' });
    await callFunction('sendBroadcast', { broadcastId: broadcast.id, testEmail: 'admiral@example.com' }, admin.idToken);
    const deadline = Date.now() + 20_000;
    let to: unknown;
    while (!to && Date.now() < deadline) {
      to = (await adminDb().doc('service_status/sendgrid').get()).get('last_test_delivered_to');
      if (!to) await new Promise((r) => setTimeout(r, 200));
    }
    expect(to).toBe('admiral@example.com');
  });
});
