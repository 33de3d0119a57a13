import { CLEVELAND_ZONE, clevelandZoneLabel } from '../cleveland-time';
import { sailingPath, ticketCalendarPath, ticketPath } from '../paths';
import type { SailingRecord } from './sailing-record';

/** `tickets/{id}`: one seat of a sale, as record-seat-sale.ts writes it. Only functions write it. */
export interface TicketRecord {
  sailing_slug: string;
  sale_id: string;
  seat: number;
  seats: number;
  holder_email: string;
  holder_name: string;
  founder: boolean;
  status: 'valid' | 'void';
  checked_in_at: Date | null;
}

/** What the holder and the door read on a ticket: still good, refunded (void), or already through the gate. */
export type TicketStatus = 'valid' | 'void' | 'checked-in';

export const TICKET_STATUS_TEXT: Record<TicketStatus, string> = {
  valid: 'Valid',
  void: 'Void',
  'checked-in': 'Checked in',
};

export const ticketStatus = (t: Pick<TicketRecord, 'status' | 'checked_in_at'>): TicketStatus =>
  t.status === 'void' ? 'void' : t.checked_in_at ? 'checked-in' : 'valid';

/** A ticket id as newTicketId makes it: 128 bits in base64url. Anything else is not looked up. */
export const isPlausibleTicketId = (id: string) => /^[A-Za-z0-9_-]{22}$/.test(id);

/** A ticket document's data as either Firestore SDK hands it over, with its check-in as a Date. */
export function ticketFromStored(data: Readonly<Record<string, unknown>>): TicketRecord {
  const checkedIn = data.checked_in_at as { toDate(): Date } | null | undefined;
  return { ...(data as unknown as TicketRecord), founder: data.founder === true, checked_in_at: checkedIn ? checkedIn.toDate() : null };
}

let formats: { day: Intl.DateTimeFormat; clock: Intl.DateTimeFormat } | undefined;
const ticketFormats = () =>
  (formats ??= {
    day: new Intl.DateTimeFormat('en-US', { timeZone: CLEVELAND_ZONE, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
    clock: new Intl.DateTimeFormat('en-US', { timeZone: CLEVELAND_ZONE, hour: 'numeric', minute: '2-digit' }),
  });

/** One seat's ticket as its page and its email show it: plain text, escaped by whoever writes it into markup. */
export interface TicketView {
  id: string;
  /** The ticket page's absolute address: what its QR code holds. */
  url: string;
  title: string;
  /** "Saturday, July 17, 2027", the boarding day in Cleveland. */
  day: string;
  boards: string;
  returns: string;
  /** "Cleveland time (EDT)". */
  zone: string;
  dock: SailingRecord['dock'];
  seat: number;
  seats: number;
  holderName: string;
  founder: boolean;
  status: TicketStatus;
  /** "Canceled: …" or "Postponed: …" when the owner interrupted the sailing. */
  interruption: string | null;
  sailingUrl: string;
  calendarUrl: string;
  weatherPolicy: string;
  refundPolicy: string;
  minimumAge: number;
}

export function ticketView(site: string, id: string, ticket: TicketRecord, sailing: SailingRecord): TicketView {
  const boards = sailing.boards_at.getTime();
  const { interruption } = sailing;
  return {
    id,
    url: `${site}${ticketPath(id)}`,
    title: sailing.title,
    day: ticketFormats().day.format(boards),
    boards: ticketFormats().clock.format(boards),
    returns: ticketFormats().clock.format(sailing.returns_at.getTime()),
    zone: clevelandZoneLabel(boards),
    dock: sailing.dock,
    seat: ticket.seat,
    seats: ticket.seats,
    holderName: ticket.holder_name,
    founder: ticket.founder,
    status: ticketStatus(ticket),
    interruption: interruption ? `${interruption.kind === 'canceled' ? 'Canceled' : 'Postponed'}: ${interruption.reason}` : null,
    sailingUrl: `${site}${sailingPath(sailing.slug)}`,
    calendarUrl: `${site}${ticketCalendarPath(id)}`,
    weatherPolicy: sailing.weather_policy,
    refundPolicy: sailing.refund_policy,
    minimumAge: sailing.minimum_age,
  };
}
