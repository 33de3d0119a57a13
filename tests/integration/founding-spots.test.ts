import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { FOUNDING_SPOTS_CACHE_SECONDS, FOUNDING_SPOTS_PATH } from '@shared/membership/founding-spots';
import { answerFoundingSpots } from '../../functions/src/membership/spots-http';
import { countFirestoreReads, getDirect } from '../support/direct-request';
import { recountWhenMissing } from '../../functions/src/membership/recount-spots';
import {
  BURST_TIMEOUT_MS,
  adminDb,
  callFunction,
  closeAdmin,
  createUser,
  resetAuth,
  resetFirestore,
  urls,
  type TestUser,
} from '../support/emulators';
import { clearInbox } from '../support/maildev';
import { PING_SECRET, arrangeEmailSettings, salePing, sendPing } from '../fixtures/gumroad/ping';
import { loadLocalFunctionSecrets } from '../support/local-secrets';
import { handlePing } from '../../functions/src/gumroad/handle-ping';
import { buildSalesExport, generatedSales } from '../fixtures/gumroad/sales-export';

/**
 * Founding spots as the site shows them (/api/spots through Hosting): every
 * completed, unrefunded Founding Floater sale takes one, pings and imports
 * alike, counted once however often Gumroad retries, and sales past the cap
 * are honoured; the recount puts a drifted or missing counter right.
 */
const ROOT = join(__dirname, '../..');
const db = () => adminDb();
let admin: TestUser;

const buyer = (n: number) => ({ sale_id: `spot-sale-${n}==`, email: `floater${n}@example.com`, full_name: `Floater Number ${n}` });
const refundOf = (n: number) => salePing({ ...buyer(n), resource_name: 'refund', refunded: 'true' });
const setCap = (founding_spots: number) => db().doc('membership_settings/default').set({ founding_spots }, { merge: true });

async function spots(): Promise<{ cap: number; taken: number; left: number }> {
  const res = await fetch(`${urls().site}/api/spots`);
  expect(res.status).toBe(200);
  return res.json() as Promise<{ cap: number; taken: number; left: number }>;
}

/** What the counter must always equal: the completed sales, counted the slow way. */
async function completedSales(): Promise<number> {
  return (await db().collection('sales').where('status', '==', 'completed').count().get()).data().count;
}

beforeAll(async () => {
  await resetAuth();
  admin = await createUser('crew@clevelandfloaters.test', { admin: true });
});
beforeEach(async () => {
  await resetFirestore();
  await clearInbox();
  await arrangeEmailSettings();
});
// The suites share one emulator: leaving the spots sold out would turn every later suite's checkout into the waitlist.
afterAll(async () => {
  await resetFirestore();
  await closeAdmin();
});

