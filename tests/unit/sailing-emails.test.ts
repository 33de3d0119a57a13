import { clevelandInputToInstant } from '@shared/cleveland-time';
import { interruptSailingRequestSchema } from '@shared/contracts/interrupt-sailing';
import { sailingSchema } from '@shared/sailings/sailing';
import { morningReminderAt, reminderDue, sailingBroadcastPlan, LAST_CALL_LEAD_MS } from '@shared/sailings/sailing-emails';
import { sailingRecordsFrom, type SailingRecord } from '@shared/sailings/sailing-record';
import { ticketView, type TicketRecord } from '@shared/sailings/ticket';
import { ticketPageHtml } from '../../functions/src/http/ticket-page';
import { holderEmail } from '../../functions/src/sailings/holder-emails';
import { sailingBroadcastContent } from '../../functions/src/sailings/sailing-broadcasts';
import { COMEDY_NIGHT } from '../support/sailings';

const HOUR = 3_600_000;
const at = (wall: string) => clevelandInputToInstant(wall)!;
const HOSTILE = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';

describe("a ticket holder's reminders", () => {
  const boards = at('2027-07-17T19:00');

  it('are due two days before boarding, then from 9:00 Cleveland time on the day, and never after boarding', () => {
    expect(reminderDue(boards, boards - 49 * HOUR)).toBeNull();
    expect(reminderDue(boards, boards - 48 * HOUR)).toBe('reminder-48h');
    expect(reminderDue(boards, at('2027-07-17T08:59'))).toBe('reminder-48h');
    expect(reminderDue(boards, at('2027-07-17T09:00'))).toBe('reminder-morning');
    expect(reminderDue(boards, boards - 1)).toBe('reminder-morning');
    expect(reminderDue(boards, boards)).toBeNull();
    expect(reminderDue(boards, boards + HOUR)).toBeNull();
  });

  it('come on the morning in Cleveland time in winter too, and three hours ahead of a boarding before 9:00', () => {
    expect(morningReminderAt(at('2027-01-09T18:00'))).toBe(Date.UTC(2027, 0, 9, 14, 0));
    expect(morningReminderAt(at('2027-07-17T19:00'))).toBe(Date.UTC(2027, 6, 17, 13, 0));
    expect(morningReminderAt(at('2027-07-17T07:30'))).toBe(at('2027-07-17T04:30'));
  });
});

describe("a sailing's broadcasts", () => {
  const presale = at('2027-05-01T10:00');
  const open = at('2027-05-08T10:00');

  it('go to founders at once, when their presale opens and a day before the public sale; to Launch news when it opens', () => {
    const now = presale - 10 * 24 * HOUR;
    expect(sailingBroadcastPlan({ presaleOpensAt: presale, publicSaleOpensAt: open }, now)).toEqual([
      { kind: 'announced', audience: 'founding', sendAt: now + 30 * 60_000 },
      { kind: 'presale-opens', audience: 'founding', sendAt: presale },
      { kind: 'last-call', audience: 'founding', sendAt: open - LAST_CALL_LEAD_MS },
      { kind: 'public-sale-opens', audience: 'updates', sendAt: open },
    ]);
  });

  it('leave out what has passed: no word of a presale that has opened', () => {
    const kinds = (now: number) => sailingBroadcastPlan({ presaleOpensAt: presale, publicSaleOpensAt: open }, now).map((p) => p.kind);
    expect(kinds(presale + HOUR)).toEqual(['announced', 'last-call', 'public-sale-opens']);
    expect(kinds(open - HOUR)).toEqual(['announced', 'public-sale-opens']);
    // A presale shorter than a day has no last call apart from its opening.
    expect(sailingBroadcastPlan({ presaleOpensAt: open - HOUR, publicSaleOpensAt: open }, presale).map((p) => p.kind)).toEqual([
      'announced',
      'presale-opens',
      'public-sale-opens',
    ]);
  });
});

