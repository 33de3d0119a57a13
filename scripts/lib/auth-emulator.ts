import { HOST, emulatorPorts } from './ports';

/** Signs in with email and password over the Auth emulator's REST API and returns the ID token (for tests and benchmarks). */
export async function emulatorIdToken(email: string, password: string): Promise<string> {
  const res = await fetch(
    `http://${HOST}:${emulatorPorts().auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password, returnSecureToken: true }) },
  );
  const body = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`sign-in failed for ${email}: ${body.error?.message}`);
  return body.idToken;
}
