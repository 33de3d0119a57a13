import { rmSync } from 'node:fs';
import { getFirestore } from 'firebase-admin/firestore';
import { recountWhenMissing } from '../functions/src/membership/recount-spots';
import { adminApp } from './lib/admin';
import { answers, loginFailure, requireGoogleLogin } from './lib/script-access';
import { describeRecount } from './recount';
import { join } from 'node:path';
import { printFindings, runPreflight } from './lib/go-live-checks';
import { REAL_PROJECT_FLAG, readCommandLine } from './lib/command-line';
import { DEPLOY_PROJECT_ENV, deployPasses, writeDeployConfig } from './lib/deploy-config';
import { HOST, ROOT, emulatorPorts, portOffset } from './lib/ports';
import { buildFindings } from './lib/preflight';
import { bin, run } from './lib/processes';
import { SITE_ORIGIN_PARAM, siteOrigin } from './lib/project-config';
import { deploysFunctions, deploysTarget, imagePolicyFlags, setImagePolicy } from './lib/image-cleanup';
import { storageRulesAccess, storageRulesDecision } from './lib/storage-rules-access';

/**
 * `npm run deploy -- --project <id> [--only hosting,functions,...] [-- firebase deploy flags]`: preflight (every
 * problem at once), build for the project, check the build, set the image cleanup policy, deploy (deployPasses), then
 * recount founding spots if the counter is missing. Writes only git-ignored files (web/dist, functions/lib,
 * firebase.deploy.json).
 */
const ALL_TARGETS = 'hosting,functions,firestore,storage';

/**
 * Without `counters/founding_spots` a project would show every spot open, so the recount writes it from the sales,
 * through Application Default Credentials as `npm run recount` does. The deploy has succeeded by then, so a missing
 * login is a warning with the command to finish, not a failure.
 */
async function backfillFoundingSpots(projectId: string): Promise<void> {
  try {
    await requireGoogleLogin(projectId);
    const recount = await recountWhenMissing(getFirestore(adminApp(projectId)));
    if (recount) console.log(describeRecount(recount, projectId));
  } catch (err) {
    const why = loginFailure(err, projectId) ?? (err instanceof Error ? err.message : String(err));
    console.warn(`\nWarning: deployed, but the founding spots counter could not be checked. ${why}`);
    console.warn(`Then run: npm run recount -- --project ${projectId}`);
  }
}

async function main(): Promise<number> {
  const { flags, forwarded } = readCommandLine({
    command: 'npm run deploy --',
    flags: { project: REAL_PROJECT_FLAG, only: { value: '<hosting,functions,firestore,storage>' } },
    forwards: 'firebase deploy flags',
  });
  const projectId = flags.project;
  const only = flags.only ?? ALL_TARGETS;
  const firebaseFlags = ['--only', only, ...forwarded];
  const { config, findings, warnings, secrets } = runPreflight(projectId);
  printFindings(`Preflight for ${projectId}`, findings, { warnings });
  // The deploy builds into web/dist and functions/lib, the folders this checkout's `npm start` serves: a running local
  // site would go on serving the project's build, and a browser on it would talk to the real project.
  const hosting = emulatorPorts().hosting;
  const localSite = await answers(hosting);
  if (localSite) {
    console.error(
      `This checkout's local site runs on ${HOST}:${hosting} (FLOATERS_PORT_OFFSET=${portOffset}), and the deploy builds ` +
        'into the folders it serves. Stop `npm start` (Ctrl-C) first; its next start builds the demo again.',
    );
  }
  if (findings.length || localSite) return 1;
  console.log(`Secrets the functions read (the deploy stops if one is missing): ${secrets.join(', ')}.`);

  const steps: [string, string[]][] = [
    ['npm', ['run', 'build', '-w', 'functions', '--silent']],
    [bin('tsx'), [join('scripts', 'build-web.ts'), '--mode', projectId]],
  ];
  for (const [command, args] of steps) {
    if ((await run(command, args)) !== 0) return 1;
  }
  const built = buildFindings(join(ROOT, 'web', 'dist'), config);
  printFindings('The build', built);
  if (built.length) return 1;

  if (deploysTarget(firebaseFlags, 'storage')) {
    const refusal = storageRulesDecision(await storageRulesAccess(projectId), projectId, Boolean(process.stdin.isTTY));
    if (refusal) {
      console.error(`\n${refusal}`);
      return 1;
    }
  }

  const shipsFunctions = deploysFunctions(firebaseFlags);
  const imagePolicy = shipsFunctions ? await setImagePolicy(bin('firebase'), projectId, ROOT) : null;
  if (shipsFunctions && !imagePolicy) return 1;

  const deployConfig = writeDeployConfig(config);
  let code = 0;
  for (const pass of deployPasses(only)) {
    code = await run(
      bin('firebase'),
      ['deploy', '--config', deployConfig, '--project', projectId, ...imagePolicyFlags(imagePolicy), '--only', pass, ...forwarded],
      { env: { ...process.env, [DEPLOY_PROJECT_ENV]: projectId } },
    );
    if (code !== 0) break;
  }
  rmSync(deployConfig, { force: true });
  if (code === 0) {
    await backfillFoundingSpots(projectId);
    const origin = siteOrigin(config.functions[SITE_ORIGIN_PARAM]);
    console.log(`\nDeployed. Check the live site from outside: npm run smoke -- ${origin} --project ${projectId}`);
  }
  return code;
}

main().then((code) => process.exit(code));
