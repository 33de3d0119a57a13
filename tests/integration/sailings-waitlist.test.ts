// First, so the functions' Admin app below starts with the emulator environment.
import { adminDb, callFunction, closeAdmin, urls } from '../support/emulators';
import { randomUUID } from 'node:crypto';
import { passExpiredOffers } from '../../functions/src/sailings/waitlist-offers';
import { SAILING_PAGES, sailingPath, sailingWaitlistPath } from '@shared/paths';
import { resetWithCrew } from '../support/admin-records';
import { loadLocalFunctionSecrets } from '../support/local-secrets';
import { clearInbox, inbox, waitForEmails, type InboxEmail } from '../support/maildev';
import { openPage } from '../support/sign-ups';
import { sailingInPhase } from '../support/sailings';
import { arrangeEmailSettings, salePing, sendPing } from '../fixtures/gumroad/ping';

// passExpiredOffers runs here, as the five-minute schedule (or `npm start`) runs it, with the emulator's signing key.
loadLocalFunctionSecrets();
afterAll(closeAdmin);

const SLUG = 'comedy-night-july';
const HOUR = 3_600_000;

const seatPing = (fields: Record<string, string>) =>
  salePing({
    product_id: 'cOmEdYnIgHt==',
    product_name: 'Comedy Night on the Lake',
    permalink: SLUG,
    product_permalink: `https://clevelandfloaters.gumroad.com/l/${SLUG}`,
    short_product_id: SLUG,
    price: '3550',
    'url_params[aff]': '',
    'url_params[utm_source]': '',
    ...fields,
  });

const sailing = async () => (await adminDb().doc(`sailings/${SLUG}`).get()).data()!;
const entries = async () => (await adminDb().collection('sailing_waitlist').get()).docs.map((d) => d.data());
const to = (email: string) => (m: InboxEmail) => m.to.some((t) => t.address === email);

