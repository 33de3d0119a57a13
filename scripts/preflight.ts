import { join } from 'node:path';
import { checkBackupBucket } from './lib/backup-bucket-check';
import { checkSecretsOnline, printFindings, runPreflight } from './lib/go-live-checks';
import { ROOT } from './lib/ports';
import { buildFindings, projectIdProblem, readBuildStamp } from './lib/preflight';
import { REAL_PROJECT_FLAG, readCommandLine } from './lib/command-line';

/**
 * `npm run preflight -- --project <id> [--offline]`: what a real project still
 * lacks, read from the repository (and, unless --offline, whether its secrets
 * exist and the backup bucket is its own). `npm run deploy` runs the same
 * repository checks before it builds anything.
 */
async function main(): Promise<number> {
  const { flags } = readCommandLine({ command: 'npm run preflight --', flags: { project: REAL_PROJECT_FLAG, offline: {} } });
  const projectId = flags.project;
  const report = runPreflight(projectId);
  // Secrets and the build of a project that cannot be deployed to would only add noise.
  if (projectIdProblem(projectId)) {
    printFindings(`Preflight for ${projectId}`, report.findings);
    return 1;
  }
  const states = flags.offline ? null : await checkSecretsOnline(projectId, report.secrets);
  const unseen = states ? report.secrets.filter((name) => states[name] === 'not checked') : report.secrets;
  printFindings(`Preflight for ${projectId}`, report.findings, {
    warnings: report.warnings,
    unchecked: [
      ...(unseen.length ? [`the secrets ${unseen.join(', ')} (${states ? 'no network or no login' : '--offline'})`] : []),
      'what only the live site shows (SendGrid, Gumroad, the domain: the admin checklist)',
    ],
  });

  let secretsMissing = false;
  let backupRefused = false;
  if (!states) {
    console.log(`\nSecrets (not checked, --offline): ${report.secrets.join(', ')}.`);
  } else {
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
