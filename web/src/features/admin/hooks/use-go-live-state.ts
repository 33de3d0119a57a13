import { collection, doc, limit, orderBy, query, type Timestamp } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { COLLECTIONS, DOCS } from '@shared/collections';
import { LAUNCH_DEFAULTS } from '@/config/site';
import { launchDatesOf } from '@shared/launch/launch-settings';
import { readOperationsSettings } from '@shared/operations/operations-settings';
import { productNamesById, type KnownProduct } from '@shared/gumroad/products';
import type { GoLiveState } from '../utils/go-live-items';

/** How far back the webhook log is read for the last Gumroad ping: the log page's own length. */
const LOG_WINDOW = 50;

const dateOf = (value: unknown): Date | null =>
  value && typeof (value as Timestamp).toDate === 'function' ? (value as Timestamp).toDate() : null;

/** The go-live checklist's state, live; null while any part is still loading. */
export function useGoLiveState(): GoLiveState | null {
  const db = useFirestore();
  const email = useFirestoreDocData(doc(db, DOCS.emailSettings));
  const gumroad = useFirestoreDocData(doc(db, DOCS.gumroadSettings));
  const membership = useFirestoreDocData(doc(db, DOCS.membershipSettings));
  const template = useFirestoreDocData(doc(db, DOCS.welcomeTemplate));
  const sendgrid = useFirestoreDocData(doc(db, DOCS.sendgridStatus));
  const operations = useFirestoreDocData(doc(db, DOCS.operationsSettings));
  const backups = useFirestoreDocData(doc(db, DOCS.backupStatus));
  const launch = useFirestoreDocData(doc(db, DOCS.launchSettings));
  const logQuery = useMemo(() => query(collection(db, COLLECTIONS.webhookEvents), orderBy('created_at', 'desc'), limit(LOG_WINDOW)), [db]);
  const log = useFirestoreCollectionData(logQuery);
  const productsRef = useMemo(() => collection(db, COLLECTIONS.gumroadProducts), [db]);
  const products = useFirestoreCollectionData(productsRef);
  const parts = [email, gumroad, membership, template, sendgrid, operations, backups, launch, log, products];
  if (parts.some((p) => p.status === 'loading')) return null;
  for (const p of parts) if (p.status === 'error') console.error('Loading the go-live checklist failed', p.error);

  // A refused ping proves only that Gumroad knows the URL, not that it has the secret.
  const ping = (log.data ?? []).find((e) => e.source === 'gumroad' && e.status !== 'refused');
  const testAt = dateOf(sendgrid.data?.last_test_delivered_at);
  return {
    settings:
      email.data || gumroad.data || membership.data
        ? ({ ...email.data, ...gumroad.data, ...membership.data } as GoLiveState['settings'])
        : null,
    welcomeTemplateSavedAt: dateOf(template.data?.updated_at),
    lastPingAt: dateOf(ping?.created_at),
    sendgridLastEventAt: dateOf(sendgrid.data?.last_event_at),
    testDelivered: testAt ? { at: testAt, to: String(sendgrid.data?.last_test_delivered_to ?? '') } : null,
    launch: { dates: launchDatesOf(launch.data, LAUNCH_DEFAULTS), saved: !!launch.data },
    alertEmail: typeof operations.data?.alert_email === 'string' && operations.data.alert_email ? operations.data.alert_email : null,
    lastBackupAt: dateOf(backups.data?.last_success_at),
    backupBucket: readOperationsSettings(operations.data).backupBucket,
    backupRefused: backups.data?.last_outcome === 'refused' ? String(backups.data.last_error ?? '') : null,
    productNames: productNamesById((products.data ?? []) as Partial<KnownProduct>[]),
  };
}
