import { parsePing, revocationOf } from '../../functions/src/gumroad/ping';
import { formFromStored, pingPayloadOf } from '../../functions/src/gumroad/ping-payload';
import { PING_FIELDS_HANDLED, PING_PAYLOAD_LIMITS, RETRY_LEASE_MS, RETRY_REFUSALS, retryRefusal } from '@shared/gumroad/ping-payload';

const salePing = (extra: Record<string, string> = {}) =>
  new URLSearchParams({
    seller_id: 'seller123',
    product_id: 'fNxq3kPz0aWm-Lw8cRtJ7A==',
    product_permalink: 'founding-floater',
    sale_id: 'Kq1vZx9aPcR3tY7uW2mB0g==',
    sale_timestamp: '2026-03-02T14:05:11Z',
    email: 'Maria.K@Example.com',
    full_name: 'Maria Kowalski',
    price: '500',
    'url_params[aff]': 'DJKayla',
    'url_params[utm_source]': 'djkayla',
    'url_params[utm_medium]': 'affiliate',
    affiliate: 'kayla.dj@example.com',
    affiliate_credit_amount_cents: '425',
    refunded: 'false',
    test: 'false',
    can_contact: 'true',
    ...extra,
  });

describe('Gumroad ping', () => {
  it('reads a sale with its affiliate fields', () => {
    const ping = parsePing(salePing());
    expect(ping).toEqual({
      kind: 'sale',
      eventType: 'sale',
      product: { ids: ['founding-floater', 'fNxq3kPz0aWm-Lw8cRtJ7A=='], name: null, productId: 'fNxq3kPz0aWm-Lw8cRtJ7A==' },
      seats: { quantity: 1, founderToken: null, offerToken: null },
      sale: expect.objectContaining({
        saleId: 'Kq1vZx9aPcR3tY7uW2mB0g==',
        email: 'Maria.K@Example.com',
        buyerName: 'Maria Kowalski',
        canContact: true,
        saleDateIso: '2026-03-02',
        priceCents: 500,
        affiliateCode: 'djkayla',
        gumroadAffiliate: 'kayla.dj@example.com',
        affiliateCreditCents: 425,
        origin: 'ping',
      }),
    });
  });

  it('takes the affiliate code from utm_source when aff is absent', () => {
    const form = salePing({ 'url_params[utm_source]': 'Lamar' });
    form.delete('url_params[aff]');
    expect(parsePing(form)).toMatchObject({ sale: { affiliateCode: 'lamar' } });
  });

  it('notes a buyer who asked not to be contacted', () => {
    expect(parsePing(salePing({ can_contact: 'false' }))).toMatchObject({ sale: { canContact: false } });
  });

  it('treats test pings as tests whatever else they say', () => {
    expect(parsePing(salePing({ test: 'true', refunded: 'true' }))).toMatchObject({ kind: 'test' });
  });

  it('recognises refunds by flag or by resource', () => {
    expect(parsePing(salePing({ refunded: 'true' }))).toEqual({ kind: 'refund', eventType: 'refund', saleId: 'Kq1vZx9aPcR3tY7uW2mB0g==' });
    expect(parsePing(salePing({ resource_name: 'refund' }))).toMatchObject({ kind: 'refund', eventType: 'refund' });
    expect(parsePing(salePing({ resource_name: 'dispute', disputed: 'true' }))).toMatchObject({ kind: 'refund', eventType: 'dispute' });
  });

  it('reads a won dispute as one, though Gumroad still says disputed, and a lost one as a revocation', () => {
    const won = { disputed: 'true', dispute_won: 'true' };
    expect(parsePing(salePing({ resource_name: 'dispute_won', ...won }))).toEqual({
      kind: 'dispute-won',
      eventType: 'dispute_won',
      saleId: 'Kq1vZx9aPcR3tY7uW2mB0g==',
    });
    expect(parsePing(salePing({ resource_name: 'dispute', ...won }))).toMatchObject({ kind: 'dispute-won' });
    // Refunded since: the refund decides, whatever the dispute's ruling.
    expect(parsePing(salePing({ resource_name: 'dispute_won', ...won, refunded: 'true' }))).toMatchObject({ kind: 'refund' });
    // A sale ping of a sale whose chargeback was reversed is a sale; one still charged back revokes, as a dispute.
    expect(parsePing(salePing(won))).toMatchObject({ kind: 'sale' });
    const lost = parsePing(salePing({ disputed: 'true' }));
    expect(lost).toMatchObject({ kind: 'refund', eventType: 'dispute' });
    expect(revocationOf(lost)).toBe('dispute');
    expect(revocationOf(parsePing(salePing({ resource_name: 'refund', refunded: 'true', disputed: 'true' })))).toBe('refund');
  });

  it('uses resource_name as the event type and leaves other resources alone', () => {
    expect(parsePing(salePing({ resource_name: 'sale' }))).toMatchObject({ kind: 'sale', eventType: 'sale' });
    expect(parsePing(salePing({ resource_name: 'cancellation' }))).toMatchObject({ kind: 'ignored', eventType: 'cancellation' });
  });

  it('refuses a sale without an id or a valid email, saying why', () => {
    const noId = salePing();
    noId.delete('sale_id');
    expect(parsePing(noId)).toMatchObject({ kind: 'invalid', reason: 'The ping has no sale_id.' });
    expect(parsePing(salePing({ email: '' }))).toMatchObject({ kind: 'invalid', reason: 'The ping has no buyer email.' });
    expect(parsePing(salePing({ email: 'maria at example' }))).toMatchObject({
      kind: 'invalid',
      reason: expect.stringContaining('not a valid address'),
    });
  });
});

