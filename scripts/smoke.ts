import { functionsOrigin } from '../functions/src/shared/functions-region';
import { PROJECT_FLAG, readCommandLine } from './lib/command-line';
import { runSmokeChecks } from './lib/smoke-checks';

/**
 * `npm run smoke -- https://clevelandfloaters.com [--project <id>] [--functions <url>] [--certificate <id>]`:
 * the live site checked from outside (scripts/lib/smoke-checks.ts). The
 * functions' own address is found from --functions, else --project, else a
 * <id>.web.app or <id>.firebaseapp.com origin.
 */
async function main(): Promise<number> {
  const { flags, words } = readCommandLine({
    command: 'npm run smoke --',
    flags: { project: PROJECT_FLAG, functions: { value: '<url>' }, certificate: { value: '<id>' } },
    words: { label: 'https://<the site>', min: 1, max: 1 },
  });
  const origin = words[0]!.replace(/\/$/, '');
  const project = flags.project ?? /^https:\/\/([a-z0-9-]+)\.(web\.app|firebaseapp\.com)$/.exec(origin)?.[1];
  const functions = flags.functions ?? (project ? functionsOrigin(project) : undefined);
  if (!functions) {
    console.error(`Name the project too (--project <id>): ${origin} does not say which Firebase project serves it.`);
    return 1;
  }
  const started = Date.now();
  const results = await runSmokeChecks({ origin, functions, certificateId: flags.certificate });
  for (const r of results)
    console.log(r.skipped ? `– ${r.check}: skipped, ${r.detail}` : `${r.ok ? '✔' : '✘'} ${r.check}${r.ok ? '' : `: ${r.detail}`}`);
  const failed = results.filter((r) => !r.ok).length;
  const skipped = results.filter((r) => r.skipped).length;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\n${results.length - failed - skipped} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} in ${seconds} s`);
  return failed ? 1 : 0;
}

main().then((code) => process.exit(code));
