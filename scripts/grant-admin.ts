import { getAuth } from 'firebase-admin/auth';
import { adminApp } from './lib/admin';

/**
 * npm run admin:grant -- someone@example.com [--project real-project-id] [--revoke]
 * Without --project it works on the local emulators; with it, on the real
 * project through Application Default Credentials (gcloud auth application-default login).
 */
async function main() {
  const args = process.argv.slice(2);
  const email = args.find((a) => a.includes('@'));
  const projectIndex = args.indexOf('--project');
  const project = projectIndex >= 0 ? args[projectIndex + 1] : undefined;
  const revoke = args.includes('--revoke');
  if (!email) throw new Error('Usage: npm run admin:grant -- you@example.com [--project your-project-id] [--revoke]');
  const auth = getAuth(adminApp(project));
  const user = await auth.getUserByEmail(email).catch(() => {
    throw new Error(`No account for ${email}: sign up on the site first.`);
  });
  const claims = { ...(user.customClaims ?? {}) };
  if (revoke) delete claims.admin;
  else claims.admin = true;
  await auth.setCustomUserClaims(user.uid, claims);
  console.log(`${email} is ${revoke ? 'no longer' : 'now'} an admin on ${project ?? 'the local emulators'}. They must sign out and in again.`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
