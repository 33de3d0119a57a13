// First, so the functions' Admin app below starts with the emulator environment.
import { adminDb, closeAdmin, createUser, resetAuth, resetFirestore, urls } from '../support/emulators';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COLLECTIONS, DOCS } from '@shared/collections';
import { ALERT_TITLES, alertDay, alertId } from '@shared/operations/alerts';
import { DEMO_SITE } from '@shared/demo-site';
import { PING_CHECK, runSmokeChecks } from '../../scripts/lib/smoke-checks';
import { checkAlerts } from '../../functions/src/alerts/check-alerts';
import { localBackupStore } from '../../functions/src/backups/backup-storage';
import { runBackup } from '../../functions/src/backups/run-backup';
import { emulatorPorts, HOST, PROJECT_ID } from '../../scripts/lib/ports';
import { fixtureBucketOwnership } from '../support/bucket-owners';
import { loadLocalFunctionSecrets } from '../support/local-secrets';
import { clearInbox, inbox, waitForEmails, type InboxEmail } from '../support/maildev';
import { clearSendGridFaults, failSendGridRequests } from '../support/sendgrid-faults';

// The alert checks run in a scheduled function, which the emulators do not trigger; their code runs here against the same emulators.
loadLocalFunctionSecrets();

const OWNER = 'owner@example.com';
const HOUR = 60 * 60 * 1000;
const setAlertAddress = (alert_email: string, backup_bucket = '') =>
  adminDb().doc(DOCS.operationsSettings).set({ alert_email, backup_bucket, backup_retention_days: 30 });

/** This project's number, and the buckets Cloud Storage would report: ours, and one of the same kind of name in someone else's project. */
const PROJECT_NUMBER = '123456789012';
const OUR_BUCKET = 'demo-cleveland-floaters-backups-qwertyui';
const THEIR_BUCKET = 'demo-cleveland-floaters-backups';
const ownership = fixtureBucketOwnership(PROJECT_NUMBER, { [OUR_BUCKET]: PROJECT_NUMBER, [THEIR_BUCKET]: '999999999999' });

const LISTED_PRODUCT = 'founding-floater';
const listProduct = () => adminDb().doc(DOCS.gumroadSettings).set({ gumroad_product_permalinks: [LISTED_PRODUCT] }, { merge: true });

/**
 * A sale ping of `permalink` without the right secret, as Gumroad sends it while the secret is missing or wrong (or a
 * stranger who knows the product): refused, and logged as refused by the real function.
 */
async function refusedPing(permalink = LISTED_PRODUCT): Promise<number> {
  const res = await fetch(`${urls().functions}/gumroadPing?secret=not-the-secret`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `sale_id=abc&email=buyer%40example.com&permalink=${permalink}`,
  });
  return res.status;
}

const alertMails = (kind: keyof typeof ALERT_TITLES) => (e: InboxEmail) => e.subject.endsWith(ALERT_TITLES[kind]);
const settle = () => new Promise((r) => setTimeout(r, 1500));

