import { backupStamp, expiredBackups, stampTime } from '../../functions/src/backups/backup-rules';

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
