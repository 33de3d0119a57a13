import { FieldValue, type DocumentData, type DocumentReference } from 'firebase-admin/firestore';
import { adminDb, callFunction, createUser, resetAuth, resetFirestore, urls } from '../../tests/support/emulators';
import { issueCertificate } from '../../tests/support/certificates';
import { loadLocalFunctionSecrets } from '../../tests/support/local-secrets';
import { clearInbox, inbox } from '../../tests/support/maildev';
import { clearSendGridFaults, failSendGridRequests } from '../../tests/support/sendgrid-faults';
import { sendBroadcastToSubscribers } from '../../functions/src/email/broadcast-sender';
import { openDeliveryWriter, type DeliveryWriter } from '../../functions/src/email/delivery-claims';
import { collectEvent, COLLECT_RATE_LIMIT } from '../../functions/src/insights/collect';
import { rateLimitWindowStart } from '../../functions/src/lib/rate-limit';
import { semaphore } from '../../functions/src/lib/semaphore';
import { COLLECTIONS, DOCS, SUBCOLLECTIONS } from '../../functions/src/shared/collections';
import { subscriberIdForEmail } from '../../functions/src/shared/subscribers';
import {
  AFFILIATE_CODES_PER_SHARD,
  addCounters,
  count,
  INSIGHTS_COLLECTION,
  INSIGHTS_SHARDS,
  OTHER_KEY,
  type Counters,
} from '../../functions/src/shared/insights/counters';
import { INSIGHTS_COLLECT_PATH, type InsightEvent } from '../../functions/src/shared/insights/events';
import {
  certificateImagePath,
  certificateStoryImagePath,
  DEFAULT_PREVIEW_IMAGE_PATH,
  quizResultImagePath,
  quizResultStoryImagePath,
} from '../../functions/src/shared/paths';
import { QUIZ_RESULT_TYPES } from '../../functions/src/shared/quiz/results';

/**
 * What strangers can do to the public endpoints, measured on the emulators
 * (issue 20): a flood from one address beside honest visitors, 20,000 made-up
 * affiliate codes in one day, 500 picture requests spelled to dodge the CDN,
 * and a broadcast on a bad network. Each part prints its figures, and a table
 * of them closes the run.
 */
export const name = 'abuse: a flood beside honest visitors, unbounded codes, picture requests, a broadcast on a bad network';
export const needsEmulators = true;

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
/** A Fastly edge of Hosting's CDN: the last X-Forwarded-For entry of every request that came through it. */
const CDN_EDGE = '151.101.65.195';

const FLOOD_BEACONS = 5_000;
const HONEST_VISITORS = 20;
const HONEST_EVENTS_EACH = 20;
const DISTINCT_CODES = 20_000;
const PICTURE_REQUESTS = 500;
const CERTIFICATES = 3;
const BROADCAST_RECIPIENTS = 2_500;
const EMULATOR_CONCURRENCY = 6;
const FLOOD_SENDERS = 4;

const summary: [string, string, string][] = [];
const fmt = (n: number) => n.toLocaleString('en-US');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The Functions emulator runs one Node process per request in flight and starts another whenever all are busy; on a
 * small shared machine a few dozen requests at once make it start hundreds. Every request of this bench passes this
 * gate, so the emulator's pool stays small: the figures are about what gets counted or drawn, not about throughput.
 */
const emulatorSlot = semaphore(EMULATOR_CONCURRENCY);

/** `senders` scripts, each sending its share of `items` one after another, as fast as answers come. */
async function senders<T, R>(items: T[], count: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: count }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i]!, i);
      }
    }),
  );
  return results;
}

