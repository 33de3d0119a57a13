import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { localFunctionEnv } from '../../scripts/lib/emulator-setup';
import { functionsParams } from '../../scripts/lib/go-live-checks';
import { ROOT } from '../../scripts/lib/ports';
import { preflightFindings, preflightWarnings } from '../../scripts/lib/preflight';
import { CONFIRM_PAST_DATES, COPY_DATES, WEB_VARIABLES, readProjectConfig } from '../../scripts/lib/project-config';

/**
 * The deploy's preflight against fixture configurations: tests/fixtures/deploy
 * holds a good project (floaters-prod), and each case below makes one mistake
 * in a copy of it and expects one sentence naming that mistake and its fix.
 */
const FIXTURE = join(__dirname, '..', 'fixtures', 'deploy');
const PROJECT = 'floaters-prod';
const TODAY = new Date('2026-11-24T12:00:00');
const params = functionsParams();

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'preflight-'));
  cpSync(FIXTURE, root, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Rewrites one line (`NAME=...`) of a fixture file, or drops it when `value` is null. */
function setLine(side: 'web' | 'functions', name: string, value: string | null) {
  const file = join(root, side, `.env.${PROJECT}`);
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => !l.startsWith(`${name}=`));
  writeFileSync(file, [...lines, ...(value === null ? [] : [`${name}=${value}`])].join('\n'));
}

const findings = (projectId = PROJECT) => preflightFindings({ config: readProjectConfig(root, projectId), params, today: TODAY });