describe('/api/spots', () => {
  it('answers 100 of 100 on a fresh site, cached by the CDN for half a minute and not by browsers', async () => {
    const res = await fetch(`${urls().site}/api/spots`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(`public, max-age=0, s-maxage=${FOUNDING_SPOTS_CACHE_SECONDS}`);
    expect(await res.json()).toEqual({ cap: 100, taken: 0, left: 100 });
  });

  it('refuses anything but a read', async () => {
    const res = await fetch(`${urls().functions}/foundingSpots`, { method: 'POST', body: '{"taken":0}' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers no address with a query string, which would miss the CDN', async () => {
    expect((await fetch(`${urls().site}/api/spots?nocache=${Date.now()}`)).status).toBe(404);
  });

  it("answers a made-up path at the function's own address with 404, without a read", async () => {
    for (const path of [`/${randomUUID()}`, `/${randomUUID()}${FOUNDING_SPOTS_PATH}`]) {
      expect((await fetch(`${urls().functions}/foundingSpots${path}`)).status).toBe(404);
    }
    // The handler itself, in this process, where its reads can be counted.
    const counter = countFirestoreReads();
    try {
      for (let i = 0; i < 20; i++) expect((await getDirect(answerFoundingSpots, `/${randomUUID()}`)).status).toBe(404);
      expect(counter.reads()).toBe(0);
      // The control: the spots at their one path are one read (of two documents).
      expect((await getDirect(answerFoundingSpots, FOUNDING_SPOTS_PATH)).body).toEqual({ cap: 100, taken: 0, left: 100 });
      expect(counter.reads()).toBe(1);
    } finally {
      counter.stop();
    }
  });

  it("follows the owner's cap", async () => {
    await setCap(250);
    expect(await spots()).toEqual({ cap: 250, taken: 0, left: 250 });
  });
});

describe('spots taken', () => {
  it('counts a sale once however often Gumroad delivers it, and gives it back once on a refund', async () => {
    await Promise.all(Array.from({ length: 4 }, () => sendPing(salePing(buyer(1)))));
    await sendPing(salePing(buyer(2)));
    expect(await spots()).toMatchObject({ taken: 2, left: 98 });

    await Promise.all(Array.from({ length: 3 }, () => sendPing(refundOf(1))));
    expect(await spots()).toMatchObject({ taken: 1, left: 99 });
    expect(await completedSales()).toBe(1);
  });

  it('takes none for a refund that arrives before its sale, nor for the late sale it stops', async () => {
    await sendPing(refundOf(3));
    await sendPing(salePing(buyer(3)));
    expect(await spots()).toMatchObject({ taken: 0 });
  });

  it('counts imported sales like pinged ones, and an import of the same file again adds none', async () => {
    await sendPing(salePing(buyer(4)));
    const csvData = buildSalesExport(generatedSales(3, 'spots-import'));
    for (let run = 0; run < 2; run++) {
      const res = await callFunction('importGumroadOrders', { csvData }, admin.idToken);
      expect(res.error).toBeUndefined();
    }
    expect(await spots()).toMatchObject({ taken: 4, left: 96 });
    expect(await completedSales()).toBe(4);
  });

  it('takes none for a crew certificate an admin makes', async () => {
    const res = await callFunction('createCertificate', { fullName: 'Deck Hand', city: null, issueDate: '2025-05-01' }, admin.idToken);
    expect(res.error).toBeUndefined();
    expect((await db().collection('certificates').count().get()).data().count).toBe(1);
    expect(await spots()).toMatchObject({ taken: 0, left: 100 });
  });
});

/**
 * Twenty pings racing for the last spots, on the emulator's Firestore, through the function the ping endpoint runs
 * (handlePing) called from here: the Functions emulator starts one Node process per request in flight, and twenty of
 * them starting at once tested the emulator more than the counter. Deliveries at once over HTTP are gumroad-ping's.
 */
describe('the last spots', () => {
  beforeAll(loadLocalFunctionSecrets);

  it(
    '20 buyers at once for the last 5: 20 certificates, none left, 15 oversold, no member number twice',
    async () => {
      await setCap(5);
      const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => handlePing(salePing(buyer(100 + i)), PING_SECRET)));
      expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));

      const certificates = (await db().collection('certificates').get()).docs.map((d) => d.get('member_number') as number);
      expect(certificates).toHaveLength(20);
      expect(new Set(certificates).size).toBe(20);
      const result = await spots();
      expect(result).toEqual({ cap: 5, taken: 20, left: 0 });
      expect(result.taken - result.cap).toBe(15);
      expect(await completedSales()).toBe(20);
    },
    BURST_TIMEOUT_MS,
  );
});

/** The counter put right from the sales: `npm run recount` for drift, the deploy's backfill for a missing counter. */
const recountScript = () => promisify(execFile)(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'scripts/recount.ts')], { cwd: ROOT });
const counter = () => db().doc('counters/founding_spots');
const storedTaken = async () => (await counter().get()).get('taken') as number | undefined;

/** Three paid sales and one of them refunded: two spots taken, as the pings leave the counter. */
async function sellThreeRefundOne(): Promise<void> {
  for (const n of [1, 2, 3]) expect((await sendPing(salePing(buyer(n)))).status).toBe(200);
  expect((await sendPing(refundOf(2))).status).toBe(200);
  expect(await storedTaken()).toBe(2);
}

describe('npm run recount', () => {
  it('sets a drifted counter to the completed sales, says what it was, and leaves a right one alone', async () => {
    await sellThreeRefundOne();
    // Drift: a hand edit, or a counter from before a bug was fixed: the site would show 57 spots gone.
    await counter().set({ taken: 57 }, { merge: true });

    const first = await recountScript();
    expect(first.stdout.trim()).toBe('Founding spots (the local emulators): 57 taken before, 2 taken now.');
    expect(await storedTaken()).toBe(2);

    const again = await recountScript();
    expect(again.stdout.trim()).toBe('Founding spots (the local emulators): 2 taken, already right.');
    expect(await storedTaken()).toBe(2);
  });
});

describe("the deploy's backfill", () => {
  it('writes a missing counter from the sales, and leaves a present one to the sales that keep it', async () => {
    await sellThreeRefundOne();
    // A project whose sales were recorded before the counter existed.
    await counter().delete();

    expect(await recountWhenMissing(db())).toEqual({ before: null, after: 2, changed: true });
    expect(await storedTaken()).toBe(2);

    // Once present, the next deploy does not touch it (a recount is the owner's call: npm run recount).
    await counter().set({ taken: 3 }, { merge: true });
    expect(await recountWhenMissing(db())).toBeNull();
    expect(await storedTaken()).toBe(3);
  });
});
