import { randomUUID } from 'node:crypto';
import { RELEASE_MESSAGES } from '@shared/sign-up/waitlist';
import { FOUNDING_CHECKOUT_URL } from '@shared/gumroad/checkout-link';
import { subscriberIdForEmail } from '@shared/subscribers';
import { resetWithCrew } from '../support/admin-records';
import { adminDb, callFunction, closeAdmin, resetFirestore, type TestUser } from '../support/emulators';
import { clearInbox, inbox, waitForEmails } from '../support/maildev';
import { seedWaitlisters } from '../support/sign-ups';

let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  ({ admin, member } = await resetWithCrew());
});
afterAll(closeAdmin);
beforeEach(async () => {
  await Promise.all([resetFirestore(), clearInbox()]);
  await seedWaitlisters([
    { email: 'one@example.com' },
    { email: 'two-left@example.com', status: 'unsubscribed' },
    { email: 'three-bought@example.com', certificate_id: 'three-1' },
    { email: 'four@example.com' },
    { email: 'five@example.com' },
  ]);
});

const release = (count: unknown, releaseId: string = randomUUID(), user: TestUser = admin) =>
  callFunction<{ offered: number; sent: number; done: boolean }>('releaseSpots', { count, releaseId }, user.idToken);
const recipients = async () => (await inbox()).map((m) => m.to[0]!.address).sort();
const settle = () => new Promise((r) => setTimeout(r, 1500));

describe('offering released spots to the waitlist', () => {
  it('emails exactly the next 2 waitlisters in line, once each, even when the offer is sent twice at once', async () => {
    const id = randomUUID();
    const [first, second] = await Promise.all([release(2, id), release(2, id)]);
    // One call sends; the other is told it is under way, or finds it done.
    expect([first, second].some((r) => r.result?.sent === 2)).toBe(true);
    expect((await release(2, id)).result).toEqual({ offered: 2, sent: 2, done: true });

    const mails = await waitForEmails(2);
    await settle();
    expect(await recipients()).toEqual(['four@example.com', 'one@example.com']);
    expect(mails[0]!.subject).toBe('A Founding Floater spot just opened for you');
    expect(mails[0]!.html).toContain(FOUNDING_CHECKOUT_URL);
    expect(mails[0]!.headers['list-unsubscribe']).toMatch(/^<http.+\/unsubscribe\?token=.+>$/);
    const one = (
      await adminDb()
        .doc(`subscribers/${subscriberIdForEmail('one@example.com')}`)
        .get()
    ).data();
    expect(one).toMatchObject({ waitlist_offer_release: id });
    expect(one!.waitlist_offered_at).toBeDefined();

    // The next offer starts after those already offered; the waitlist then runs short.
    await clearInbox();
    expect((await release(2)).result).toEqual({ offered: 1, sent: 1, done: true });
    await waitForEmails(1);
    await settle();
    expect(await recipients()).toEqual(['five@example.com']);
    expect((await release(3)).result).toEqual({ offered: 0, sent: 0, done: true });
  });

  it('resumes an offer whose send stopped, mailing only those it had not reached', async () => {
    const id = randomUUID();
    await adminDb()
      .doc(`waitlist_releases/${id}`)
      .set({
        status: 'sending',
        spots: 2,
        recipient_ids: ['one@example.com', 'four@example.com'],
        // The run that died had mailed one@ (its batch was attempted) before it stopped; its lease is long gone.
        attempted_batches: ['dead-run:0'],
        send_lease_until: null,
        sent_count: 1,
      });
    await adminDb().doc(`waitlist_releases/${id}/deliveries/one@example.com`).set({ status: 'sent', batch: 'dead-run:0' });
    expect((await release(2, id)).result).toEqual({ offered: 2, sent: 2, done: true });
    await waitForEmails(1);
    await settle();
    expect(await recipients()).toEqual(['four@example.com']);
  });

  it('is for admins only, and refuses a count that is not a whole number of spots', async () => {
    expect((await release(2, randomUUID(), member)).error).toEqual({
      status: 'PERMISSION_DENIED',
      message: 'Only admins can offer spots to the waitlist',
    });
    expect((await release(0)).error).toEqual({ status: 'INVALID_ARGUMENT', message: RELEASE_MESSAGES.countRange });
    expect((await release(1.5)).error).toEqual({ status: 'INVALID_ARGUMENT', message: RELEASE_MESSAGES.whole });
    expect((await release('lots')).error).toEqual({ status: 'INVALID_ARGUMENT', message: RELEASE_MESSAGES.count });
    expect((await release(2, 'x')).error).toEqual({ status: 'INVALID_ARGUMENT', message: RELEASE_MESSAGES.releaseId });
    await settle();
    expect(await inbox()).toEqual([]);
  });
});
