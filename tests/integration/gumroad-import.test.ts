import type { ImportResult } from '@shared/contracts/import-gumroad-orders';
import { IMPORT_LIMIT_MESSAGES, IMPORT_TIMEOUT_SECONDS } from '@shared/contracts/import-gumroad-orders';
import { adminDb, callFunction, closeAdmin, createUser, resetAuth, resetFirestore, type TestUser } from '../support/emulators';
import { clearInbox, inbox, waitForEmails } from '../support/maildev';
import { clearSendGridFaults, failSendGridRequests } from '../support/sendgrid-faults';
import {
  arrangeEmailSettings,
  arrangeExistingSubscriber,
  countDocs,
  PRODUCT_ID,
  PRODUCT_PERMALINK,
  salePing,
  sendPing,
} from '../fixtures/gumroad/ping';
import { buildSalesExport, realisticExport } from '../fixtures/gumroad/sales-export';

const db = () => adminDb();
let admin: TestUser;
let member: TestUser;

const importCsv = (csvData: string, idToken = admin.idToken, importId?: string) =>
  callFunction<{ results: ImportResult }>('importGumroadOrders', { csvData, importId }, idToken);

async function snapshotCounts() {
  const out: Record<string, number> = {};
  for (const c of ['subscribers', 'certificates', 'sales']) out[c] = await countDocs(c);
  return out;
}

beforeAll(async () => {
  await resetAuth();
  admin = await createUser('admin@clevelandfloaters.test', { admin: true });
  member = await createUser('member@clevelandfloaters.test');
});
beforeEach(async () => {
  await resetFirestore();
  await clearInbox();
  await clearSendGridFaults();
  await arrangeEmailSettings();
  // A subscriber from before the import, typed in another case in the export.
  await arrangeExistingSubscriber();
});
afterEach(clearSendGridFaults);
afterAll(closeAdmin);

/** Who the realistic export's welcome emails go to: every active member, Maria once for her two purchases, not the buyer who asked not to be contacted. */
const WELCOMED_MEMBERS = [
  'dj.k9@example.com',
  'existing.member@example.com',
  'hana.w@example.com',
  'jose.nunez@example.com',
  'maria.k@example.com',
  'siobhan.byrne@example.com',
  'tony.b_216@example.com',
  'zoe.omalley@example.com',
];

