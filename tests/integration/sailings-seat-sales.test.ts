// First, so the functions' Admin app below starts with the emulator environment.
import { adminDb, callFunction, closeAdmin, type TestUser } from '../support/emulators';
import { randomUUID } from 'node:crypto';
import { recordSeatSale, voidSeatSale, type SeatSale } from '../../functions/src/sailings/record-seat-sale';
import { signPresaleToken } from '../../functions/src/sailings/presale-token';
import { resetWithCrew } from '../support/admin-records';
import { loadLocalFunctionSecrets } from '../support/local-secrets';
import { sailingInPhase, seedFounder } from '../support/sailings';
import { arrangeEmailSettings, salePing, sendPing } from '../fixtures/gumroad/ping';

let admin: TestUser;
let member: TestUser;
const SLUG = 'comedy-night-july';

beforeAll(async () => {
  loadLocalFunctionSecrets();
  ({ admin, member } = await resetWithCrew());
});
afterAll(closeAdmin);

async function openSailing(phase: Parameters<typeof sailingInPhase>[0], fields: Parameters<typeof sailingInPhase>[1] = {}) {
  ({ admin, member } = await resetWithCrew());
  const saved = await callFunction(
    'saveSailing',
    { mode: 'create', requestId: randomUUID(), sailing: sailingInPhase(phase, fields) },
    admin.idToken,
  );
  expect(saved.error).toBeUndefined();
}

const sale = (fields: Partial<SeatSale> = {}): SeatSale => ({
  saleId: `sale-${randomUUID()}`,
  email: 'buyer@example.com',
  buyerName: 'Bea Buyer',
  quantity: 2,
  priceCents: 7100,
  affiliateCode: null,
  founderToken: null,
  ...fields,
});
const founderToken = (slug = SLUG) => signPresaleToken({ slug, uid: member.uid, certificateId: 'ada-lovelace-ab12' });
const seatsSold = async () => (await adminDb().doc(`sailings/${SLUG}`).get()).get('seats_sold') as number;
const validTickets = async () => (await adminDb().collection('tickets').where('status', '==', 'valid').get()).docs.map((d) => d.data());

