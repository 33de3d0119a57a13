import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { siteUrl } from '../config';
import type { EmailContent } from '../email/compose-email';
import { simpleEmailBody } from '../email/simple-email';
import { db } from '../lib/admin';
import { runClaimingTransaction } from '../lib/first-free-claim';
import { formatClevelandTime } from '../shared/cleveland-time';
import { COLLECTIONS } from '../shared/collections';
import type { PrepareSailingEmailsResponse } from '../shared/contracts/prepare-sailing-emails';
import { sailingPath } from '../shared/paths';
import {
  SAILING_BROADCAST_LABELS,
  sailingBroadcastId,
  sailingBroadcastPlan,
  type SailingBroadcastKind,
} from '../shared/sailings/sailing-emails';
import { sailingFromStored, type SailingRecord } from '../shared/sailings/sailing-record';

export const PREPARE_MESSAGES = {
  missing: (slug: string) => `There is no sailing at /sailings/${slug}. Reload the list of sailings.`,
  draft: 'Tick "Announced" and save the sailing first: a draft is not announced to anyone.',
  interrupted: 'This sailing is canceled or postponed: there is nothing to announce.',
} as const;

const dollars = (cents: number) => `$${(cents / 100).toFixed(cents % 100 ? 2 : 0)}`;

/**
 * The words of one of a sailing's broadcasts, as a draft's fields: plain text paragraphs that simpleEmailBody
 * escapes, so a title or lineup with markup in it reads as typed. `{{first_name}}` is the broadcast's placeholder.
 */
export function sailingBroadcastContent(kind: SailingBroadcastKind, s: SailingRecord): EmailContent & { name: string } {
  const when = formatClevelandTime(s.boards_at.getTime());
  const presale = formatClevelandTime(s.presale_opens_at.getTime());
  const publicSale = formatClevelandTime(s.public_sale_opens_at.getTime());
  const href = `${siteUrl()}${sailingPath(s.slug)}`;
  const about = `${s.title} boards ${when} at ${s.dock.name}, ${s.dock.address}. ${dollars(s.price_cents)} a seat.`;
  const limit = `up to ${s.founder_seat_limit} seats each`;
  const words: Record<SailingBroadcastKind, { subject: string; heading: string; paragraphs: string[]; label: string }> = {
    announced: {
      subject: `Founders first: ${s.title}`,
      heading: 'A new sailing, founders first',
      paragraphs: [
        'Hi {{first_name}},',
        about,
        s.lineup,
        `As a Founding Floater you buy first: your presale opens ${presale}, ${limit}. Everyone else waits for the public sale, ${publicSale}.`,
      ],
      label: 'See the sailing',
    },
    'presale-opens': {
      subject: `Your presale is open: ${s.title}`,
      heading: "The founders' presale is open",
      paragraphs: [
        'Hi {{first_name}},',
        about,
        `Sign in on the sailing's page for your founder's buy link: ${limit}, until the public sale opens ${publicSale}.`,
      ],
      label: 'Buy your seats',
    },
    'last-call': {
      subject: `Last call, founders: ${s.title}`,
      heading: 'Last call, founders',
      paragraphs: [
        'Hi {{first_name}},',
        `The public sale of ${s.title} opens ${publicSale}. Until then, the seats are yours alone: ${limit}.`,
        about,
      ],
      label: 'Buy your seats',
    },
    'public-sale-opens': {
      subject: `On sale now: ${s.title}`,
      heading: 'Tickets are on sale',
      paragraphs: [
        'Hi {{first_name}},',
        about,
        s.lineup,
        'The boat has a legal passenger count, so once the seats are gone, they are gone.',
      ],
      label: 'Get tickets',
    },
  };
  const w = words[kind];
  return {
    name: `${s.title}: ${SAILING_BROADCAST_LABELS[kind]}`,
    subject: w.subject.replace(/[\r\n]+/g, ' '),
    preheader: `${s.title}, ${when}.`,
    body: simpleEmailBody({ heading: w.heading, paragraphs: w.paragraphs, button: { href, label: w.label } }),
  };
}

/** Set on a sailing's broadcast that a cancel or postpone stopped, rather than the owner. */
export const CANCELED_WITH_SAILING = 'canceled_with_sailing';

/**
 * "Prepare the sailing's emails": schedules each of sailingBroadcastPlan's broadcasts for the every-minute tick, with
 * the usual unsubscribe rules. Ids are per sailing and kind, created in one transaction, so repeats make none twice
 * and leave canceled or sent ones; one a postponement stopped is rewritten for the new dates.
 */
export async function prepareSailingEmails(slug: string, adminUid: string, now = Date.now()): Promise<PrepareSailingEmailsResponse> {
  const sailingRef = db.collection(COLLECTIONS.sailings).doc(slug);
  return runClaimingTransaction(async (tx) => {
    const snap = await tx.get(sailingRef);
    if (!snap.exists) throw new HttpsError('not-found', PREPARE_MESSAGES.missing(slug));
    const sailing = sailingFromStored(snap.data()!);
    if (!sailing.published) throw new HttpsError('failed-precondition', PREPARE_MESSAGES.draft);
    if (sailing.interruption) throw new HttpsError('failed-precondition', PREPARE_MESSAGES.interrupted);
    const plan = sailingBroadcastPlan(
      { presaleOpensAt: sailing.presale_opens_at.getTime(), publicSaleOpensAt: sailing.public_sale_opens_at.getTime() },
      now,
    );
    const refs = plan.map((p) => db.collection(COLLECTIONS.emailBroadcasts).doc(sailingBroadcastId(slug, p.kind)));
    const stored = refs.length ? await tx.getAll(...refs) : [];
    const created: SailingBroadcastKind[] = [];
    const existing: SailingBroadcastKind[] = [];
    plan.forEach((p, i) => {
      const before = stored[i]!;
      const stoppedWithSailing = before.get('status') === 'canceled' && before.get(CANCELED_WITH_SAILING) === true;
      if (before.exists && !stoppedWithSailing) return existing.push(p.kind);
      created.push(p.kind);
      tx.set(refs[i]!, {
        ...sailingBroadcastContent(p.kind, sailing),
        body_doc: '',
        status: 'scheduled',
        audience: p.audience,
        scheduled_at: Timestamp.fromMillis(p.sendAt),
        scheduled_by: adminUid,
        created_by: adminUid,
        created_at: FieldValue.serverTimestamp(),
        updated_at: FieldValue.serverTimestamp(),
        sailing_slug: slug,
        sailing_email: p.kind,
      });
    });
    return { created, existing };
  });
}
