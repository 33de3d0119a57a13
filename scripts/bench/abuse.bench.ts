import { FieldValue, type DocumentData, type DocumentReference } from 'firebase-admin/firestore';
import { adminDb, callFunction, createUser, resetAuth, resetFirestore, urls } from '../../tests/support/emulators';
import { watchEmulatorOutput } from '../lib/stack';
import { issueCertificate } from '../../tests/support/certificates';
import { loadLocalFunctionSecrets } from '../../tests/support/local-secrets';
import { clearInbox, inbox } from '../../tests/support/maildev';
import { clearSendGridFaults, failSendGridRequests } from '../../tests/support/sendgrid-faults';
import { sendBroadcastToSubscribers } from '../../functions/src/email/broadcast-sender';
import { openDeliveryWriter, type DeliveryWriter } from '../../functions/src/email/delivery-claims';
import { collectEvent, COLLECT_RATE_LIMIT } from '../../functions/src/insights/collect';
import { rateLimitWindowStart } from '../../functions/src/lib/rate-limit';
import { MEMORY_CACHE_LOAD_LOG, sharedMaxAgeMs } from '../../functions/src/lib/memory-cache';
import { IMAGE_CACHE_CONTROL } from '../../functions/src/certificates/share-image';
import { semaphore } from '../../functions/src/lib/semaphore';
import { CONFIRMATION_EMAILS_PER_ADDRESS_DAY } from '../../functions/src/sign-up/sign-up';
import { FOUNDERS_FEEDS, FOUNDERS_FEED_CACHE_SECONDS } from '../../functions/src/shared/certificates/founders-feed';
import { FOUNDING_SPOTS_CACHE_SECONDS, FOUNDING_SPOTS_PATH } from '../../functions/src/shared/membership/founding-spots';
import { CONSENT_SENTENCES, SIGN_UP_MODES } from '../../functions/src/shared/sign-up/sign-up';
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
 * What strangers can do to the public endpoints, on the emulators (issues 20, 36): floods, made-up affiliate codes,
 * CDN-dodging picture requests, a broadcast on a bad network, direct-address floods, a sign-up mail flood.
 * `ABUSE_PARTS=e,f` picks parts; `FLOATERS_MEMORY_CACHE=off` measures without the per-instance caches
 * (lib/memory-cache.ts), read when the stack starts.
 */
process.env.FLOATERS_MEMORY_CACHE ??= 'on';

export const name =
  'abuse: a flood beside honest visitors, unbounded codes, picture requests, a broadcast on a bad network, floods at direct addresses, a sign-up mail flood';
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

const DIRECT_REQUESTS = 1_000;
const DIRECT_ROUNDS = 3;
const SIGN_UPS_AT_ONE_ADDRESS = 60;

const summary: [string, string, string][] = [];
const fmt = (n: number) => n.toLocaleString('en-US');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

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
 * b. 20,000 distinct affiliate codes of the longest length (64) from 100 addresses in one day, run through collectEvent
 * in this process against the Firestore emulator, 32 at a time: through the Functions emulator this would take most of
 * an hour, and what matters is what reaches Firestore.
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

