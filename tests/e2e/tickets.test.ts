import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { recordSeatSale, type SeatSale } from '../../functions/src/sailings/record-seat-sale';
import { signPresaleToken } from '../../functions/src/sailings/presale-token';
import { resetWithCrew } from '../support/admin-records';
import { adminDb, callFunction, closeAdmin, urls, type TestUser } from '../support/emulators';
import { launchBrowser, siteUrl } from '../support/browser';
import { signedInState } from '../support/browser-sign-in';
import { loadLocalFunctionSecrets } from '../support/local-secrets';
import { sailingInPhase, seedFounder } from '../support/sailings';

let browser: Browser;
let admin: TestUser;
let member: TestUser;
const SLUG = 'comedy-night-july';

const sale = (fields: Partial<SeatSale>): SeatSale => ({
  saleId: `sale-${randomUUID()}`,
  email: 'bea@example.com',
  buyerName: 'Bea Buyer',
  quantity: 1,
  priceCents: 3550,
  affiliateCode: null,
  founderToken: null,
  ...fields,
});

beforeAll(async () => {
  loadLocalFunctionSecrets();
  ({ admin, member } = await resetWithCrew());
  const saved = await callFunction(
    'saveSailing',
    { mode: 'create', requestId: randomUUID(), sailing: sailingInPhase('founders_presale') },
    admin.idToken,
  );
  expect(saved.error).toBeUndefined();
  await seedFounder(member.email, 'ada-lovelace-ab12', 12);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeAdmin();
});

/** What a phone's camera reads off a screenshot. */
async function decode(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe("a ticket's page", () => {
  it("shows a founder's ticket to whoever holds its link, its QR code reading back its own address, at a phone's and a laptop's width", async () => {
    const founderToken = signPresaleToken({ slug: SLUG, uid: member.uid, certificateId: 'ada-lovelace-ab12' });
    const outcome = await recordSeatSale(SLUG, sale({ email: member.email, buyerName: 'Ada <Lovelace>', quantity: 2, founderToken }));
    if (outcome.kind !== 'ticketed') throw new Error(`not ticketed: ${JSON.stringify(outcome)}`);
    const address = siteUrl(`/tickets/${outcome.ticketIds[1]}`);

    for (const width of [390, 1366]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const response = await page.goto(address);
      expect(response!.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Comedy Night on the Lake' }).waitFor();
      expect(await page.getByText('Founder', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText('Seat 2 of 2').isVisible()).toBe(true);
      expect(await page.getByText('Held by Ada <Lovelace>').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(`${address}/calendar.ics`);
      expect(await decode(await page.getByRole('img', { name: /QR code of this ticket/ }).screenshot())).toBe(address);
      // Nothing runs off the side of a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: join(tmpdir(), `ticket-page-${width}.png`), fullPage: true });
      await context.close();
    }
  });
});

describe("the owner's held sales", () => {
  it('lists a held presale sale with its reason and refunds it from its Refund button', async () => {
    const held = sale({ email: `early-${randomUUID()}@example.com`, buyerName: 'Early Bird', quantity: 2 });
    expect(await recordSeatSale(SLUG, held)).toMatchObject({ kind: 'held', reason: 'no-founder-token' });

    const context = await browser.newContext({
      storageState: await signedInState(browser, admin, '/admin'),
      viewport: { width: 1366, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(siteUrl(`/admin/sailings/${SLUG}/edit`));
    const row = page.getByRole('row', { name: /Early Bird/ });
    await row.waitFor();
    expect(await row.innerText()).toContain("Bought in the founders' presale without a founder's link.");
    await page.screenshot({ path: join(tmpdir(), 'held-sales-1366.png'), fullPage: true });
    await row.getByRole('button', { name: `Refund ${held.email}` }).dblclick();
    await row.waitFor({ state: 'detached' });
    await page.getByText('No held sales').waitFor();
    await context.close();

    const refunds = ((await (await fetch(`${urls().gumroadApi}/health`)).json()) as { refunds: Record<string, number> }).refunds;
    expect(refunds[held.saleId]).toBe(1);
    expect((await adminDb().doc(`sailing_orders/${held.saleId}`).get()).get('status')).toBe('refunded');
  });
});
