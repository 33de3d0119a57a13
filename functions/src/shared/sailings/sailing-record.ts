import { clevelandInputToInstant, instantToClevelandInput } from '../cleveland-time';
import type { SailingClock, SailingInput } from './sailing';

/** `sailings/{slug}`: what the sailing's pages may show, with times as instants. Only functions write it. */
export interface SailingRecord {
  title: string;
  slug: string;
  lineup: string;
  boards_at: Date;
  returns_at: Date;
  dock: { name: string; address: string; map_url: string; parking_notes: string };
  capacity: number;
  price_cents: number;
  minimum_age: number;
  weather_policy: string;
  refund_policy: string;
  presale_opens_at: Date;
  public_sale_opens_at: Date;
  founder_seat_limit: number;
  published: boolean;
  /** Seats ticketed so far; the ticketing keeps it (0 until then). */
  seats_sold: number;
  /** Seats held for open waitlist offers; the offers keep it (0 until then). */
  seats_offered?: number;
  interruption: { kind: 'canceled' | 'postponed'; reason: string } | null;
}

/** `sailing_products/{slug}`: the Gumroad product that sells its seats, which no visitor's browser gets before its sale. */
export interface SailingProductRecord {
  gumroad_permalink: string;
}

const instant = (wallTime: string): Date => {
  const at = clevelandInputToInstant(wallTime);
  if (at === null) throw new Error(`Not a Cleveland wall time: ${wallTime}`);
  return new Date(at);
};

/** A checked form's values as the two documents store them; the counters and the interruption stay as they are. */
export function sailingRecordsFrom(input: SailingInput): {
  sailing: Omit<SailingRecord, 'seats_sold' | 'seats_offered' | 'interruption'>;
  product: SailingProductRecord;
} {
  return {
    sailing: {
      title: input.title,
      slug: input.slug,
      lineup: input.lineup,
      boards_at: instant(input.boardsAt),
      returns_at: instant(input.returnsAt),
      dock: { name: input.dockName, address: input.dockAddress, map_url: input.dockMapUrl, parking_notes: input.parkingNotes },
      capacity: input.capacity,
      price_cents: Math.round(input.priceDollars * 100),
      minimum_age: input.minimumAge,
      weather_policy: input.weatherPolicy,
      refund_policy: input.refundPolicy,
      presale_opens_at: instant(input.presaleOpensAt),
      public_sale_opens_at: instant(input.publicSaleOpensAt),
      founder_seat_limit: input.founderSeatLimit,
      published: input.published,
    },
    product: { gumroad_permalink: input.gumroadPermalink },
  };
}

/** The form's values for a stored sailing, so editing starts from what is saved. */
export function sailingInputFrom(sailing: SailingRecord, product: SailingProductRecord): SailingInput {
  return {
    title: sailing.title,
    slug: sailing.slug,
    lineup: sailing.lineup,
    boardsAt: instantToClevelandInput(sailing.boards_at.getTime()),
    returnsAt: instantToClevelandInput(sailing.returns_at.getTime()),
    dockName: sailing.dock.name,
    dockAddress: sailing.dock.address,
    dockMapUrl: sailing.dock.map_url,
    parkingNotes: sailing.dock.parking_notes,
    capacity: sailing.capacity,
    priceDollars: sailing.price_cents / 100,
    minimumAge: sailing.minimum_age,
    weatherPolicy: sailing.weather_policy,
    refundPolicy: sailing.refund_policy,
    gumroadPermalink: product.gumroad_permalink,
    presaleOpensAt: instantToClevelandInput(sailing.presale_opens_at.getTime()),
    publicSaleOpensAt: instantToClevelandInput(sailing.public_sale_opens_at.getTime()),
    founderSeatLimit: sailing.founder_seat_limit,
    published: sailing.published,
  };
}

const DATE_FIELDS = ['boards_at', 'returns_at', 'presale_opens_at', 'public_sale_opens_at'] as const;

/** A sailing document's data as either Firestore SDK hands it over (instants as Timestamps), with its instants as Dates. */
export function sailingFromStored(data: Readonly<Record<string, unknown>>): SailingRecord {
  const dates = Object.fromEntries(DATE_FIELDS.map((f) => [f, (data[f] as { toDate(): Date }).toDate()]));
  return {
    ...(data as unknown as SailingRecord),
    ...dates,
    seats_sold: Number(data.seats_sold ?? 0),
    ...(data.seats_offered !== undefined && { seats_offered: Number(data.seats_offered) }),
    interruption: (data.interruption as SailingRecord['interruption'] | undefined) ?? null,
  };
}

/** What sailingPhase reads of a stored sailing. */
export const sailingClockOf = (s: SailingRecord): SailingClock => ({
  published: s.published,
  interruption: s.interruption,
  presaleOpensAt: s.presale_opens_at,
  publicSaleOpensAt: s.public_sale_opens_at,
  boardsAt: s.boards_at,
  capacity: s.capacity,
  seatsSold: s.seats_sold,
  seatsOffered: s.seats_offered ?? 0,
});
