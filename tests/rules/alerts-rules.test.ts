import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { ADMIN_CLAIMS } from '@shared/admin-claims';
import { BACKUP_RETENTION_DAYS } from '@shared/operations/operations-settings';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { firestoreRulesSuite } from '../support/rules-env';

const ALERT = 'alerts/gumroad-pings-2026-11-27';
const SETTINGS = { alert_email: 'owner@example.com', backup_retention_days: 30 };
const now = () => firebase.firestore.FieldValue.serverTimestamp();

const env = firestoreRulesSuite(async (db) => {
  await db.doc(ALERT).set({
    kind: 'gumroad-pings',
    day: '2026-11-27',
    title: 'Gumroad pings are failing',
    detail: 'x',
    status: 'sent',
    acknowledged_at: null,
    acknowledged_by: null,
  });
});
const asAdmin = (uid = 'boss') => env().authenticatedContext(uid, ADMIN_CLAIMS).firestore();
const asMember = () => env().authenticatedContext('deckhand', { email: 'deckhand@example.com', email_verified: true }).firestore();
const asUnverifiedAdmin = () => env().authenticatedContext('boss', { admin: true, email_verified: false }).firestore();

describe('alerts: shown to admins until one acknowledges it', () => {
  it('an admin acknowledges an alert as themselves, at the server time', async () => {
    await assertSucceeds(asAdmin().doc(ALERT).get());
    await assertSucceeds(asAdmin().doc(ALERT).update({ acknowledged_at: now(), acknowledged_by: 'boss' }));
  });

  it.each([
    ['a member', () => asMember(), 'deckhand'],
    ['an admin whose address is unverified', () => asUnverifiedAdmin(), 'boss'],
    ['a visitor', () => env().unauthenticatedContext().firestore(), 'nobody'],
  ])('%s can neither read nor acknowledge one', async (_, db, uid) => {
    await assertFails(db().doc(ALERT).get());
    await assertFails(db().doc(ALERT).update({ acknowledged_at: now(), acknowledged_by: uid }));
  });

  it.each([
    ['in the name of another admin', { acknowledged_at: now(), acknowledged_by: 'someone-else' }],
    ['with a made-up time', { acknowledged_at: new Date('2020-01-01'), acknowledged_by: 'boss' }],
    ['while changing what it says', { acknowledged_at: now(), acknowledged_by: 'boss', detail: 'all fine' }],
    ['by rewriting its email status', { status: 'failed' }],
  ])('not even an admin acknowledges one %s', async (_, change) => {
    await assertFails(asAdmin().doc(ALERT).update(change));
  });

  it('an acknowledged alert stays acknowledged by whoever did it first', async () => {
    await assertSucceeds(asAdmin().doc(ALERT).update({ acknowledged_at: now(), acknowledged_by: 'boss' }));
    await assertFails(asAdmin('other-boss').doc(ALERT).update({ acknowledged_at: now(), acknowledged_by: 'other-boss' }));
  });

  it('nobody creates or deletes one: only the functions raise them', async () => {
    await assertFails(asAdmin().doc('alerts/backup-failed-2026-11-27').set({ kind: 'backup-failed', acknowledged_at: null, acknowledged_by: null }));
    await assertFails(asAdmin().doc(ALERT).delete());
  });
});

describe('operations_settings/default: the alert address, backup bucket and backup retention', () => {
  const doc = (db: ReturnType<typeof asAdmin>) => db.doc('operations_settings/default');

  it('an admin saves an address and a retention within the limits', async () => {
    await assertSucceeds(doc(asAdmin()).set({ ...SETTINGS, updated_at: now() }));
    await assertSucceeds(doc(asAdmin()).update({ backup_retention_days: BACKUP_RETENTION_DAYS.min }));
    await assertSucceeds(doc(asAdmin()).update({ backup_retention_days: BACKUP_RETENTION_DAYS.max }));
  });

  it('a member cannot read or save them', async () => {
    await assertFails(doc(asMember()).set(SETTINGS));
    await assertFails(doc(asMember()).get());
  });

  it('an admin names the backup bucket, or leaves it empty; a member, an unverified admin or a visitor cannot', async () => {
    await assertSucceeds(doc(asAdmin()).set({ ...SETTINGS, backup_bucket: 'cleveland-floaters-backups-qwertyui' }));
    await assertSucceeds(doc(asAdmin()).update({ backup_bucket: '' }));
    await assertSucceeds(doc(asAdmin()).update({ backup_bucket: 'b_1' }));
    await assertFails(doc(asMember()).set({ ...SETTINGS, backup_bucket: 'someone-elses-bucket' }));
    await assertFails(doc(asMember()).update({ backup_bucket: 'someone-elses-bucket' }));
    await assertFails(doc(asUnverifiedAdmin()).update({ backup_bucket: 'someone-elses-bucket' }));
    await assertFails(doc(env().unauthenticatedContext().firestore()).update({ backup_bucket: 'someone-elses-bucket' }));
  });

  it.each([
    ['an address without a domain', { alert_email: 'owner@' }],
    ['an address longer than 254 characters', { alert_email: `${'o'.repeat(250)}@example.com` }],
    ['fewer days than the minimum', { backup_retention_days: BACKUP_RETENTION_DAYS.min - 1 }],
    ['more days than the maximum', { backup_retention_days: BACKUP_RETENTION_DAYS.max + 1 }],
    ['a fraction of a day', { backup_retention_days: 30.5 }],
    ['a bucket given as an address', { backup_bucket: 'gs://cleveland-floaters-backups' }],
    ['a bucket name with capitals', { backup_bucket: 'Floaters-Backups' }],
    ['a bucket name ending in a dash', { backup_bucket: 'floaters-backups-' }],
    ['a bucket name longer than 63 characters', { backup_bucket: 'b'.repeat(64) }],
    ['a bucket name that is not text', { backup_bucket: 42 }],
    ['another field', { alert_phone: '555-0100' }],
  ])('refuses %s', async (_, change) => {
    await assertFails(doc(asAdmin()).set({ ...SETTINGS, ...change }));
  });
});
