import { adminDb, callFunction, closeAdmin, createUser, resetAuth, resetFirestore, urls, type TestUser } from '../support/emulators';
import { clearInbox, inbox, waitForEmails } from '../support/maildev';
import { clearSendGridFaults, failSendGridRequests } from '../support/sendgrid-faults';
import { DEMO_PING_SECRET, writeDemoSettings } from '../../scripts/seed';
import { arrangeEmailSettings, countDocs, PING_SECRET, salePing, sendPing } from '../fixtures/gumroad/ping';

const db = () => adminDb();
const SUBSCRIBER_ID = 'maria.kowalski@example.com';

async function eventsFor(saleId: string) {
  const snap = await db().collection('webhook_events').where('sale_id', '==', saleId).get();
  return snap.docs.map((d) => d.data());
}

beforeEach(async () => {
  await resetFirestore();
  await clearInbox();
  await clearSendGridFaults();
  await arrangeEmailSettings();
});
afterEach(clearSendGridFaults);
afterAll(closeAdmin);

describe('a Gumroad sale ping', () => {
  it('makes one member, one certificate and one welcome email even when delivered 5 times at once', async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => sendPing(salePing())));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);

    const subscriber = (await db().doc(`subscribers/${SUBSCRIBER_ID}`).get()).data();
    expect(subscriber).toMatchObject({ email: 'Maria.Kowalski@Example.com', first_name: 'María', status: 'active', source: 'gumroad' });
    expect(await countDocs('subscribers')).toBe(1);

    const certificates = await db().collection('certificates').get();
    expect(certificates.size).toBe(1);
    const certificate = certificates.docs[0]!;
    expect(subscriber?.certificate_id).toBe(certificate.id);
    expect(certificate.data()).toMatchObject({
      full_name: 'María Kowalski',
      user_id: null,
      source: 'gumroad',
      issue_date_iso: '2026-03-02',
    });
    expect(JSON.stringify(certificate.data())).not.toContain('@');

    const sale = (
      await db()
        .doc(`sales/${encodeURIComponent('Kq1vZx9aPcR3tY7uW2mB0g==')}`)
        .get()
    ).data();
    expect(sale).toMatchObject({
      status: 'completed',
      certificate_id: certificate.id,
      affiliate_code: 'djkayla',
      gumroad_affiliate: 'kayla.dj@example.com',
      affiliate_credit_cents: 425,
      price_cents: 500,
    });

    const events = await eventsFor('Kq1vZx9aPcR3tY7uW2mB0g==');
    expect(events).toHaveLength(5);
    expect(
      events.every((e) => e.source === 'gumroad' && e.event_type === 'sale' && e.status === 'success' && e.processed_at && e.created_at),
    ).toBe(true);

    const [welcome] = await waitForEmails(1, (e) => e.to[0]?.address.toLowerCase() === SUBSCRIBER_ID);
    expect(welcome?.html).toContain(`/founders/c/${certificate.id}`);
    // A later duplicate would arrive within the same window; give the inbox a moment to prove there is none.
    await waitForEmails(2, () => true, 3_000);
    expect((await inbox()).length).toBe(1);
  });

  it('redelivered hours later, answers 200 and changes nothing', async () => {
    await sendPing(salePing());
    await waitForEmails(1);
    const before = (await db().doc(`subscribers/${SUBSCRIBER_ID}`).get()).data();
    expect((await sendPing(salePing())).status).toBe(200);
    expect((await db().doc(`subscribers/${SUBSCRIBER_ID}`).get()).data()).toEqual(before);
    expect(await countDocs('certificates')).toBe(1);
    expect((await eventsFor('Kq1vZx9aPcR3tY7uW2mB0g==')).map((e) => e.note)).toContain(
      'Already processed: this sale was delivered before.',
    );
  });

  it('notes a welcome email whose connection died after SendGrid took it, and does not send it again on redelivery', async () => {
    await failSendGridRequests({ after: 0, fail: 1, drop: true });
    expect((await sendPing(salePing())).status).toBe(200);
    expect(await waitForEmails(1)).toHaveLength(1);
    const sale = (
      await db()
        .doc(`sales/${encodeURIComponent('Kq1vZx9aPcR3tY7uW2mB0g==')}`)
        .get()
    ).data();
    expect(sale?.welcome_email).toBe('unconfirmed');
    expect((await eventsFor('Kq1vZx9aPcR3tY7uW2mB0g=='))[0]?.note).toContain('Welcome email unconfirmed');

    expect((await sendPing(salePing())).status).toBe(200);
    expect(await waitForEmails(2, () => true, 3_000)).toHaveLength(1);
  });

  it('gives the next buyer the next member number', async () => {
    await sendPing(salePing());
    await sendPing(salePing({ sale_id: 'second-sale==', email: 'jose@example.com', full_name: 'José Núñez' }));
    const numbers = (await db().collection('certificates').get()).docs.map((d) => d.get('member_number') as number).sort((a, b) => a - b);
    expect(numbers).toHaveLength(2);
    expect(numbers[1]).toBe(numbers[0]! + 1);
  });

  it('keeps a buyer who asked not to be contacted unsubscribed, still with a certificate', async () => {
    expect((await sendPing(salePing({ can_contact: 'false' }))).status).toBe(200);
    const subscriber = (await db().doc(`subscribers/${SUBSCRIBER_ID}`).get()).data();
    expect(subscriber?.status).toBe('unsubscribed');
    expect(subscriber?.certificate_id).toBeTruthy();
    expect(await waitForEmails(1, () => true, 3_000)).toHaveLength(0);
  });

  it('logs a test ping and changes nothing', async () => {
    expect((await sendPing(salePing({ test: 'true' }))).status).toBe(200);
    expect(await countDocs('subscribers')).toBe(0);
    expect(await countDocs('certificates')).toBe(0);
    expect(await countDocs('sales')).toBe(0);
    expect(await eventsFor('Kq1vZx9aPcR3tY7uW2mB0g==')).toEqual([
      expect.objectContaining({ status: 'success', test: true, event_type: 'sale' }),
    ]);
  });

  it('logs a ping without a usable email as failed with the reason', async () => {
    expect((await sendPing(salePing({ email: '' }))).status).toBe(400);
    expect(await eventsFor('Kq1vZx9aPcR3tY7uW2mB0g==')).toEqual([
      // Kept for the admin to read, but not offered for a retry: it would fail the same way.
      expect.objectContaining({
        status: 'failed',
        error_message: 'The ping has no buyer email.',
        payload: expect.any(Array),
        retryable: false,
      }),
    ]);
    expect(await countDocs('subscribers')).toBe(0);
  });

  it('refuses anything but a POST', async () => {
    const { urls } = await import('../support/emulators');
    expect((await fetch(`${urls().functions}/gumroadPing`)).status).toBe(405);
  });
});

