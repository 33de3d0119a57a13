import { db } from '../lib/admin';
import { sailingCalendar } from '../sailings/sailing-calendar';
import { readSailing } from '../sailings/sailing-store';
import { qrSvg } from '../sailings/ticket-qr';
import { BRAND, SHADES } from '../shared/brand';
import { COLLECTIONS } from '../shared/collections';
import { escapeHtml } from '../shared/html/escape-html';
import { TICKET_PAGES } from '../shared/paths';
import {
  TICKET_STATUS_TEXT,
  isPlausibleTicketId,
  ticketFromStored,
  ticketView,
  type TicketStatus,
  type TicketView,
} from '../shared/sailings/ticket';
import type { Reply } from './reply';

/**
 * A ticket's page, /tickets/{id}, shown at the dock. Anyone with the link may see it (128 random bits), so it is never
 * indexed, CDN-cached or sent as a referrer, and runs no script. Its own small document, to open fast, print well and
 * carry only escaped text.
 */
export const TICKET_PAGE_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
} as const;

/** The holder reloads to see a check-in or a refund: no copy is kept anywhere. */
const TICKET_CACHE = 'private, no-store';

const STATUS_COLORS: Record<TicketStatus, string> = { valid: SHADES.success, void: SHADES.danger, 'checked-in': SHADES.harbour };

const STYLE = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:${BRAND.cream};color:${SHADES.ink};line-height:1.5}
main{max-width:440px;margin:0 auto;padding:16px}
.ticket{background:${SHADES.white};border-radius:18px;box-shadow:0 4px 24px rgba(11,37,69,.14);overflow:hidden}
.band{background:${BRAND.lakeNavy};color:${SHADES.white};padding:18px 20px}
.brand{margin:0;font-size:.85rem;letter-spacing:.08em;text-transform:uppercase;opacity:.85}
h1{margin:4px 0 0;font-size:1.5rem;line-height:1.25}
.badges{display:flex;flex-wrap:wrap;gap:8px;margin-top:12px}
.badge{display:inline-block;padding:4px 12px;border-radius:999px;font-weight:700;font-size:.9rem}
.founder{background:${BRAND.gold};color:${BRAND.lakeNavy}}
.status{background:${SHADES.white}}
.qr{display:flex;justify-content:center;padding:20px 20px 8px}
.qr svg{width:min(280px,78vw);height:auto;display:block}
.void{margin:20px;padding:16px;border:2px solid ${SHADES.danger};border-radius:12px;color:${SHADES.danger};font-weight:700;text-align:center}
.seat{text-align:center;margin:0 20px 8px;font-size:1.15rem;font-weight:700}
.holder{text-align:center;margin:0 20px 16px;color:${SHADES.slate}}
dl{margin:0;padding:16px 20px;border-top:2px dashed ${SHADES.mistBorder};display:grid;grid-template-columns:auto 1fr;gap:8px 16px}
dt{font-weight:700;color:${SHADES.slate}}dd{margin:0}
.notice{margin:0 20px 16px;padding:12px;border-radius:10px;background:${SHADES.mist}}
.actions{display:flex;flex-wrap:wrap;gap:10px;padding:0 20px 20px}
.button{flex:1 1 160px;text-align:center;display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:11px 16px;border-radius:10px;font-weight:700;text-decoration:none;background:${BRAND.lakeNavy};color:${SHADES.white}}
.button.quiet{background:${SHADES.white};color:${BRAND.lakeNavy};border:2px solid ${BRAND.lakeNavy}}
a{color:${BRAND.lakeNavy}}a:focus-visible{outline:3px solid ${BRAND.erieBlue};outline-offset:2px}
.policies{margin:16px 4px;font-size:.9rem;color:${SHADES.muted}}.policies h2{font-size:1rem;margin:16px 0 4px;color:${SHADES.slate}}.policies p{margin:0}
@media print{body{background:${SHADES.white}}.ticket{box-shadow:none;border:1px solid ${SHADES.steel}}.actions{display:none}}`;

function documentOf(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)} | Cleveland Floaters</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const external = (href: string, label: string, cls = 'button quiet') =>
  `<a class="${cls}" href="${escapeHtml(href)}" rel="noreferrer noopener" target="_blank">${escapeHtml(label)}</a>`;

/** The ticket as a whole HTML document; every field a person typed (title, dock, name, policies) is escaped here. */
export function ticketPageHtml(t: TicketView): string {
  const e = escapeHtml;
  const status = `<span class="badge status" style="color:${STATUS_COLORS[t.status]}">${e(TICKET_STATUS_TEXT[t.status])}</span>`;
  const founder = t.founder ? '<span class="badge founder">Founder</span>' : '';
  const code =
    t.status === 'void'
      ? '<p class="void">This ticket is void: its sale was refunded. It will not board.</p>'
      : `<div class="qr">${qrSvg(t.url, { size: 280, label: `QR code of this ticket, seat ${t.seat} of ${t.seats}` })}</div>`;
  const dock = [
    `<dd>${e(t.dock.name)}<br>${e(t.dock.address)}<br>${external(t.dock.map_url, 'Open the map', '')}</dd>`,
    t.dock.parking_notes ? `<dt>Parking</dt><dd>${e(t.dock.parking_notes)}</dd>` : '',
  ].join('');
  const body = `<article class="ticket" aria-label="Ticket">
