// First, so the functions' Admin app below starts with the emulator environment.
import { adminDb, callFunction, closeAdmin, urls, type TestUser } from '../support/emulators';
import { randomUUID } from 'node:crypto';
import { resetWithCrew } from '../support/admin-records';
import { waitForEmails, type InboxEmail } from '../support/maildev';
import { sailingInPhase } from '../support/sailings';
import { arrangeEmailSettings, salePing, sendPing } from '../fixtures/gumroad/ping';

type Attachment = { contentType: string; contentId?: string; fileName: string };
type TicketEmail = InboxEmail & { attachments?: Attachment[] };

let admin: TestUser;
let member: TestUser;
const SLUG = 'comedy-night-july';

async function openSailing(phase: Parameters<typeof sailingInPhase>[0]) {
  ({ admin, member } = await resetWithCrew());
  await arrangeEmailSettings();
  const saved = await callFunction(
    'saveSailing',
    { mode: 'create', requestId: randomUUID(), sailing: sailingInPhase(phase) },
    admin.idToken,
  );
  expect(saved.error).toBeUndefined();
}

const seatPing = (fields: Record<string, string>) =>
  salePing({
    product_id: 'cOmEdYnIgHt==',
    product_name: 'Comedy Night on the Lake',
    permalink: SLUG,
    product_permalink: `https://clevelandfloaters.gumroad.com/l/${SLUG}`,
    short_product_id: SLUG,
    price: '7100',
    full_name: 'Bea Buyer',
    'url_params[aff]': '',
    'url_params[utm_source]': '',
    ...fields,
  });

const to = (address: string) => (e: InboxEmail) => e.to.some((t) => t.address === address);
const gumroadRefunds = async () =>
  ((await (await fetch(`${urls().gumroadApi}/health`)).json()) as { refunds: Record<string, number> }).refunds;

beforeAll(async () => {
  ({ admin, member } = await resetWithCrew());
});
afterAll(closeAdmin);

describe("a seat sale's email", () => {
  it('sends one email carrying both seats of a two-seat sale, and nothing more when Gumroad retries the ping', async () => {
    await openSailing('public_sale');
    const buyer = `two-seats-${randomUUID()}@example.com`;
    const ping = seatPing({ sale_id: `sale-${randomUUID()}`, email: buyer, quantity: '2' });
    expect((await sendPing(ping)).status).toBe(200);

    const [email] = (await waitForEmails(1, to(buyer))) as TicketEmail[];
    const tickets = await adminDb().collection('tickets').where('holder_email', '==', buyer).get();
    expect(tickets.size).toBe(2);
    expect(email!.subject).toMatch(/^Your 2 tickets: Comedy Night on the Lake, /);
    for (const ticket of tickets.docs) expect(email!.html).toContain(`${urls().site}/tickets/${ticket.id}"`);
    expect(email!.html).toContain('src="cid:ticket-seat-1"');
    expect(email!.html).toContain('src="cid:ticket-seat-2"');
    expect(email!.html).not.toMatch(/unsubscribe/i);
    expect(email!.headers['list-unsubscribe']).toBeUndefined();
    const attachments = email!.attachments ?? [];
    expect(attachments.map((a) => [a.contentType, a.fileName])).toEqual([
      ['image/png', 'ticket-seat-1.png'],
      ['image/png', 'ticket-seat-2.png'],
      ['text/calendar', `${SLUG}.ics`],
    ]);
    expect(attachments.slice(0, 2).map((a) => a.contentId)).toEqual(['ticket-seat-1', 'ticket-seat-2']);

    // Gumroad's retry of the same ping: no third ticket, no second email.
    expect((await sendPing(ping)).status).toBe(200);
    const later = await waitForEmails(2, to(buyer), 3_000);
    expect(later).toHaveLength(1);
    expect((await adminDb().collection('tickets').where('holder_email', '==', buyer).get()).size).toBe(2);
  });

  it("holds a stranger's presale sale and tells them when the public sale opens, with the sailing's link", async () => {
    await openSailing('founders_presale');
    const stranger = `stranger-${randomUUID()}@example.com`;
    const saleId = `held-${randomUUID()}`;
    expect((await sendPing(seatPing({ sale_id: saleId, email: stranger, quantity: '1' }))).status).toBe(200);
    const [email] = await waitForEmails(1, to(stranger));
    expect(email!.subject).toBe('Your seats on Comedy Night on the Lake are on hold');
    expect(email!.text).toContain("Bought in the founders' presale without a founder's link.");
    expect(email!.text).toMatch(/The public sale opens \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M Cleveland time \(E[SD]T\)/);
    expect(email!.html).toContain(`${urls().site}/sailings/${SLUG}"`);
    expect((await adminDb().doc(`sailing_orders/${saleId}`).get()).get('status')).toBe('held');
    expect((await adminDb().collection('tickets').where('holder_email', '==', stranger).get()).size).toBe(0);
  });
});

describe('refunding a held sale', () => {
  it('asks Gumroad once however often the owner clicks, and only admins may', async () => {
    await openSailing('founders_presale');
    const saleId = `held-${randomUUID()}`;
    expect((await sendPing(seatPing({ sale_id: saleId, email: `held-${randomUUID()}@example.com`, quantity: '2' }))).status).toBe(200);

    const refused = await callFunction('refundHeldSale', { saleId }, member.idToken);
    expect(refused.error?.status).toBe('PERMISSION_DENIED');

    const clicks = await Promise.all([1, 2, 3].map(() => callFunction<{ outcome: string }>('refundHeldSale', { saleId }, admin.idToken)));
    expect(clicks.map((c) => c.error)).toEqual([undefined, undefined, undefined]);
    expect(clicks.filter((c) => c.result!.outcome === 'refunded')).toHaveLength(1);
    expect((await callFunction<{ outcome: string }>('refundHeldSale', { saleId }, admin.idToken)).result).toEqual({ outcome: 'already' });
    expect((await gumroadRefunds())[saleId]).toBe(1);
    expect((await adminDb().doc(`sailing_orders/${saleId}`).get()).data()).toMatchObject({ status: 'refunded', refunded_by: admin.uid });

    // Gumroad's refund ping that follows changes nothing more.
    expect((await sendPing(seatPing({ sale_id: saleId, refunded: 'true' }))).status).toBe(200);
    expect((await adminDb().doc(`sailings/${SLUG}`).get()).get('seats_sold')).toBe(0);
  });
});

describe("a ticket's page as Hosting serves it", () => {
  it('shows a ticket by its id with no sign-in, and a clear 404 for any other id', async () => {
    await openSailing('public_sale');
    const buyer = `page-${randomUUID()}@example.com`;
    expect((await sendPing(seatPing({ sale_id: `sale-${randomUUID()}`, email: buyer, quantity: '1' }))).status).toBe(200);
    const [ticket] = (await adminDb().collection('tickets').where('holder_email', '==', buyer).get()).docs;

    const page = await fetch(`${urls().site}/tickets/${ticket!.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(page.headers.get('cache-control')).toMatch(/no-store/);
    const html = await page.text();
    expect(html).toContain('<h1>Comedy Night on the Lake</h1>');
    expect(html).toContain('Seat 1 of 1');
    expect(html).toContain('>Valid<');

    const calendar = await fetch(`${urls().site}/tickets/${ticket!.id}/calendar.ics`);
    expect(calendar.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(await calendar.text()).toContain(`URL:${urls().site}/tickets/${ticket!.id}`);

    const unknown = await fetch(`${urls().site}/tickets/${'x'.repeat(22)}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('No ticket at this address');
  });
});
