import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { signPresaleToken } from '../../functions/src/sailings/presale-token';
import { checkInTickets } from '../../functions/src/check-in/check-in-tickets';
import { recordSeatSale, voidSeatSale, type SeatSale } from '../../functions/src/sailings/record-seat-sale';
import { saveSailing } from '../../functions/src/sailings/save-sailing';
import { instantToClevelandInput } from '../../functions/src/shared/cleveland-time';
import { COLLECTIONS } from '../../functions/src/shared/collections';
import { subscriberIdForEmail } from '../../functions/src/shared/subscribers';
import type { SailingInput } from '../../functions/src/shared/sailings/sailing';
import { waitlistEntryId } from '../../functions/src/shared/sailings/waitlist';
import { adminApp } from './admin';
import { localFunctionSecrets } from './emulator-setup';

const DAY = 24 * 60 * 60 * 1000;

/** The affiliate code in each demo guest's link, in turn. */
const DEMO_AFFILIATES = [null, 'djkayla', null, 'lamar216'];

/** A Cleveland wall time `days` from now, at `time` of that day. */
const dayAt = (nowMs: number, days: number, time: string) => `${instantToClevelandInput(nowMs + days * DAY).slice(0, 10)}T${time}`;

const DOCK = {
  dockName: 'North Coast Harbor, East Pier',
  dockAddress: '1001 E 9th St, Cleveland, OH 44114',
  dockMapUrl: 'https://www.google.com/maps/search/?api=1&query=North+Coast+Harbor+Cleveland',
  parkingNotes: 'The Science Center garage on E 9th is closest; the Waterfront Line stops at the harbor.',
  minimumAge: 21,
  founderSeatLimit: 4,
  weatherPolicy:
    'We sail rain or shine. If the captain or the U.S. Coast Guard calls a sailing off for weather, we move it to another date or refund every ticket in full, and email you either way.',
  refundPolicy: 'Full refund through Gumroad until 7 days before boarding. After that, tickets can be given to a friend.',
  published: true,
};

/**
 * Three sailings, one in each part of a season: sailed, in the founders' presale now, and nearly sold out. The
 * sailed one's guests boarded, all but `noShows` of them, over the half hour before it left.
 */
function demoSailings(
  nowMs: number,
): { sailing: SailingInput; soldAtDays: number; sales: number[]; noShows?: number; refunded?: number[] }[] {
  return [
    {
      sailing: {
        ...DOCK,
        title: 'Season Opener: Comedy Night',
        slug: 'season-opener-comedy-night',
        lineup: 'Three Cleveland comics on the upper deck, then a DJ set home past the lighthouse.',
        boardsAt: dayAt(nowMs, -20, '19:00'),
        returnsAt: dayAt(nowMs, -20, '22:30'),
        capacity: 120,
        priceDollars: 35,
        gumroadPermalink: 'season-opener-comedy-night',
        presaleOpensAt: dayAt(nowMs, -50, '10:00'),
        publicSaleOpensAt: dayAt(nowMs, -43, '10:00'),
      },
      soldAtDays: -30,
      sales: [4, 2, 2, 3, 1, 2, 4, 2],
      noShows: 2,
    },
    {
      sailing: {
        ...DOCK,
        title: 'Jazz on the Lake',
        slug: 'jazz-on-the-lake',
        lineup: 'The Tremont Quartet plays two sets while the sun goes down over the breakwall.',
        boardsAt: dayAt(nowMs, 30, '19:30'),
        returnsAt: dayAt(nowMs, 30, '23:00'),
        capacity: 150,
        priceDollars: 45,
        gumroadPermalink: 'jazz-on-the-lake',
        presaleOpensAt: dayAt(nowMs, -1, '10:00'),
        publicSaleOpensAt: dayAt(nowMs, 6, '10:00'),
      },
      soldAtDays: 0,
      sales: [],
    },
    {
      sailing: {
        ...DOCK,
        title: 'Fireworks Cruise',
        slug: 'fireworks-cruise',
        lineup: 'A brass band on deck and the best seat on the lake for the downtown fireworks.',
        boardsAt: dayAt(nowMs, 12, '20:00'),
        returnsAt: dayAt(nowMs, 12, '23:30'),
        capacity: 40,
        priceDollars: 55,
        gumroadPermalink: 'fireworks-cruise',
        presaleOpensAt: dayAt(nowMs, -20, '10:00'),
        publicSaleOpensAt: dayAt(nowMs, -13, '10:00'),
      },
      soldAtDays: -5,
      sales: [4, 4, 3, 4, 2, 4, 4, 3, 4, 2, 3, 2],
      // The last sale's buyer got a refund on Gumroad: its two seats are back on sale.
      refunded: [12],
    },
  ];
}

/**
 * The demo's sailings, saved as the owner's form does, seats sold as the ping sells them: the demo member holds two
 * presale seats, a stranger's presale sale is held for refund, and the sailed sailing's guests were checked in by the
 * demo crew through the check-in transaction.
 */