const sailing = (fields: Partial<SailingRecord> = {}): SailingRecord => ({
  ...sailingRecordsFrom(sailingSchema.validateSync(COMEDY_NIGHT)).sailing,
  seats_sold: 2,
  interruption: null,
  ...fields,
});
const ticket: TicketRecord = {
  sailing_slug: COMEDY_NIGHT.slug,
  sale_id: 'sale-1',
  seat: 1,
  seats: 1,
  holder_email: 'bea@example.com',
  holder_name: HOSTILE,
  founder: false,
  status: 'valid',
  checked_in_at: null,
};

describe('what the owner typed, in these emails', () => {
  it('is escaped in a broadcast, which keeps its placeholder for the unsubscribe-bearing send', () => {
    const content = sailingBroadcastContent('announced', sailing({ title: HOSTILE, lineup: HOSTILE }));
    expect(content.body).not.toContain('<script>');
    expect(content.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img');
    expect(content.body).toContain('Hi {{first_name}},');
    expect(content.subject).toBe(`Founders first: ${HOSTILE}`);
  });

  it("is escaped in a cancellation, which carries the reason, the refunds and the ticket's link, and no unsubscribe", () => {
    const s = sailing({ interruption: { kind: 'canceled', reason: HOSTILE }, dock: { ...sailing().dock, name: HOSTILE } });
    const mail = holderEmail('canceled', [ticketView('https://clevelandfloaters.com', 'A'.repeat(22), ticket, s)], s, 'Cleveland Floaters');
    expect(mail.html).not.toMatch(/<script|<img src=x/);
    expect(mail.subject).toBe('Canceled: Comedy Night on the Lake, Saturday, July 17, 2027');
    expect(mail.text).toContain(`Why. ${HOSTILE}`);
    expect(mail.text).toContain('We refund your ticket in full through Gumroad');
    expect(mail.html).toContain(`href="https://clevelandfloaters.com/tickets/${'A'.repeat(22)}"`);
    expect(mail.html).not.toMatch(/unsubscribe/i);
    // The ticket's own page says so too (the sailing's page: sailing-pages.test.ts).
    expect(ticketPageHtml(ticketView('https://clevelandfloaters.com', 'A'.repeat(22), ticket, s))).toContain(
      'Canceled: &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;',
    );
  });

  it('gives a reminder the day, the dock with its map link and the weather policy', () => {
    const s = sailing();
    const mail = holderEmail('reminder-48h', [ticketView('https://clevelandfloaters.com', 'A'.repeat(22), ticket, s)], s, 'Floaters');
    expect(mail.subject).toBe('Two days to go: Comedy Night on the Lake, Saturday, July 17, 2027');
    expect(mail.text).toContain('Boarding 7:00 PM, back at the dock 10:30 PM, Cleveland time (EDT).');
    expect(mail.text).toContain('Weather. We sail in rain; lightning moves the sailing.');
    expect(mail.html).toContain('href="https://maps.example.com/?q=North+Coast+Harbor"');
  });
});

describe("the owner changing a sailing's course", () => {
  const problem = (request: Record<string, unknown>) => {
    try {
      interruptSailingRequestSchema.validateSync({ slug: 'comedy-night-july', ...request });
      return null;
    } catch (err) {
      return (err as Error).message;
    }
  };

  it('gives a reason to cancel or postpone, within its limit; rescheduling needs none', () => {
    expect(problem({ kind: 'canceled', reason: '  ' })).toBe('Write the reason: every ticket holder reads it');
    expect(problem({ kind: 'postponed', reason: 'x'.repeat(501) })).toBe('The reason must be at most 500 characters');
    expect(problem({ kind: 'postponed', reason: 'Small craft advisory' })).toBeNull();
    expect(problem({ kind: 'rescheduled', reason: '' })).toBeNull();
    expect(problem({ kind: 'sunk', reason: 'Iceberg' })).toBe('Cancel, postpone or reschedule');
  });
});