describe('the deploy preflight', () => {
  it('finds nothing missing in a good configuration', () => {
    expect(findings()).toEqual([]);
  });

  it.each<[string, () => void, RegExp]>([
    ['the demo project', () => undefined, /"demo-cleveland-floaters" is the local demo project/],
    [
      'a web setting left out',
      () => setLine('web', 'VITE_FIREBASE_APP_ID', null),
      /VITE_FIREBASE_APP_ID is not set in web\/\.env\.floaters-prod: .*appId/,
    ],
    [
      'a bundle aimed at another project',
      () => setLine('web', 'VITE_FIREBASE_PROJECT_ID', 'floaters-staging'),
      /is "floaters-staging", not "floaters-prod"/,
    ],
    [
      'the origin entered twice',
      () => setLine('web', 'VITE_SITE_ORIGIN', 'https://clevelandfloaters.com'),
      /sets VITE_SITE_ORIGIN: remove it; .* entered once, as SITE_URL/,
    ],
    [
      'an origin with a path',
      () => setLine('functions', 'SITE_URL', 'https://clevelandfloaters.com/home'),
      /SITE_URL .* must be an https origin with no path/,
    ],
    ['no origin at all', () => setLine('functions', 'SITE_URL', null), /SITE_URL is not set in functions\/\.env\.floaters-prod/],
    [
      "the demo's origin",
      () => setLine('functions', 'SITE_URL', 'https://clevelandfloaters.web.app/'),
      /SITE_URL .* is https:\/\/clevelandfloaters\.web\.app, the demo's address: use https:\/\/floaters-prod\.web\.app until/,
    ],
    [
      "another project's web.app address",
      () => setLine('functions', 'SITE_URL', 'https://floaters-staging.web.app'),
      /SITE_URL .* is https:\/\/floaters-staging\.web\.app, the Firebase address of "floaters-staging", not of "floaters-prod"/,
    ],
    [
      "another project's firebaseapp.com address",
      () => setLine('functions', 'SITE_URL', 'https://someone-else.firebaseapp.com/'),
      /the Firebase address of "someone-else", not of "floaters-prod"/,
    ],
    [
      'a functions parameter left out',
      () => setLine('functions', 'SENDGRID_WEBHOOK_PUBLIC_KEY', null),
      /SENDGRID_WEBHOOK_PUBLIC_KEY is not in functions\/\.env\.floaters-prod.*the deploy stops to ask for it/,
    ],
    [
      "another project's auth domain",
      () => setLine('web', 'VITE_FIREBASE_AUTH_DOMAIN', 'floaters-staging.firebaseapp.com'),
      /VITE_FIREBASE_AUTH_DOMAIN .* "floaters-staging\.firebaseapp\.com", another project's: it should be floaters-prod\.firebaseapp\.com/,
    ],
    [
      'an auth domain written as an address',
      () => setLine('web', 'VITE_FIREBASE_AUTH_DOMAIN', 'https://floaters-prod.firebaseapp.com/'),
      /VITE_FIREBASE_AUTH_DOMAIN .*: write the host name alone, floaters-prod\.firebaseapp\.com/,
    ],
    [
      "another project's storage bucket",
      () => setLine('web', 'VITE_FIREBASE_STORAGE_BUCKET', 'floaters-staging.firebasestorage.app'),
      /VITE_FIREBASE_STORAGE_BUCKET .* "floaters-staging\.firebasestorage\.app", not this project's default bucket: it should be floaters-prod\.firebasestorage\.app/,
    ],
    [
      'a secret in the committed file',
      () => setLine('functions', 'SENDGRID_API_KEY', 'SG.leaked'),
      /holds the secret SENDGRID_API_KEY: delete the line, rotate .*functions:secrets:set SENDGRID_API_KEY/,
    ],
    [
      'a past careers deadline not confirmed',
      () => setLine('web', 'CONFIRM_PAST_DATES', null),
      /The careers deadline \(2025-10-31\) has passed/,
    ],
    [
      'a date that is no date',
      () => setLine('web', 'VITE_LAUNCH_DATE', '15/05/2027'),
      /VITE_LAUNCH_DATE .* "15\/05\/2027": write it as YYYY-MM-DD/,
    ],
    [
      'the stand-in newsletter link',
      () => setLine('web', 'VITE_LINKEDIN_NEWSLETTER_URL', 'https://www.linkedin.com/newsletters/the-floaters-brief-7100000000000000000'),
      /the demo's stand-in/,
    ],
    [
      'App Check enforced without a site key',
      () => setLine('functions', 'APP_CHECK_ENFORCED', 'true'),
      /APP_CHECK_ENFORCED is true .* has no VITE_APP_CHECK_SITE_KEY/,
    ],
    ['a misspelt setting', () => setLine('web', 'VITE_FIREBASE_APIKEY', 'x'), /sets VITE_FIREBASE_APIKEY, which the site does not read/],
    [
      'App Check switched on with "yes"',
      () => setLine('functions', 'APP_CHECK_ENFORCED', 'yes'),
      /APP_CHECK_ENFORCED in functions\/\.env\.floaters-prod is "yes": write true or false/,
    ],
    [
      'warm instances counted in words',
      () => setLine('functions', 'PAGES_MIN_INSTANCES', 'one'),
      /PAGES_MIN_INSTANCES in functions\/\.env\.floaters-prod is "one": write a whole number/,
    ],
    [
      'the warm instances under their name from before the pages had a function',
      () => {
        setLine('functions', 'PAGES_MIN_INSTANCES', null);
        setLine('functions', 'OG_CERTIFICATE_MIN_INSTANCES', '1');
      },
      /OG_CERTIFICATE_MIN_INSTANCES in functions\/\.env\.floaters-prod is now called PAGES_MIN_INSTANCES: rename the line/,
    ],
    [
      'insights turned "false" instead of off',
      () => setLine('web', 'VITE_INSIGHTS', 'false'),
      /VITE_INSIGHTS in web\/\.env\.floaters-prod is "false": write off, or nothing/,
    ],
    [
      'a pixel id that is none',
      () => setLine('web', 'VITE_AD_PIXEL_ID', 'fbq(1234)'),
      /VITE_AD_PIXEL_ID .* is "fbq\(1234\)": write the pixel id/,
    ],
    [
      'a past date confirmed under a misspelt name',
      () => setLine('web', 'CONFIRM_PAST_DATES', 'careers,lanch'),
      /CONFIRM_PAST_DATES .* names "lanch", which is no date of the site/,
    ],
  ])('names %s', (name, mistake, sentence) => {
    mistake();
    const found = name === 'the demo project' ? findings('demo-cleveland-floaters') : findings();
    expect(found.filter((f) => sentence.test(f))).toHaveLength(1);
    expect(found).toHaveLength(1);
  });

  it("takes a project's older appspot.com bucket and a custom auth domain", () => {
    setLine('web', 'VITE_FIREBASE_STORAGE_BUCKET', 'floaters-prod.appspot.com');
    setLine('web', 'VITE_FIREBASE_AUTH_DOMAIN', 'clevelandfloaters.com');
    expect(findings()).toEqual([]);
  });

  it('lets a first deploy go without the SendGrid webhook key, warning that events are refused until it is set', () => {
    setLine('functions', 'SENDGRID_WEBHOOK_PUBLIC_KEY', '');
    expect(findings()).toEqual([]);
    expect(preflightWarnings(readProjectConfig(root, PROJECT))).toEqual([
      expect.stringMatching(
        /^SENDGRID_WEBHOOK_PUBLIC_KEY is empty in functions\/\.env\.floaters-prod: sendgridEvents refuses every SendGrid event until it is set/,
      ),
    ]);
  });

  it('says nothing of a first sailing that has passed: the season dates saved in /admin decide what visitors read', () => {
    setLine('web', 'VITE_LAUNCH_DATE', '2026-05-15');
    setLine('web', 'CONFIRM_PAST_DATES', 'launch,careers');
    expect(findings()).toEqual([]);
  });

  it.each(['demo-cleveland-floaters', 'Floaters_Prod'])('stops at the project id %s, with nothing after it', (projectId) => {
    // No settings files are named after it either: each would be one more line burying the one that matters.
    expect(findings(projectId)).toEqual([expect.stringMatching(/is the local demo project|is not a Firebase project id/)]);
  });

  it('refuses every boolean and number parameter the functions declare unless written true/false or in digits', () => {
    // "1" and "yes" are true to the CLI that deploys but false to the functions; parseInt reads "2x" as 2 and "one" as 0.
    const wrong: Record<string, string[]> = { boolean: ['yes', '1', 'TRUE'], int: ['one', '1.5', '2x'], float: ['half', '1,5'] };
    const typed = params.filter((p) => p.type in wrong);
    expect(typed.map((p) => p.name)).toEqual(expect.arrayContaining(['APP_CHECK_ENFORCED', 'PAGES_MIN_INSTANCES']));
    for (const p of typed) {
      for (const value of wrong[p.type]!) {
        setLine('functions', p.name, value);
        expect(findings()).toEqual([expect.stringContaining(`${p.name} in functions/.env.floaters-prod is "${value}": write `)]);
      }
      setLine('functions', p.name, p.type === 'boolean' ? 'false' : '0');
      expect(findings()).toEqual([]);
    }
  });

  it.each(['https://floaters-prod.web.app/', 'https://floaters-prod.firebaseapp.com', 'https://clevelandfloaters.com/'])(
    "takes SITE_URL=%s, the project's own address, with or without a trailing slash",
    (origin) => {
      setLine('functions', 'SITE_URL', origin);
      expect(findings()).toEqual([]);
    },
  );

  it('names every problem at once when the settings files are missing', () => {
    rmSync(join(root, 'web'), { recursive: true });
    rmSync(join(root, 'functions'), { recursive: true });
    const found = findings();
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringContaining('web/.env.floaters-prod is missing: copy web/.env.example'),
        expect.stringContaining('functions/.env.floaters-prod is missing: copy functions/.env.example'),
        expect.stringContaining('VITE_FIREBASE_API_KEY is not set'),
        expect.stringContaining('SITE_URL is not set'),
      ]),
    );
    expect(found.length).toBeGreaterThanOrEqual(10);
  });
});