describe('the webhook secret', () => {
  const CUSTOM_SECRET = 'floaters-ping-secret-2026-Tn4Wq8Zr';
  beforeEach(() => arrangeEmailSettings(CUSTOM_SECRET));

  async function refusedEntries() {
    return (await db().collection('webhook_events').where('status', '==', 'refused').get()).docs.map((d) => d.data());
  }

  it('refuses a wrong or missing secret with 401, changes nothing and logs why', async () => {
    expect((await sendPing(salePing(), 'wrong-secret')).status).toBe(401);
    expect((await sendPing(salePing(), null)).status).toBe(401);
    for (const collection of ['subscribers', 'certificates', 'sales']) expect(await countDocs(collection)).toBe(0);
    const refused = await refusedEntries();
    expect(refused).toEqual([
      expect.objectContaining({
        source: 'gumroad',
        status: 'refused',
        attempts: 2,
        sale_id: null,
        error_message: expect.stringContaining("the ping's secret is missing or wrong"),
      }),
    ]);
    // Anyone can send these: nothing of what they carry is stored.
    expect(refused[0]).not.toHaveProperty('payload');
    expect(await waitForEmails(1, () => true, 2_000)).toHaveLength(0);
  });

  it('accepts the configured secret', async () => {
    expect((await sendPing(salePing(), CUSTOM_SECRET)).status).toBe(200);
    expect(await countDocs('subscribers')).toBe(1);
  });

  it('refuses every ping, whatever secret it carries, while none is set', async () => {
    await arrangeEmailSettings('');
    for (const secret of [null, '', CUSTOM_SECRET]) expect((await sendPing(salePing(), secret)).status).toBe(403);
    expect((await sendPing(salePing({ test: 'true' }), null)).status).toBe(403);
    expect((await sendPing(salePing({ resource_name: 'refund', refunded: 'true' }), null)).status).toBe(403);
    for (const collection of ['subscribers', 'certificates', 'sales']) expect(await countDocs(collection)).toBe(0);
    const [entry, ...others] = await refusedEntries();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      status: 'refused',
      attempts: 5,
      error_message: expect.stringContaining('no webhook secret is set, so pings are off'),
    });
    expect(await waitForEmails(1, () => true, 2_000)).toHaveLength(0);
  });
});