<header class="band"><p class="brand">Cleveland Floaters ticket</p><h1>${e(t.title)}</h1><div class="badges">${founder}${status}</div></header>
${t.interruption ? `<p class="notice" style="margin-top:16px"><strong>${e(t.interruption)}</strong></p>` : ''}
${code}
<p class="seat">Seat ${t.seat} of ${t.seats}</p>
<p class="holder">${t.holderName ? `Held by ${e(t.holderName)}` : ''}</p>
<dl>
<dt>Date</dt><dd>${e(t.day)}</dd>
<dt>Boarding</dt><dd>${e(t.boards)} <span>${e(t.zone)}</span></dd>
<dt>Back</dt><dd>${e(t.returns)} <span>${e(t.zone)}</span></dd>
<dt>Dock</dt>${dock}
${t.minimumAge ? `<dt>Age</dt><dd>${t.minimumAge}+, bring a photo ID</dd>` : ''}
</dl>
<p class="notice">Show this code at the gangway. Boarding closes when the boat leaves.</p>
<div class="actions"><a class="button" href="${e(t.calendarUrl)}" download>Add to calendar</a><a class="button quiet" href="${e(t.sailingUrl)}">About the sailing</a></div>
</article>
<section class="policies" aria-label="Policies"><h2>Weather</h2><p>${e(t.weatherPolicy)}</p><h2>Refunds</h2><p>${e(t.refundPolicy)}</p></section>`;
  return documentOf(`${t.title}, seat ${t.seat}`, body);
}

const NOT_FOUND = documentOf(
  'No such ticket',
  `<article class="ticket"><header class="band"><p class="brand">Cleveland Floaters</p><h1>No ticket at this address</h1></header>
<p class="notice" style="margin-top:16px">Check that the link is the whole address from your ticket email. Each seat has its own link.</p></article>`,
);

const reply = (status: number, body: string, type: Reply['type'] = 'html', headers: Record<string, string> = {}): Reply => ({
  status,
  type,
  body,
  cacheControl: TICKET_CACHE,
  headers: { ...TICKET_PAGE_HEADERS, ...headers },
});

async function readTicket(id: string, site: string) {
  if (!isPlausibleTicketId(id)) return null;
  const snap = await db.collection(COLLECTIONS.tickets).doc(id).get();
  if (!snap.exists) return null;
  const ticket = ticketFromStored(snap.data()!);
  const record = await readSailing(ticket.sailing_slug);
  if (!record) return null;
  return { record, view: ticketView(site, id, ticket, record) };
}

const TICKET_ADDRESS = new RegExp(`^${TICKET_PAGES}/([^/]+)(/calendar\\.ics)?$`);

/** The reply for a path under /tickets: the ticket's page or its calendar file; null for any other path. */
export async function ticketReply(path: string, site: string): Promise<Reply | null> {
  const match = TICKET_ADDRESS.exec(path);
  if (!match && !path.startsWith(`${TICKET_PAGES}/`)) return null;
  const found = match ? await readTicket(match[1]!, site) : null;
  if (!found) return reply(404, NOT_FOUND);
  if (!match![2]) return reply(200, ticketPageHtml(found.view));
  if (found.view.status === 'void') return reply(404, NOT_FOUND);
  return reply(200, sailingCalendar(found.record, found.view.url), 'ics', {
    'Content-Disposition': `attachment; filename="${found.record.slug}.ics"`,
  });
}