/** Acknowledges through the Firestore emulator's REST API with the caller's token, so firestore.rules decide, as in the browser. */
async function acknowledge(path: string, uid: string, idToken: string): Promise<number> {
  const base = `projects/${PROJECT_ID}/databases/(default)/documents`;
  const res = await fetch(`http://${HOST}:${emulatorPorts().firestore}/v1/${base}:commit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({
      writes: [
        {
          update: { name: `${base}/${path}`, fields: { acknowledged_by: { stringValue: uid } } },
          updateMask: { fieldPaths: ['acknowledged_by'] },
          updateTransforms: [{ fieldPath: 'acknowledged_at', setToServerValue: 'REQUEST_TIME' }],
        },
      ],
    }),
  });
  return res.status;
}

/** What the dashboard lists: alerts nobody has acknowledged. */
const unacknowledged = async () =>
  (await adminDb().collection(COLLECTIONS.alerts).where('acknowledged_at', '==', null).get()).docs.map((d) => d.id);

beforeEach(async () => {
  await Promise.all([resetFirestore(), resetAuth(), clearInbox(), clearSendGridFaults()]);
  await listProduct();
});
afterEach(clearSendGridFaults);
afterAll(closeAdmin);

describe('alerts to the owner', () => {
  it('emails the owner once when Gumroad pings have been refused for an hour, and lists it until an admin acknowledges it', async () => {
    await setAlertAddress(OWNER);
    for (let i = 0; i < 3; i++) expect(await refusedPing()).toBe(403);

    // Within the hour nothing is said.
    expect(await checkAlerts(new Date(Date.now() + 30 * 60_000))).toEqual({});

    const later = new Date(Date.now() + HOUR + 60_000);
    // Three checks at once (overlapping schedules, a retry): one email.
    const outcomes = await Promise.all([checkAlerts(later), checkAlerts(later), checkAlerts(later)]);
    expect(outcomes.map((o) => o['gumroad-pings']).sort()).toEqual(['already', 'already', 'sent']);
    const [mail] = await waitForEmails(1, alertMails('gumroad-pings'));
    expect(mail!.to.map((t) => t.address)).toEqual([OWNER]);
    expect(mail!.text).toContain('3 Gumroad pings failed or were refused since');
    expect(mail!.html).toContain(`${urls().site}/admin`);

    // A second evaluation the same day, still failing, sends nothing more.
    await refusedPing();
    expect(await checkAlerts(new Date(later.getTime() + 60_000))).toEqual({ 'gumroad-pings': 'already' });
    await settle();
    expect(await inbox()).toHaveLength(1);

    const id = alertId('gumroad-pings', alertDay(later));
    expect((await adminDb().doc(`${COLLECTIONS.alerts}/${id}`).get()).data()).toMatchObject({
      kind: 'gumroad-pings',
      status: 'sent',
      email_to: OWNER,
      acknowledged_at: null,
    });
    expect(await unacknowledged()).toEqual([id]);

    // A member may not acknowledge it; an admin may, as themselves.
    const member = await createUser('deckhand@example.com');
    const admin = await createUser('boss@example.com', { admin: true });
    expect(await acknowledge(`${COLLECTIONS.alerts}/${id}`, member.uid, member.idToken)).toBe(403);
    expect(await unacknowledged()).toEqual([id]);
    expect(await acknowledge(`${COLLECTIONS.alerts}/${id}`, admin.uid, admin.idToken)).toBe(200);
    expect(await unacknowledged()).toEqual([]);
    expect((await adminDb().doc(`${COLLECTIONS.alerts}/${id}`).get()).get('acknowledged_by')).toBe(admin.uid);

    // Acknowledged, the same day's alert is not raised again.
    expect(await checkAlerts(new Date(later.getTime() + 120_000))).toEqual({ 'gumroad-pings': 'already' });
    await settle();
    expect(await inbox()).toHaveLength(1);
  }, 120_000);

  it('without an alert address shows the alert only, and emails it once an address is set', async () => {
    await refusedPing();
    const later = new Date(Date.now() + HOUR + 60_000);
    expect(await checkAlerts(later)).toEqual({ 'gumroad-pings': 'no-address' });
    expect(await unacknowledged()).toHaveLength(1);
    await setAlertAddress(OWNER);
    expect(await checkAlerts(later)).toEqual({ 'gumroad-pings': 'sent' });
    expect(await waitForEmails(1, alertMails('gumroad-pings'))).toHaveLength(1);
  }, 60_000);

  it('sends the alert at the next check when SendGrid refused it, still once', async () => {
    await setAlertAddress(OWNER);
    await refusedPing();
    const later = new Date(Date.now() + HOUR + 60_000);
    await failSendGridRequests({ after: 0, fail: 1 });
    expect(await checkAlerts(later)).toEqual({ 'gumroad-pings': 'failed' });
    expect(await inbox()).toHaveLength(0);
    expect(await checkAlerts(later)).toEqual({ 'gumroad-pings': 'sent' });
    expect(await checkAlerts(later)).toEqual({ 'gumroad-pings': 'already' });
    await waitForEmails(1, alertMails('gumroad-pings'));
    await settle();
    expect(await inbox()).toHaveLength(1);
  }, 60_000);

  it("counts only the pings that name a listed product, as the seller's do: a stranger's refused pings raise nothing", async () => {
    await setAlertAddress(OWNER);
    for (const permalink of ['someone-elses-product', 'another-one']) expect(await refusedPing(permalink)).toBe(403);
    const later = new Date(Date.now() + HOUR + 60_000);
    expect(await checkAlerts(later)).toEqual({});

    // The seller's own failing ping among them is alerted on, and counted alone.
    expect(await refusedPing()).toBe(403);
    const laterStill = new Date(later.getTime() + HOUR);
    expect(await checkAlerts(laterStill)).toEqual({ 'gumroad-pings': 'sent' });
    const [mail] = await waitForEmails(1, alertMails('gumroad-pings'));
    expect(mail!.text).toContain('1 Gumroad ping failed or was refused since');
  }, 60_000);

  it('raises no alert for a smoke run followed by an hour with no sale', async () => {
    await setAlertAddress(OWNER);
    // The smoke test of the live site, as `npm run smoke` runs it after a deploy (no certificate yet: those checks skip).
    const results = await runSmokeChecks({ origin: urls().site, functions: urls().functions, builtFor: DEMO_SITE.origin, timeoutMs: 90_000 });
    expect(results.find((r) => r.check === PING_CHECK)).toMatchObject({ ok: true });
    // It was refused and logged, as a stranger's ping is.
    const refused = await adminDb().collection(COLLECTIONS.webhookEvents).where('status', '==', 'refused').get();
    expect(refused.docs.map((d) => d.get('listed_product'))).toEqual([false]);

    expect(await checkAlerts(new Date(Date.now() + HOUR + 60_000))).not.toHaveProperty('gumroad-pings');
    await settle();
    expect((await inbox()).filter(alertMails('gumroad-pings'))).toEqual([]);
  }, 240_000);

  it('emails the owner when the daily backup failed', async () => {
    await setAlertAddress(OWNER, OUR_BUCKET);
    // An export destination that is a file, not a folder: the emulator refuses it as a real bucket would refuse a missing one.
    const notAFolder = join(tmpdir(), `floaters-not-a-folder-${process.pid}`);
    writeFileSync(notAFolder, '');
    const store = { ...localBackupStore(), exportDestination: () => notAFolder };
    expect(await runBackup(new Date(), { store, ownership })).toMatchObject({
      ok: false,
      error: expect.stringContaining('export_directory must be a directory'),
    });
    expect((await adminDb().doc(DOCS.backupStatus).get()).data()).toMatchObject({ last_outcome: 'failed' });

    expect(await checkAlerts()).toEqual({ 'backup-failed': 'sent' });
    const [mail] = await waitForEmails(1, alertMails('backup-failed'));
    expect(mail!.text).toContain('failed: Firestore emulator export: export_directory must be a directory');
  }, 60_000);

  it('refuses to export into a bucket of another project number, and emails the owner why', async () => {
    await setAlertAddress(OWNER, THEIR_BUCKET);
    const folder = mkdtempSync(join(tmpdir(), 'floaters-refused-'));
    const store = localBackupStore(folder);
    expect(await runBackup(new Date(), { store, ownership })).toMatchObject({ ok: false, refused: true, location: null });
    // Nothing was exported: not even a folder for the stamp.
    expect(readdirSync(folder)).toEqual([]);
    const reason = `The backup bucket gs://${THEIR_BUCKET} belongs to another Google Cloud project (number 999999999999), not this one (${PROJECT_NUMBER}).`;
    expect((await adminDb().doc(DOCS.backupStatus).get()).data()).toMatchObject({
      last_outcome: 'refused',
      last_error: expect.stringContaining(reason),
    });

    expect(await checkAlerts()).toEqual({ 'backup-failed': 'sent' });
    const [mail] = await waitForEmails(1, alertMails('backup-failed'));
    expect(mail!.to.map((t) => t.address)).toEqual([OWNER]);
    expect(mail!.text).toContain('was refused and nothing was exported');
    expect(mail!.text).toContain(reason);
    rmSync(folder, { recursive: true, force: true });
  }, 60_000);
});
