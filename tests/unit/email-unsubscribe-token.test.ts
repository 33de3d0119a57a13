import { signUnsubscribeToken, verifyUnsubscribeToken } from '../../functions/src/email/unsubscribe-token';
import { statusAfterEvent } from '../../functions/src/email/sendgrid-event-rules';

describe('unsubscribe tokens', () => {
  const key = 'test-signing-key';

  it('round-trips a subscriber id, including odd characters', () => {
    const id = 'o%2Fmalley+1@example.com';
    expect(verifyUnsubscribeToken(signUnsubscribeToken(id, key), key)).toBe(id);
  });

  it('rejects a token for another subscriber, another key or a mangled one', () => {
    const token = signUnsubscribeToken('ada@example.com', key);
    const [, mac] = token.split('.');
    const forged = `${Buffer.from('bob@example.com').toString('base64url')}.${mac}`;
    expect(verifyUnsubscribeToken(forged, key)).toBeNull();
    expect(verifyUnsubscribeToken(token, 'other-key')).toBeNull();
    expect(verifyUnsubscribeToken(token.slice(0, -2), key)).toBeNull();
    expect(verifyUnsubscribeToken('garbage', key)).toBeNull();
  });
});

describe('SendGrid events', () => {
  it('maps hard bounces to bounced and complaints to unsubscribed', () => {
    expect(statusAfterEvent({ event: 'bounce', type: 'bounce' })).toBe('bounced');
    expect(statusAfterEvent({ event: 'bounce', type: 'blocked' })).toBeNull();
    expect(statusAfterEvent({ event: 'dropped', reason: 'Bounced Address' })).toBe('bounced');
    expect(statusAfterEvent({ event: 'spamreport' })).toBe('unsubscribed');
    expect(statusAfterEvent({ event: 'group_unsubscribe' })).toBe('unsubscribed');
    expect(statusAfterEvent({ event: 'delivered' })).toBeNull();
  });
});
