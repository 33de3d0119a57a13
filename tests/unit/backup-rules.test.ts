import { NO_BUCKET_REASON, backupStamp, bucketRefusal, expiredBackups, stampTime } from '../../functions/src/backups/backup-rules';
import { backupBucketRefusal, type BucketOwnership } from '../../functions/src/backups/bucket-ownership';
import { BACKUP_BUCKET_PATTERN, suggestedBackupBucket } from '../../functions/src/shared/operations/operations-settings';
import { fixtureBucketOwnership } from '../support/bucket-owners';

const NOW = new Date('2026-11-27T08:00:00.123Z');
const daysAgo = (d: number) => backupStamp(new Date(NOW.getTime() - d * 86_400_000));

describe('daily backup rules', () => {
  it('names a backup by its start, sortable and without colons, and reads the name back', () => {
    expect(backupStamp(NOW)).toBe('2026-11-27T08-00-00Z');
    expect(stampTime('2026-11-27T08-00-00Z')).toEqual(new Date('2026-11-27T08:00:00Z'));
    expect(stampTime('notes')).toBeNull();
  });

  it('lets go of backups older than the retention, oldest first', () => {
    const folders = [daysAgo(1), daysAgo(31), daysAgo(29), daysAgo(45)];
    expect(expiredBackups(folders, NOW, 30)).toEqual([daysAgo(45), daysAgo(31)]);
    expect(expiredBackups(folders, NOW, 60)).toEqual([]);
  });

  it('always keeps the newest backup, however old, and never touches folders that are not backups', () => {
    expect(expiredBackups([daysAgo(90), daysAgo(100), 'keep-me'], NOW, 7)).toEqual([daysAgo(100)]);
  });
});

describe('whose bucket a backup may go into', () => {
  const OURS = '123456789012';

  it('takes only a bucket whose owning project number is ours', () => {
    expect(bucketRefusal('floaters-backups-qwertyui', OURS, { projectNumber: OURS })).toBeNull();
    expect(bucketRefusal('floaters-backups', OURS, { projectNumber: '999999999999' })).toBe(
      'The backup bucket gs://floaters-backups belongs to another Google Cloud project (number 999999999999), not this one (123456789012). ' +
        'docs/operations.md, "Backups", says how to create one in this project and name it on the admin dashboard.',
    );
    expect(bucketRefusal('floaters-backups', OURS, 'missing')).toMatch(/^The backup bucket gs:\/\/floaters-backups does not exist\. /);
  });

  it('refuses when no bucket is named, or when its owner cannot be read, and never throws', async () => {
    const owners = fixtureBucketOwnership(OURS, { 'floaters-backups-qwertyui': OURS, 'floaters-backups': '999' });
    expect(await backupBucketRefusal('floaters-backups-qwertyui', owners)).toBeNull();
    expect(await backupBucketRefusal(null, owners)).toBe(NO_BUCKET_REASON);
    expect(await backupBucketRefusal('floaters-backups', owners)).toContain('belongs to another Google Cloud project (number 999)');
    expect(await backupBucketRefusal('nobody-made-this', owners)).toContain('does not exist');
    const forbidden: BucketOwnership = { ...owners, lookup: () => Promise.reject(new Error('Cloud Storage: permission denied')) };
    expect(await backupBucketRefusal('floaters-backups', forbidden)).toMatch(
      /^Who owns the backup bucket gs:\/\/floaters-backups could not be checked \(Cloud Storage: permission denied\), so nothing was exported into it\./,
    );
  });

  it('suggests a valid name that ends in random letters, so nobody can take it first', () => {
    const bytes = [0, 25, 26, 255, 7, 8, 9, 10];
    const name = suggestedBackupBucket('cleveland-floaters', () => bytes.shift()!);
    expect(name).toBe('cleveland-floaters-backups-azavhijk');
    expect(BACKUP_BUCKET_PATTERN.test(name)).toBe(true);
    // The longest project id (30 characters) still leaves a valid bucket name.
    expect(BACKUP_BUCKET_PATTERN.test(suggestedBackupBucket('a'.repeat(30), () => 1))).toBe(true);
  });
});
