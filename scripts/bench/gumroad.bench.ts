import { request } from 'node:http';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { DEFAULT_WELCOME_TEMPLATE } from '../../functions/src/shared/email/default-welcome-template';
import { buildSalesExport, generatedSales } from '../../tests/fixtures/gumroad/sales-export';
import { adminApp } from '../lib/admin';
import { emulatorIdToken } from '../lib/auth-emulator';
import { HOST, PROJECT_ID, emulatorPorts, urls } from '../lib/ports';
import { DOCS } from '../../functions/src/shared/collections';

export const name = 'Gumroad: 10,000-row order import and ping latency';
export const needsEmulators = true;

const IMPORT_ROWS = Number(process.env.GUMROAD_BENCH_ROWS ?? 10_000);

/** POST with no client-side time limit: the import runs for minutes, past fetch's default header timeout. */
function post(url: string, body: string, headers: Record<string, string>, timeoutMs = 0): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

async function adminToken(): Promise<string> {
  const email = 'bench-admin@clevelandfloaters.test';
  const password = 'bench-admin-password';
  const auth = getAuth(adminApp());
  const user = await auth.getUserByEmail(email).catch(() => auth.createUser({ email, password, emailVerified: true }));
  await auth.setCustomUserClaims(user.uid, { admin: true });
  return emulatorIdToken(email, password);
}

const BENCH_SECRET = 'bench-ping-secret-0123456789abcdef';

async function arrange(): Promise<void> {
  await fetch(`http://${HOST}:${emulatorPorts().firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  const db = getFirestore(adminApp());
  await db.doc(DOCS.emailSettings).set({
    sender_name: 'Cleveland Floaters',
    sender_email: 'crew@clevelandfloaters.com',
    reply_to_email: 'crew@clevelandfloaters.com',
  });
  await db.doc(DOCS.gumroadSettings).set({ gumroad_webhook_secret: BENCH_SECRET, gumroad_product_permalinks: ['founding-floater'] });
  await db.doc(DOCS.welcomeTemplate).set({ ...DEFAULT_WELCOME_TEMPLATE, template_type: 'welcome' });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Latency in ms, or null when the ping did not get its 200 (Gumroad would retry it). */
async function timedPing(i: number, prefix: string): Promise<number | null> {
  const form = new URLSearchParams({
    sale_id: `${prefix}-${i}==`,
    sale_timestamp: '2026-03-02T14:05:11Z',
    email: `${prefix}.${i}@example.com`,
    full_name: 'Bench Floater',
    price: '500',
    'url_params[aff]': 'bench',
    permalink: 'founding-floater',
    test: 'false',
    refunded: 'false',
  }).toString();
  const started = performance.now();
  const res = await post(
    `${urls().functions}/gumroadPing?secret=${BENCH_SECRET}`,
    form,
    { 'content-type': 'application/x-www-form-urlencoded' },
    120_000,
  ).catch(() => null);
  return res?.status === 200 ? performance.now() - started : null;
}

async function pingLatency(concurrency: number, total: number, prefix: string): Promise<void> {
  const results: (number | null)[] = [];
  for (let start = 0; start < total; start += concurrency) {
    const batch = Array.from({ length: Math.min(concurrency, total - start) }, (_, k) => timedPing(start + k, prefix));
    results.push(...(await Promise.all(batch)));
  }
  const latencies = results.filter((r): r is number => r !== null).sort((a, b) => a - b);
  const failed = results.length - latencies.length;
  console.log(
    `  ping latency at ${String(concurrency).padStart(2)} concurrent (${total} distinct sales): p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms` +
      (failed ? `, ${failed} not answered 200 (Gumroad would retry them)` : ''),
  );
}

async function importFigures(token: string): Promise<void> {
  const csv = buildSalesExport(generatedSales(IMPORT_ROWS, 'bench'));
  const call = () =>
    post(`${urls().functions}/importGumroadOrders`, JSON.stringify({ data: { csvData: csv } }), {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
    });
  const started = performance.now();
  const body = JSON.parse((await call()).text) as { result?: { results: { success: number; errors: number; skipped: number } } };
  const seconds = (performance.now() - started) / 1000;
  if (!body.result) throw new Error('the import failed');
  const { success, errors, skipped } = body.result.results;
  console.log(
    `  import of ${IMPORT_ROWS.toLocaleString('en-US')} rows (${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(1)} MB): ${seconds.toFixed(1)} s, ` +
      `${(IMPORT_ROWS / seconds).toFixed(0)} rows/s (success ${success}, errors ${errors}, skipped ${skipped})`,
  );
  const again = performance.now();
  const second = JSON.parse((await call()).text) as { result: { results: { success: number; skipped: number } } };
  console.log(
    `  re-import of the same file: ${((performance.now() - again) / 1000).toFixed(1)} s, success ${second.result.results.success}, skipped ${second.result.results.skipped}`,
  );
}

export async function run(): Promise<void> {
  await arrange();
  await importFigures(await adminToken());

  await arrange();
  // The functions emulator starts one worker per concurrent request, and many cold starts at once can stall it;
  // grow the pool two workers at a time so the figures measure warm handling, not cold starts.
  for (let k = 2; k <= 20; k += 2) await Promise.all(Array.from({ length: k }, (_, i) => timedPing(i, `warm${k}`)));
  await pingLatency(1, 40, 'solo');
  await pingLatency(20, 200, 'crowd');
}
