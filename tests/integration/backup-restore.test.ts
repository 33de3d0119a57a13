// First, so the functions' Admin app below starts with the emulator environment.
import { adminDb, closeAdmin, resetAuth, resetFirestore } from '../support/emulators';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { COLLECTIONS, DOCS } from '@shared/collections';
import { runBackup } from '../../functions/src/backups/run-backup';
import { localBackupStore } from '../../functions/src/backups/backup-storage';
import { seedDemoData } from '../../scripts/seed';
import { OVERWRITE_FLAG } from '../../scripts/lib/backup-target';
import { PROJECT_ID, ROOT } from '../../scripts/lib/ports';
import { fixtureBucketOwnership } from '../support/bucket-owners';
import { dumpFirestore } from '../support/firestore-dump';

/** Runs an npm script as the owner would, on this checkout's emulators (FLOATERS_PORT_OFFSET is inherited). */
function npmRun(script: 'backup' | 'restore', ...args: string[]) {
  const run = spawnSync('npm', ['run', '-s', script, '--', '--project', PROJECT_ID, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

const work = mkdtempSync(join(tmpdir(), 'floaters-backup-test-'));
let before: Map<string, DocumentData>;

beforeAll(async () => {
  await Promise.all([resetFirestore(), resetAuth()]);
  await seedDemoData();
  // Values an export must carry exactly: nested maps and lists, nulls, times to the microsecond, a document only holding a subcollection.
  await adminDb()
    .doc('service_status/backup-test')
    .set({ nested: { list: [1, 'two', { three: null }] }, at: new Timestamp(1_790_000_000, 123_456_000), nothing: null });
  await adminDb().doc('email_broadcasts/only-children/deliveries/ada@example.com').set({ status: 'sent' });
  before = await dumpFirestore(adminDb());
}, 180_000);
afterAll(async () => {
  await Promise.all([resetFirestore(), resetAuth()]);
  await closeAdmin();
  rmSync(work, { recursive: true, force: true });
});

describe('npm run backup and npm run restore on the emulators', () => {
  const exportDir = join(work, 'demo-export');

  it('backs up the demo data, refuses to restore over a live database, and after a wipe brings back every document', async () => {
    // The demo's size follows the calendar (weekends draw more visitors), so the check is what it holds, not a count.
    const heldCollections = new Set([...before.keys()].map((path) => path.split('/')[0]));
    expect([...heldCollections]).toEqual(
      expect.arrayContaining([
        COLLECTIONS.certificates,
        COLLECTIONS.subscribers,
        COLLECTIONS.sales,
        COLLECTIONS.webhookEvents,
        COLLECTIONS.emailBroadcasts,
        COLLECTIONS.analyticsDaily,
        COLLECTIONS.signUps,
      ]),
    );
    expect(before.size).toBeGreaterThan(200);
    const backup = npmRun('backup', '--to', exportDir);
    expect(backup).toMatchObject({ status: 0 });
    expect(backup.out).toContain(`npm run restore -- --project ${PROJECT_ID} --from ${exportDir}`);

    // A mistake after the backup: one document changed, one deleted.
    const [firstPath, secondPath] = [...before.keys()];
    await adminDb().doc(firstPath!).set({ mistaken: true });
    await adminDb().doc(secondPath!).delete();

    const refused = npmRun('restore', '--from', exportDir);
    expect(refused.status).toBe(1);
    expect(refused.out).toContain('Refused: the database of the local emulators is not empty');
    expect(refused.out).toContain(OVERWRITE_FLAG);
    expect((await adminDb().doc(firstPath!).get()).data()).toEqual({ mistaken: true });

    await resetFirestore();
    expect((await dumpFirestore(adminDb())).size).toBe(0);
    expect(npmRun('restore', '--from', exportDir)).toMatchObject({ status: 0 });

    const after = await dumpFirestore(adminDb());
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [path, data] of before) expect({ path, data: after.get(path) }).toEqual({ path, data });
  }, 300_000);

  it('restores over a live database only when told, writing the export over what changed', async () => {
    const [path] = [...before.keys()];
    await adminDb().doc(path!).set({ mistaken: true });
    expect(npmRun('restore', '--from', exportDir, OVERWRITE_FLAG)).toMatchObject({ status: 0 });
    expect((await adminDb().doc(path!).get()).data()).toEqual(before.get(path!));
  }, 180_000);

  it('says so when the folder holds no export', () => {
    const missing = npmRun('restore', '--from', join(work, 'nothing-here'));
    expect(missing).toMatchObject({ status: 1 });
    expect(missing.out).toContain('No export at');
  });
});

describe('the daily backup (dailyBackup) on the emulators', () => {
  // The bucket the owner named, which the fixture says is this project's: the local store stands in for it.
  const BUCKET = 'demo-cleveland-floaters-backups-qwertyui';
  const ownership = fixtureBucketOwnership('123456789012', { [BUCKET]: '123456789012' });
  const settings = (backup_retention_days = 30) =>
    adminDb().doc(DOCS.operationsSettings).set({ alert_email: 'owner@example.com', backup_bucket: BUCKET, backup_retention_days });

  it('refuses to run while no bucket is named, exporting nothing', async () => {
    await adminDb().doc(DOCS.operationsSettings).delete();
    const store = localBackupStore(join(work, 'unnamed'));
    expect(await runBackup(new Date(), { store, ownership })).toMatchObject({ ok: false, refused: true, location: null });
    expect(await store.folders()).toEqual([]);
    expect((await adminDb().doc(DOCS.backupStatus).get()).data()).toMatchObject({
      last_outcome: 'refused',
      last_error: expect.stringContaining('No backup bucket is named'),
    });
  }, 60_000);

  it('exports into a stamped folder, records the success for the go-live checklist, and its export restores', async () => {
    await settings();
    const store = localBackupStore(join(work, 'daily'));
    const outcome = await runBackup(new Date(), { store, ownership });
    expect(outcome).toMatchObject({ ok: true, error: null, pictures: null });
    expect(existsSync(outcome.location!)).toBe(true);
    const status = (await adminDb().doc(DOCS.backupStatus).get()).data()!;
    expect(status).toMatchObject({ last_outcome: 'success', last_error: null, last_location: outcome.location });
    expect(status.last_success_at).toBeInstanceOf(Timestamp);

    const exported = await dumpFirestore(adminDb());
    await resetFirestore();
    expect(npmRun('restore', '--from', outcome.location!)).toMatchObject({ status: 0 });
    // The status document itself was written after the export, so it is the one difference.
    const restored = await dumpFirestore(adminDb());
    exported.delete(DOCS.backupStatus);
    restored.delete(DOCS.backupStatus);
    expect(restored).toEqual(exported);
  }, 180_000);

  it('lets go of backups past the retention the owner set, keeping the rest', async () => {
    await settings(7);
    const store = localBackupStore(join(work, 'retention'));
    const day = 86_400_000;
    const now = Date.now();
    const old = await runBackup(new Date(now - 10 * day), { store, ownership });
    const recent = await runBackup(new Date(now - 5 * day), { store, ownership });
    const today = await runBackup(new Date(now), { store, ownership });
    expect(today.removed).toEqual([old.stamp]);
    expect((await store.folders()).sort()).toEqual([recent.stamp, today.stamp]);
  }, 180_000);
});
