import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from './lib/admin';
import { PROJECT_FLAG, readCommandLine } from './lib/command-line';
import { requireAccess } from './lib/script-access';
import { splitSettings } from './lib/split-settings';

/**
 * npm run settings:split [-- --project real-project-id]
 * For a project whose settings were saved before they were split into email,
 * Gumroad and membership settings (docs/architecture.md, "Settings"). Without --project it
 * works on the local emulators (npm start runs it); with it, on the real
 * project through Application Default Credentials.
 */
async function main() {
  const { project } = readCommandLine({ command: 'npm run settings:split --', flags: { project: PROJECT_FLAG } }).flags;
  await requireAccess(project);
  const said = await splitSettings(getFirestore(adminApp(project)));
  console.log(said.length ? said.join('\n') : `Nothing to move (${project ?? 'the local emulators'}): the settings are already split.`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