describe('importing a Gumroad Sales export', () => {
  it('imports the realistic export with exact counts and per-row details', async () => {
    const { result, error } = await importCsv(realisticExport(), admin.idToken, 'import-test-0001');
    expect(error).toBeUndefined();
    const results = result!.results;
    expect({ success: results.success, errors: results.errors, skipped: results.skipped }).toEqual({ success: 10, errors: 2, skipped: 3 });
    expect(results.details.map((d) => [d.row, d.email, d.status, d.status === 'success' ? 'member' : d.reason])).toEqual([
      [1, 'maria.k@example.com', 'success', 'member'],
      [2, 'jose.nunez@example.com', 'success', 'member'],
      [3, 'zoe.omalley@example.com', 'success', 'member'],
      [4, 'siobhan.byrne@example.com', 'success', 'member'],
      [5, 'brett.sullivan@example.com', 'skipped', 'Refunded'],
      [6, 'carmen.rivera@example.com', 'skipped', 'Fully refunded'],
      [7, 'dmitri.p@example.com', 'skipped', 'Disputed'],
      [8, 'MARIA.K@Example.com', 'success', 'member'],
      [9, 'greg.novak at example.com', 'error', 'Invalid email address'],
      [10, 'an.nguyen@example.com', 'success', 'member'],
      [11, 'dj.k9@example.com', 'success', 'member'],
      [12, 'tony.b_216@example.com', 'success', 'member'],
      [13, 'Existing.Member@Example.com', 'success', 'member'],
      [14, '', 'error', 'No email address'],
      [15, 'hana.w@example.com', 'success', 'member'],
    ]);

    // Maria's second purchase is a sale of its own that pays for her one certificate.
    expect(await snapshotCounts()).toEqual({ subscribers: 9, certificates: 9, sales: 10 });
    const marias = (await db().collection('sales').where('subscriber_id', '==', 'maria.k@example.com').get()).docs;
    expect(marias.map((d) => d.get('sale_id')).sort()).toEqual(['Kq1vZx9aPcR3tY7uW2mB0g==', 'Rx8cGe6hWjY0aF4bD9tI7n==']);
    expect(new Set(marias.map((d) => d.get('certificate_id'))).size).toBe(1);
    expect(results.details[7]!.reason).toMatch(/^Another purchase of member #\d+$/);
    const names = (await db().collection('certificates').get()).docs.map((d) => d.get('full_name')).sort();
    expect(names).toEqual([
      'DJ',
      'Erin Existing',
      'Hana Williams',
      'José Núñez',
      'Maria Kowalski',
      'Nguyễn Văn An',
      'Siobhán Byrne',
      'Tony B',
      "Zoë O'Malley",
    ]);
    const numbers = (await db().collection('certificates').get()).docs.map((d) => d.get('member_number') as number);
    expect(new Set(numbers).size).toBe(9);

    expect((await db().doc('subscribers/an.nguyen@example.com').get()).get('status')).toBe('unsubscribed');
    expect((await db().doc('subscribers/siobhan.byrne@example.com').get()).data()).toMatchObject({
      first_name: 'Siobhán',
      city: 'Parma',
      state: 'OH',
      status: 'active',
      source: 'gumroad',
    });
    expect((await db().doc('subscribers/existing.member@example.com').get()).get('source')).toBe('newsletter');
    expect(
      (
        await db()
          .doc(`sales/${encodeURIComponent('Kq1vZx9aPcR3tY7uW2mB0g==')}`)
          .get()
      ).data(),
    ).toMatchObject({ affiliate_code: 'djkayla', origin: 'import' });

    const welcomed = await waitForEmails(8);
    expect(welcomed.map((e) => e.to[0]?.address).sort()).toEqual(WELCOMED_MEMBERS);

    const progress = (await db().doc('gumroad_imports/import-test-0001').get()).data();
    expect(progress).toMatchObject({ status: 'done', total: 15, processed: 15, success: 10, errors: 2, skipped: 3 });
  });

  it('adds nothing when the same file is imported again', async () => {
    await importCsv(realisticExport());
    await waitForEmails(8);
    const before = await snapshotCounts();
    const { result } = await importCsv(realisticExport());
    expect(result?.results).toMatchObject({ success: 0, errors: 2, skipped: 13 });
    expect(result?.results.details.filter((d) => d.reason === 'Already imported')).toHaveLength(10);
    expect(await snapshotCounts()).toEqual(before);
    expect(await waitForEmails(9, () => true, 3_000)).toHaveLength(8);
  });

  it('sends a re-import the welcome emails that failed the first time, once', async () => {
    const addresses = (emails: Awaited<ReturnType<typeof waitForEmails>>) => emails.map((e) => e.to[0]!.address.toLowerCase()).sort();
    // SendGrid refuses the first two welcome emails of the first import.
    await failSendGridRequests({ after: 0, fail: 2, status: 503 });
    const first = (await importCsv(realisticExport())).result!.results;
    expect(first.success).toBe(10);
    const unwelcomed = [
      ...new Set(first.details.filter((d) => d.reason.includes('welcome email not sent')).map((d) => d.email.toLowerCase())),
    ];
    expect(unwelcomed.length).toBeGreaterThan(0);
    // A new member's welcome email that went out goes without saying.
    const quiet = first.details.filter((d) => d.status === 'success' && !d.reason.includes('welcome'));
    expect(quiet.filter((d) => !/^(Member|Another purchase of member) #\d+$/.test(d.reason))).toEqual([]);
    const firstRound = addresses(await waitForEmails(8 - unwelcomed.length));
    await clearInbox();

    const again = (await importCsv(realisticExport())).result!.results;
    expect(again).toMatchObject({ success: 0, errors: 2, skipped: 13 });
    const resent = addresses(await waitForEmails(8 - firstRound.length));
    // Each member welcomed exactly once across both imports.
    expect([...firstRound, ...resent].sort()).toEqual(WELCOMED_MEMBERS);
    expect(
      again.details
        .filter((d) => d.reason === 'Already imported; welcome email sent now')
        .map((d) => d.email.toLowerCase())
        .sort(),
    ).toEqual(resent);

    // A third import has nobody left to welcome.
    await clearInbox();
    const third = (await importCsv(realisticExport())).result!.results;
    expect(third.details.filter((d) => d.reason.includes('welcome'))).toEqual([]);
    expect(await waitForEmails(1, () => true, 3_000)).toHaveLength(0);
  });

  it('records each purchase of a buyer as its own sale, so refunding one keeps the certificate the other pays for', async () => {
    await importCsv(realisticExport());
    const certificateId = (await db().doc('subscribers/maria.k@example.com').get()).get('certificate_id') as string;
    const refund = (saleId: string) =>
      sendPing(salePing({ sale_id: saleId, email: 'maria.k@example.com', resource_name: 'refund', refunded: 'true' }));
    expect((await refund('Kq1vZx9aPcR3tY7uW2mB0g==')).status).toBe(200);
    expect((await db().doc(`certificates/${certificateId}`).get()).exists).toBe(true);
    expect((await refund('Rx8cGe6hWjY0aF4bD9tI7n==')).status).toBe(200);
    expect((await db().doc(`certificates/${certificateId}`).get()).exists).toBe(false);
  });

  it("imports only the listed products' sales, naming what to add for the others", async () => {
    await arrangeEmailSettings(undefined, [PRODUCT_PERMALINK]);
    const { result } = await importCsv(realisticExport());
    expect(result?.results).toMatchObject({ success: 0 });
    expect(await snapshotCounts()).toMatchObject({ certificates: 0, sales: 0 });
    expect(result?.results.details[0]?.reason).toBe(
      `Not a Founding Floater product: Founding Floater Membership (${PRODUCT_ID}) is not on the product list in Gumroad Settings, so nothing changed.`,
    );
    expect(await waitForEmails(1, () => true, 2_000)).toHaveLength(0);
  });

  it('gives its progress a deadline and a heartbeat, so a run cut off by the time limit reads as interrupted', async () => {
    await importCsv(realisticExport(), admin.idToken, 'import-test-0002');
    const progress = (await db().doc('gumroad_imports/import-test-0002').get()).data()!;
    const started = progress.created_at.toMillis();
    expect(progress.deadline_at.toMillis() - started).toBe(IMPORT_TIMEOUT_SECONDS * 1000);
    expect(progress.heartbeat_at.toMillis()).toBeGreaterThanOrEqual(started);
    expect(progress.heartbeat_at.toMillis()).toBeLessThanOrEqual(progress.deadline_at.toMillis());
  });

  it.each([
    ['an empty file', '', IMPORT_LIMIT_MESSAGES.empty],
    ['a file that is not a Gumroad export', 'Email,First Name\r\nada@example.com,Ada\r\n', IMPORT_LIMIT_MESSAGES.notGumroad],
  ])('refuses %s with a clear message and changes nothing', async (_label, csv, message) => {
    const { error } = await importCsv(csv);
    expect(error).toEqual({ status: 'INVALID_ARGUMENT', message });
    expect(await snapshotCounts()).toEqual({ subscribers: 1, certificates: 0, sales: 0 });
  });

  it('refuses a file over the size limit', async () => {
    const huge = buildSalesExport([
      { 'Purchase ID': 'big', 'Purchase Email': 'big@example.com', 'Custom Fields': 'x'.repeat(8.5 * 1024 * 1024) },
    ]);
    const { error } = await importCsv(huge);
    expect(error?.message).toBe(IMPORT_LIMIT_MESSAGES.tooLarge);
    expect(await countDocs('sales')).toBe(0);
  });

  it('is for admins only', async () => {
    expect((await importCsv(realisticExport(), member.idToken)).error?.status).toBe('PERMISSION_DENIED');
    expect((await callFunction('importGumroadOrders', { csvData: realisticExport() })).error?.status).toBe('UNAUTHENTICATED');
    expect(await countDocs('sales')).toBe(0);
    expect(await inbox()).toHaveLength(0);
  });
});