describe('the product list', () => {
  it('logs a sale of another product as ignored, answers 200 and changes nothing', async () => {
    const tote = salePing({
      permalink: 'tote-bag',
      product_permalink: 'https://clevelandfloaters.gumroad.com/l/tote-bag',
      short_product_id: 'tb7',
      product_id: 'Tq9wE2rT5yU8iO1pA4sD7f==',
      product_name: 'Floaters tote bag',
    });
    expect((await sendPing(tote)).status).toBe(200);
    for (const collection of ['subscribers', 'certificates', 'sales']) expect(await countDocs(collection)).toBe(0);
    expect(await eventsFor('Kq1vZx9aPcR3tY7uW2mB0g==')).toEqual([
      expect.objectContaining({
        status: 'ignored',
        note: 'Not a Founding Floater product: Floaters tote bag (tote-bag) is not on the product list in Gumroad Settings, so nothing changed.',
        product_id: 'tote-bag',
        product_name: 'Floaters tote bag',
      }),
    ]);
    // Its name is noted beside every id it came with, keyed by its Product ID, for the admin screens to show.
    expect((await db().doc('gumroad_products/tq9we2rt5yu8io1pa4sd7f%3D%3D').get()).data()).toMatchObject({
      name: 'Floaters tote bag',
      ids: ['tote-bag', 'tb7', 'Tq9wE2rT5yU8iO1pA4sD7f=='],
    });
    expect(await waitForEmails(1, () => true, 2_000)).toHaveLength(0);
  });

  it('accepts nothing while the list is empty, and the log says what to add', async () => {
    await arrangeEmailSettings(undefined, []);
    expect((await sendPing(salePing())).status).toBe(200);
    expect(await countDocs('subscribers')).toBe(0);
    expect((await eventsFor('Kq1vZx9aPcR3tY7uW2mB0g=='))[0]?.note).toBe(
      "Nothing changed: the product list in Gumroad Settings is empty. Add 'founding-floater' there to accept this product's sales.",
    );
  });
});

