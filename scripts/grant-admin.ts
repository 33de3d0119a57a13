import { getAuth } from 'firebase-admin/auth';
import { adminApp } from './lib/admin';
import { GrantRefusal, grantFailure, setAdminClaim } from './lib/admin-claim';

/**
 * npm run admin:grant -- someone@example.com [--project real-project-id] [--revoke]
 * Without --project it works on the local emulators; with it, on the real
 * project through Application Default Credentials (gcloud auth application-default login).
 */
const args = process.argv.slice(2);
const projectIndex = args.indexOf('--project');
const project = projectIndex >= 0 ? args[projectIndex + 1] : undefined;

async function main() {
  const email = args.find((a) => a.includes('@'));
  const revoke = args.includes('--revoke');
  if (!email) throw new GrantRefusal('Usage: npm run admin:grant -- you@example.com --project <your-project-id> [--revoke]');
  const said = await setAdminClaim(getAuth(adminApp(project)), email, revoke);
  console.log(`${said} (${project ?? 'the local emulators'})`);
}

main().then(
  () => process.exit(0),
  (err) => {
    // A refusal is already a sentence; anything else is explained with its fix.
    console.error(err instanceof GrantRefusal ? err.message : grantFailure(err, project));
    process.exit(1);
  },
);
