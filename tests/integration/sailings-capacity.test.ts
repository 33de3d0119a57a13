// First, so the functions' Admin app below starts with the emulator environment.
import { adminDb, callFunction, closeAdmin, type TestUser } from '../support/emulators';
import { randomUUID } from 'node:crypto';
import { DOCS } from '@shared/collections';
import type { SailingGumroadLimitResponse } from '@shared/contracts/sailing-gumroad-limit';
import { ALERT_TITLES, alertDay, alertId } from '@shared/operations/alerts';
import { recordSeatSale } from '../../functions/src/sailings/record-seat-sale';
import { urls } from '../../scripts/lib/ports';
import { resetWithCrew } from '../support/admin-records';
import { loadLocalFunctionSecrets } from '../support/local-secrets';
import { clearInbox, waitForEmails, type InboxEmail } from '../support/maildev';
import { sailingInPhase } from '../support/sailings';
import { arrangeEmailSettings, salePing, sendPing } from '../fixtures/gumroad/ping';

const SLUG = 'comedy-night-july';
const OWNER = 'owner@example.com';
let admin: TestUser;
let member: TestUser;

async function openSailing(capacity: number) {
  ({ admin, member } = await resetWithCrew());
  const saved = await callFunction(
    'saveSailing',
    { mode: 'create', requestId: randomUUID(), sailing: sailingInPhase('public_sale', { capacity }) },
    admin.idToken,
  );
  expect(saved.error).toBeUndefined();
}

/** Sets the product Gumroad's stand-in holds for this permalink, or (null) puts back only the demo's products. */
async function gumroadProduct(maxPurchaseCount: number | null | 'none') {
  if (maxPurchaseCount === 'none') {
    await fetch(`${urls().gumroadApi}/__products`, { method: 'DELETE' });
    return;
  }
  await fetch(`${urls().gumroadApi}/__products/${SLUG}`, {
    method: 'PUT',
    body: JSON.stringify({ name: 'Comedy Night on the Lake', max_purchase_count: maxPurchaseCount }),
  });
}

const askLimit = (idToken = admin.idToken) => callFunction<SailingGumroadLimitResponse>('sailingGumroadLimit', { slug: SLUG }, idToken);

beforeAll(loadLocalFunctionSecrets);
afterEach(() => gumroadProduct('none'));
afterAll(closeAdmin);

describe("the boat's capacity against Gumroad's quantity limit", () => {
  it("finds the product by its custom permalink and says whether Gumroad's limit agrees with the boat", async () => {
    await openSailing(40);
    await gumroadProduct(40);
    expect((await askLimit()).result).toEqual({
      outcome: 'found',
      capacity: 40,
      permalink: SLUG,
      productName: 'Comedy Night on the Lake',
      maxPurchaseCount: 40,
    });
    await gumroadProduct(50);
    expect((await askLimit()).result).toMatchObject({ outcome: 'found', maxPurchaseCount: 50, capacity: 40 });
    await gumroadProduct(null);
    expect((await askLimit()).result).toMatchObject({ outcome: 'found', maxPurchaseCount: null });
  });

  it('says when Gumroad has no such product, and when Gumroad cannot be reached', async () => {
    await openSailing(40);
    expect((await askLimit()).result).toEqual({ outcome: 'not-found', capacity: 40, permalink: SLUG });
    await gumroadProduct(40);
    await fetch(`${urls().gumroadApi}/__products-down`, { method: 'POST' });
    expect((await askLimit()).result).toEqual({
      outcome: 'unreachable',
      capacity: 40,
      permalink: SLUG,
      message: 'Gumroad answered HTTP 502.',
    });
  });

  it('answers admins only', async () => {
    await openSailing(40);
    expect((await askLimit(member.idToken)).error?.status).toBe('PERMISSION_DENIED');
    expect((await callFunction('sailingGumroadLimit', { slug: SLUG })).error?.status).toBe('UNAUTHENTICATED');
  });
});

describe('a seat sold past capacity', () => {
  const seatPing = (saleId: string, quantity: number) =>
    salePing({
      sale_id: saleId,
      email: 'late.buyer@example.com',
      product_id: 'cOmEdYnIgHt==',
      product_name: 'Comedy Night on the Lake',
      permalink: SLUG,
      product_permalink: `https://clevelandfloaters.gumroad.com/l/${SLUG}`,
      short_product_id: SLUG,
      price: '7100',
      quantity: String(quantity),
      'url_params[aff]': '',
      'url_params[utm_source]': '',
    });
  const alertMails = (e: InboxEmail) => e.subject.endsWith(ALERT_TITLES['seats-oversold']) && e.to[0]?.address === OWNER;
  const alert = async () => (await adminDb().doc(`alerts/${alertId('seats-oversold', alertDay(new Date()))}`).get()).data();

  beforeEach(async () => {
    await openSailing(3);
    await Promise.all([arrangeEmailSettings(), clearInbox()]);
    await adminDb().doc(DOCS.operationsSettings).set({ alert_email: OWNER, backup_bucket: '', backup_retention_days: 30 });
  });

  it('is ticketed and alerts the owner once, however often Gumroad sends its ping', async () => {
    expect((await sendPing(seatPing('fits-1', 2))).status).toBe(200);
    expect(await alert()).toBeUndefined();
    expect((await sendPing(seatPing('past-1', 2))).status).toBe(200);
    expect((await sendPing(seatPing('past-1', 2))).status).toBe(200);

    const [mail] = await waitForEmails(1, alertMails);
    expect(mail!.text).toContain(`Sale past-1 (2 seats) took ${SLUG} past its capacity. Its tickets were issued`);
    expect((await alert())?.detail).toContain('past-1');
    // Both sales kept their tickets: 4 seats on a boat of 3.
    expect((await adminDb().doc(`sailings/${SLUG}`).get()).get('seats_sold')).toBe(4);
    expect(await waitForEmails(2, alertMails, 2000)).toHaveLength(1);
  });

  it('alerts on the retry when the first delivery stopped before the alert', async () => {
    await recordSeatSale(SLUG, {
      saleId: 'fits-2',
      email: 'early@example.com',
      buyerName: 'Early',
      quantity: 3,
      priceCents: 21300,
      affiliateCode: null,
      founderToken: null,
    });
    // The sale's transaction ran, as in a delivery that died before the alert; Gumroad retries it.
    await recordSeatSale(SLUG, {
      saleId: 'past-2',
      email: 'late.buyer@example.com',
      buyerName: 'Late',
      quantity: 1,
      priceCents: 7100,
      affiliateCode: null,
      founderToken: null,
    });
    expect(await alert()).toBeUndefined();
    const retry = await sendPing(seatPing('past-2', 1));
    expect(retry.status).toBe(200);
    expect((await adminDb().doc('sailing_orders/past-2').get()).get('oversold_alerted_at')).toBeTruthy();
    const [mail] = await waitForEmails(1, alertMails);
    expect(mail!.text).toContain('Sale past-2 (1 seat)');
  });
});
