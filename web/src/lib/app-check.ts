import type { FirebaseApp } from 'firebase/app';
import type { AppCheck } from 'firebase/app-check';
import { APP_CHECK_HEADER } from '@shared/app-check';
import { useEmulators } from '@/config/firebase';
import { APP_CHECK_SITE_KEY } from '@/config/site';
import { firebaseApp } from './firebase-app';

let started: Promise<AppCheck | null> | undefined;

/**
 * Firebase App Check with reCAPTCHA Enterprise, when the build names a site
 * key: the callables' SDK then sends a token with each call, which the
 * functions require once the project enforces it. Started on first need, never
 * before a page paints; never against the emulators, which do not verify
 * tokens, and whose pages have no Google to reach.
 */
export function startAppCheck(app: FirebaseApp = firebaseApp()): Promise<AppCheck | null> {
  if (!APP_CHECK_SITE_KEY || useEmulators) return Promise.resolve(null);
  started ??= import('firebase/app-check').then(({ initializeAppCheck, ReCaptchaEnterpriseProvider }) =>
    initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(APP_CHECK_SITE_KEY), isTokenAutoRefreshEnabled: true }),
  );
  return started;
}

/** The App Check header for our own HTTP endpoints (/api/collect); none when App Check is off or has no token to give. */
export async function appCheckHeaders(): Promise<Record<string, string>> {
  const appCheck = await startAppCheck();
  if (!appCheck) return {};
  const { getToken } = await import('firebase/app-check');
  try {
    return { [APP_CHECK_HEADER]: (await getToken(appCheck)).token };
  } catch {
    return {};
  }
}
