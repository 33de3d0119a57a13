import type { ImportResult } from '@shared/contracts/import-gumroad-orders';
import { IMPORT_LIMIT_MESSAGES, IMPORT_TIMEOUT_SECONDS } from '@shared/contracts/import-gumroad-orders';
import { adminDb, callFunction, closeAdmin, createUser, resetAuth, resetFirestore, type TestUser } from '../support/emulators';
import { clearInbox, inbox, waitForEmails } from '../support/maildev';
import { clearSendGridFaults, failSendGridRequests } from '../support/sendgrid-faults';
import { arrangeEmailSettings, arrangeExistingSubscriber, countDocs } from '../fixtures/gumroad/ping';
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

describe('importing a Gumroad Sales export', () => {
  it('imports the realistic export with exact counts and per-row details', async () => {
    const { result, error } = await importCsv(realisticExport(), admin.idToken, 'import-test-0001');
    expect(error).toBeUndefined();
    const results = result!.results;
    expect({ success: results.success, errors: results.errors, skipped: results.skipped }).toEqual({ success: 8, errors: 2, skipped: 5 });
    expect(results.details.map((d) => [d.row, d.email, d.status, d.status === 'success' ? 'member' : d.reason])).toEqual([
      [1, 'maria.k@example.com', 'success', 'member'],
      [2, 'jose.nunez@example.com', 'success', 'member'],
      [3, 'zoe.omalley@example.com', 'success', 'member'],
      [4, 'siobhan.byrne@example.com', 'success', 'member'],
      [5, 'brett.sullivan@example.com', 'skipped', 'Refunded'],
      [6, 'carmen.rivera@example.com', 'skipped', 'Fully refunded'],
      [7, 'dmitri.p@example.com', 'skipped', 'Disputed'],
      [8, 'MARIA.K@Example.com', 'skipped', 'Same buyer as row 1'],
      [9, 'greg.novak at example.com', 'error', 'Invalid email address'],
      [10, 'an.nguyen@example.com', 'success', 'member'],
      [11, 'dj.k9@example.com', 'success', 'member'],
      [12, 'tony.b_216@example.com', 'success', 'member'],
      [13, 'Existing.Member@Example.com', 'skipped', 'Already a subscriber'],
      [14, '', 'error', 'No email address'],
      [15, 'hana.w@example.com', 'success', 'member'],
    ]);

    expect(await snapshotCounts()).toEqual({ subscribers: 9, certificates: 8, sales: 8 });
    const names = (await db().collection('certificates').get()).docs.map((d) => d.get('full_name')).sort();
    expect(names).toEqual([
      'DJ',
      'Hana Williams',
      'José Núñez',
      'Maria Kowalski',
      'Nguyễn Văn An',
      'Siobhán Byrne',
      'Tony B',
      "Zoë O'Malley",
    ]);
    const numbers = (await db().collection('certificates').get()).docs.map((d) => d.get('member_number') as number);
    expect(new Set(numbers).size).toBe(8);

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

    // Every active new member is welcomed once; the buyer who asked not to be contacted is not.
    const welcomed = await waitForEmails(7);
    expect(welcomed.map((e) => e.to[0]?.address).sort()).toEqual([
      'dj.k9@example.com',
      'hana.w@example.com',
      'jose.nunez@example.com',
      'maria.k@example.com',
      'siobhan.byrne@example.com',
      'tony.b_216@example.com',
      'zoe.omalley@example.com',
    ]);

    const progress = (await db().doc('gumroad_imports/import-test-0001').get()).data();
    expect(progress).toMatchObject({ status: 'done', total: 15, processed: 15, success: 8, errors: 2, skipped: 5 });
  });

  it('adds nothing when the same file is imported again', async () => {
    await importCsv(realisticExport());
    await waitForEmails(7);
    const before = await snapshotCounts();
    const { result } = await importCsv(realisticExport());
    expect(result?.results).toMatchObject({ success: 0, errors: 2, skipped: 13 });
    expect(result?.results.details.filter((d) => d.reason === 'Already imported')).toHaveLength(8);
    expect(await snapshotCounts()).toEqual(before);
    expect(await waitForEmails(8, () => true, 3_000)).toHaveLength(7);
  });

  it('sends a re-import the welcome emails that failed the first time, once', async () => {
    // SendGrid refuses two of the seven welcome emails of the first import.
    await failSendGridRequests({ after: 0, fail: 2, status: 503 });
    const first = (await importCsv(realisticExport())).result!.results;
    expect(first.success).toBe(8);
    const unwelcomed = first.details.filter((d) => d.reason.includes('welcome email not sent')).map((d) => d.email.toLowerCase());
    expect(unwelcomed).toHaveLength(2);
    // A new member's welcome email that went out goes without saying.
    const welcomedRows = first.details.filter((d) => d.status === 'success' && !unwelcomed.includes(d.email.toLowerCase()));
    expect(welcomedRows).toHaveLength(6);
    expect(welcomedRows.filter((d) => !/^Member #\d+$/.test(d.reason))).toEqual([]);
    expect(await waitForEmails(5)).toHaveLength(5);
    await clearInbox();

    const again = (await importCsv(realisticExport())).result!.results;
    expect(again).toMatchObject({ success: 0, errors: 2, skipped: 13 });
    expect(
      again.details
        .filter((d) => d.reason === 'Already imported; welcome email sent now')
        .map((d) => d.email.toLowerCase())
        .sort(),
    ).toEqual(unwelcomed.sort());
    const resent = await waitForEmails(2);
    expect(resent.map((e) => e.to[0]?.address.toLowerCase()).sort()).toEqual(unwelcomed.sort());

    // A third import has nobody left to welcome.
    const third = (await importCsv(realisticExport())).result!.results;
    expect(third.details.filter((d) => d.reason.includes('welcome'))).toEqual([]);
    expect(await waitForEmails(3, () => true, 3_000)).toHaveLength(2);
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
