import { defaultLaunchDates } from '../../functions/src/shared/launch/launch-phase';
import { goLiveItems, type GoLiveState } from '../../web/src/features/admin/utils/go-live-items';

const NOW = new Date('2026-11-24T12:00:00Z');
const ready: GoLiveState = {
  settings: {
    gumroad_webhook_secret: 'x'.repeat(43),
    gumroad_product_permalinks: ['founding-floater'],
    sender_email: 'crew@clevelandfloaters.com',
    certificate_creation: 'buyers',
  },
  welcomeTemplateSavedAt: new Date('2026-11-20T10:00:00Z'),
  lastPingAt: new Date('2026-11-21T10:00:00Z'),
  sendgridLastEventAt: new Date('2026-11-22T10:00:00Z'),
  testDelivered: { at: new Date('2026-11-22T10:00:00Z'), to: 'crew@clevelandfloaters.com' },
  launch: { dates: defaultLaunchDates('2027-05-15'), saved: true },
  alertEmail: 'owner@clevelandfloaters.com',
  lastBackupAt: new Date('2026-11-24T08:00:00Z'),
  backupBucket: 'floaters-backups-qwertyui',
  backupRefused: null,
};
const open = (state: GoLiveState) =>
  goLiveItems(state, NOW)
    .filter((i) => !i.done)
    .map((i) => i.key);

describe('the go-live checklist', () => {
  it('has nothing left on a site that has everything', () => {
    expect(open(ready)).toEqual([]);
  });

  it('finds everything missing on a fresh project', () => {
    const fresh: GoLiveState = {
      settings: null,
      welcomeTemplateSavedAt: null,
      lastPingAt: null,
      sendgridLastEventAt: null,
      testDelivered: null,
      launch: { dates: defaultLaunchDates('2026-05-15'), saved: false },
      alertEmail: null,
      lastBackupAt: null,
      backupBucket: null,
      backupRefused: null,
    };
    expect(open(fresh)).toEqual([
      'secret',
      'products',
      'ping',
      'sender',
      'test-email',
      'sendgrid-webhook',
      'welcome',
      'policy',
      'alert-email',
      'backup',
      'launch',
    ]);
  });

  it.each<[string, Partial<GoLiveState>]>([
    ['secret', { settings: { ...ready.settings, gumroad_webhook_secret: '' } }],
    ['products', { settings: { ...ready.settings, gumroad_product_permalinks: [] } }],
    ['policy', { settings: { ...ready.settings, certificate_creation: undefined } }],
    ['launch', { launch: { dates: defaultLaunchDates('2026-11-24'), saved: false } }],
    ['alert-email', { alertEmail: null }],
    ['backup', { lastBackupAt: null }],
    ['backup', { backupRefused: 'The backup bucket gs://floaters-backups belongs to another Google Cloud project.' }],
  ])('names %s alone when only it is missing', (key, change) => {
    expect(open({ ...ready, ...change })).toEqual([key]);
  });

  it('stops asking about a past first sailing once the owner has saved the dates, and says where to set them', () => {
    const unconfirmed = goLiveItems({ ...ready, launch: { dates: defaultLaunchDates('2026-05-15'), saved: false } }, NOW);
    expect(unconfirmed.find((i) => i.key === 'launch')).toMatchObject({
      done: false,
      detail: 'The site says the boat first sailed on May 15, 2026, a date nobody has confirmed. Set your first sailing and season dates.',
      fixAt: '/admin/launch/settings',
    });
    const onPurpose = goLiveItems({ ...ready, launch: { dates: defaultLaunchDates('2026-05-15'), saved: true } }, NOW);
    expect(onPurpose.find((i) => i.key === 'launch')).toMatchObject({ done: true });
    // Not yet sailed, never saved: nothing misleads yet.
    expect(open({ ...ready, launch: { dates: defaultLaunchDates('2027-05-15'), saved: false } })).toEqual([]);
  });

  it('names each listed product once, by the name its pings or imports gave it, beside its ids', () => {
    const state = {
      ...ready,
      settings: { ...ready.settings, gumroad_product_permalinks: ['founding-floater', 'fNxq3kPz0aWm-Lw8cRtJ7A==', 'mug'] },
    };
    const names = new Map([
      ['founding-floater', 'Founding Floater Membership'],
      ['fnxq3kpz0awm-lw8crtj7a==', 'Founding Floater Membership'],
    ]);
    const products = (s: GoLiveState) => goLiveItems(s, NOW).find((i) => i.key === 'products')!.detail;
    expect(products({ ...state, productNames: names })).toBe(
      'Founding Floater Membership (founding-floater, fNxq3kPz0aWm-Lw8cRtJ7A==), mug',
    );
    // Before any ping or import has named them, the ids alone.
    expect(products(state)).toBe('founding-floater, fNxq3kPz0aWm-Lw8cRtJ7A==, mug');
  });

  it('never says "A backup made" after a refused run, an older success notwithstanding, and says why', () => {
    const reason = 'No backup bucket is named under "Alerts and backups" on the admin dashboard.';
    expect(goLiveItems({ ...ready, backupBucket: null, backupRefused: reason }, NOW).find((i) => i.key === 'backup')).toMatchObject({
      done: false,
      label: 'Backups refused',
      detail: `The last backup exported nothing: ${reason}`,
    });
    const unnamed = goLiveItems({ ...ready, lastBackupAt: null, backupBucket: null }, NOW).find((i) => i.key === 'backup')!;
    expect(unnamed.detail).toMatch(/^None yet: name a bucket this project owns/);
  });

  it('shows when the last backup succeeded, and where alerts go', () => {
    const items = goLiveItems(ready, NOW);
    expect(items.find((i) => i.key === 'backup')!.detail).toMatch(/^Last successful backup /);
    expect(items.find((i) => i.key === 'alert-email')!.detail).toBe('Alerts go to owner@clevelandfloaters.com.');
  });
});