/** A beacon as a page of the site sends it, reaching the function as Hosting's CDN passes it on (visitor in Fastly-Client-IP). */
async function beacon(event: InsightEvent, visitor: string): Promise<number> {
  try {
    const res = await emulatorSlot(() =>
      fetch(`${urls().site}${INSIGHTS_COLLECT_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          'user-agent': BROWSER,
          origin: urls().site,
          'fastly-client-ip': visitor,
          'x-forwarded-for': `${visitor}, ${CDN_EDGE}`,
        },
        body: JSON.stringify(event),
        signal: AbortSignal.timeout(60_000),
      }),
    );
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

async function storedCounters(): Promise<{ counters: Counters; shards: FirebaseFirestore.QueryDocumentSnapshot[] }> {
  const shards = (await adminDb().collection(INSIGHTS_COLLECTION).get()).docs;
  return { counters: shards.reduce<Counters>((sum, d) => addCounters(sum, d.data()), {}), shards };
}

/** How many of each answer, e.g. {"204":5000} or {"counted":19990,"limited":10}. */
const tally = (answers: (number | string)[]) =>
  JSON.stringify(Object.fromEntries([...new Set(answers)].sort().map((a) => [a, answers.filter((x) => x === a).length])));

/** a. One address floods /api/collect while 20 honest visitors browse; each side sends an event of its own kind. */
async function flood(): Promise<void> {
  await resetFirestore();
  const { windowMs, max } = COLLECT_RATE_LIMIT;
  // A fixed window: a flood that straddles two windows may count `max` in each. Start in a fresh one when little is left.
  const left = rateLimitWindowStart(Date.now(), windowMs) + windowMs - Date.now();
  if (left < 240_000) {
    console.log(`  waiting ${Math.ceil(left / 1000)} s for the next rate-limit window, so the flood fits in one`);
    await sleep(left + 1_000);
  }
  const firstWindow = rateLimitWindowStart(Date.now(), windowMs);
  const flooder = '198.51.100.66';
  const started = performance.now();
  const floodSends = senders(Array.from({ length: FLOOD_BEACONS }), FLOOD_SENDERS, () => beacon({ name: 'quiz_started' }, flooder));
  // Honest visitors browse at a person's pace while the flood runs: a page every half second or so.
  const honestSends = Promise.all(
    Array.from({ length: HONEST_VISITORS }, async (_, v) => {
      const statuses: number[] = [];
      for (let i = 0; i < HONEST_EVENTS_EACH; i++) {
        await sleep(300 + Math.random() * 700);
        statuses.push(await beacon({ name: 'quiz_finished', result: 'newblood' }, `203.0.113.${v + 10}`));
      }
      return statuses;
    }),
  );
  const [floodStatuses, honestStatuses] = await Promise.all([floodSends, honestSends]);
  const seconds = (performance.now() - started) / 1000;
  const windows = (rateLimitWindowStart(Date.now(), windowMs) - firstWindow) / windowMs + 1;

  const { counters } = await storedCounters();
  const floodCounted = count(counters, 'quiz_started');
  const honestCounted = count(counters, 'quiz_finished', 'newblood');
  const honestSent = HONEST_VISITORS * HONEST_EVENTS_EACH;
  console.log(
    `  ${fmt(FLOOD_BEACONS)} beacons from one address (${FLOOD_SENDERS} senders) and ${honestSent} from ${HONEST_VISITORS} others, ` +
      `through the Hosting rewrite ${INSIGHTS_COLLECT_PATH}, in ${seconds.toFixed(0)} s (${((FLOOD_BEACONS + honestSent) / seconds).toFixed(0)} requests/s, as fast as the emulator answers; ${windows} rate-limit window${windows > 1 ? 's' : ''})`,
  );
  console.log(`  answers: flood ${tally(floodStatuses)}, honest ${tally(honestStatuses.flat())} (0 = no answer within 60 s)`);
  console.log(
    `  counted: honest visitors ${honestCounted} of ${honestSent}; flooding address ${fmt(floodCounted)} of ${fmt(FLOOD_BEACONS)} (limit ${max} per ${windowMs / 60_000} minutes)`,
  );
  summary.push(
    ["honest visitors' events counted", `${honestCounted} of ${honestSent}`, 'all'],
    [
      "flooding address's events counted",
      `${fmt(floodCounted)} of ${fmt(FLOOD_BEACONS)}`,
      `${max * windows} (${max} per window, ${windows} window${windows > 1 ? 's' : ''})`,
    ],
  );
}

/** Firestore's string size: UTF-8 bytes + 1 (https://firebase.google.com/docs/firestore/storage-size). */
const stringSize = (s: string) => Buffer.byteLength(s, 'utf8') + 1;

/** Size of a field value as Firestore counts it; a map counts as the sum of its fields (field name + value). */
function valueSize(value: unknown): number {
  if (value === null || typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 8;
  if (typeof value === 'string') return stringSize(value);
  if (Array.isArray(value)) return value.reduce((sum: number, v) => sum + valueSize(v), 0);
  if (value && typeof value === 'object' && 'toMillis' in value) return 8;
  return fieldsSize(value as Record<string, unknown>);
}
const fieldsSize = (fields: Record<string, unknown>) =>
  Object.entries(fields).reduce((sum, [k, v]) => sum + stringSize(k) + valueSize(v), 0);

/** A stored document's size: its name (each collection and document id of its path, + 16), its fields, + 32. */
function documentSize(ref: DocumentReference, data: DocumentData): number {
  const name = ref.path.split('/').reduce((sum, id) => sum + stringSize(id), 16);
  return name + fieldsSize(data) + 32;
}

/**
 * b. 20,000 distinct affiliate codes of the longest allowed length (64), from 100 addresses, in one day. These run the
 * function's own counting code (collectEvent, the handler's whole work after its header checks) in this process against
 * the Firestore emulator, 32 at a time: through the Functions emulator 20,000 requests would take the better part of
 * an hour on this machine, and what is measured here is what reaches Firestore.
 */
async function distinctCodes(): Promise<void> {
  await resetFirestore();
  const addresses = 100;
  const code = (i: number) => `${'a'.repeat(58)}${String(i).padStart(6, '0')}`;
  const started = performance.now();
  const outcomes = await senders(Array.from({ length: DISTINCT_CODES }), 32, (_, i) =>
    collectEvent(JSON.stringify({ name: 'checkout_clicked', page: '/', affiliate: code(i) }), {
      userAgent: BROWSER,
      address: `192.0.2.${(i % addresses) + 1}`,
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const { counters, shards } = await storedCounters();
  const sizes = shards.map((d) => documentSize(d.ref, d.data()));
  const codesPerShard = shards.map(
    (d) => Object.keys((d.get('checkout_by_affiliate') ?? {}) as object).filter((k) => k !== OTHER_KEY).length,
  );
  const byCode = (counters.checkout_by_affiliate ?? {}) as Record<string, number>;
  const named = Object.keys(byCode).filter((k) => k !== OTHER_KEY).length;
  const largest = Math.max(...sizes);
  console.log(
    `  ${fmt(DISTINCT_CODES)} checkout clicks, each with its own 64-character code, in ${seconds.toFixed(0)} s; outcomes ${tally(outcomes)}`,
  );
  console.log(
    `  ${shards.length} shards of the day (${INSIGHTS_SHARDS} possible): largest ${kb(largest)}, all together ${kb(sizes.reduce((a, b) => a + b, 0))}; ` +
      `codes kept by name per shard: at most ${Math.max(...codesPerShard)} (cap ${AFFILIATE_CODES_PER_SHARD}, a few more where clicks raced)`,
  );
  console.log(
    `  clicks counted: ${fmt(count(counters, 'checkout_clicked'))}; by code: ${fmt(named)} codes by name, ${fmt(byCode[OTHER_KEY] ?? 0)} clicks as ${OTHER_KEY}`,
  );
  console.log(
    '  (size as Firestore counts it: document name = each path id in UTF-8 + 1, + 16; each field name + 1 and its value, integers 8; + 32)',
  );
  summary.push(
    ['largest shard after 20,000 codes', kb(largest), 'under 64 KB'],
    ['all shards of that day', `${kb(sizes.reduce((a, b) => a + b, 0))} in ${shards.length} documents`, ''],
  );
}

/** c. 500 picture requests with random query strings, trailing slashes, unknown types and ids; which of them drew? */
async function pictures(): Promise<void> {
  await resetFirestore();
  const ids: string[] = [];
  for (let i = 0; i < CERTIFICATES; i++) {
    const { id } = await issueCertificate({
      fullName: `Bench Floater ${i}`,
      city: 'Cleveland',
      issueDateIso: '2025-05-01',
      userId: null,
      source: 'gumroad',
    });
    ids.push(id);
  }
  const real = [
    ...QUIZ_RESULT_TYPES.flatMap((t) => [quizResultImagePath(t), quizResultStoryImagePath(t)]),
    ...ids.flatMap((id) => [certificateImagePath(id), certificateStoryImagePath(id)]),
  ];
  const junk = () => Math.random().toString(36).slice(2, 10);
  const spellings = [
    () => `${real[Math.floor(Math.random() * real.length)]}?v=${junk()}`,
    () => `${real[Math.floor(Math.random() * real.length)]}/`,
    () => `${quizResultStoryImagePath(`type-${junk()}`)}?utm_source=${junk()}`,
    () => quizResultImagePath(`type-${junk()}`),
    () => certificateStoryImagePath(`floater-${junk()}`),
    () => `${certificateImagePath(`floater-${junk()}`)}?x=${junk()}`,
  ];
  const paths = Array.from({ length: PICTURE_REQUESTS }, (_, i) => spellings[i % spellings.length]!());
  const get = (path: string) =>
    emulatorSlot(async () => {
      const started = performance.now();
      const res = await fetch(`${urls().site}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(120_000) });
      const drawn = res.status === 200 && !!res.headers.get('content-type')?.startsWith('image/png');
      await res.arrayBuffer();
      return { status: res.status, drawn, location: res.headers.get('location'), ms: performance.now() - started };
    });
  const answers = await Promise.all(paths.map(get));
  const targets = new Set(answers.map((a) => a.location).filter((l): l is string => !!l && l !== DEFAULT_PREVIEW_IMAGE_PATH));
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  // What a CDN does: each address it is sent to is fetched from the function once, then served from its cache.
  const canonical = await Promise.all([...targets].map(get));
  const drawnByRequests = answers.filter((a) => a.drawn).length;
  const drawnByTargets = canonical.filter((a) => a.drawn).length;
  console.log(
    `  ${PICTURE_REQUESTS} requests through Hosting: answers ${tally(answers.map((a) => a.status))}; drew a picture: ${drawnByRequests}`,
  );
  console.log(
    `  they point to ${targets.size} distinct addresses, all real pictures (${real.length} exist): ${[...targets].every((t) => real.includes(t)) ? 'yes' : 'NO'}; ` +
      `each fetched once, as the CDN does before caching it: ${drawnByTargets} drawings`,
  );
  console.log(
    `  median time: redirect or 404 ${median(answers.map((a) => a.ms)).toFixed(0)} ms, a drawing ${median(canonical.map((a) => a.ms)).toFixed(0)} ms ` +
      '(a 200 image/png is the only answer that draws: share-reply.ts draws only inside picture(), at the canonical address)',
  );
  summary.push([
    `drawings for ${PICTURE_REQUESTS} picture requests`,
    `${drawnByRequests} + ${drawnByTargets} for the ${targets.size} addresses they redirect to`,
    `at most ${real.length} (the real pictures)`,
  ]);
}

