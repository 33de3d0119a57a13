import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * The feature-boundary and named-address rules in eslint.config.mjs, proven to
 * bite: each case lints a line of code as if it were a file at that place in
 * web/src.
 */
const ROOT = join(__dirname, '..', '..');
const ESLINT = join(ROOT, 'node_modules', '.bin', 'eslint');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** Runs the CLI (Jest's module sandbox cannot load the ESM config), feeding the code on stdin under the given name. */
async function lintErrors(ruleId: string, filePath: string, code: string): Promise<string[]> {
  const run = promisify(execFile)(ESLINT, ['--format', 'json', '--stdin', '--stdin-filename', filePath], { cwd: ROOT });
  run.child.stdin?.end(`${code}\nexport {};\n`);
  // ESLint exits 1 when it finds errors; its report is on stdout either way.
  const { stdout } = await run.catch((err: { stdout: string }) => err);
  const [result] = JSON.parse(stdout) as { messages: LintMessage[] }[];
  return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const boundaryErrors = (filePath: string, code: string) => lintErrors('boundaries/dependencies', filePath, code);
const addressErrors = (code: string) =>
  lintErrors('no-restricted-syntax', 'web/src/features/marketing/components/address-fixture.tsx', code);

describe('lint: feature boundaries', () => {
  it("refuses a feature importing another feature's files", async () => {
    const errors = await boundaryErrors(
      'web/src/features/email/components/boundary-fixture.tsx',
      "import AdminDashboardPage from '@/features/admin/components/admin-dashboard-page';\nvoid AdminDashboardPage;",
    );
    expect(errors).toEqual([expect.stringContaining('feature "email" may not import feature "admin"')]);
  });

  it('refuses shared code importing a feature or the app', async () => {
    const fromLib = await boundaryErrors('web/src/lib/boundary-fixture.ts', "import { routes } from '@/app/routes';\nvoid routes;");
    const fromComponents = await boundaryErrors(
      'web/src/components/boundary-fixture.tsx',
      "import QuizPage from '@/features/quiz/components/quiz-page';\nvoid QuizPage;",
    );
    expect(fromLib).toHaveLength(1);
    expect(fromComponents).toHaveLength(1);
  });

  it('allows a feature its own files and shared code, and the app any feature', async () => {
    expect(
      await boundaryErrors(
        'web/src/features/certificates/components/boundary-fixture.tsx',
        "import { Confetti } from './confetti';\nimport { SITE } from '@/config/site';\nimport { certificatePath } from '@shared/paths';\nvoid [Confetti, SITE, certificatePath];",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'web/src/app/boundary-fixture.tsx',
        "import QuizPage from '@/features/quiz/components/quiz-page';\nvoid QuizPage;",
      ),
    ).toEqual([]);
  });
});

describe('lint: addresses are named once', () => {
  it('refuses a written address in a link, a route, a checklist fix or a navigation', async () => {
    expect(await addressErrors("const link = <a href='#'><Link to='/why'>Why</Link></a>;\nvoid link;")).toHaveLength(1);
    expect(await addressErrors("const items = [{ to: '/admin/email', label: 'Email' }, { path: '/quiz' }];\nvoid items;")).toHaveLength(2);
    expect(await addressErrors("declare const navigate: (to: string) => void;\nnavigate('/admin');")).toEqual([
      expect.stringContaining('ADMIN_PATHS'),
    ]);
  });

  it('allows the named routes, and outside addresses', async () => {
    expect(
      await addressErrors(
        "import { PUBLIC_ROUTES } from '@shared/paths';\nconst items = [{ to: PUBLIC_ROUTES.why }, { to: 'https://www.gumroad.com' }, { fixAt: '#dns' }];\nvoid items;",
      ),
    ).toEqual([]);
  });
});