/** MailDev gets the stand-in's messages a little after its answer: the inbox once it has stopped growing for 5 s. */
async function settledInbox(): Promise<Awaited<ReturnType<typeof inbox>>> {
  let mails = await inbox();
  for (let settled = 0; settled < 5;) {
    await sleep(1_000);
    const now = await inbox();
    settled = now.length === mails.length ? settled + 1 : 0;
    mails = now;
  }
  return mails;
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

  const mails = await settledInbox();
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

interface CacheLoad {
  cache: string;
  key: string;
  instance: string;
}

/**
 * The functions' own `memory cache load` lines (lib/memory-cache.ts: one per Firestore read or drawing a cache let
 * through, naming the instance), as the emulators print them from now until `stop()`.
 */
function watchCacheLoads(): { loads: CacheLoad[]; stop: () => void } {
  const loads: CacheLoad[] = [];
  const stop = watchEmulatorOutput((line) => {
    if (!line.includes(MEMORY_CACHE_LOAD_LOG)) return;
    try {
      const entry = JSON.parse(line.slice(line.indexOf('{'))) as Partial<CacheLoad> & { message?: string };
      if (entry.message === MEMORY_CACHE_LOAD_LOG && entry.cache && entry.key && entry.instance) {
        loads.push({ cache: entry.cache, key: entry.key, instance: entry.instance });
      }
    } catch {
      // Not a function's log line in one piece: nothing to count.
    }
  });
  return { loads, stop };
}

/** A function's log reaches the emulators' output a little after its answer: waits until no line came for 2 s. */
async function settled(loads: CacheLoad[]): Promise<void> {
  for (let seen = -1; seen !== loads.length;) {
    seen = loads.length;
    await sleep(2_000);
  }
}

/** An endpoint at its function's own address, and what one load of its cache costs. */
interface DirectTarget {
  label: string;
  url: string;
  /** An address of the same function that answers without a read or a drawing, to start its workers untimed. */
  warmUrl: string;
  /** The cache and key its loads are logged under (null: it has no cache, as the reference). */
  cache: { name: string; key: string; ttlMs: number } | null;
  reads: number;
  drawings: number;
}

interface DirectRound {
  seconds: number;
  statuses: number[];
  loads: CacheLoad[];
}

/** 1,000 requests at `url`, EMULATOR_CONCURRENCY at a time, as fast as the emulator answers; three rounds. */
async function directRounds(target: DirectTarget): Promise<DirectRound[]> {
  // The emulator starts a worker per request in flight; many cold starts at once can stall it (requests unanswered for
  // minutes on a busy host). Grow the pool two at a time first, so the rounds measure warm handling.
  for (let k = 2; k <= EMULATOR_CONCURRENCY; k += 2) {
    await Promise.all(
      Array.from({ length: k }, () =>
        fetch(target.warmUrl, { signal: AbortSignal.timeout(120_000) }).then(
          (r) => r.arrayBuffer(),
          () => null,
        ),
      ),
    );
  }
  const rounds: DirectRound[] = [];
  for (let r = 0; r < DIRECT_ROUNDS; r++) {
    const watch = watchCacheLoads();
    const started = performance.now();
    const statuses = await senders(Array.from({ length: DIRECT_REQUESTS }), EMULATOR_CONCURRENCY, async () => {
      try {
        const res = await fetch(target.url, { signal: AbortSignal.timeout(120_000) });
        await res.arrayBuffer();
        return res.status;
      } catch {
        return 0;
      }
    });
    const seconds = (performance.now() - started) / 1000;
    await settled(watch.loads);
    watch.stop();
    const loads = target.cache ? watch.loads.filter((l) => l.cache === target.cache!.name && l.key === target.cache!.key) : [];
    rounds.push({ seconds, statuses, loads });
  }
  return rounds;
}

const rate = (round: DirectRound) => DIRECT_REQUESTS / round.seconds;

/**
 * e. 1,000 requests at the functions' own addresses, where no CDN stands: /api/spots, the newest founders (20) and a
 * certificate's og.png. Loads counted from the functions' cache logs must stay within instances x cache periods;
 * `health` at its own address is the emulator's reference pace.
 */
async function directFloods(): Promise<void> {
  await resetFirestore();
  const newest = FOUNDERS_FEEDS.newest;
  const ids: string[] = [];
  for (let i = 0; i < newest.size; i++) {
    const { id } = await issueCertificate({
      fullName: `Direct Floater ${i}`,
      city: 'Cleveland',
      issueDateIso: '2025-05-01',
      userId: null,
      source: 'gumroad',
    });
    ids.push(id);
  }
  const picture = certificateImagePath(ids[0]!);
  const fn = (name: string, path: string) => `${urls().functions}/${name}${path}`;
  const targets: DirectTarget[] = [
    {
      label: '`/api/spots` (foundingSpots)',
      url: fn('foundingSpots', FOUNDING_SPOTS_PATH),
      // A query string is refused before any read.
      warmUrl: fn('foundingSpots', `${FOUNDING_SPOTS_PATH}?warm`),
      cache: { name: 'foundingSpots', key: FOUNDING_SPOTS_PATH, ttlMs: FOUNDING_SPOTS_CACHE_SECONDS * 1000 },
      reads: 2,
      drawings: 0,
    },
    {
      label: `\`${newest.path}\` (foundersFeed)`,
      url: fn('foundersFeed', newest.path),
      warmUrl: fn('foundersFeed', `${newest.path}?warm`),
      cache: { name: 'foundersFeed', key: newest.path, ttlMs: FOUNDERS_FEED_CACHE_SECONDS * 1000 },
      reads: newest.size,
      drawings: 0,
    },
    {
      label: "a certificate's `og.png` (ogCertificate)",
      url: fn('ogCertificate', picture),
      // An unknown quiz type's picture: a 404 before any read or drawing.
      warmUrl: fn('ogCertificate', quizResultImagePath('warm')),
      cache: { name: 'pictures', key: picture, ttlMs: sharedMaxAgeMs(IMAGE_CACHE_CONTROL.certificate) },
      reads: 1,
      drawings: 1,
    },
  ];
  const reference = await directRounds({
    label: 'health',
    url: fn('health', ''),
    warmUrl: fn('health', ''),
    cache: null,
    reads: 0,
    drawings: 0,
  });
  const referenceRate = median(reference.map(rate));
  console.log(
    `  reference: \`health\` at its own address (answers at once, reads nothing): ${reference.map((r) => rate(r).toFixed(0)).join(', ')} requests/s, median ${referenceRate.toFixed(0)}; answers ${tally(reference.flatMap((r) => r.statuses))}`,
  );
  console.log(
    `  caches ${process.env.FLOATERS_MEMORY_CACHE === 'off' ? 'OFF (the code before them: a load per request)' : 'on, as deployed'}; ${EMULATOR_CONCURRENCY} requests in flight`,
  );
  for (const target of targets) {
    const { name: cacheName, ttlMs } = target.cache!;
    const rounds = await directRounds(target);
    const instances = new Set<string>();
    const figures = rounds.map((round) => {
      round.loads.forEach((l) => instances.add(l.instance));
      // An instance loads again only once its answer is ttlMs old: at most one load per period a round touches.
      const periods = Math.floor((round.seconds * 1000) / ttlMs) + 1;
      const perInstance = [...instances].map((i) => round.loads.filter((l) => l.instance === i).length);
      return { loads: round.loads.length, periods, bound: instances.size * periods, within: Math.max(0, ...perInstance) <= periods };
    });
    const rates = rounds.map(rate);
    const what = `${target.reads} read${target.reads > 1 ? 's' : ''}${target.drawings ? ` and ${target.drawings} drawing` : ''}`;
    const perThousand = (n: number) => Math.round((n * 1000) / DIRECT_REQUESTS);
    const reads = figures.map((f) => perThousand(f.loads * target.reads));
    const drawings = figures.map((f) => perThousand(f.loads * target.drawings));
    const bound = figures.map((f) => f.bound * target.reads);
    const ok = figures.every((f) => f.within);
    console.log(`  ${target.label} at its own address, ${fmt(DIRECT_REQUESTS)} requests x ${DIRECT_ROUNDS}:`);
    console.log(
      `    ${rates.map((r) => r.toFixed(0)).join(', ')} requests/s, median ${median(rates).toFixed(0)} (${(median(rates) / referenceRate).toFixed(2)} of the reference); answers ${tally(rounds.flatMap((r) => r.statuses))}`,
    );
    console.log(
      `    cache loads (${what} each, logged by '${cacheName}'): ${figures.map((f) => f.loads).join(', ')}; ` +
        `Firestore reads per ${fmt(DIRECT_REQUESTS)} requests: ${reads.join(', ')}` +
        (target.drawings ? `; pictures drawn: ${drawings.join(', ')}` : ''),
    );
    console.log(
      `    instances that loaded: ${instances.size}; cache period ${ttlMs / 1000} s, ${figures.map((f) => f.periods).join(', ')} period(s) a round; ` +
        `bound (instances x periods x reads): ${bound.join(', ')}; every instance within one load a period: ${ok ? 'yes' : 'NO'}`,
    );
    summary.push([
      `${target.label} at its own address: reads${target.drawings ? ', drawings' : ''} per ${fmt(DIRECT_REQUESTS)} requests`,
      `${reads.join(', ')}${target.drawings ? `; ${drawings.join(', ')}` : ''} (${instances.size} instances, ${median(rates).toFixed(0)} requests/s)`,
      `<= ${bound.join(', ')} (instances x ${ttlMs / 1000} s periods x ${target.reads})`,
    ]);
  }
  summary.push(['reference: `health` at its own address', `${referenceRate.toFixed(0)} requests/s`, '']);
}

/**
 * The signUp callable as the web SDK calls it, from `address` (Google's front end appends the caller's address as the
 * last X-Forwarded-For entry): 'accepted', a refusal's status, or 'no answer' within 120 s.
 */
async function signUpFrom(address: string, data: unknown): Promise<string> {
  try {
    const res = await fetch(`${urls().functions}/signUp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ data }),
      signal: AbortSignal.timeout(120_000),
    });
    const body = (await res.json()) as { result?: unknown; error?: { status: string } };
    return body.result ? 'accepted' : (body.error?.status ?? String(res.status));
  } catch {
    return 'no answer';
  }
}

/** Names a person might give, each allowed by the sign-up form's name rule (shared/sign-up/sign-up.ts). */
const FIRST_NAMES = ['Ann', 'Bob', "D'Arcy", 'Eve-Marie', 'J. R.', 'Zoë', 'Li', 'Óscar', 'Mary Ann', 'Kay'];

/**
 * f. A sign-up mail flood at one address: 60 sign-ups through the real signUp path, alternating the two lists and
 * the names, each from a network of its own (so no per-network limit stands in the way, as for a sender with many
 * addresses), then the emails MailDev got for that address.
 */
async function signUpMailFlood(): Promise<void> {
  await Promise.all([resetFirestore(), clearInbox()]);
  const target = 'flood-target@example.com';
  // Untimed: the emulator starts a worker per call in flight, two more at a time (a refused form touches no limit).
  for (let k = 2; k <= EMULATOR_CONCURRENCY; k += 2) await Promise.all(Array.from({ length: k }, () => signUpFrom('2001:db8:ffff::1', {})));
  let network = 0;
  const started = performance.now();
  const answers = await senders(Array.from({ length: SIGN_UPS_AT_ONE_ADDRESS }), EMULATOR_CONCURRENCY, async (_, i) => {
    const mode = SIGN_UP_MODES[i % SIGN_UP_MODES.length]!;
    const data = {
      email: target,
      first_name: FIRST_NAMES[i % FIRST_NAMES.length]!,
      mode,
      consent: CONSENT_SENTENCES[mode][0],
      website: '',
    };
    // A /48 of its own each time escapes both network tiers, as for a sender with many networks.
    return signUpFrom(`2001:db8:${(++network).toString(16)}::1`, data);
  });
  const seconds = (performance.now() - started) / 1000;
  const toTarget = (await settledInbox()).filter((m) => m.to.some((t) => t.address.toLowerCase() === target));
  console.log(
    `  ${SIGN_UPS_AT_ONE_ADDRESS} sign-ups for one address in ${seconds.toFixed(0)} s, alternating launch news and the waitlist, ${FIRST_NAMES.length} names, each from its own network; answers ${tally(answers)}`,
  );
  console.log(
    `  emails MailDev got for that address: ${toTarget.length} (${tally(toTarget.map((m) => m.subject))}); limit ${CONFIRMATION_EMAILS_PER_ADDRESS_DAY} a day across both lists`,
  );
  summary.push([
    `confirmation emails to one address after ${SIGN_UPS_AT_ONE_ADDRESS} sign-ups, both lists`,
    `${toTarget.length}`,
    `<= ${CONFIRMATION_EMAILS_PER_ADDRESS_DAY} a day`,
  ]);
  await clearInbox();
}

const PARTS: [string, string, () => Promise<void>][] = [
  ['a', 'a flood from one address beside honest visitors', flood],
  ['b', 'distinct affiliate codes in one day', distinctCodes],
  ['c', 'picture requests spelled to miss the CDN', pictures],
  ['d', 'a broadcast on a bad network', broadcast],
  ['e', "floods at the functions' own addresses", directFloods],
  ['f', 'a sign-up mail flood at one address', signUpMailFlood],
];

export async function run(): Promise<void> {
  const only = (process.env.ABUSE_PARTS ?? '').split(',').filter(Boolean);
  for (const [letter, what, part] of PARTS) {
    if (only.length && !only.includes(letter)) continue;
    console.log(`  ${letter}. ${what}`);
    await part();
  }

  const widths = [0, 1, 2].map((c) => Math.max(...[['figure', 'measured', 'target'], ...summary].map((r) => r[c]!.length)));
  const row = (r: string[]) => `  | ${r.map((cell, c) => cell.padEnd(widths[c]!)).join(' | ')} |`;
  console.log(`\n${row(['figure', 'measured', 'target'])}\n${row(widths.map((w) => '-'.repeat(w)))}`);
  for (const r of summary) console.log(row(r));
}
