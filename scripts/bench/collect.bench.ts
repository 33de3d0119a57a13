import { request } from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import { getFirestore } from 'firebase-admin/firestore';
import { addCounters, countersFor, INSIGHTS_COLLECTION, type Counters } from '../../functions/src/shared/insights/counters';
import type { InsightEvent } from '../../functions/src/shared/insights/events';
import { adminApp } from '../lib/admin';
import { HOST, PROJECT_ID, emulatorPorts, urls } from '../lib/ports';
import { PUBLIC_ROUTES } from '../../functions/src/shared/paths';

export const name = 'insights: events from concurrent senders into the daily counters';
export const needsEmulators = true;

// The figures; smaller runs (e.g. COLLECT_BENCH_SENDERS=10 COLLECT_BENCH_EVENTS=1000) suit a busy machine.
const SENDERS = Number(process.env.COLLECT_BENCH_SENDERS ?? 50);
const EVENTS = Number(process.env.COLLECT_BENCH_EVENTS ?? 5_000);
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

// A visitor's typical events, cycled through; affiliate codes as sales record them (lowercase), so expected counts are exact.
const MIX: InsightEvent[] = [
  { name: 'page_view', page: '/', landing: true },
  { name: 'page_view', page: '/quiz', landing: false },
  { name: 'quiz_started' },
  { name: 'quiz_finished', result: 'newblood' },
  { name: 'checkout_clicked', page: PUBLIC_ROUTES.quizResult, affiliate: 'djkayla', result: 'newblood' },
  { name: 'share_clicked', target: 'certificate', network: 'facebook' },
  { name: 'share_visit', target: 'certificate', source: 'x' },
  { name: 'checkout_clicked', page: PUBLIC_ROUTES.certificate },
  { name: 'page_view', page: PUBLIC_ROUTES.certificate, landing: true },
  { name: 'partner_message_sent' },
];

/**
 * Each sender is its own address (the rate limit counts per address), like 50 visitors at once. Status 0 is a
 * request the emulator never answered within `timeoutMs` (it can drop one while it starts many workers at once).
 */
async function send(sender: number, body: string, timeoutMs: number): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const status = await new Promise<number>((resolve) => {
    const req = request(`${urls().functions}/collectInsights`, {
      method: 'POST',
      // A page of the site sends it (the function counts nothing else), from the sender's own address as Hosting passes it on.
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': BROWSER,
        origin: urls().site,
        'fastly-client-ip': `198.51.100.${sender + 1}`,
      },
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error('no answer')));
    req.on('response', (res) => res.resume().on('end', () => resolve(res.statusCode ?? 0)));
    req.on('error', () => resolve(0));
    req.end(body);
  });
  return { ms: performance.now() - started, status };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function run(): Promise<void> {
  await fetch(`http://${HOST}:${emulatorPorts().firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  // The emulator starts a worker per concurrent request, and many cold starts at once can stall it: grow the pool
  // two workers at a time with refused (uncounted) events, so the figures measure warm handling.
  for (let k = 2; k <= SENDERS; k += 2) await Promise.all(Array.from({ length: k }, (_, i) => send(i, '{}', 60_000)));
  console.log(`  ${SENDERS} workers warm`);

  const perSender = Math.ceil(EVENTS / SENDERS);
  const latencies: number[] = [];
  const answered: InsightEvent[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SENDERS }, async (_, sender) => {
      for (let i = 0; i < perSender; i++) {
        const event = MIX[(sender + i) % MIX.length]!;
        const { ms, status } = await send(sender, JSON.stringify(event), 30_000);
        latencies.push(ms);
        if (status === 204) answered.push(event);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  // Every acknowledged event must be counted exactly once; a request the emulator dropped has no answer to hold it to.
  const expected = answered.reduce<Counters>((sum, e) => addCounters(sum, countersFor(e)), {});
  const shards = await getFirestore(adminApp()).collection(INSIGHTS_COLLECTION).get();
  const stored = shards.docs.reduce<Counters>((sum, d) => addCounters(sum, d.data()), {});

  latencies.sort((a, b) => a - b);
  console.log(
    `  ${(perSender * SENDERS).toLocaleString('en-US')} events from ${SENDERS} concurrent senders in ${seconds.toFixed(1)} s: ${((perSender * SENDERS) / seconds).toFixed(0)} events/s`,
  );
  console.log(
    `  latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms; answers ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  const unanswered = statuses.get(0) ?? 0;
  console.log(
    `  ${shards.size} counter documents; counters equal the ${answered.length.toLocaleString('en-US')} acknowledged events exactly: ` +
      `${isDeepStrictEqual(stored, expected) ? 'yes' : 'NO'}` +
      (unanswered ? ` (${unanswered} requests dropped unanswered by the emulator within 30 s)` : ''),
  );
  if (!isDeepStrictEqual(stored, expected)) console.log(`  expected ${JSON.stringify(expected)}\n  stored   ${JSON.stringify(stored)}`);
}
