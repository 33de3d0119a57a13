import { randomUUID } from 'node:crypto';
import { resetWithCrew } from '../support/admin-records';
import { adminDb, callFunction, closeAdmin, resetFirestore, type TestUser } from '../support/emulators';
import { COMEDY_NIGHT } from '../support/sailings';

let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  ({ admin, member } = await resetWithCrew());
});
afterAll(closeAdmin);
beforeEach(resetFirestore);

const save = (mode: 'create' | 'update', sailing: Record<string, unknown>, requestId = randomUUID(), user: TestUser = admin) =>
  callFunction<{ slug: string }>('saveSailing', { mode, requestId, sailing }, user.idToken);

describe('saving a sailing', () => {
  it('stores what its page shows apart from the product that sells it, once, however often the form is sent', async () => {
    const requestId = randomUUID();
    const calls = await Promise.all([save('create', COMEDY_NIGHT, requestId), save('create', COMEDY_NIGHT, requestId)]);
    expect(calls.map((c) => c.result)).toEqual([{ slug: 'comedy-night-july' }, { slug: 'comedy-night-july' }]);

    const sailing = (await adminDb().doc('sailings/comedy-night-july').get()).data()!;
    expect(sailing).toMatchObject({ title: 'Comedy Night on the Lake', capacity: 120, price_cents: 3550, seats_sold: 0 });
    expect(sailing.boards_at.toDate().toISOString()).toBe('2027-07-17T23:00:00.000Z');
    expect(sailing).not.toHaveProperty('gumroad_permalink');
    expect((await adminDb().doc('sailing_products/comedy-night-july').get()).data()).toMatchObject({
      gumroad_permalink: 'comedy-night-july',
    });
    expect((await adminDb().collection('sailings').get()).size).toBe(1);
  });

  it('refuses a second sailing at the same address, and a capacity below the seats sold, keeping what was saved', async () => {
    await save('create', COMEDY_NIGHT);
    const taken = await save('create', { ...COMEDY_NIGHT, title: 'Another night' });
    expect(taken.error?.message).toBe('Another sailing already has the address /sailings/comedy-night-july: choose another.');

    await adminDb().doc('sailings/comedy-night-july').update({ seats_sold: 40 });
    const below = await save('update', { ...COMEDY_NIGHT, capacity: 30 });
    expect(below.error?.message).toBe('40 seats already sold: the capacity cannot be lower than that.');
    expect((await save('update', { ...COMEDY_NIGHT, capacity: 140 })).result).toEqual({ slug: 'comedy-night-july' });
    expect((await adminDb().doc('sailings/comedy-night-july').get()).data()).toMatchObject({
      title: 'Comedy Night on the Lake',
      capacity: 140,
      seats_sold: 40,
    });
  });

  it("refuses a product that sells the membership, which a sale ping would take for a founder's $5", async () => {
    await adminDb()
      .doc('gumroad_settings/default')
      .set({ gumroad_product_permalinks: ['founding-floater', 'Comedy-Night-July'] });
    const refused = await save('create', COMEDY_NIGHT);
    expect(refused.error?.message).toBe(
      "'comedy-night-july' sells the Founding Floater membership (Gumroad Settings' product list): a sailing needs a Gumroad product of its own.",
    );
    expect((await adminDb().collection('sailings').get()).size).toBe(0);
  });

  it('names the first mistake in a form, and lets no one but an admin save', async () => {
    const bad = await save('create', { ...COMEDY_NIGHT, dockMapUrl: 'javascript:alert(1)' });
    expect(bad.error).toMatchObject({ status: 'INVALID_ARGUMENT', message: 'The map link must start with https://' });
    expect((await save('create', COMEDY_NIGHT, randomUUID(), member)).error?.message).toBe('Only admins can create or change sailings');
    expect((await callFunction('saveSailing', { mode: 'create', requestId: randomUUID(), sailing: COMEDY_NIGHT })).error?.message).toBe(
      'You must be logged in',
    );
    expect((await adminDb().collection('sailings').get()).size).toBe(0);
  });
});
