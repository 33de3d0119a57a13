import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { CERTIFICATE_CREATION_FIELD } from '../../functions/src/shared/certificates/creation-policy';
import { adminApp } from '../lib/admin';
import { emulatorIdToken } from '../lib/auth-emulator';
import { HOST, PROJECT_ID, emulatorPorts, urls } from '../lib/ports';
import { DOCS } from '../../functions/src/shared/collections';
import { certificateImagePath, certificatePath } from '../../functions/src/shared/paths';

/**
 * createCertificate throughput and latency at 1, 10 and 50 concurrent callers, and the share preview's warm latency,
 * on the emulators. Each caller is its own verified member (the per-account limit), Firestore is emptied between
 * levels, and an untimed warm-up wave starts the emulator's per-request workers. Compare run against run only.
 */

export const name = 'certificates: createCertificate and share previews';
export const needsEmulators = true;

const LEVELS = [1, 10, 50];
const CALLS_PER_LEVEL = 50;
const PREVIEW_SAMPLES = 30;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const fmt = (ms: number) => `${ms.toFixed(0)} ms`;

/** Empties Firestore and opens the form to any account ('anyone'), so every bench member may create. */
async function resetFirestore(): Promise<void> {
  await fetch(`http://${HOST}:${emulatorPorts().firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  await getFirestore(adminApp())
    .doc(DOCS.membershipSettings)
    .set({ [CERTIFICATE_CREATION_FIELD]: 'anyone' });
}

async function memberToken(i: number): Promise<string> {
  const email = `bench-${i}@example.com`;
  const password = 'bench-password';
  const auth = getAuth(adminApp());
  await auth.getUserByEmail(email).catch(() => auth.createUser({ email, password, emailVerified: true }));
  return emulatorIdToken(email, password);
}

async function create(token: string, fullName: string): Promise<{ ms: number; ok: boolean; id?: string }> {
  const started = performance.now();
  const res = await fetch(`${urls().functions}/createCertificate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data: { fullName, city: 'Cleveland', issueDate: '2025-05-01' } }),
  });
  const body = (await res.json()) as { result?: { id: string } };
  return { ms: performance.now() - started, ok: !!body.result, id: body.result?.id };
}

async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

function report(label: string, samples: number[], wallMs?: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  const rate = wallMs ? `, ${((samples.length / wallMs) * 1000).toFixed(1)} calls/s` : '';
  console.log(`  ${label}: n=${samples.length}${rate}, p50 ${fmt(percentile(sorted, 50))}, p95 ${fmt(percentile(sorted, 95))}`);
}

export async function run(): Promise<void> {
  const tokens = await Promise.all(Array.from({ length: Math.max(...LEVELS) }, (_, i) => memberToken(i)));
  let lastId = '';
  for (const callers of LEVELS) {
    await resetFirestore();
    // Untimed: lets the emulator start one worker per concurrent caller.
    await Promise.all(tokens.slice(0, callers).map((t) => create(t, 'Warm Up')));
    await resetFirestore();
    const perCaller = Math.ceil(CALLS_PER_LEVEL / callers);
    const started = performance.now();
    const results = (
      await Promise.all(
        Array.from({ length: callers }, async (_, worker) => {
          const mine = [];
          // Each call as a different member, so the per-account limit (5 per 10 minutes) never refuses one.
          for (let i = 0; i < perCaller; i++) mine.push(await create(tokens[(worker * perCaller + i) % tokens.length]!, 'Bench Floater'));
          return mine;
        }),
      )
    ).flat();
    const wall = performance.now() - started;
    const failed = results.filter((r) => !r.ok).length;
    report(
      `createCertificate, ${callers} concurrent caller${callers === 1 ? '' : 's'}${failed ? ` (${failed} refused)` : ''}`,
      results.map((r) => r.ms),
      wall,
    );
    lastId = results.find((r) => r.id)?.id ?? lastId;
  }

  const page = `${urls().site}${certificatePath(lastId)}`;
  await timedGet(page);
  await timedGet(`${urls().site}${certificateImagePath(lastId)}`);
  const html: number[] = [];
  const png: number[] = [];
  for (let i = 0; i < PREVIEW_SAMPLES; i++) {
    html.push(await timedGet(page));
    png.push(await timedGet(`${page}/og.png`));
  }
  report('share preview HTML (warm, through Hosting)', html);
  report('share preview 1200x630 PNG (warm, rendered each time)', png);
}
