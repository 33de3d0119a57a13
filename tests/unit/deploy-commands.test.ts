import { readFileSync } from 'node:fs';
import { FUNCTIONS_REGION } from '../../functions/src/shared/functions-region';
import {
  CONTAINER_IMAGE_DAYS,
  NO_REPOSITORY_YET,
  cleanupPolicyArgs,
  deploysFunctions,
  imagePolicyFlags,
} from '../../scripts/lib/image-cleanup';
import { deployPasses } from '../../scripts/lib/deploy-config';
import { codeSpans, readDocs } from '../support/docs';

/**
 * What the deploy hands firebase-tools, judged by the installed firebase-tools: the container-image cleanup policy
 * (else asked for after deploy, failing without a terminal), and printed commands, which need --project or they act on
 * .firebaserc's demo project.
 */
type CommandOptions = { options: [string, string, unknown?][] };
const setpolicy = (require('firebase-tools/lib/commands/functions-artifacts-setpolicy') as { command: CommandOptions }).command;
const { promptForCleanupPolicyDays } = require('firebase-tools/lib/deploy/functions/prompts') as {
  promptForCleanupPolicyDays(options: { nonInteractive?: boolean; force?: boolean }, locations: string[]): Promise<number>;
};
const { DEFAULT_CLEANUP_DAYS } = require('firebase-tools/lib/functions/artifacts') as { DEFAULT_CLEANUP_DAYS: number };

/** Options every firebase command takes (firebase-tools' program-wide flags). */
const GLOBAL_FLAGS = ['--project', '--non-interactive'];

describe("the functions' container-image cleanup policy", () => {
  it('is set with flags the installed `firebase functions:artifacts:setpolicy` declares, for this project and region', () => {
    const args = cleanupPolicyArgs('floaters-prod');
    const declared = [...setpolicy.options.flatMap(([flags]) => flags.split(/[ ,]+/).filter((f) => f.startsWith('--'))), ...GLOBAL_FLAGS];
    expect(args[0]).toBe('functions:artifacts:setpolicy');
    expect(args.filter((a) => a.startsWith('--')).filter((flag) => !declared.includes(flag))).toEqual([]);
    expect(args.join(' ')).toContain(`--project floaters-prod --location ${FUNCTIONS_REGION} --days ${CONTAINER_IMAGE_DAYS}`);
  });

  it("keeps images as long as firebase's own default, which --force applies on a first deploy", () => {
    expect(CONTAINER_IMAGE_DAYS).toBe(DEFAULT_CLEANUP_DAYS);
  });

  it('recognises what setpolicy says before the first functions deploy has made the repository', () => {
    const source = readFileSync(require.resolve('firebase-tools/lib/commands/functions-artifacts-setpolicy'), 'utf8');
    expect(source).toMatch(NO_REPOSITORY_YET);
    expect(
      NO_REPOSITORY_YET.test(
        "Repository 'projects/p/locations/us-central1/repositories/gcf-artifacts' does not exist in Artifact Registry.",
      ),
    ).toBe(true);
  });

  it("lets a first functions deploy without a terminal finish: firebase's own question is answered, not thrown", async () => {
    // firebase-tools' own prompt, with the options a deploy run without a terminal has (nonInteractive), plus our flags.
    const ask = (flags: string[]) =>
      promptForCleanupPolicyDays({ nonInteractive: true, force: flags.includes('--force') }, [FUNCTIONS_REGION]);
    await expect(ask([])).rejects.toThrow(/Functions successfully deployed but could not set up cleanup policy/);
    await expect(ask(imagePolicyFlags('no repository yet'))).resolves.toBe(CONTAINER_IMAGE_DAYS);
    // Once the policy is set, firebase does not ask, and the deploy needs no --force (which would also skip its other questions).
    expect(imagePolicyFlags('set')).toEqual([]);
  });

  it.each<[string[], boolean]>([
    [[], true],
    [['--only', 'functions'], true],
    [['--only', 'hosting,functions:pages'], true],
    [['--only=functions'], true],
    [['--only', 'hosting'], false],
    [['--only', 'firestore,storage'], false],
  ])('is set for a deploy with %j: %s', (rest, ships) => {
    expect(deploysFunctions(rest)).toBe(ships);
  });
});

describe("the deploy's firebase runs", () => {
  it.each<[string, string[]]>([
    ['hosting,functions,firestore,storage', ['functions,firestore,storage', 'hosting']],
    ['hosting,functions:pages', ['functions:pages', 'hosting']],
    ['hosting', ['hosting']],
    ['functions', ['functions']],
  ])('ship %s with Hosting last, so a function a rewrite names is live before the rewrite: %j', (only, passes) => {
    expect(deployPasses(only)).toEqual(passes);
  });
});

describe('commands printed for a real project', () => {
  it('name --project in the README and docs/ wherever one acts on a project (firebase commands, the deploy and the preflight)', () => {
    const spans = readDocs().flatMap((doc) => codeSpans(doc.text));
    const actsOnProject = spans.filter((s) => /^npx firebase (?!login\b)\S/.test(s) || /^npm run (deploy|preflight) -- /.test(s));
    expect(actsOnProject.length).toBeGreaterThan(3);
    expect(actsOnProject.filter((s) => !/--project \S/.test(s))).toEqual([]);
  });
});