describe('a refund', () => {
  it('hides the certificate and makes the subscriber inactive', async () => {
    await sendPing(salePing());
    const certificateId = (await db().doc(`subscribers/${SUBSCRIBER_ID}`).get()).get('certificate_id') as string;
    const refund = salePing({ resource_name: 'refund', refunded: 'true' });
    expect((await sendPing(refund)).status).toBe(200);

    expect((await db().doc(`certificates/${certificateId}`).get()).exists).toBe(false);
    expect((await db().doc(`revoked_certificates/${certificateId}`).get()).data()).toMatchObject({
      full_name: 'María Kowalski',
      revoked_reason: 'refund',
    });
    expect((await db().doc(`subscribers/${SUBSCRIBER_ID}`).get()).data()).toMatchObject({ status: 'inactive', certificate_id: null });
    expect((await eventsFor('Kq1vZx9aPcR3tY7uW2mB0g==')).map((e) => e.event_type).sort()).toEqual(['refund', 'sale']);

    // Gumroad redelivers the refund: nothing more happens.
    expect((await sendPing(refund)).status).toBe(200);
    expect(await countDocs('revoked_certificates')).toBe(1);
  });

  describe('for a buyer with two purchases', () => {
    const FIRST = 'Kq1vZx9aPcR3tY7uW2mB0g==';
    const SECOND = 'second-purchase-Zr8Lm==';
    const refundOf = (saleId: string) => salePing({ sale_id: saleId, resource_name: 'refund', refunded: 'true' });
    const subscriber = async () => (await db().doc(`subscribers/${SUBSCRIBER_ID}`).get()).data();

    async function buyTwice(): Promise<string> {
      expect((await sendPing(salePing({ sale_id: FIRST }))).status).toBe(200);
      expect((await sendPing(salePing({ sale_id: SECOND, sale_timestamp: '2026-03-09T10:00:00Z' }))).status).toBe(200);
      const certificateId = (await subscriber())?.certificate_id as string;
      expect(await countDocs('certificates')).toBe(1);
      return certificateId;
    }

    it.each([
      ['the first purchase, then the second', FIRST, SECOND],
      ['the second purchase, then the first', SECOND, FIRST],
    ])('keeps the certificate until the last paid purchase is refunded: %s', async (_, refundedFirst, refundedLast) => {
      const certificateId = await buyTwice();

      expect((await sendPing(refundOf(refundedFirst))).status).toBe(200);
      expect((await db().doc(`certificates/${certificateId}`).get()).exists).toBe(true);
      expect(await countDocs('revoked_certificates')).toBe(0);
      expect(await subscriber()).toMatchObject({ status: 'active', certificate_id: certificateId });
      expect(
        (
          await db()
            .doc(`sales/${encodeURIComponent(refundedFirst)}`)
            .get()
        ).get('status'),
      ).toBe('refunded');
      expect((await eventsFor(refundedFirst)).find((e) => e.event_type === 'refund')?.note).toBe(
        'Refund recorded; the certificate stays: another paid purchase keeps it.',
      );

      expect((await sendPing(refundOf(refundedLast))).status).toBe(200);
      expect((await db().doc(`certificates/${certificateId}`).get()).exists).toBe(false);
      expect((await db().doc(`revoked_certificates/${certificateId}`).get()).exists).toBe(true);
      expect(await subscriber()).toMatchObject({ status: 'inactive', certificate_id: null });
    });
  });

  it.each(['unsubscribed', 'bounced'])(
    'keeps an opt-out: a buyer marked %s stays so through the refund and a later purchase',
    async (optOut) => {
      await sendPing(salePing());
      await db().doc(`subscribers/${SUBSCRIBER_ID}`).update({ status: optOut });
      expect((await sendPing(salePing({ resource_name: 'refund', refunded: 'true' }))).status).toBe(200);
      expect((await db().doc(`subscribers/${SUBSCRIBER_ID}`).get()).data()).toMatchObject({ status: optOut, certificate_id: null });

      expect((await sendPing(salePing({ sale_id: 'bought-again-Zz1==', sale_timestamp: '2026-04-01T10:00:00Z' }))).status).toBe(200);
      expect((await db().doc(`subscribers/${SUBSCRIBER_ID}`).get()).get('status')).toBe(optOut);
      expect(await countDocs('certificates')).toBe(1);
    },
  );

  it('that arrives before its sale keeps the late sale from making a member', async () => {
    expect((await sendPing(salePing({ refunded: 'true' }))).status).toBe(200);
    expect((await sendPing(salePing())).status).toBe(200);
    expect(await countDocs('certificates')).toBe(0);
    expect(await countDocs('subscribers')).toBe(0);
  });
});

