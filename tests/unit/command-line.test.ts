import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_FLAG, REAL_PROJECT_FLAG, UsageError, parseCommandLine } from '../../scripts/lib/command-line';
import { ROOT } from '../../scripts/lib/ports';

/**
 * The scripts' one command-line reader: a flag a script does not know is refused with the flags it does, never
 * ignored (`admin:grant --revok` once granted), and `--project` is read in both spellings and never without its id.
 */
const grant = {
  command: 'npm run admin:grant --',
  flags: { project: PROJECT_FLAG, revoke: {} },
  words: { label: '<email>', min: 1, max: 1 },
};
const refusal = (argv: string[], spec: Parameters<typeof parseCommandLine>[1] = grant): string => {
  try {
    parseCommandLine(argv, spec);
  } catch (err) {
    if (err instanceof UsageError) return err.message;
    throw err;
  }
  throw new Error(`${argv.join(' ')} was accepted`);
};

describe('a script command line', () => {
  it('refuses an unknown flag by name, listing the ones the script accepts', () => {
    expect(refusal(['you@example.com', '--revok'])).toBe(
      'Unknown option --revok. npm run admin:grant accepts --project <id>, --revoke.\n' +
        'Usage: npm run admin:grant -- <email> [--project <id>] [--revoke]',
    );
    expect(refusal(['you@example.com', '-x'])).toMatch(/^Unknown option -x\./);
  });

  it('reads --project <id>, --project=<id> and -P <id> alike', () => {
    for (const argv of [
      ['--project', 'floaters-prod', 'you@example.com'],
      ['you@example.com', '--project=floaters-prod'],
      ['you@example.com', '-P', 'floaters-prod'],
    ]) {
      expect(parseCommandLine(argv, grant)).toEqual({
        flags: { project: 'floaters-prod', revoke: false },
        words: ['you@example.com'],
        forwarded: [],
      });
    }
    expect(parseCommandLine(['you@example.com'], grant).flags.project).toBeUndefined();
  });

  it('refuses a bare --project, an empty one, and one followed by another flag, instead of falling back to the emulators', () => {
    for (const argv of [
      ['you@example.com', '--project'],
      ['you@example.com', '--project='],
      ['you@example.com', '--project', '--revoke'],
    ]) {
      expect(refusal(argv)).toMatch(/^--project needs a value: --project <id> or --project=<id>\./);
    }
  });

  it('refuses a flag given twice, a value on a switch, a missing or extra word', () => {
    expect(refusal(['a@example.com', '--project', 'one', '--project', 'two'])).toMatch(/^--project is given twice\./);
    expect(refusal(['a@example.com', '--revoke=yes'])).toMatch(/^--revoke takes no value/);
    expect(refusal([])).toMatch(/^Missing <email>\./);
    expect(refusal(['a@example.com', 'floaters-prod'])).toMatch(/^Unexpected "floaters-prod"\./);
    expect(refusal(['floaters-prod'], { command: 'npm run recount --', flags: { project: PROJECT_FLAG } })).toMatch(
      /^Unexpected "floaters-prod"\. npm run recount accepts --project <id>\./,
    );
  });

  it('says what is missing when a required flag is not given', () => {
    expect(refusal([], { command: 'npm run preflight --', flags: { project: REAL_PROJECT_FLAG } })).toMatch(
      /^Name the Firebase project: --project <your-project-id>/,
    );
  });

  it('hands on what follows a lone -- only where the script says it forwards it', () => {
    const deploy = { command: 'npm run deploy --', flags: { project: REAL_PROJECT_FLAG }, forwards: 'firebase deploy flags' };
    expect(parseCommandLine(['--project', 'p', '--', '--force', '-m', 'why'], deploy)).toEqual({
      flags: { project: 'p' },
      words: [],
      forwarded: ['--force', '-m', 'why'],
    });
    expect(refusal(['--project', 'p', '--force'], deploy)).toMatch(/^Unknown option --force\./);
    expect(refusal(['a@example.com', '--', '--revoke'])).toMatch(/^A lone -- hands nothing on here\./);
  });

  it('is how every script in scripts/ an owner runs reads its arguments', () => {
    // The test runner's own processes forward their arguments to Jest and to each other, and the deploy guard is firebase's hook.
    const internal = ['test.ts', 'test-lane.ts', 'test-stack.ts', 'test-worker.ts', 'deploy-guard.ts'];
    const readers = readdirSync(join(ROOT, 'scripts'))
      .filter((f) => f.endsWith('.ts') && !internal.includes(f))
      .filter((f) => readFileSync(join(ROOT, 'scripts', f), 'utf8').includes('process.argv'));
    expect(readers).toEqual([]);
  });
});
