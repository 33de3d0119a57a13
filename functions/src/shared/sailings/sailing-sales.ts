/**
 * One sailing's sales as its admin page reports them, counted from its seat sales (`sailing_orders`, one per Gumroad
 * sale) and its tickets (one per seat). Every figure covers the sailing's whole sale so far, which its label names.
 */

/** A seat sale as the figures read it: what record-seat-sale.ts and the refunds write on `sailing_orders/{sale}`. */
export interface SeatSaleFact {
  status: 'ticketed' | 'held' | 'refunded';
  quantity: number;
  affiliate_code: string | null;
  /** Bought through a founder's presale link that checked out. */
  founder_certificate_id: string | null;
}

/** A ticket as the figures read it: still good or void (refunded), and whether it boarded. */
export interface TicketFact {
  status: 'valid' | 'void';
  checked_in: boolean;
}

/** Each figure's name, with its period, and what it counts; shown beside the figure. */
export const SAILING_FIGURES = {
  seatsSold: {
    label: 'Seats sold (to date)',
    definition: 'Seats of ticketed sales not refunded: one valid ticket each.',
  },
  founderSeats: {
    label: 'To founders',
    definition: "Seats sold through a founder's presale link (their ticket says Founder).",
  },
  publicSeats: {
    label: 'To the public',
    definition: "Seats sold without a founder's link.",
  },
  byAffiliate: {
    label: 'Seats by affiliate (to date)',
    definition: "Seats sold, by the affiliate code in the buyer's link.",
  },
  refunds: {
    label: 'Refunds (to date)',
    definition: 'Sales refunded, on Gumroad or held and refunded here, and the seats they paid for.',
  },
  held: {
    label: 'Held (now)',
    definition: 'Sales paid but not ticketed, waiting for the owner under Held sales.',
  },
  checkedIn: {
    label: 'Checked in (at the dock)',
    definition: 'Valid tickets scanned aboard, of the seats sold.',
  },
} as const;

/** What a sale without an affiliate code is listed as. */
export const NO_AFFILIATE = 'No affiliate';

export interface SailingSales {
  seatsSold: number;
  founderSeats: number;
  publicSeats: number;
  /** Seats per affiliate code, most first (ties by code), sales without one as NO_AFFILIATE last. */
  byAffiliate: { code: string; seats: number }[];
  refunds: { sales: number; seats: number };
  held: { sales: number; seats: number };
  checkedIn: number;
  /** Valid tickets, what check-in counts against (the seats sold, as the tickets have them). */
  validTickets: number;
  /** Whole percent of valid tickets checked in, or null before any seat is sold. */
  checkedInPercent: number | null;
  /** Seats sold past the boat's capacity: tickets were issued, and the owner alerted (seat-sale.ts). */
  pastCapacity: number;
}

export function sailingSales(orders: readonly SeatSaleFact[], tickets: readonly TicketFact[], capacity: number): SailingSales {
  let founderSeats = 0;
  let publicSeats = 0;
  const refunds = { sales: 0, seats: 0 };
  const held = { sales: 0, seats: 0 };
  const affiliates = new Map<string, number>();
  for (const order of orders) {
    if (order.status === 'refunded') {
      refunds.sales += 1;
      refunds.seats += order.quantity;
    } else if (order.status === 'held') {
      held.sales += 1;
      held.seats += order.quantity;
    } else {
      if (order.founder_certificate_id) founderSeats += order.quantity;
      else publicSeats += order.quantity;
      const code = order.affiliate_code?.trim() || NO_AFFILIATE;
      affiliates.set(code, (affiliates.get(code) ?? 0) + order.quantity);
    }
  }
  const seatsSold = founderSeats + publicSeats;
  const valid = tickets.filter((t) => t.status === 'valid');
  const checkedIn = valid.filter((t) => t.checked_in).length;
  const byAffiliate = [...affiliates]
    .map(([code, seats]) => ({ code, seats }))
    .sort((a, b) => Number(a.code === NO_AFFILIATE) - Number(b.code === NO_AFFILIATE) || b.seats - a.seats || a.code.localeCompare(b.code));
  return {
    seatsSold,
    founderSeats,
    publicSeats,
    byAffiliate,
    refunds,
    held,
    checkedIn,
    validTickets: valid.length,
    checkedInPercent: valid.length ? Math.round((checkedIn / valid.length) * 100) : null,
    pastCapacity: Math.max(0, seatsSold - capacity),
  };
}

/** A stored seat sale's facts, from either Firestore SDK's data. */
export const seatSaleFactOf = (data: Readonly<Record<string, unknown>>): SeatSaleFact => ({
  status: data.status === 'refunded' || data.status === 'held' ? data.status : 'ticketed',
  quantity: Number(data.quantity ?? 0),
  affiliate_code: typeof data.affiliate_code === 'string' ? data.affiliate_code : null,
  founder_certificate_id: typeof data.founder_certificate_id === 'string' ? data.founder_certificate_id : null,
});

/** A stored ticket's facts, from either Firestore SDK's data. */
export const ticketFactOf = (data: Readonly<Record<string, unknown>>): TicketFact => ({
  status: data.status === 'void' ? 'void' : 'valid',
  checked_in: Boolean(data.checked_in_at),
});