/** The waitlist form's POST, as a browser without script sends it through Hosting. */
const join = (email: string, firstName = '') =>
  openPage(`${urls().site}${sailingWaitlistPath(SLUG)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, first_name: firstName, website: '' }).toString(),
  });

const linkIn = (mail: InboxEmail, pattern: RegExp) => {
  const href = pattern.exec(mail.html ?? '')?.[1];
  if (!href) throw new Error(`No link in "${mail.subject}"`);
  return href.replace(/&amp;/g, '&');
};

async function confirm(email: string) {
  const [mail] = await waitForEmails(1, (m) => to(email)(m) && m.subject.startsWith('Confirm your place'));
  const link = linkIn(mail!, /href="([^"]*\/waitlist\/confirm\?token=[^"]+)"/);
  expect((await openPage(link)).title).toBe('Confirm your place');
  return openPage(link, { method: 'POST' });
}

async function offerTokenFor(email: string) {
  const [mail] = await waitForEmails(1, (m) => to(email)(m) && m.subject.startsWith('A seat on'));
  return new URL(linkIn(mail!, /href="(https:\/\/clevelandfloaters\.gumroad\.com\/l\/[^"]+)"/)).searchParams.get('offer')!;
}

it('offers a refunded seat to the first confirmed waitlister, passes it on when it runs out, and tickets its ping once', async () => {
  const { admin } = await resetWithCrew();
  await Promise.all([arrangeEmailSettings(), clearInbox()]);
  const saved = await callFunction(
    'saveSailing',
    { mode: 'create', requestId: randomUUID(), sailing: sailingInPhase('public_sale', { capacity: 2 }) },
    admin.idToken,
  );
  expect(saved.error).toBeUndefined();
  for (const id of ['sale-a', 'sale-b']) {
    expect((await sendPing(seatPing({ sale_id: id, email: `${id}@example.com`, quantity: '1' }))).status).toBe(200);
  }

  // Sold out: the page and its card on /sailings carry the no-script form.
  for (const page of [sailingPath(SLUG), SAILING_PAGES]) {
    expect((await openPage(`${urls().site}${page}`)).html).toContain(`action="${sailingWaitlistPath(SLUG)}"`);
  }

  // Joining answers "check your email"; joining again keeps one entry and sends no second email.
  expect(await join('ada@example.com', 'Ada')).toMatchObject({ status: 200, title: 'Check your email' });
  expect(await join('ada@example.com', 'Ada')).toMatchObject({ status: 200, title: 'Check your email' });
  expect(await join('bob@example.com')).toMatchObject({ status: 200, title: 'Check your email' });
  // Only a confirmed entry is in line, and in the order of confirmation.
  expect(await confirm('bob@example.com')).toMatchObject({ status: 200, title: "You're #1 in line" });
  expect(await confirm('ada@example.com')).toMatchObject({ status: 200, title: "You're #2 in line" });
  expect((await inbox()).filter((m) => m.subject.startsWith('Confirm your place')).length).toBe(2);
  expect((await entries()).map((e) => e.state)).toEqual(['waiting', 'waiting']);

  // A refund frees a seat: it goes to the first in line, held for them, so the public still sees no seat.
  expect((await sendPing(seatPing({ sale_id: 'sale-a', email: 'sale-a@example.com', refunded: 'true' }))).status).toBe(200);
  const bobToken = await offerTokenFor('bob@example.com');
  expect(await sailing()).toMatchObject({ seats_sold: 1, seats_offered: 1 });

  // Bob lets it run out: it passes to Ada, and Bob's link no longer buys a seat.
  expect(await passExpiredOffers(new Date(Date.now() + 25 * HOUR))).toEqual({ passed: 1, offered: 1 });
  const adaToken = await offerTokenFor('ada@example.com');
  expect((await sendPing(seatPing({ sale_id: 'sale-bob', email: 'bob@example.com', 'url_params[offer]': bobToken }))).status).toBe(200);
  expect((await adminDb().doc('sailing_orders/sale-bob').get()).data()).toMatchObject({ status: 'held', hold_reason: 'offer-closed' });

  // Ada buys through her link: ticketed once, however often Gumroad retries the ping.
  const adaPing = seatPing({ sale_id: 'sale-ada', email: 'ada@example.com', 'url_params[offer]': adaToken });
  expect((await sendPing(adaPing)).status).toBe(200);
  expect((await sendPing(adaPing)).status).toBe(200);
  const tickets = await adminDb().collection('tickets').where('holder_email', '==', 'ada@example.com').get();
  expect(tickets.docs.map((t) => t.get('status'))).toEqual(['valid']);
  expect(await sailing()).toMatchObject({ seats_sold: 2, seats_offered: 0 });
  expect(Object.fromEntries((await entries()).map((e) => [e.email, e.state]))).toEqual({
    'ada@example.com': 'bought',
    'bob@example.com': 'passed',
  });
});

it('offers the seats a larger capacity frees to the waitlist first, and keeps a capacity above the seats it holds', async () => {
  const { admin } = await resetWithCrew();
  await Promise.all([arrangeEmailSettings(), clearInbox()]);
  const oneSeat = sailingInPhase('public_sale', { capacity: 1 });
  const save = (mode: 'create' | 'update', capacity: number) =>
    callFunction('saveSailing', { mode, requestId: randomUUID(), sailing: { ...oneSeat, capacity } }, admin.idToken);
  expect((await save('create', 1)).error).toBeUndefined();
  expect((await sendPing(seatPing({ sale_id: 'sale-a', email: 'sale-a@example.com', quantity: '1' }))).status).toBe(200);
  await join('cy@example.com', 'Cy');
  await confirm('cy@example.com');

  // Two seats where there was one: Cy, first in line, is offered the new seat before the public sees it.
  expect((await save('update', 2)).error).toBeUndefined();
  expect(await offerTokenFor('cy@example.com')).toBeTruthy();
  expect(await sailing()).toMatchObject({ capacity: 2, seats_sold: 1, seats_offered: 1 });

  // The seat held for Cy counts: the capacity cannot drop back under it.
  expect((await save('update', 1)).error?.message).toBe(
    '1 seat already sold and 1 held for waitlist offers: the capacity cannot be lower than 2.',
  );
  expect(await sailing()).toMatchObject({ capacity: 2, seats_offered: 1 });
});