describe('npm run deploy', () => {
  it('stops before building for the demo project, with that one finding, and leaves the build alone', async () => {
    const stamp = join(ROOT, 'web', 'dist', '.floaters-build.json');
    const before = statSync(stamp, { throwIfNoEntry: false })?.mtimeMs;
    const result = await promisify(execFile)(
      join(ROOT, 'node_modules', '.bin', 'tsx'),
      ['scripts/deploy.ts', '--project', 'demo-cleveland-floaters'],
      {
        cwd: ROOT,
      },
    ).then(
      () => ({ code: 0, stdout: '' }),
      (err: { code: number; stdout: string }) => err,
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('is the local demo project');
    expect(result.stdout.match(/✘/g)).toHaveLength(1);
    expect(statSync(stamp, { throwIfNoEntry: false })?.mtimeMs).toBe(before);
  });
});

describe('npm run preflight', () => {
  it('for the demo id says that one thing and stops: no settings files, secrets or build after it', async () => {
    const result = await promisify(execFile)(
      join(ROOT, 'node_modules', '.bin', 'tsx'),
      ['scripts/preflight.ts', '--project', 'demo-cleveland-floaters', '--offline'],
      { cwd: ROOT },
    ).then(
      () => ({ code: 0, stdout: '' }),
      (err: { code: number; stdout: string }) => err,
    );
    expect(result.code).toBe(1);
    expect(result.stdout.trim().split('\n')).toEqual([
      'Preflight for demo-cleveland-floaters: 1 to fix before going live.',
      expect.stringMatching(/^ {2}✘ "demo-cleveland-floaters" is the local demo project: deploy with --project <your-project-id>/),
    ]);
  });
});

describe('a plain `firebase deploy` of Hosting or Functions', () => {
  it.each(['hosting', 'functions'])('%s: the predeploy hook refuses it and says what to run', async (target) => {
    const hooks = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
      hosting: { predeploy: string[] };
      functions: { predeploy: string[] }[];
    };
    const hook = target === 'hosting' ? hooks.hosting.predeploy : hooks.functions[0]!.predeploy;
    expect(hook).toEqual([`npx tsx "$PROJECT_DIR/scripts/deploy-guard.ts" ${target}`]);
    const inherited = Object.entries(process.env).filter(([name]) => name !== 'FLOATERS_DEPLOY_PROJECT');
    const env = { ...Object.fromEntries(inherited), GCLOUD_PROJECT: 'floaters-prod', PROJECT_DIR: ROOT };
    const result = await promisify(execFile)(join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/deploy-guard.ts', target], {
      cwd: ROOT,
      env,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (err: { code: number; stderr: string }) => err,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`deploy with \`npm run deploy -- --project floaters-prod\` (add \`--only ${target}\``);
    // The way rules may still go names the project too: without it firebase would deploy to .firebaserc's demo project.
    expect(result.stderr).toContain('`npx firebase deploy --only firestore,storage --project floaters-prod`');
  });
});

