import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { PROJECT_ID, emulatorEnv } from './ports';

/**
 * An Admin SDK app for scripts. Against the emulators unless --project names a
 * real project (then Application Default Credentials are used).
 */
export function adminApp(realProjectId?: string): App {
  if (getApps()[0]) return getApps()[0]!;
  if (realProjectId) return initializeApp({ projectId: realProjectId });
  Object.assign(process.env, emulatorEnv());
  return initializeApp({ projectId: PROJECT_ID });
}
