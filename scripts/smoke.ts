import { functionsOrigin } from '../functions/src/shared/functions-region';
import { runSmokeChecks } from './lib/smoke-checks';

/**
 * `npm run smoke -- https://clevelandfloaters.com [--project <id>] [--functions <url>] [--certificate <id>]`:
 * the live site checked from outside (scripts/lib/smoke-checks.ts). The
 * functions' own address is found from --functions, else --project, else a
 * <id>.web.app or <id>.firebaseapp.com origin.
 */
function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<number> {
  const origin = process.argv[2]?.replace(/\/$/, '');
  if (!origin || origin.startsWith('--')) {
    console.error('Name the site: npm run smoke -- https://<the site> [--project <id>]');
    return 1;
  }
  const project = option('project') ?? /^https:\/\/([a-z0-9-]+)\.(web\.app|firebaseapp\.com)$/.exec(origin)?.[1];
  const functions = option('functions') ?? (project ? functionsOrigin(project) : undefined);
  if (!functions) {
    console.error(`Name the project too (--project <id>): ${origin} does not say which Firebase project serves it.`);
    return 1;
  }
  const started = Date.now();
  const results = await runSmokeChecks({ origin, functions, certificateId: option('certificate') });
  for (const r of results)
    console.log(r.skipped ? `– ${r.check}: skipped, ${r.detail}` : `${r.ok ? '✔' : '✘'} ${r.check}${r.ok ? '' : `: ${r.detail}`}`);
  const failed = results.filter((r) => !r.ok).length;
  const skipped = results.filter((r) => r.skipped).length;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\n${results.length - failed - skipped} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} in ${seconds} s`);
  return failed ? 1 : 0;
}

main().then((code) => process.exit(code));
