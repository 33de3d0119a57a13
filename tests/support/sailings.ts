import { instantToClevelandInput } from '@shared/cleveland-time';
import { adminDb } from './emulators';
import { seedSale } from './purchases';

/** A complete sailing as the owner would enter it on /admin/sailings (Cleveland wall times). */
export const COMEDY_NIGHT = {
  title: 'Comedy Night on the Lake',
  slug: 'comedy-night-july',
  lineup: 'Three Cleveland comics and a DJ set home.',
  boardsAt: '2027-07-17T19:00',
  returnsAt: '2027-07-17T22:30',
  dockName: 'North Coast Harbor',
  dockAddress: '1001 E 9th St, Cleveland, OH 44114',
  dockMapUrl: 'https://maps.example.com/?q=North+Coast+Harbor',
  parkingNotes: 'Park at the Science Center garage.',
  capacity: 120,
  priceDollars: 35.5,
  minimumAge: 21,
  weatherPolicy: 'We sail in rain; lightning moves the sailing.',
  refundPolicy: 'Refunds until 48 hours before boarding.',
  gumroadPermalink: 'comedy-night-july',
  presaleOpensAt: '2027-05-01T10:00',
  publicSaleOpensAt: '2027-05-08T10:00',
  founderSeatLimit: 4,
  published: true,
};

const DAY_MS = 86_400_000;
const wall = (fromNowMs: number) => instantToClevelandInput(Date.now() + fromNowMs);

/** COMEDY_NIGHT with its times set around now so that it is in this phase of its sale. */
export function sailingInPhase(phase: 'announced' | 'founders_presale' | 'public_sale', fields: Partial<typeof COMEDY_NIGHT> = {}) {
  const presaleFrom = { announced: 2, founders_presale: -1, public_sale: -8 }[phase] * DAY_MS;
  return {
    ...COMEDY_NIGHT,
    presaleOpensAt: wall(presaleFrom),
    publicSaleOpensAt: wall(presaleFrom + 7 * DAY_MS),
    boardsAt: wall(30 * DAY_MS),
    returnsAt: wall(30 * DAY_MS + 3 * 3_600_000),
    ...fields,
  };
}

/** A founding member: the purchase that recorded their certificate on their subscriber, and the certificate. */
export async function seedFounder(email: string, certificateId: string, memberNumber: number): Promise<void> {
  await seedSale({ email, certificateId, memberNumber });
  await adminDb().doc(`certificates/${certificateId}`).set({
    full_name: 'Ada Lovelace',
    city: null,
    issue_date_iso: '2026-05-01',
    user_id: null,
    member_number: memberNumber,
    source: 'gumroad',
    created_at: new Date(),
  });
}
