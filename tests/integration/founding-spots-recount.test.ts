import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { recountWhenMissing } from '../../functions/src/membership/recount-spots';
import { adminDb, closeAdmin, resetFirestore } from '../support/emulators';
import { clearInbox } from '../support/maildev';
import { arrangeEmailSettings, salePing, sendPing } from '../fixtures/gumroad/ping';

/**
 * The founding spots counter put right from the sales: `npm run recount` for a counter that drifted, and the
 * deploy's backfill for a project whose sales came before the counter (which would otherwise show every spot open).
 */
const ROOT = join(__dirname, '../..');
const recountScript = () => promisify(execFile)(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'scripts/recount.ts')], { cwd: ROOT });
const db = () => adminDb();
const counter = () => db().doc('counters/founding_spots');
const taken = async () => (await counter().get()).get('taken') as number | undefined;
const buyer = (n: number) => ({ sale_id: `recount-sale-${n}==`, email: `recount${n}@example.com`, full_name: `Recount Buyer ${n}` });

/** Three paid sales and one of them refunded: two spots taken, as the pings leave the counter. */
async function sellThreeRefundOne(): Promise<void> {
  for (const n of [1, 2, 3]) expect((await sendPing(salePing(buyer(n)))).status).toBe(200);
  expect((await sendPing(salePing({ ...buyer(2), resource_name: 'refund', refunded: 'true' }))).status).toBe(200);
  expect(await taken()).toBe(2);
}

beforeEach(async () => {
  await resetFirestore();
  await clearInbox();
  await arrangeEmailSettings();
});
afterAll(async () => {
  await resetFirestore();
  await closeAdmin();
});

describe('npm run recount', () => {
  it('sets a drifted counter to the completed sales, says what it was, and leaves a right one alone', async () => {
    await sellThreeRefundOne();
    // Drift: a hand edit, or a counter from before a bug was fixed: the site would show 57 spots gone.
    await counter().set({ taken: 57 }, { merge: true });

    const first = await recountScript();
    expect(first.stdout.trim()).toBe('Founding spots (the local emulators): 57 taken before, 2 taken now.');
    expect(await taken()).toBe(2);

    const again = await recountScript();
    expect(again.stdout.trim()).toBe('Founding spots (the local emulators): 2 taken, already right.');
    expect(await taken()).toBe(2);
  });
});

describe("the deploy's backfill", () => {
  it('writes a missing counter from the sales, and leaves a present one to the sales that keep it', async () => {
    await sellThreeRefundOne();
    // A project whose sales were recorded before the counter existed.
    await counter().delete();

    expect(await recountWhenMissing(db())).toEqual({ before: null, after: 2, changed: true });
    expect(await taken()).toBe(2);

    // Once present, the next deploy does not touch it (a recount is the owner's call: npm run recount).
    await counter().set({ taken: 3 }, { merge: true });
    expect(await recountWhenMissing(db())).toBeNull();
    expect(await taken()).toBe(3);
  });
});
