import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../../scripts/lib/ports';

/**
 * The emergency commands as an owner meets them on a machine with no gcloud login: restore and recount say what is
 * missing and how to get it, in a sentence, rather than a stack trace from inside Google's client; restore names the
 * --project a gs:// export needs. Nothing here reaches Google or the emulators: each refusal comes first.
 */
const home = mkdtempSync(join(tmpdir(), 'no-gcloud-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

/** An owner's shell on a machine where `gcloud auth application-default login` never ran, and not on Google Cloud. */
function ownerShell(): NodeJS.ProcessEnv {
  const { FIREBASE_AUTH_EMULATOR_HOST: _a, FIRESTORE_EMULATOR_HOST: _f, GOOGLE_APPLICATION_CREDENTIALS: _k, ...rest } = process.env;
  return { ...rest, HOME: home, METADATA_SERVER_DETECTION: 'none' };
}

async function script(name: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const run = promisify(execFile)(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'scripts', name), ...args], {
    cwd: ROOT,
    env: ownerShell(),
  });
  return run.then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, stdout: err.stdout, stderr: err.stderr }),
  );
}

const NO_LOGIN =
  'No Google credentials to act on floaters-prod: run `gcloud auth application-default login` (once per machine), then this again.';

describe('restore and recount without a gcloud login', () => {
  it('restore explains the missing login as admin:grant does, without a stack trace', async () => {
    const run = await script('restore.ts', ['--project=floaters-prod', '--from', 'gs://floaters-prod-backups/2026-12-01/firestore']);
    expect(run).toMatchObject({ code: 1, stderr: `${NO_LOGIN}\n` });
  }, 60_000);

  it('recount does too', async () => {
    expect(await script('recount.ts', ['--project', 'floaters-prod'])).toMatchObject({ code: 1, stderr: `${NO_LOGIN}\n` });
  }, 60_000);

  it('restore --from gs://... without --project says a gs:// export needs --project, not that a local folder is missing', async () => {
    const run = await script('restore.ts', ['--from', 'gs://floaters-prod-backups/2026-12-01/firestore']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('A gs:// export is restored into a real project: add --project <id>');
    expect(run.stderr).not.toContain('No export at');
  }, 60_000);

  it('restore refuses a flag it does not know before it reads or writes anything', async () => {
    const run = await script('restore.ts', ['--project', 'floaters-prod', '--from', 'gs://b/f', '--overwrite']);
    expect(run).toMatchObject({ code: 2, stderr: expect.stringContaining('Unknown option --overwrite. npm run restore accepts') });
  }, 60_000);
});
