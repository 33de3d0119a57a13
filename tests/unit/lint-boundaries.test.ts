import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * The feature-boundary and named-address rules in eslint.config.mjs, proven to
 * bite: each case lints a line of code as if it were a file at that place in
 * web/src.
 */
const ROOT = join(__dirname, '..', '..');
const LINT_SNIPPETS = join(__dirname, '..', 'support', 'lint-snippets.mjs');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

const BOUNDARIES = 'boundaries/dependencies';
const ADDRESSES = 'no-restricted-syntax';
const ADDRESS_FIXTURE = 'web/src/features/marketing/components/address-fixture.tsx';

/** Every snippet this file lints, by name: one ESLint process lints them all (its start costs seconds). */
const SNIPPETS = {
  featureImportsFeature: {
    filePath: 'web/src/features/email/components/boundary-fixture.tsx',
    code: "import AdminDashboardPage from '@/features/admin/components/admin-dashboard-page';\nvoid AdminDashboardPage;",
  },
  libImportsApp: { filePath: 'web/src/lib/boundary-fixture.ts', code: "import { routes } from '@/app/routes';\nvoid routes;" },
  componentsImportFeature: {
    filePath: 'web/src/components/boundary-fixture.tsx',
    code: "import QuizPage from '@/features/quiz/components/quiz-page';\nvoid QuizPage;",
  },
  featureImportsOwnAndShared: {
    filePath: 'web/src/features/certificates/components/boundary-fixture.tsx',
    code: "import { Confetti } from './confetti';\nimport { SITE } from '@/config/site';\nimport { certificatePath } from '@shared/paths';\nvoid [Confetti, SITE, certificatePath];",
  },
  appImportsFeature: {
    filePath: 'web/src/app/boundary-fixture.tsx',
    code: "import QuizPage from '@/features/quiz/components/quiz-page';\nvoid QuizPage;",
  },
  writtenLink: { filePath: ADDRESS_FIXTURE, code: "const link = <a href='#'><Link to='/why'>Why</Link></a>;\nvoid link;" },
  writtenRoutes: {
    filePath: ADDRESS_FIXTURE,
    code: "const items = [{ to: '/admin/email', label: 'Email' }, { path: '/quiz' }];\nvoid items;",
  },
  writtenNavigation: { filePath: ADDRESS_FIXTURE, code: "declare const navigate: (to: string) => void;\nnavigate('/admin');" },
  namedRoutes: {
    filePath: ADDRESS_FIXTURE,
    code: "import { PUBLIC_ROUTES } from '@shared/paths';\nconst items = [{ to: PUBLIC_ROUTES.why }, { to: 'https://www.gumroad.com' }, { fixAt: '#dns' }];\nvoid items;",
  },
} as const;

type SnippetName = keyof typeof SNIPPETS;

let linted: Record<SnippetName, LintMessage[]>;

/** Runs ESLint's API in a child process (Jest's module sandbox cannot load the ESM config), all snippets at once. */
beforeAll(async () => {
  const names = Object.keys(SNIPPETS) as SnippetName[];
  const run = promisify(execFile)(process.execPath, [LINT_SNIPPETS], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
  run.child.stdin?.end(JSON.stringify(names.map((name) => ({ ...SNIPPETS[name], code: `${SNIPPETS[name].code}\nexport {};\n` }))));
  const messages = JSON.parse((await run).stdout) as LintMessage[][];
  linted = Object.fromEntries(names.map((name, i) => [name, messages[i]!])) as Record<SnippetName, LintMessage[]>;
});

const errors = (ruleId: string, name: SnippetName) => linted[name].filter((m) => m.ruleId === ruleId).map((m) => m.message);

describe('lint: feature boundaries', () => {
  it("refuses a feature importing another feature's files", () => {
    expect(errors(BOUNDARIES, 'featureImportsFeature')).toEqual([
      expect.stringContaining('feature "email" may not import feature "admin"'),
    ]);
  });

  it('refuses shared code importing a feature or the app', () => {
    expect(errors(BOUNDARIES, 'libImportsApp')).toHaveLength(1);
    expect(errors(BOUNDARIES, 'componentsImportFeature')).toHaveLength(1);
  });

  it('allows a feature its own files and shared code, and the app any feature', () => {
    expect(errors(BOUNDARIES, 'featureImportsOwnAndShared')).toEqual([]);
    expect(errors(BOUNDARIES, 'appImportsFeature')).toEqual([]);
  });
});

describe('lint: addresses are named once', () => {
  it('refuses a written address in a link, a route, a checklist fix or a navigation', () => {
    expect(errors(ADDRESSES, 'writtenLink')).toHaveLength(1);
    expect(errors(ADDRESSES, 'writtenRoutes')).toHaveLength(2);
    expect(errors(ADDRESSES, 'writtenNavigation')).toEqual([expect.stringContaining('ADMIN_PATHS')]);
  });

  it('allows the named routes, and outside addresses', () => {
    expect(errors(ADDRESSES, 'namedRoutes')).toEqual([]);
  });
});
