import { TICKET_PAGES } from '../paths';

/** A ticket id as record-seat-sale.ts makes them: 16 random bytes in base64url. */
const TICKET_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * The ticket id a scanned or typed code names: its page's address (the QR on the ticket, from any origin, so a
 * code from a preview site still reads) or the bare id. Null for anything else, so a stray QR is "unknown" at once.
 */
export function ticketIdFromCode(code: string): string | null {
  const text = code.trim();
  if (TICKET_ID.test(text)) return text;
  let path: string;
  try {
    path = new URL(text).pathname;
  } catch {
    return null;
  }
  const prefix = `${TICKET_PAGES}/`;
  if (!path.startsWith(prefix)) return null;
  const id = decodeURIComponent(path.slice(prefix.length).replace(/\/$/, ''));
  return TICKET_ID.test(id) ? id : null;
}

/** One line of a sailing's manifest: what the dock needs to know of a ticket, and nothing more. */
export interface ManifestTicket {
  id: string;
  sailing_slug: string;
  holder_name: string;
  founder: boolean;
  status: 'valid' | 'void';
  /** Milliseconds since the epoch, or null while the holder is not aboard. */
  checked_in_at: number | null;
}

export type CheckInOutcome = 'checked-in' | 'already' | 'other-sailing' | 'void' | 'unknown';

/**
 * What a scan of `ticket` at the gangway of `sailingSlug` comes to: the server's rule and the offline screen's
 * alike. A ticket checked in before stays as it was (the first check-in wins and keeps its time).
 */
export function judgeScan(ticket: Omit<ManifestTicket, 'id'> | null | undefined, sailingSlug: string): CheckInOutcome {
  if (!ticket) return 'unknown';
  if (ticket.sailing_slug !== sailingSlug) return 'other-sailing';
  if (ticket.status !== 'valid') return 'void';
  return ticket.checked_in_at === null ? 'checked-in' : 'already';
}

/** How many of a sailing's sold seats are aboard: void tickets are not sold seats. */
export function aboardCount(tickets: readonly Pick<ManifestTicket, 'status' | 'checked_in_at'>[]): { aboard: number; sold: number } {
  const sold = tickets.filter((t) => t.status === 'valid');
  return { aboard: sold.filter((t) => t.checked_in_at !== null).length, sold: sold.length };
}

/** A scan's time as the server keeps it: the device's clock, unless it claims the future or a day long gone. */
export function checkInTimeOf(scannedAt: number, nowMs: number): number {
  const DAY = 24 * 60 * 60 * 1000;
  return scannedAt > nowMs || scannedAt < nowMs - DAY ? nowMs : scannedAt;
}
