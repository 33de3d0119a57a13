import { loginFailure } from './script-access';

/**
 * What went wrong with `npm run admin:grant`, and how to fix it, from the
 * error the Admin SDK threw: the login's own problems (scripts/lib/script-access.ts), then Authentication's.
 * `projectId` is undefined on the local emulators.
 */
export function grantFailure(err: unknown, projectId: string | undefined): string {
  const code = (err as { code?: unknown }).code;
  const message = err instanceof Error ? err.message : String(err);
  const where = projectId ?? 'the local emulators';

  if (!projectId && /ECONNREFUSED|fetch failed/.test(message)) {
    return 'The local Auth emulator is not answering: start the stack with `npm start` (or name a real project with --project <id>).';
  }
  const login = projectId ? loginFailure(err, projectId) : undefined;
  if (login) return login;
  if (code === 'auth/project-not-found' || /CONFIGURATION_NOT_FOUND|PROJECT_NOT_FOUND/.test(message)) {
    return `${where} has no Firebase Authentication to work on: check the id after --project, and enable Authentication (email/password) in the Firebase console.`;
  }
  if (code === 'auth/insufficient-permission' || /PERMISSION_DENIED|\b403\b/.test(message)) {
    return (
      `The Google account your gcloud login uses may not manage the users of ${where}: ` +
      'run `gcloud auth application-default login` with an owner of the project (or one with the Firebase Authentication Admin role).'
    );
  }
  return `admin:grant failed on ${where}: ${message}`;
}