describe('the emulator', () => {
  it('is given every functions parameter, so it never stops to ask for one', () => {
    const given = Object.keys(localFunctionEnv());
    expect(params.filter((p) => !p.secret && !given.includes(p.name))).toEqual([]);
  });
});

describe('the example settings files', () => {
  it('give no date and confirm none as past, so a date left from the examples is never waved through', () => {
    const example = readProjectConfig(ROOT, 'example').web;
    expect(Object.keys(example)).toEqual(expect.arrayContaining([CONFIRM_PAST_DATES, ...COPY_DATES.map((d) => d.variable)]));
    expect([CONFIRM_PAST_DATES, ...COPY_DATES.map((d) => d.variable)].map((name) => example[name])).toEqual(
      [CONFIRM_PAST_DATES, ...COPY_DATES].map(() => ''),
    );
  });

  it('list every web setting and every functions parameter, with no secret among them', () => {
    const names = (file: string) => [...readFileSync(join(ROOT, file), 'utf8').matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]);
    expect(names('web/.env.example').sort()).toEqual([...WEB_VARIABLES.map((v) => v.name), CONFIRM_PAST_DATES].sort());
    expect(names('functions/.env.example').sort()).toEqual(
      params
        .filter((p) => !p.secret)
        .map((p) => p.name)
        .sort(),
    );
  });
});
