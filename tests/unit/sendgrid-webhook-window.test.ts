import { generateKeyPairSync, sign } from 'node:crypto';
import '../../functions/src/lib/admin';
import { SENDGRID_TIMESTAMP_WINDOW_SECONDS, signatureValid } from '../../functions/src/email/sendgrid-events-http';

/** SendGrid signs ECDSA P-256 over timestamp + raw body; its public key is shown as base64 DER. */
const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const sendGridKey = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
const body = Buffer.from(JSON.stringify([{ email: 'a@example.com', event: 'bounce', sg_event_id: 'ev-1' }]));
const signedAt = (seconds: number) => {
  const timestamp = String(seconds);
  return { timestamp, signature: sign('sha256', Buffer.from(timestamp + body.toString()), privateKey).toString('base64') };
};

describe("SendGrid's signed event batches", () => {
  const now = Date.UTC(2026, 10, 27, 12);

  it('takes a batch signed just now', () => {
    const { signature, timestamp } = signedAt(now / 1000 - 5);
    expect(signatureValid(body, signature, timestamp, now, sendGridKey)).toBe(true);
  });

  it('refuses a correctly signed batch replayed outside the time window, or signed for the future', () => {
    const old = signedAt(now / 1000 - SENDGRID_TIMESTAMP_WINDOW_SECONDS - 60);
    expect(signatureValid(body, old.signature, old.timestamp, now, sendGridKey)).toBe(false);
    const ahead = signedAt(now / 1000 + SENDGRID_TIMESTAMP_WINDOW_SECONDS + 60);
    expect(signatureValid(body, ahead.signature, ahead.timestamp, now, sendGridKey)).toBe(false);
  });

  it('refuses everything while no key is set', () => {
    const { signature, timestamp } = signedAt(now / 1000);
    expect(signatureValid(body, signature, timestamp, now, '')).toBe(false);
  });
});
