import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { HOST, PROJECT_ID, emulatorEnv, emulatorPorts, localServicePorts, urls } from '../../scripts/lib/ports';
import { emulatorIdToken } from '../../scripts/lib/auth-emulator';

export { PROJECT_ID, emulatorPorts, localServicePorts, urls };

/**
 * How long a test that fires dozens of requests at once may run before Jest
 * calls it hung. The Functions emulator starts one worker per concurrent
 * request, and on a 2-core machine that other work also loads, starting
 * twenty to fifty of them took longer than the suites' two-minute default.
 * A hang guard, not a speed check.
 */
export const BURST_TIMEOUT_MS = 300_000;

Object.assign(process.env, emulatorEnv({ storage: process.env.FLOATERS_STORAGE_EMULATOR === '1' }));

/** Admin SDK against the emulators, for arranging and inspecting test data. */
export function adminApp(): App {
  return getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
}
export const adminDb = () => getFirestore(adminApp());
export const adminAuth = () => getAuth(adminApp());

export async function closeAdmin(): Promise<void> {
  await Promise.all(getApps().map((a) => deleteApp(a)));
}

export async function resetFirestore(): Promise<void> {
  const res = await fetch(`http://${HOST}:${emulatorPorts().firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`Firestore reset failed: ${res.status}`);
}

export async function resetAuth(): Promise<void> {
  const res = await fetch(`http://${HOST}:${emulatorPorts().auth}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`Auth reset failed: ${res.status}`);
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

/** Creates a user (verified unless told otherwise, admin when asked) and signs in through the Auth emulator's REST API. */
export async function createUser(email: string, opts: { admin?: boolean; verified?: boolean; password?: string } = {}): Promise<TestUser> {
  const password = opts.password ?? 'correct-horse-battery';
  const user = await adminAuth().createUser({ email, password, emailVerified: opts.verified ?? true });
  if (opts.admin) await adminAuth().setCustomUserClaims(user.uid, { admin: true });
  return { uid: user.uid, email, password, idToken: await signIn(email, password) };
}

export const signIn = emulatorIdToken;

/** Calls a callable function the way the Firebase web SDK does; `headers` adds what a proxy on the way would. */
export async function callFunction<T = unknown>(
  name: string,
  data: unknown,
  idToken?: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; result?: T; error?: { status: string; message: string } }> {
  const res = await fetch(`${urls().functions}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}), ...headers },
    body: JSON.stringify({ data }),
  });
  const body = (await res.json()) as { result?: T; error?: { status: string; message: string } };
  return { status: res.status, ...body };
}
