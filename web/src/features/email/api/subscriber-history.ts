import { collection, doc, getDoc, getDocs, query, where, type DocumentData, type Firestore, type Timestamp } from 'firebase/firestore';
import { COLLECTIONS, SUBCOLLECTIONS, welcomeEmailDocPath } from '@shared/collections';
import { certificatePath } from '@shared/paths';
import { productNamed } from '@shared/gumroad/products';
import { SIGN_UP_LIST_NAMES, type SignUpMode } from '@shared/sign-up/sign-up';

/** One thing that happened to a subscriber, as their history lists it. */
export interface HistoryEntry {
  /** Null when the records do not say when. */
  at: Date | null;
  title: string;
  detail?: string;
  link?: { href: string; label: string };
}

export interface SubscriberHistory {
  email: string;
  first_name: string | null;
  status: string;
  /** Oldest first; entries without a time last. */
  entries: HistoryEntry[];
}

const dateOf = (value: unknown): Date | null =>
  value && typeof (value as Timestamp).toDate === 'function' ? (value as Timestamp).toDate() : null;
/** A sale's date from Gumroad (YYYY-MM-DD), at noon UTC so it reads as that day in any US time zone. */
const dayOf = (iso: unknown): Date | null =>
  typeof iso === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00Z`) : null;
const dollars = (cents: unknown) => (typeof cents === 'number' ? `$${(cents / 100).toFixed(2)}` : null);
const listName = (source: unknown) =>
  SIGN_UP_LIST_NAMES[source as SignUpMode] ?? (typeof source === 'string' && source ? source : 'unknown');

/** What SendGrid's events that change a subscriber mean (functions/src/email/sendgrid-event-rules.ts decides which do). */
const SENDGRID_EVENT_TITLES: Record<string, string> = {
  bounce: 'Email bounced',
  dropped: 'Email dropped by SendGrid',
  spamreport: 'Marked an email as spam',
  unsubscribe: 'Unsubscribed through SendGrid',
  group_unsubscribe: 'Unsubscribed through SendGrid',
};

/** How one email's delivery record reads: sent, or possibly sent (the send's answer was lost); a send in flight is not history yet. */
function emailEntry(record: DocumentData | undefined, what: string, detail?: string): HistoryEntry | null {
  if (record?.status === 'sent') return { at: dateOf(record.sent_at), title: `${what} sent`, detail };
  if (record?.status === 'unconfirmed') {
    return {
      at: dateOf(record.unconfirmed_at ?? record.claimed_at),
      title: `${what} possibly sent`,
      detail: 'SendGrid did not confirm it; it was not sent again.',
    };
  }
  return null;
}

/**
 * Everything recorded about one subscriber, read from where each thing is
 * kept: the subscriber (consent, unsubscribe), their sales, the certificates
 * those made, the welcome marker, each broadcast's and waitlist offer's
 * delivery record, and SendGrid's events. Null when there is no such subscriber.
 */
export async function loadSubscriberHistory(db: Firestore, subscriberId: string): Promise<SubscriberHistory | null> {
  const [subscriber, sales, events, welcome, broadcasts, releases] = await Promise.all([
    getDoc(doc(db, COLLECTIONS.subscribers, subscriberId)),
    getDocs(query(collection(db, COLLECTIONS.sales), where('subscriber_id', '==', subscriberId))),
    getDocs(query(collection(db, COLLECTIONS.webhookEvents), where('subscriber_id', '==', subscriberId))),
    getDoc(doc(db, welcomeEmailDocPath(subscriberId))),
    getDocs(query(collection(db, COLLECTIONS.emailBroadcasts), where('status', 'in', ['sending', 'sent']))),
    getDocs(query(collection(db, COLLECTIONS.waitlistReleases), where('recipient_ids', 'array-contains', subscriberId))),
  ]);
  if (!subscriber.exists()) return null;
  const s = subscriber.data();

  // Broadcasts keep no list of recipients, only a record per recipient: one read per broadcast sent (a few a month).
  const delivery = (parent: string, id: string) => getDoc(doc(db, parent, id, SUBCOLLECTIONS.deliveries, subscriberId));
  const certificateIds = [...new Set([s.certificate_id, ...sales.docs.map((d) => d.get('certificate_id'))])].filter(
    (id): id is string => typeof id === 'string' && id !== '',
  );
  const [broadcastDeliveries, releaseDeliveries, certificates] = await Promise.all([
    Promise.all(broadcasts.docs.map((b) => delivery(COLLECTIONS.emailBroadcasts, b.id))),
    Promise.all(releases.docs.map((r) => delivery(COLLECTIONS.waitlistReleases, r.id))),
    Promise.all(
      certificateIds.map(async (id) => {
        const live = await getDoc(doc(db, COLLECTIONS.certificates, id));
        return {
          id,
          live: live.exists(),
          data: live.exists() ? live.data() : (await getDoc(doc(db, COLLECTIONS.revokedCertificates, id))).data(),
        };
      }),
    ),
  ]);

  const entries: HistoryEntry[] = [];
  const add = (entry: HistoryEntry | null) => entry && entries.push(entry);

  add({ at: dateOf(s.created_at), title: 'Added to the list', detail: `Source: ${listName(s.source)}` });
  if (s.consented_at) {
    add({
      at: dateOf(s.consented_at),
      title: `Confirmed the ${listName(s.source)} sign-up`,
      detail: typeof s.consent_text === 'string' ? `Agreed to: "${s.consent_text}"` : undefined,
    });
  }
  if (typeof s.waitlist_number === 'number') {
    add({ at: dateOf(s.waitlist_confirmed_at), title: `Joined the waitlist as number ${s.waitlist_number}` });
  }

  for (const sale of sales.docs.map((d) => d.data())) {
    const price = dollars(sale.price_cents);
    add({
      at: dateOf(sale.created_at) ?? dayOf(sale.sale_date_iso),
      title: `Bought ${sale.product_permalink ? productNamed(sale.product_permalink, sale.product_name) : 'a product'}${price ? ` for ${price}` : ''}`,
      detail: [
        sale.origin === 'import' ? 'From an order import' : 'From Gumroad',
        sale.activated_subscriber === true
          ? 'this purchase added them to the email list (they did not tick Gumroad\'s "do not contact" box)'
          : null,
      ]
        .filter(Boolean)
        .join('; '),
    });
    if (sale.status === 'refunded' && sale.refunded_at) {
      add({ at: dateOf(sale.refunded_at), title: sale.revoked_by === 'dispute' ? 'Purchase disputed' : 'Purchase refunded' });
    }
  }

  for (const c of certificates) {
    if (!c.data) continue;
    const number = typeof c.data.member_number === 'number' ? ` #${c.data.member_number}` : '';
    add({
      at: dateOf(c.data.created_at),
      title: `Certificate${number} issued`,
      link: c.live ? { href: certificatePath(c.id), label: 'View certificate' } : undefined,
    });
    if (!c.live)
      add({
        at: dateOf(c.data.revoked_at),
        title: `Certificate${number} taken back`,
        detail: `After a ${c.data.revoked_reason ?? 'refund'}`,
      });
  }

  // The marker has the send's time; a purchase also notes how its welcome went (all a marker-less older record has).
  const welcomeNotedOnSale = sales.docs.find((d) => d.get('welcome_email') === 'sent');
  add(
    emailEntry(welcome.data(), 'Welcome email') ??
      (welcomeNotedOnSale
        ? { at: dateOf(welcomeNotedOnSale.get('created_at')), title: 'Welcome email sent', detail: 'Noted on the purchase, at its time' }
        : null),
  );
  broadcastDeliveries.forEach((d, i) => {
    const b = broadcasts.docs[i]!;
    add(emailEntry(d.data(), `Broadcast "${b.get('name') ?? b.get('subject')}"`, `Subject: ${b.get('subject')}`));
  });
  for (const d of releaseDeliveries) add(emailEntry(d.data(), 'Founding spot offer'));

  const logged = events.docs.map((d) => d.data()).filter((e) => e.source === 'sendgrid');
  for (const e of logged) {
    add({
      at: dateOf(e.created_at),
      title: SENDGRID_EVENT_TITLES[e.event_type] ?? `SendGrid: ${e.event_type}`,
      detail: e.reason ?? undefined,
    });
  }
  if (s.unsubscribed_at) add({ at: dateOf(s.unsubscribed_at), title: 'Unsubscribed with the link in an email' });
  // A bounce or opt-out from before SendGrid's events named their subscriber, or with no time at all (an import, Gumroad's box).
  const explained = logged.length > 0 || (s.status === 'unsubscribed' && !!s.unsubscribed_at);
  if ((s.status === 'bounced' || s.status === 'unsubscribed') && !explained) {
    add({
      at: dateOf(s.status_changed_at),
      title: s.status === 'bounced' ? 'Marked bounced' : 'Marked unsubscribed',
      detail: s.status_changed_at ? 'Reported by SendGrid' : 'How and when is not recorded',
    });
  }

  return {
    email: String(s.email ?? subscriberId),
    first_name: s.first_name ?? null,
    status: String(s.status ?? ''),
    entries: sortedHistory(entries),
  };
}

/** Oldest first; an entry without a time goes last. Equal times keep the order above (consent before the purchase it came with). */
export function sortedHistory(entries: HistoryEntry[]): HistoryEntry[] {
  return [...entries].sort((a, b) => (a.at && b.at ? a.at.getTime() - b.at.getTime() : Number(!a.at) - Number(!b.at)));
}

/** What no record holds, said beside the history so a missing line is not read as "never happened". */
export const NOT_TRACKED =
  'Not recorded, so not shown: opens and clicks, temporary (blocked) bounces, test sends, and the sign-up confirmation email. ' +
  'A renewed sign-up keeps only its latest consent.';