describe('a won dispute', () => {
  const SALE_ID = 'Kq1vZx9aPcR3tY7uW2mB0g==';
  // As Gumroad posts them: `disputed` stays true once a chargeback was filed, `dispute_won` says it was reversed.
  const dispute = salePing({ resource_name: 'dispute', disputed: 'true' });
  const disputeWon = salePing({ resource_name: 'dispute_won', disputed: 'true', dispute_won: 'true' });
  const spotsTaken = async () => (await db().doc('counters/founding_spots').get()).get('taken') as number;
  const sale = async () =>
    (
      await db()
        .doc(`sales/${encodeURIComponent(SALE_ID)}`)
        .get()
    ).data();
  const subscriber = async () => (await db().doc(`subscribers/${SUBSCRIBER_ID}`).get()).data();

  async function buyThenDispute(): Promise<{ certificateId: string; memberNumber: number }> {
    expect((await sendPing(salePing())).status).toBe(200);
    const certificateId = (await subscriber())?.certificate_id as string;
    const memberNumber = (await db().doc(`certificates/${certificateId}`).get()).get('member_number') as number;
    expect((await sendPing(dispute)).status).toBe(200);
    expect((await db().doc(`certificates/${certificateId}`).get()).exists).toBe(false);
    expect(await subscriber()).toMatchObject({ status: 'inactive', certificate_id: null });
    expect(await spotsTaken()).toBe(0);
    return { certificateId, memberNumber };
  }

  it('gives back the certificate, the active member and the founding spot, once however often Gumroad delivers it', async () => {
    const { certificateId, memberNumber } = await buyThenDispute();

    const responses = await Promise.all(Array.from({ length: 3 }, () => sendPing(disputeWon)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await sendPing(disputeWon)).toMatchObject({ status: 200 });

    const certificate = (await db().doc(`certificates/${certificateId}`).get()).data();
    expect(certificate).toMatchObject({ full_name: 'María Kowalski', member_number: memberNumber, source: 'gumroad' });
    expect(Object.keys(certificate!).filter((k) => k.startsWith('revoked') || k === 'sale_id')).toEqual([]);
    expect(await countDocs('revoked_certificates')).toBe(0);
    expect(await subscriber()).toMatchObject({ status: 'active', certificate_id: certificateId });
    expect(await sale()).toMatchObject({ status: 'completed', refunded_at: null });
    expect(await spotsTaken()).toBe(1);
    const notes = (await eventsFor(SALE_ID)).filter((e) => e.event_type === 'dispute_won').map((e) => e.note);
    expect(notes.sort()).toEqual([
      'Dispute won: the sale, its certificate and the subscriber are back as before the dispute.',
      ...Array(3).fill('Dispute won; the sale already holds its membership.'),
    ]);

    // Its public page is back.
    expect((await fetch(`${urls().site}/founders/c/${certificateId}`)).status).toBe(200);
  });

  it('does not undo a refund: a sale refunded after its dispute stays refunded when the dispute is won', async () => {
    const { certificateId } = await buyThenDispute();
    expect((await sendPing(salePing({ resource_name: 'refund', refunded: 'true', disputed: 'true' }))).status).toBe(200);

    // The ping Gumroad queued when the dispute was won, delivered late (its payload predates the refund).
    expect((await sendPing(disputeWon)).status).toBe(200);
    expect(await sale()).toMatchObject({ status: 'refunded' });
    expect((await db().doc(`revoked_certificates/${certificateId}`).get()).exists).toBe(true);
    expect(await subscriber()).toMatchObject({ status: 'inactive', certificate_id: null });
    expect(await spotsTaken()).toBe(0);
  });

  it('keeps the membership when the dispute ping arrives after the ruling (a retry of a failed delivery)', async () => {
    expect((await sendPing(salePing())).status).toBe(200);
    expect((await sendPing(disputeWon)).status).toBe(200);
    expect((await sendPing(dispute)).status).toBe(200);
    expect(await sale()).toMatchObject({ status: 'completed' });
    expect(await subscriber()).toMatchObject({ status: 'active', certificate_id: expect.any(String) });
    expect(await spotsTaken()).toBe(1);
  });
});

describe('a retry from the webhook log', () => {
  const SALE_ID = 'Kq1vZx9aPcR3tY7uW2mB0g==';
  let admin: TestUser;
  beforeAll(async () => {
    await resetAuth();
    admin = await createUser('purser@clevelandfloaters.test', { admin: true });
  });
  const retry = (eventId: string) =>
    callFunction<{ status: string; message: string | null }>('retryWebhookEvent', { eventId }, admin.idToken);
  async function onlyEntry() {
    const snap = await db().collection('webhook_events').get();
    expect(snap.size).toBe(1);
    return snap.docs[0]!;
  }
  /** A double click: one call runs the retry, the other is told one is running (or, if later, that it is done). */
  async function doubleClick(eventId: string) {
    const calls = await Promise.all([retry(eventId), retry(eventId)]);
    expect(calls.map((c) => c.result?.status ?? c.error?.status).sort()).toEqual(['FAILED_PRECONDITION', 'success']);
    return calls.find((c) => c.result)!.result!;
  }
  async function expectOneOfEach() {
    for (const collection of ['sales', 'subscribers', 'certificates']) expect(await countDocs(collection)).toBe(1);
    expect(await waitForEmails(1)).toHaveLength(1);
  }

  it("keeps a failed ping's payload masked, and once the cause is fixed a retry completes it once", async () => {
    await failSendGridRequests({ after: 0, fail: 1 });
    const ping = salePing({ license_key: 'LK-9F2A-0000', 'card[visual]': '**** 4242', 'url_params[utm_source]': `?secret=${PING_SECRET}` });
    expect((await sendPing(ping)).status).toBe(500);
    const entry = await onlyEntry();
    expect(entry.data()).toMatchObject({ status: 'failed', sale_id: SALE_ID, retryable: true });
    expect(entry.get('payload')).toEqual(
      expect.arrayContaining([
        { name: 'sale_id', value: SALE_ID },
        { name: 'email', value: 'Maria.Kowalski@Example.com' },
        { name: 'url_params[utm_source]', value: '?secret=[secret]' },
        { name: 'license_key', value: null },
        { name: 'card[visual]', value: null },
        { name: 'purchaser_id', value: null },
      ]),
    );
    expect(JSON.stringify(entry.data())).not.toContain(PING_SECRET);
    expect(JSON.stringify(entry.data())).not.toContain('LK-9F2A');

    await clearSendGridFaults();
    expect((await retry(entry.id)).result).toEqual({
      status: 'success',
      message: 'The sale was recorded before; its welcome email, which had not gone out, is sent now.',
    });
    expect(await retry(entry.id)).toMatchObject({
      error: { status: 'FAILED_PRECONDITION', message: 'This ping was retried and succeeded: there is nothing left to do.' },
    });
    expect((await entry.ref.get()).data()).toMatchObject({
      status: 'failed',
      retry: { status: 'success' },
      retries: 1,
      retried_by: admin.uid,
    });
    await expectOneOfEach();
  });

  it('retries an ignored sale once its product is listed, making one member however often it is clicked', async () => {
    await arrangeEmailSettings(PING_SECRET, []);
    expect((await sendPing(salePing())).status).toBe(200);
    const entry = await onlyEntry();
    expect((await retry(entry.id)).result).toEqual({
      status: 'ignored',
      message: expect.stringContaining('the product list in Gumroad Settings is empty'),
    });
    expect(await countDocs('sales')).toBe(0);

    await arrangeEmailSettings();
    expect(await doubleClick(entry.id)).toEqual({ status: 'success', message: null });
    expect((await entry.ref.get()).data()).toMatchObject({ status: 'ignored', retry: { status: 'success', message: null }, retries: 2 });
    await expectOneOfEach();
  });
});

describe('the demo data', () => {
  it('lets a local ping of the demo product through, with the secret the settings page shows', async () => {
    await resetFirestore();
    // The demo's settings alone: the rest of the demo (its sales, sign-ups, figures) is demo-seed's test.
    const writer = db().bulkWriter();
    writeDemoSettings(writer, db());
    await writer.close();
    const settings = (await db().doc('gumroad_settings/default').get()).data();
    expect(settings).toMatchObject({
      gumroad_webhook_secret: DEMO_PING_SECRET,
      gumroad_product_permalinks: ['founding-floater', 'fNxq3kPz0aWm-Lw8cRtJ7A=='],
    });
    expect((await sendPing(salePing({ sale_id: 'demo-ping==' }), DEMO_PING_SECRET)).status).toBe(200);
    expect((await db().doc(`subscribers/${SUBSCRIBER_ID}`).get()).get('certificate_id')).toEqual(expect.any(String));
  });
});
