import { SITE_NAME } from '../certificates/share-text';
import { CLEVELAND_ZONE, clevelandZoneLabel } from '../cleveland-time';
import { PHASE_LABELS, sailingPhase, type SailingPhase } from './sailing';
import { sailingClockOf, type SailingRecord } from './sailing-record';

/**
 * A sailing as its public pages show it and carry in their page data (JSON, so instants are epoch milliseconds). The
 * checkout address is here only in the public sale: in the founders' presale a founder's link comes from the
 * sailingBuyLink callable, and nothing in a visitor's HTML names the product.
 */
export interface PublicSailing {
  slug: string;
  title: string;
  lineup: string;
  boardsAt: number;
  returnsAt: number;
  dock: { name: string; address: string; mapUrl: string; parkingNotes: string };
  priceCents: number;
  seatsLeft: number;
  minimumAge: number;
  weatherPolicy: string;
  refundPolicy: string;
  presaleOpensAt: number;
  publicSaleOpensAt: number;
  founderSeatLimit: number;
  phase: SailingPhase;
  interruption: { kind: 'canceled' | 'postponed'; reason: string } | null;
  /** The Gumroad checkout, in the public sale only. */
  checkoutUrl: string | null;
}

/** `sailing` as the public may see it at `now`; `checkoutUrl` is dropped outside the public sale whatever the caller passes. */
export function publicSailing(sailing: SailingRecord, now: Date, checkoutUrl: string | null): PublicSailing {
  const phase = sailingPhase(sailingClockOf(sailing), now);
  return {
    slug: sailing.slug,
    title: sailing.title,
    lineup: sailing.lineup,
    boardsAt: sailing.boards_at.getTime(),
    returnsAt: sailing.returns_at.getTime(),
    dock: {
      name: sailing.dock.name,
      address: sailing.dock.address,
      mapUrl: sailing.dock.map_url,
      parkingNotes: sailing.dock.parking_notes,
    },
    priceCents: sailing.price_cents,
    seatsLeft: Math.max(0, sailing.capacity - sailing.seats_sold - (sailing.seats_offered ?? 0)),
    minimumAge: sailing.minimum_age,
    weatherPolicy: sailing.weather_policy,
    refundPolicy: sailing.refund_policy,
    presaleOpensAt: sailing.presale_opens_at.getTime(),
    publicSaleOpensAt: sailing.public_sale_opens_at.getTime(),
    founderSeatLimit: sailing.founder_seat_limit,
    phase,
    interruption: sailing.interruption,
    checkoutUrl: phase === 'public_sale' ? checkoutUrl : null,
  };
}

/** What /sailings lists: published sailings still to board, soonest first, and those past, latest first. */
export function sailingsListing(sailings: readonly PublicSailing[], now: Date): { upcoming: PublicSailing[]; past: PublicSailing[] } {
  const shown = sailings.filter((s) => s.phase !== 'draft');
  const isPast = (s: PublicSailing) => s.boardsAt <= now.getTime();
  return {
    upcoming: shown.filter((s) => !isPast(s)).sort((a, b) => a.boardsAt - b.boardsAt),
    past: shown.filter(isPast).sort((a, b) => b.boardsAt - a.boardsAt),
  };
}

/** Made on first use, as cleveland-time's are: a first format is slow on a phone. */
let formats: { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat } | undefined;
const sailingFormats = () =>
  (formats ??= {
    day: new Intl.DateTimeFormat('en-US', { timeZone: CLEVELAND_ZONE, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
    time: new Intl.DateTimeFormat('en-US', { timeZone: CLEVELAND_ZONE, hour: 'numeric', minute: '2-digit' }),
  });

/** "Saturday, July 4, 2026". */
export const sailingDay = (s: Pick<PublicSailing, 'boardsAt'>) => sailingFormats().day.format(s.boardsAt);

/** "Boards 8:00 PM, back 11:30 PM Cleveland time (EDT)". */
export const sailingHours = (s: Pick<PublicSailing, 'boardsAt' | 'returnsAt'>) =>
  `Boards ${sailingFormats().time.format(s.boardsAt)}, back ${sailingFormats().time.format(s.returnsAt)} ${clevelandZoneLabel(s.boardsAt)}`;

/** "$45" or "$35.50" a seat; "Free" at 0. */
export const sailingPrice = (s: Pick<PublicSailing, 'priceCents'>) =>
  s.priceCents === 0 ? 'Free' : `$${s.priceCents % 100 === 0 ? s.priceCents / 100 : (s.priceCents / 100).toFixed(2)}`;

export const seatsLeftText = (s: Pick<PublicSailing, 'seatsLeft'>) =>
  s.seatsLeft === 0 ? 'No seats left' : `${s.seatsLeft} ${s.seatsLeft === 1 ? 'seat' : 'seats'} left`;

export const minimumAgeText = (s: Pick<PublicSailing, 'minimumAge'>) => (s.minimumAge === 0 ? 'All ages' : `${s.minimumAge}+ only`);

/** The phase as a visitor reads it on a card: "Founders' presale", "On sale", "Canceled"... */
export const phaseLabel = (s: Pick<PublicSailing, 'phase'>) => PHASE_LABELS[s.phase];

const EVENT_STATUS: Partial<Record<SailingPhase, string>> = {
  canceled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
};

const AVAILABILITY: Partial<Record<SailingPhase, string>> = {
  public_sale: 'https://schema.org/InStock',
  sold_out: 'https://schema.org/SoldOut',
  announced: 'https://schema.org/PreOrder',
  founders_presale: 'https://schema.org/PreOrder',
};

/**
 * The sailing as schema.org's Event, for search engines. The offer is valid from the public sale's opening: before
 * that only founders may buy, so it is a pre-order to anyone else. Put in the page with scriptSafeJson, which escapes
 * every `<`, so no text the owner typed can end the element.
 */
export function sailingEventJsonLd(s: PublicSailing, pageUrl: string, imageUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: s.title,
    description: s.lineup,
    startDate: new Date(s.boardsAt).toISOString(),
    endDate: new Date(s.returnsAt).toISOString(),
    eventStatus: EVENT_STATUS[s.phase] ?? 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: s.dock.name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: s.dock.address,
        addressLocality: 'Cleveland',
        addressRegion: 'OH',
        addressCountry: 'US',
      },
      hasMap: s.dock.mapUrl,
    },
    image: [imageUrl],
    url: pageUrl,
    organizer: { '@type': 'Organization', name: SITE_NAME, url: new URL(pageUrl).origin },
    ...(s.minimumAge > 0 && { typicalAgeRange: `${s.minimumAge}-` }),
    offers: {
      '@type': 'Offer',
      price: (s.priceCents / 100).toFixed(2),
      priceCurrency: 'USD',
      availability: AVAILABILITY[s.phase] ?? 'https://schema.org/SoldOut',
      validFrom: new Date(s.publicSaleOpensAt).toISOString(),
      url: pageUrl,
    },
  };
}

/** A share preview's words for the sailing. */
export function sailingShareText(s: PublicSailing): { title: string; description: string } {
  const marked = s.interruption ? `${PHASE_LABELS[s.interruption.kind]}: ` : '';
  return {
    title: `${marked}${s.title}`,
    description: `${sailingDay(s)}. ${sailingHours(s)}, from ${s.dock.name}. ${sailingPrice(s)} a seat. ${s.lineup}`.slice(0, 300),
  };
}