export async function seedDemoSailings(opts: {
  adminUid: string;
  crewUid: string;
  member: { uid: string; email: string };
  nowMs: number;
}): Promise<void> {
  // The presale token is sealed and opened with the functions' local signing key, as the emulated functions do.
  process.env.UNSUBSCRIBE_SIGNING_KEY ??= localFunctionSecrets().UNSUBSCRIBE_SIGNING_KEY;
  const db = getFirestore(adminApp());
  for (const { sailing, soldAtDays, sales, noShows, refunded = [] } of demoSailings(opts.nowMs)) {
    await saveSailing({ mode: 'create', requestId: `demo-${sailing.slug}`, sailing }, opts.adminUid);
    for (const [i, quantity] of sales.entries()) {
      const sale: SeatSale = {
        saleId: `demo-${sailing.slug}-${i + 1}`,
        email: `guest${i + 1}.${sailing.slug.split('-')[0]}@example.com`,
        buyerName: `Guest ${i + 1}`,
        quantity,
        priceCents: Math.round(sailing.priceDollars * 100) * quantity,
        // Some guests came through an affiliate's link, as insights count them.
        affiliateCode: DEMO_AFFILIATES[i % DEMO_AFFILIATES.length] ?? null,
        founderToken: null,
      };
      await recordSeatSale(sailing.slug, sale, new Date(opts.nowMs + soldAtDays * DAY));
    }
    for (const n of refunded) await voidSeatSale(`demo-${sailing.slug}-${n}`);
    if (noShows !== undefined) await boardDemoGuests(db, sailing.slug, opts.crewUid, noShows);
  }
  const certificateId = (await db.collection(COLLECTIONS.subscribers).doc(subscriberIdForEmail(opts.member.email)).get()).get(
    'certificate_id',
  ) as string;
  const founderToken = signPresaleToken({ slug: 'jazz-on-the-lake', uid: opts.member.uid, certificateId });
  await recordSeatSale(
    'jazz-on-the-lake',
    {
      saleId: 'demo-jazz-founder-1',
      email: opts.member.email,
      buyerName: 'Demo Member',
      quantity: 2,
      priceCents: 9000,
      affiliateCode: null,
      founderToken,
    },
    new Date(opts.nowMs),
  );
  await recordSeatSale(
    'jazz-on-the-lake',
    {
      saleId: 'demo-jazz-held-1',
      email: 'early.bird@example.com',
      buyerName: 'Early Bird',
      quantity: 2,
      priceCents: 9000,
      affiliateCode: null,
      founderToken: null,
    },
    new Date(opts.nowMs),
  );
  await seedDemoWaitlist(db, 'fireworks-cruise', opts.nowMs);
}

/**
 * Two confirmed waitlisters on the nearly sold-out sailing, as the waitlist's confirmation link leaves them: a refund
 * there offers its seat to the first (the demo's seat counts stay as they are until then).
 */
async function seedDemoWaitlist(db: FirebaseFirestore.Firestore, slug: string, nowMs: number): Promise<void> {
  const people = [
    { email: 'wait.first@example.com', first_name: 'Wren' },
    { email: 'wait.second@example.com', first_name: null },
  ];
  for (const [i, person] of people.entries()) {
    const at = Timestamp.fromMillis(nowMs - (people.length - i) * 3_600_000);
    await db
      .collection(COLLECTIONS.sailingWaitlist)
      .doc(waitlistEntryId(slug, subscriberIdForEmail(person.email)))
      .set({
        sailing_slug: slug,
        ...person,
        state: 'waiting',
        joined_at: at,
        sent_at: at,
        confirmed_at: at,
      });
  }
}

/** Checks in every ticket of a sailing but the last `noShows`, a minute apart up to its boarding time. */
async function boardDemoGuests(db: FirebaseFirestore.Firestore, slug: string, crewUid: string, noShows: number): Promise<void> {
  const boardsAt = ((await db.collection(COLLECTIONS.sailings).doc(slug).get()).get('boards_at') as FirebaseFirestore.Timestamp).toMillis();
  const tickets = (await db.collection(COLLECTIONS.tickets).where('sailing_slug', '==', slug).get()).docs
    .map((d) => ({ id: d.id, sale: d.get('sale_id') as string, seat: d.get('seat') as number }))
    .sort((a, b) => a.sale.localeCompare(b.sale) || a.seat - b.seat);
  const boarded = tickets.slice(0, tickets.length - noShows);
  const scans = boarded.map((t, i) => ({
    scanId: `demo-scan-${slug}-${i + 1}`,
    ticketId: t.id,
    scannedAt: boardsAt - (boarded.length - i) * 60_000,
  }));
  // The sailing left weeks ago: "now" for the check-in is its boarding, so the scans keep their times.
  await checkInTickets({ sailing: slug, scans }, crewUid, boardsAt);
}
