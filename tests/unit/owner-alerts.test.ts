import { backupAlert } from '../../functions/src/alerts/backup-failed-alert';
import { EMAIL_FAILURE_ALERT, emailFailureAlert } from '../../functions/src/alerts/email-failures-alert';
import { functionErrorAlert } from '../../functions/src/alerts/function-errors-alert';
import { pingAlert, type PingRecord } from '../../functions/src/alerts/gumroad-pings-alert';
import { alertDay, alertId } from '@shared/operations/alerts';
import { BACKUP_RETENTION_DAYS, readOperationsSettings } from '@shared/operations/operations-settings';

const NOW = new Date('2026-11-27T15:00:00Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const ping = (status: string, minutesAgo: number, extra: Partial<PingRecord> = {}): PingRecord => ({
  status,
  at: ago(minutesAgo),
  attempts: 1,
  error: null,
  ...extra,
});

describe('Gumroad pings alert', () => {
  it('fires when pings have failed or been refused for an hour with no success since', () => {
    const detail = pingAlert(
      [ping('success', 200), ping('refused', 61, { attempts: 3 }), ping('failed', 5, { error: 'Firestore unavailable' })],
      NOW,
    );
    expect(detail).toMatch(/^4 Gumroad pings failed or were refused since .*none succeeded since/);
    expect(detail).toContain('The latest said: Firestore unavailable');
  });

  it('fires for one failed ping followed by silence, once the hour is up', () => {
    expect(pingAlert([ping('failed', 61)], NOW)).toMatch(/^1 Gumroad ping failed or was refused/);
  });

  it.each([
    ['failures younger than an hour', [ping('failed', 59), ping('refused', 10)]],
    ['a success after the failures', [ping('failed', 120), ping('success', 30)]],
    ['an ignored ping (understood, not ours) after the failures', [ping('refused', 120), ping('ignored', 30)]],
    ['only pings still being processed', [ping('pending', 120), ping('processing', 90)]],
    ['no pings at all', []],
  ])('stays quiet with %s', (_, records) => {
    expect(pingAlert(records, NOW)).toBeNull();
  });
});

describe('email failures alert', () => {
  it(`fires at ${EMAIL_FAILURE_ALERT.rate * 100}% bounced or dropped, with at least ${EMAIL_FAILURE_ALERT.minFailures} failures`, () => {
    expect(emailFailureAlert({ sent: 100, bounced: 3, dropped: 2 })).toMatch(/^In the last 24 hours 5 of 100 emails bounced or were dropped \(5%/);
  });

  it.each([
    ['a rate under the threshold', { sent: 200, bounced: 6, dropped: 3 }],
    ['a high rate of a handful of emails', { sent: 4, bounced: 4, dropped: 0 }],
    ['nothing sent and nothing reported', { sent: 0, bounced: 0, dropped: 0 }],
  ])('stays quiet with %s', (_, day) => {
    expect(emailFailureAlert(day)).toBeNull();
  });

  it('never reports more than 100% when yesterday’s sends bounce today', () => {
    expect(emailFailureAlert({ sent: 0, bounced: 8, dropped: 0 })).toContain('8 of 8 emails');
  });
});

describe('function errors alert', () => {
  it('fires when failures jump in the last hour against the day before', () => {
    expect(functionErrorAlert({ total: 10, failed: 6 }, { total: 200, failed: 4 })).toMatch(/^In the last hour 6 of 10 webhook deliveries/);
    expect(functionErrorAlert({ total: 5, failed: 5 }, { total: 0, failed: 0 })).not.toBeNull();
  });

  it.each([
    ['fewer than 5 failures', { total: 4, failed: 4 }, { total: 100, failed: 0 }],
    ['a low rate', { total: 100, failed: 10 }, { total: 100, failed: 0 }],
    ['a rate no worse than usual', { total: 10, failed: 6 }, { total: 100, failed: 40 }],
  ])('stays quiet with %s', (_, lastHour, dayBefore) => {
    expect(functionErrorAlert(lastHour, dayBefore)).toBeNull();
  });
});

describe('backup alert', () => {
  const hoursAgo = (h: number) => ago(h * 60);

  it('fires when the last backup failed, saying why and when the last good one was', () => {
    const detail = backupAlert({ lastRunAt: hoursAgo(1), lastOutcome: 'failed', lastSuccessAt: hoursAgo(25), lastError: 'bucket not found' }, NOW);
    expect(detail).toMatch(/failed: bucket not found\. The last good one is from/);
  });

  it('fires when the last backup was refused, saying why and that nothing was exported', () => {
    const reason = 'The backup bucket gs://floaters-backups belongs to another Google Cloud project (number 999), not this one (123).';
    const detail = backupAlert({ lastRunAt: hoursAgo(1), lastOutcome: 'refused', lastSuccessAt: hoursAgo(25), lastError: reason }, NOW);
    expect(detail).toMatch(/^The backup of .+ was refused and nothing was exported: /);
    expect(detail).toContain(reason);
  });

  it('fires when no backup has succeeded for more than two days, failed or not', () => {
    expect(backupAlert({ lastRunAt: hoursAgo(51), lastOutcome: 'success', lastSuccessAt: hoursAgo(51), lastError: null }, NOW)).toMatch(
      /^No backup has succeeded since/,
    );
  });

  it.each([
    ['a recent success', { lastRunAt: hoursAgo(10), lastOutcome: 'success', lastSuccessAt: hoursAgo(10), lastError: null }],
    ['no backup ever run (the emulators, or before the first night)', { lastRunAt: null, lastOutcome: null, lastSuccessAt: null, lastError: null }],
  ])('stays quiet with %s', (_, status) => {
    expect(backupAlert(status, NOW)).toBeNull();
  });
});

describe('alert days and settings', () => {
  it("counts days in Cleveland's time zone, so once a day means the owner's day", () => {
    expect(alertDay(new Date('2026-11-28T04:59:00Z'))).toBe('2026-11-27');
    expect(alertDay(new Date('2026-11-28T05:00:00Z'))).toBe('2026-11-28');
    expect(alertId('gumroad-pings', '2026-11-27')).toBe('gumroad-pings-2026-11-27');
  });

  it('reads an unset or invalid setting as no address, no bucket and the default retention', () => {
    expect(readOperationsSettings(undefined)).toEqual({ alertEmail: null, backupBucket: null, retentionDays: BACKUP_RETENTION_DAYS.default });
    expect(readOperationsSettings({ alert_email: 'owner@', backup_bucket: 'Not A Bucket', backup_retention_days: '9' })).toEqual({
      alertEmail: null,
      backupBucket: null,
      retentionDays: BACKUP_RETENTION_DAYS.default,
    });
    expect(
      readOperationsSettings({ alert_email: ' owner@example.com ', backup_bucket: ' floaters-backups-qwertyui ', backup_retention_days: 14 }),
    ).toEqual({
      alertEmail: 'owner@example.com',
      backupBucket: 'floaters-backups-qwertyui',
      retentionDays: 14,
    });
  });
});