/**
 * d. A broadcast on a bad network: the answers to three record creates are lost, SendGrid takes the second batch but the
 * connection dies before its answer, then refuses the third with a 503; the admin presses Send twice more.
 */
async function broadcast(): Promise<void> {
  loadLocalFunctionSecrets();
  await Promise.all([resetFirestore(), resetAuth(), clearInbox(), clearSendGridFaults()]);
  const admin = await createUser('bench-admin@clevelandfloaters.test', { admin: true });
  await adminDb().doc(DOCS.emailSettings).set({
    sender_name: 'Cleveland Floaters',
    sender_email: 'crew@clevelandfloaters.com',
    reply_to_email: 'captain@clevelandfloaters.com',
  });
  const people = Array.from({ length: BROADCAST_RECIPIENTS }, (_, i) => ({ email: `fault${i}@example.com`, first_name: `Floater${i}` }));
  const writer = adminDb().bulkWriter();
  for (const p of people) {
    writer.set(adminDb().doc(`${COLLECTIONS.subscribers}/${subscriberIdForEmail(p.email)}`), {
      ...p,
      city: null,
      state: null,
      status: 'active',
      source: 'gumroad',
      created_at: FieldValue.serverTimestamp(),
      certificate_id: null,
    });
  }
  await writer.close();
  const draft = await adminDb().collection(COLLECTIONS.emailBroadcasts).add({
    name: 'Bench',
    subject: 'Ahoy {{first_name}}',
    preheader: 'Bench',
    body: '<p>Ahoy {{first_name}}!</p>',
    status: 'draft',
    created_by: admin.uid,
    created_at: FieldValue.serverTimestamp(),
  });

  let creates = 0;
  const lossyWriter = (): DeliveryWriter => {
    const real = openDeliveryWriter();
    return {
      // Firestore applies the create, the answer is lost, the writer retries and meets the record it made.
      create: (ref, data) => (++creates > 3 ? real.create(ref, data) : ref.create(data).then(() => ref.create(data))),
      close: () => real.close(),
    };
  };
  await failSendGridRequests({ after: 1, fail: 1, drop: true });
  const outcomes: string[] = [];
  const first = await sendBroadcastToSubscribers(draft.id, Date.now() + 600_000, lossyWriter).then(
    (r) => `sent ${r.sent}`,
    (err: Error) => err.message,
  );
  outcomes.push(first);
  await clearSendGridFaults();
  await failSendGridRequests({ after: 0, fail: 1, status: 503 });
  const second = await callFunction<{ sent: number }>('sendBroadcast', { broadcastId: draft.id }, admin.idToken);
  outcomes.push(second.error?.message ?? `sent ${second.result?.sent}`);
  await clearSendGridFaults();
  const third = await callFunction<{ sent: number; done: boolean }>('sendBroadcast', { broadcastId: draft.id }, admin.idToken);
  outcomes.push(third.error?.message ?? `sent ${third.result?.sent}, done ${third.result?.done}`);

  // MailDev gets the stand-in's messages a little after its answer: wait until the inbox stops growing.
  let mails = await inbox();
  for (let settled = 0; settled < 5;) {
    await sleep(1_000);
    const now = await inbox();
    settled = now.length === mails.length ? settled + 1 : 0;
    mails = now;
  }
  const to = mails.map((m) => m.to[0]!.address);
  const unique = new Set(to);
  const missed = people.filter((p) => !unique.has(p.email)).length;
  const records = await draft.collection(SUBCOLLECTIONS.deliveries).get();
  outcomes.forEach((o, i) => console.log(`  send ${i + 1}: ${o}`));
  console.log(
    `  delivery records by status: ${tally(records.docs.map((d) => String(d.get('status'))))} (unconfirmed: the cut batch, which SendGrid did take; never resent)`,
  );
  console.log(
    `  recipients ${fmt(people.length)}; emails in MailDev ${fmt(to.length)}; duplicates ${to.length - unique.size}; missed ${missed}`,
  );
  summary.push([
    'broadcast with lost answers, a cut connection and a 503',
    `${fmt(people.length)} recipients, ${fmt(to.length)} delivered, ${to.length - unique.size} duplicates, ${missed} missed`,
    'each recipient once',
  ]);
  await clearInbox();
}

export async function run(): Promise<void> {
  console.log('  a. a flood from one address beside honest visitors');
  await flood();
  console.log('  b. distinct affiliate codes in one day');
  await distinctCodes();
  console.log('  c. picture requests spelled to miss the CDN');
  await pictures();
  console.log('  d. a broadcast on a bad network');
  await broadcast();

  const widths = [0, 1, 2].map((c) => Math.max(...[['figure', 'measured', 'target'], ...summary].map((r) => r[c]!.length)));
  const row = (r: string[]) => `  | ${r.map((cell, c) => cell.padEnd(widths[c]!)).join(' | ')} |`;
  console.log(`\n${row(['figure', 'measured', 'target'])}\n${row(widths.map((w) => '-'.repeat(w)))}`);
  for (const r of summary) console.log(row(r));
}
