import { getAuth } from 'firebase-admin/auth';
import { ClaimRefusal, setRoleClaim } from '../functions/src/lib/role-claims';
import { adminApp } from './lib/admin';
import { grantFailure } from './lib/admin-claim';
import { PROJECT_FLAG, readCommandLine } from './lib/command-line';
import { ScriptRefusal, requireEmulators } from './lib/script-access';

/**
 * npm run admin:grant -- someone@example.com [--crew] [--project real-project-id] [--revoke]
 * Grants (or with --revoke takes back) the admin claim, or with --crew the dock crew's, which checks tickets in.
 * Without --project it works on the local emulators; with it, on the real
 * project through Application Default Credentials (gcloud auth application-default login).
 */
const { flags, words } = readCommandLine({
  command: 'npm run admin:grant --',
  flags: { project: PROJECT_FLAG, revoke: {}, crew: {} },
  words: { label: '<email>', min: 1, max: 1 },
});
const { project, revoke, crew } = flags;

async function main() {
  const email = words[0]!;
  // On a real project the Admin SDK's own errors say what the login lacks (grantFailure).
  if (!project) await requireEmulators();
  const said = await setRoleClaim(getAuth(adminApp(project)), email, crew ? 'crew' : 'admin', revoke);
  console.log(`${said} (${project ?? 'the local emulators'})`);
}

main().then(
  () => process.exit(0),
  (err) => {
    // A refusal is already a sentence; anything else is explained with its fix.
    console.error(err instanceof ClaimRefusal || err instanceof ScriptRefusal ? err.message : grantFailure(err, project));
    process.exit(1);
  },
);
