import { request } from 'node:http';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { DEFAULT_WELCOME_TEMPLATE } from '../../functions/src/shared/email/default-welcome-template';
import { buildSalesExport, generatedSales } from '../../tests/fixtures/gumroad/sales-export';
import { adminApp } from '../lib/admin';
import { HOST, PROJECT_ID, emulatorPorts, urls } from '../lib/ports';

export const name = 'Gumroad: 10,000-row order import and ping latency';
export const needsEmulators = true;

const IMPORT_ROWS = Number(process.env.GUMROAD_BENCH_ROWS ?? 10_000);

/** POST with no client-side time limit: the import runs for minutes, past fetch's default header timeout. */
function post(url: string, body: string, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.setTimeout(0);
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
  const res = await fetch(`http://${HOST}:${emulatorPorts().auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return ((await res.json()) as { idToken: string }).idToken;
}

async function arrange(): Promise<void> {
  await fetch(`http://${HOST}:${emulatorPorts().firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, { method: 'DELETE' });
  const db = getFirestore(adminApp());
  await db.doc('email_settings/default').set({ sender_name: 'Cleveland Floaters', sender_email: 'crew@clevelandfloaters.com', reply_to_email: 'crew@clevelandfloaters.com', gumroad_webhook_secret: 'bench-secret' });
  await db.doc('email_templates/welcome').set({ ...DEFAULT_WELCOME_TEMPLATE, template_type: 'welcome' });
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
    test: 'false',
    refunded: 'false',
  }).toString();
  const started = performance.now();
  const res = await post(`${urls().functions}/gumroadPing?secret=bench-secret`, form, { 'content-type': 'application/x-www-form-urlencoded' });
  return res.status === 200 ? performance.now() - started : null;
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

export async function run(): Promise<void> {
  await arrange();
  const token = await adminToken();

  // The functions emulator starts a worker per concurrent request; warm them so the figures are not cold starts.
  await Promise.all(Array.from({ length: 20 }, (_, i) => timedPing(i, 'warm')));
  await pingLatency(1, 40, 'solo');
  await pingLatency(20, 200, 'crowd');

  await arrange();
  const csv = buildSalesExport(generatedSales(IMPORT_ROWS, 'bench'));
  const started = performance.now();
  const res = await post(`${urls().functions}/importGumroadOrders`, JSON.stringify({ data: { csvData: csv } }), {
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
  });
  const seconds = (performance.now() - started) / 1000;
  const body = JSON.parse(res.text) as { result?: { results: { success: number; errors: number; skipped: number } }; error?: unknown };
  if (!body.result) throw new Error(`import failed: ${res.text.slice(0, 500)}`);
  const { success, errors, skipped } = body.result.results;
  console.log(`  import of ${IMPORT_ROWS.toLocaleString('en-US')} rows (${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(1)} MB): ${seconds.toFixed(1)} s, ${(IMPORT_ROWS / seconds).toFixed(0)} rows/s (success ${success}, errors ${errors}, skipped ${skipped})`);

  const again = performance.now();
  const second = JSON.parse((await post(`${urls().functions}/importGumroadOrders`, JSON.stringify({ data: { csvData: csv } }), { 'content-type': 'application/json', authorization: `Bearer ${token}` })).text) as { result: { results: { success: number; skipped: number } } };
  console.log(`  re-import of the same file: ${((performance.now() - again) / 1000).toFixed(1)} s, success ${second.result.results.success}, skipped ${second.result.results.skipped}`);
}
