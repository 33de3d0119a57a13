import { getAuth } from 'firebase-admin/auth';
import { adminApp } from './lib/admin';
import { setAdminClaim } from './lib/admin-claim';

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
  const said = await setAdminClaim(getAuth(adminApp(project)), email, revoke);
  console.log(`${said} (${project ?? 'the local emulators'})`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
