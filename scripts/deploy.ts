import { rmSync } from 'node:fs';
import { getFirestore } from 'firebase-admin/firestore';
import { recountWhenMissing } from '../functions/src/membership/recount-spots';
import { adminApp } from './lib/admin';
import { describeRecount } from './recount';
import { join } from 'node:path';
import { printFindings, runPreflight } from './lib/go-live-checks';
import { projectArgument } from './lib/deploy-arguments';
import { DEPLOY_PROJECT_ENV, writeDeployConfig } from './lib/deploy-config';
import { ROOT } from './lib/ports';
import { buildFindings } from './lib/preflight';
import { bin, run } from './lib/processes';
import { SITE_ORIGIN_PARAM, siteOrigin } from './lib/project-config';
import { deploysFunctions, imagePolicyFlags, setImagePolicy } from './lib/image-cleanup';

/**
 * `npm run deploy -- --project <id> [--only hosting,functions,...] [firebase flags]`:
 * the preflight (stops before building, naming every problem at once), the
 * functions and the web app built for that project, a check that the build is
 * the one about to ship, the functions' container-image cleanup policy (so
 * firebase never stops to ask for it), then `firebase deploy` of Hosting, Functions,
 * Firestore rules and indexes and Storage rules with that project's headers.
 * After a successful deploy, a project with no founding spots counter gets one from its sales (npm run recount).
 * Nothing tracked is edited; what it writes (web/dist, functions/lib,
 * firebase.deploy.json) is ignored by git.
 */
const ALL_TARGETS = 'hosting,functions,firestore,storage';

/**
 * A project without `counters/founding_spots` (its first deploy, or sales recorded before the counter existed) would
 * show every spot open; the recount writes it from the sales. Through Application Default Credentials, as
 * `npm run admin:grant` and `npm run recount` do.
 */
async function backfillFoundingSpots(projectId: string): Promise<boolean> {
  try {
    const recount = await recountWhenMissing(getFirestore(adminApp(projectId)));
    if (recount) console.log(describeRecount(recount, projectId));
    return true;
  } catch (err) {
    console.error(`Deployed, but the founding spots counter could not be checked: ${err instanceof Error ? err.message : String(err)}`);
    console.error(`Run: npm run recount -- --project ${projectId}`);
    return false;
  }
}

async function main(): Promise<number> {
  const { projectId, rest } = projectArgument(process.argv.slice(2));
  const { config, findings, secrets } = runPreflight(projectId);
  printFindings(`Preflight for ${projectId}`, findings);
  if (findings.length) return 1;
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

  const shipsFunctions = deploysFunctions(rest);
  const imagePolicy = shipsFunctions ? await setImagePolicy(bin('firebase'), projectId, ROOT) : null;
  if (shipsFunctions && !imagePolicy) return 1;

  const deployConfig = writeDeployConfig(config);
  const only = rest.includes('--only') ? [] : ['--only', ALL_TARGETS];
  const code = await run(
    bin('firebase'),
    ['deploy', '--config', deployConfig, '--project', projectId, ...only, ...imagePolicyFlags(imagePolicy), ...rest],
    { env: { ...process.env, [DEPLOY_PROJECT_ENV]: projectId } },
  );
  rmSync(deployConfig, { force: true });
  if (code === 0 && !(await backfillFoundingSpots(projectId))) return 1;
  if (code === 0) {
    const origin = siteOrigin(config.functions[SITE_ORIGIN_PARAM]);
    console.log(`\nDeployed. Check the live site from outside: npm run smoke -- ${origin} --project ${projectId}`);
  }
  return code;
}

main().then((code) => process.exit(code));