describe('seat sales in the presale', () => {
  it("tickets a founder's two seats once, however often Gumroad retries the sale", async () => {
    await openSailing('founders_presale');
    await seedFounder(member.email, 'ada-lovelace-ab12', 12);
    const twoSeats = sale({ email: member.email, founderToken: founderToken() });
    const [first, retry] = await Promise.all([recordSeatSale(SLUG, twoSeats), recordSeatSale(SLUG, twoSeats)]);
    expect(first.kind).toBe('ticketed');
    expect([first, retry].map((o) => o.kind === 'ticketed' && o.ticketIds)).toEqual([
      (first as { ticketIds: string[] }).ticketIds,
      (first as { ticketIds: string[] }).ticketIds,
    ]);
    expect(await seatsSold()).toBe(2);
    const tickets = await validTickets();
    expect(tickets.map((t) => [t.seat, t.seats, t.founder])).toEqual(
      expect.arrayContaining([
        [1, 2, true],
        [2, 2, true],
      ]),
    );
    // Unguessable: 128 bits each.
    for (const id of (first as { ticketIds: string[] }).ticketIds) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it("holds a stranger's sale, a borrowed link for another sailing and seats over the founder's limit, ticketing none", async () => {
    await openSailing('founders_presale');
    await seedFounder(member.email, 'ada-lovelace-ab12', 12);
    expect(await recordSeatSale(SLUG, sale())).toMatchObject({ kind: 'held', reason: 'no-founder-token' });
    expect(await recordSeatSale(SLUG, sale({ founderToken: founderToken().slice(0, -3) + 'AAA' }))).toMatchObject({
      kind: 'held',
      reason: 'forged-founder-token',
    });
    expect(await recordSeatSale(SLUG, sale({ founderToken: founderToken('jazz-night-august') }))).toMatchObject({
      kind: 'held',
      reason: 'token-for-another-sailing',
    });
    expect(await recordSeatSale(SLUG, sale({ quantity: 3, founderToken: founderToken() }))).toMatchObject({ kind: 'ticketed' });
    expect(await recordSeatSale(SLUG, sale({ quantity: 2, founderToken: founderToken() }))).toMatchObject({
      kind: 'held',
      reason: 'over-founder-limit',
    });
    expect(await seatsSold()).toBe(3);
    const held = await adminDb().collection('sailing_orders').where('status', '==', 'held').get();
    expect(held.size).toBe(4);
  });
});

describe('seat sales in the public sale', () => {
  it('tickets anyone, and a sale past capacity is ticketed and flagged, never dropped', async () => {
    await openSailing('public_sale', { capacity: 3 });
    expect(await recordSeatSale(SLUG, sale())).toMatchObject({ kind: 'ticketed', founder: false, oversold: false });
    expect(await recordSeatSale(SLUG, sale())).toMatchObject({ kind: 'ticketed', oversold: true });
    expect(await seatsSold()).toBe(4);
  });

  it('voids the tickets of a refunded sale and frees their seats, once', async () => {
    await openSailing('public_sale');
    const refunded = sale({ quantity: 3 });
    await recordSeatSale(SLUG, refunded);
    expect(await voidSeatSale(refunded.saleId)).toEqual({ freedSeats: 3, slug: SLUG, already: false });
    expect(await voidSeatSale(refunded.saleId)).toEqual({ freedSeats: 0, slug: SLUG, already: true });
    expect(await seatsSold()).toBe(0);
    expect(await validTickets()).toEqual([]);
  });
});

describe("a sailing's sale pings", () => {
  const seatPing = (fields: Record<string, string>) =>
    salePing({
      product_id: 'cOmEdYnIgHt==',
      product_name: 'Comedy Night on the Lake',
      permalink: SLUG,
      product_permalink: `https://clevelandfloaters.gumroad.com/l/${SLUG}`,
      short_product_id: SLUG,
      price: '7100',
      'url_params[aff]': '',
      'url_params[utm_source]': '',
      ...fields,
    });

  it("tickets a founder who came through their presale link, once, and holds a stranger's presale sale", async () => {
    await openSailing('founders_presale');
    await arrangeEmailSettings();
    await seedFounder(member.email, 'ada-lovelace-ab12', 12);
    const link = new URL(
      (await callFunction<{ checkoutUrl: string }>('sailingBuyLink', { slug: SLUG }, member.idToken)).result!.checkoutUrl,
    );

    const founderPing = seatPing({
      sale_id: 'founder-sale-1',
      email: member.email,
      quantity: '2',
      'url_params[founder]': link.searchParams.get('founder')!,
    });
    expect((await sendPing(founderPing)).status).toBe(200);
    expect((await sendPing(founderPing)).status).toBe(200);
    expect((await validTickets()).map((t) => [t.holder_email, t.founder])).toEqual([
      [member.email, true],
      [member.email, true],
    ]);

    expect((await sendPing(seatPing({ sale_id: 'stranger-sale-1', email: 'stranger@example.com', quantity: '1' }))).status).toBe(200);
    const held = (await adminDb().doc('sailing_orders/stranger-sale-1').get()).data();
    expect(held).toMatchObject({ status: 'held', hold_reason: 'no-founder-token', ticket_ids: [] });
    expect(await seatsSold()).toBe(2);
    // The founding membership's records are untouched by a seat sale.
    expect((await adminDb().collection('certificates').get()).size).toBe(1);

    // A refund voids the founder's tickets and frees their seats.
    expect((await sendPing(seatPing({ sale_id: 'founder-sale-1', email: member.email, refunded: 'true' }))).status).toBe(200);
    expect(await validTickets()).toEqual([]);
    expect(await seatsSold()).toBe(0);
  });
});
