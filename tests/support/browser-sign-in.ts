import type { Page } from 'playwright-core';
import { HOST, emulatorPorts } from '../../scripts/lib/ports';
import { siteUrl } from './browser';

const API_KEY = 'demo-api-key';

/**
 * Signs a browser page in as a real Auth-emulator user without going through
 * a sign-in form: it signs in over the emulator's REST API and stores the
 * session where the Firebase web SDK keeps it, so the app starts signed in
 * (and refreshes the token with the emulator as usual).
 */
export async function signInBrowser(page: Page, email: string, password: string): Promise<void> {
  const res = await fetch(`http://${HOST}:${emulatorPorts().auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { localId: string; idToken: string; refreshToken: string; expiresIn: string };
  if (!body.idToken) throw new Error(`sign-in failed for ${email}`);
  const now = Date.now();
  const user = {
    uid: body.localId,
    email,
    emailVerified: true,
    isAnonymous: false,
    providerData: [{ providerId: 'password', uid: email, email, displayName: null, phoneNumber: null, photoURL: null }],
    stsTokenManager: { refreshToken: body.refreshToken, accessToken: body.idToken, expirationTime: now + Number(body.expiresIn) * 1000 },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: API_KEY,
    appName: '[DEFAULT]',
  };
  await page.goto(siteUrl('/no-such-page-for-sign-in'));
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [`firebase:authUser:${API_KEY}:[DEFAULT]`, JSON.stringify(user)]);
}
