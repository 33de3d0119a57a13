import { Resvg } from '@resvg/resvg-js';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { sailingSchema } from '@shared/sailings/sailing';
import { sailingRecordsFrom, type SailingRecord } from '@shared/sailings/sailing-record';
import { ticketView, type TicketRecord } from '@shared/sailings/ticket';
import { ticketPageHtml } from '../../functions/src/http/ticket-page';
import { heldSaleEmail, ticketEmail } from '../../functions/src/sailings/seat-sale-email';
import { COMEDY_NIGHT } from '../support/sailings';

const SITE = 'https://clevelandfloaters.com';
const HOSTILE = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';

const sailing = (fields: Partial<SailingRecord> = {}): SailingRecord => ({
  ...sailingRecordsFrom(sailingSchema.validateSync(COMEDY_NIGHT)).sailing,
  seats_sold: 2,
  interruption: null,
  ...fields,
});
const ticket = (fields: Partial<TicketRecord> = {}): TicketRecord => ({
  sailing_slug: COMEDY_NIGHT.slug,
  sale_id: 'sale-1',
  seat: 1,
  seats: 2,
  holder_email: 'bea@example.com',
  holder_name: 'Bea Buyer',
  founder: false,
  status: 'valid',
  checked_in_at: null,
  ...fields,
});
const ID_1 = 'AAAAAAAAAAAAAAAAAAAAAA';
const ID_2 = 'BBBBBBBBBBBBBBBBBBBBBB';

/** What a phone's camera reads off a PNG. */
async function decodePng(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}
const svgOf = (html: string) => /<svg[\s\S]*?<\/svg>/.exec(html)?.[0];

describe("a ticket's page", () => {
  it('holds a QR code of its own address, with the sailing, the times in Cleveland time and the seat', async () => {
    const html = ticketPageHtml(ticketView(SITE, ID_1, ticket(), sailing()));
    const svg = svgOf(html)!;
    const png = Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: 400 } }).render().asPng());
    expect(await decodePng(png)).toBe(`${SITE}/tickets/${ID_1}`);
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('Comedy Night on the Lake');
    expect(text).toContain('Saturday, July 17, 2027');
    expect(text).toContain('Boarding 7:00 PM Cleveland time (EDT)');
    expect(text).toContain('Back 10:30 PM Cleveland time (EDT)');
    expect(text).toContain('Seat 1 of 2');
    expect(text).toContain('Held by Bea Buyer');
    expect(text).toContain('Valid');
    expect(text).not.toContain('Founder');
    expect(html).toContain(`href="${SITE}/tickets/${ID_1}/calendar.ics"`);
    expect(html).toContain('href="https://maps.example.com/?q=North+Coast+Harbor"');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow">/);
    expect(html).toMatch(/<meta name="referrer" content="no-referrer">/);
    expect(html).not.toMatch(/<script/i);
  });

  it('escapes everything the owner and the buyer typed', () => {
    const hostile = sailing({
      title: HOSTILE,
      weather_policy: HOSTILE,
      refund_policy: HOSTILE,
      dock: { name: HOSTILE, address: HOSTILE, map_url: 'https://maps.example.com/?q="><script>x</script>', parking_notes: HOSTILE },
    });
    const html = ticketPageHtml(ticketView(SITE, ID_1, ticket({ holder_name: HOSTILE }), hostile));
    expect(html).not.toMatch(/<script|<img|"><script/i);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;');
  });

  it("says Founder on a founder's ticket, Checked in after the gate, and shows no code on a void one", () => {
    const founder = ticketPageHtml(ticketView(SITE, ID_1, ticket({ founder: true }), sailing()));
    expect(founder).toContain('<span class="badge founder">Founder</span>');
    const checkedIn = ticketPageHtml(ticketView(SITE, ID_1, ticket({ checked_in_at: new Date() }), sailing()));
    expect(checkedIn).toContain('>Checked in<');
    const voided = ticketPageHtml(ticketView(SITE, ID_1, ticket({ status: 'void' }), sailing()));
    expect(voided).toContain('>Void<');
    expect(voided).toContain('This ticket is void');
    expect(svgOf(voided)).toBeUndefined();
  });
});

describe("a sale's ticket email", () => {
  const views = [
    ticketView(SITE, ID_1, ticket({ seat: 1, founder: true, holder_name: HOSTILE }), sailing({ title: HOSTILE })),
    ticketView(SITE, ID_2, ticket({ seat: 2, founder: true, holder_name: HOSTILE }), sailing({ title: HOSTILE })),
  ];

  it("carries every seat's own QR picture and link, and the calendar file, in one email", async () => {
    const mail = await ticketEmail(views, sailing({ title: HOSTILE }), 'Cleveland Floaters');
    expect(mail.subject).toMatch(/^Your 2 tickets: /);
    const pictures = mail.attachments.filter((a) => a.type === 'image/png');
    expect(pictures.map((a) => [a.disposition, a.content_id])).toEqual([
      ['inline', 'ticket-seat-1'],
      ['inline', 'ticket-seat-2'],
    ]);
    for (const [i, id] of [ID_1, ID_2].entries()) {
      expect(mail.html).toContain(`src="cid:ticket-seat-${i + 1}"`);
      expect(mail.html).toContain(`href="${SITE}/tickets/${id}"`);
      expect(await decodePng(Buffer.from(pictures[i]!.content, 'base64'))).toBe(`${SITE}/tickets/${id}`);
    }
    const calendar = mail.attachments.find((a) => a.type === 'text/calendar')!;
    expect(Buffer.from(calendar.content, 'base64').toString()).toMatch(/BEGIN:VEVENT[\s\S]*DTSTART:20270717T230000Z/);
    expect(mail.html.match(/>Founder</g)).toHaveLength(2);
    expect(mail.html).toContain('https://maps.example.com/?q=North+Coast+Harbor');
    expect(mail.text).toContain('We sail in rain; lightning moves the sailing.');
    expect(mail.text).toContain('Refunds until 48 hours before boarding.');
    // Transactional: no unsubscribe link, and nothing typed gets through unescaped.
    expect(mail.html).not.toMatch(/unsubscribe/i);
    expect(mail.html).not.toMatch(/<script|<img src=x/i);
  });

  it("tells a held buyer why, and when the public sale opens, with the sailing's link", () => {
    const mail = heldSaleEmail(sailing({ title: HOSTILE }), { buyer_name: HOSTILE, hold_reason: 'no-founder-token' }, 'Cleveland Floaters');
    expect(mail.text).toContain("Bought in the founders' presale without a founder's link.");
    expect(mail.text).toContain('The public sale opens May 8, 2027, 10:00 AM Cleveland time (EDT).');
    expect(mail.html).toContain('/sailings/comedy-night-july"');
    expect(mail.html).not.toMatch(/<script|<img src=x|unsubscribe/i);
  });
});
