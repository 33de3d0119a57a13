import { join } from 'node:path';
import { checkBackupBucket } from './lib/backup-bucket-check';
import { checkSecretsOnline, printFindings, runPreflight } from './lib/go-live-checks';
import { ROOT } from './lib/ports';
import { buildFindings, projectIdProblem, readBuildStamp } from './lib/preflight';
import { projectArgument } from './lib/deploy-arguments';

/**
 * `npm run preflight -- --project <id> [--offline]`: what a real project still
 * lacks, read from the repository (and, unless --offline, whether its secrets
 * exist and the backup bucket is its own). `npm run deploy` runs the same
 * repository checks before it builds anything.
 */
async function main(): Promise<number> {
  const { projectId, rest } = projectArgument(process.argv.slice(2));
  const report = runPreflight(projectId);
  printFindings(`Preflight for ${projectId}`, report.findings);
  // Secrets and the build of a project that cannot be deployed to would only add noise.
  if (projectIdProblem(projectId)) return 1;

  let secretsMissing = false;
  let backupRefused = false;
  if (rest.includes('--offline')) {
    console.log(`\nSecrets (not checked, --offline): ${report.secrets.join(', ')}.`);
  } else {
    const states = await checkSecretsOnline(projectId, report.secrets);
    console.log('\nSecrets in Cloud Secret Manager:');
    for (const [name, state] of Object.entries(states)) {
      const fix = state === 'missing' ? `: npx firebase functions:secrets:set ${name} --project ${projectId}` : '';
      console.log(`  ${state === 'present' ? '✔' : state === 'missing' ? '✘' : '?'} ${name} ${state}${fix}`);
      secretsMissing ||= state === 'missing';
    }
    if (Object.values(states).includes('not checked'))
      console.log('  (? = no network or no login: `npx firebase login`, then run this again.)');
    const backup = await checkBackupBucket(projectId);
    console.log(`\n${backup.line}`);
    backupRefused = backup.ok === false;
  }

  const dist = join(ROOT, 'web', 'dist');
  if (readBuildStamp(dist)) {
    const build = buildFindings(dist, report.config);
    console.log(
      build.length
        ? `\nThe current build (npm run deploy rebuilds it):\n${build.map((b) => `  · ${b}`).join('\n')}`
        : '\nThe current build is for this project.',
    );
  }
  return report.findings.length || secretsMissing || backupRefused ? 1 : 0;
}

main().then((code) => process.exit(code));
