import { createPrivateKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { subscriberIdForEmail } from '@shared/subscribers';
import { localSendGridWebhookKey } from '../../scripts/lib/emulator-setup';
import { adminDb, closeAdmin, resetFirestore, urls } from '../support/emulators';
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

const statusOf = async (email: string) => (await adminDb().doc(`subscribers/${subscriberIdForEmail(email)}`).get()).get('status');

beforeEach(async () => {
  await resetFirestore();
  await seedSubscribers([{ email: 'bounce@example.com' }, { email: 'spam@example.com' }, { email: 'happy@example.com' }]);
});
afterAll(closeAdmin);

describe('sendgridEvents', () => {
  it('marks bounces and spam reports and logs each event once', async () => {
    const now = Math.floor(Date.now() / 1000);
    const events = [
      { email: 'bounce@example.com', event: 'bounce', type: 'bounce', sg_event_id: 'ev-1', timestamp: now },
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
      expect.objectContaining({ source: 'sendgrid', event_type: 'bounce', status: 'success' }),
      expect.objectContaining({ source: 'sendgrid', event_type: 'spamreport', status: 'success' }),
    ]);
  });

  it('refuses events signed with another key or not signed at all', async () => {
    const stranger = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;
    const events = [{ email: 'bounce@example.com', event: 'bounce', type: 'bounce', sg_event_id: 'ev-x' }];
    expect((await post(events, stranger)).status).toBe(403);
    const unsigned = await fetch(`${urls().functions}/sendgridEvents`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(events) });
    expect(unsigned.status).toBe(403);
    expect(await statusOf('bounce@example.com')).toBe('active');
  });
});