describe("a ping's kept payload", () => {
  const SECRET = 'floaters-unit-ping-secret-Xw3Rt7Yu';

  it('is all parsePing reads, so a retry handles the ping as its delivery did', () => {
    const read = new Set<string>();
    const watched = (form: URLSearchParams) =>
      new Proxy(form, {
        get(target, prop) {
          if (prop === 'get') return (name: string) => (read.add(name), target.get(name));
          const value = Reflect.get(target, prop, target) as unknown;
          return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
        },
      });
    const kinds: Record<string, string>[] = [
      {},
      { resource_name: 'refund', refunded: 'true' },
      { resource_name: 'dispute_won', dispute_won: 'true' },
      { test: 'true' },
    ];
    for (const extra of kinds) {
      const form = salePing({ permalink: 'founding-floater', short_product_id: 'ff', product_name: 'Membership', ...extra });
      parsePing(watched(form));
      expect(parsePing(pingPayloadOf(form, SECRET).form)).toEqual(parsePing(form));
    }
    expect(read).toContain('email');
    expect([...read].filter((name) => !(PING_FIELDS_HANDLED as readonly string[]).includes(name))).toEqual([]);
  });

  it('masks the secret wherever it rides, names other fields without their values, and stays bounded', () => {
    const form = salePing({ license_key: 'LK-9F2A', 'card[visual]': '**** 4242', 'url_params[utm_source]': `x${SECRET}y` });
    for (let i = 0; i < 100; i++) form.append(`custom_fields[q${i}]`, 'answer');
    form.append('full_name', 'A second full_name, never read');
    const { form: kept, stored } = pingPayloadOf(form, SECRET);
    expect(stored).toEqual(
      expect.arrayContaining([
        { name: 'email', value: 'Maria.K@Example.com' },
        { name: 'url_params[utm_source]', value: 'x[secret]y' },
        { name: 'license_key', value: null },
        { name: 'card[visual]', value: null },
      ]),
    );
    expect(JSON.stringify(stored)).not.toContain(SECRET);
    expect(JSON.stringify(stored)).not.toContain('LK-9F2A');
    expect(stored.filter((f) => f.name === 'full_name')).toEqual([{ name: 'full_name', value: 'Maria Kowalski' }]);
    expect(stored.filter((f) => f.value === null)).toHaveLength(PING_PAYLOAD_LIMITS.otherNames);
    expect(formFromStored(stored).toString()).toBe(kept.toString());
    const long = pingPayloadOf(salePing({ product_name: 'x'.repeat(5000) }), SECRET).stored.find((f) => f.name === 'product_name');
    expect(long?.value).toHaveLength(PING_PAYLOAD_LIMITS.valueChars);
  });

  it('may be retried while failed or ignored, not while a retry runs, after one succeeded or when it cannot succeed', () => {
    const now = 10 * RETRY_LEASE_MS;
    const entry = { status: 'failed', retryable: true, hasPayload: true, retry: null, retryStartedAtMs: null };
    expect(retryRefusal(entry, now)).toBeNull();
    expect(retryRefusal({ ...entry, status: 'ignored', retry: { status: 'ignored', message: null } }, now)).toBeNull();
    expect(retryRefusal({ ...entry, status: 'success' }, now)).toBe(RETRY_REFUSALS.notRetryable);
    expect(retryRefusal({ ...entry, hasPayload: false }, now)).toBe(RETRY_REFUSALS.notRetryable);
    expect(retryRefusal({ ...entry, retryable: false }, now)).toBe(RETRY_REFUSALS.cannotSucceed);
    expect(retryRefusal({ ...entry, retry: { status: 'success', message: null } }, now)).toBe(RETRY_REFUSALS.done);
    const running = { ...entry, retry: { status: 'running', message: null } as const, retryStartedAtMs: now - 1000 };
    expect(retryRefusal(running, now)).toBe(RETRY_REFUSALS.running);
    // A retry whose function died is taken over once its lease is out.
    expect(retryRefusal(running, now + RETRY_LEASE_MS)).toBeNull();
  });
});
