import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT } from '../../scripts/lib/ports';
import { codeSpans, readDocs } from '../support/docs';

/**
 * Every command the README and docs/ show exists (`npm run` scripts, bench names, `npx tsx` files, firebase-tools
 * commands) and every path they name, so a rename never leaves the docs pointing at nothing. gcloud cannot be checked
 * offline.
 */
const docs = readDocs();
const spans = docs.flatMap((doc) => codeSpans(doc.text).map((span) => ({ doc: doc.path, span })));

const scriptsOf = (dir: string): Record<string, string> =>
  (JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};
const workspaces = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;

/** npm's own commands the docs use; `npm start` and `npm test` are scripts and are checked as such. */
const NPM_OWN_COMMANDS = ['install', 'ci'];
const NPM_SCRIPT_SHORTHANDS = ['start', 'test'];

/** What every `npm ...` in a span asks for, and where that script must be. */
function npmCommands(span: string): { script: string; workspace: string | null; own: boolean }[] {
  return [...span.matchAll(/(?:^|[\s;&|(])npm (run +)?([\w:.-]+)((?: +[^\s;&|]+)*)/g)].map((m) => {
    const [, run, name, rest] = m;
    const workspace = /(?:^| )(?:-w|--workspace)[ =](\S+)/.exec(rest ?? '')?.[1] ?? null;
    return { script: name!, workspace, own: !run && !NPM_SCRIPT_SHORTHANDS.includes(name!) };
  });
}

const commands = spans.flatMap(({ doc, span }) => npmCommands(span).map((c) => ({ doc, span, ...c })));

/** git's view of the repository: tracked files, and whether a path is one git ignores (built or run-time output). */
const tracked = new Set(execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean));
const trackedTop = new Set([...tracked].map((path) => path.split('/')[0]!));
const ignored = (path: string): boolean => {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', path], { cwd: ROOT });
    return true;
  } catch {
    return false;
  }
};

/** A file the owner writes for their project, which the repository rightly does not hold. */
const WRITTEN_BY_THE_OWNER = ['web/.env.production'];

const PLACEHOLDER = /[<{*]/;
/** Where a path relative to a source folder (`lib/send-once.ts`, `@shared/paths`) may live. */
const SOURCE_ROOTS = ['', 'web', 'functions', 'web/src', 'functions/src', 'functions/src/shared'];
const SOURCE_FILE = /\.(ts|tsx|js|mjs|json|rules)$/;

/** Whether a path named in the docs is there: as written, or, before a placeholder, the folder it goes in. */
function pathIsThere(span: string): boolean {
  const path = span.replace(/^@shared\//, 'functions/src/shared/').replace(/\/$/, '');
  const fixed = path.split('/').findIndex((segment) => PLACEHOLDER.test(segment));
  const checked = fixed === -1 ? path : path.split('/').slice(0, fixed).join('/');
  const roots = span.startsWith('@shared/') || trackedTop.has(path.split('/')[0]!) ? [''] : SOURCE_ROOTS;
  return roots.some((root) => {
    const full = join(ROOT, root, checked);
    return existsSync(full) || existsSync(`${full}.ts`) || (root === '' && ignored(checked));
  });
}

/** Spans that name a repository path: from a tracked top-level folder, under @shared, or a source file in a source folder. */
const repoPaths = [
  ...new Set(
    spans
      .map(({ span }) => span)
      .filter((span) => !/\s/.test(span) && span.includes('/') && !/^(\/|\.\.\/|[a-z]+:)/.test(span))
      .filter((span) => trackedTop.has(span.split('/')[0]!) || span.startsWith('@shared/') || SOURCE_FILE.test(span)),
  ),
];

describe('the commands the README and docs/ show', () => {
  it('are found (the test reads the docs it should)', () => {
    expect(docs.map((d) => d.path)).toEqual(expect.arrayContaining(['README.md', 'docs/going-live.md', 'docs/operations.md']));
    expect(commands.length).toBeGreaterThan(40);
    expect(repoPaths.length).toBeGreaterThan(100);
  });

  it('name only npm scripts that exist, in the workspace they name', () => {
    const missing = commands
      .filter((c) => !c.own)
      .filter((c) => {
        if (c.workspace && !workspaces.includes(c.workspace)) return true;
        return !(c.script in scriptsOf(c.workspace ?? '.'));
      })
      .map((c) => `${c.doc}: \`${c.span}\` (no script "${c.script}"${c.workspace ? ` in ${c.workspace}/package.json` : ''})`);
    expect(missing).toEqual([]);
  });

  it("use only npm's own commands otherwise", () => {
    const unknown = commands.filter((c) => c.own && !NPM_OWN_COMMANDS.includes(c.script)).map((c) => `${c.doc}: \`${c.span}\``);
    expect(unknown).toEqual([]);
  });

  it('name benchmarks `npm run bench` selects (scripts/bench.ts runs the files whose names contain them)', () => {
    const benches = readdirSync(join(ROOT, 'scripts', 'bench')).filter((f) => f.endsWith('.bench.ts'));
    const named = spans.flatMap(({ doc, span }) =>
      [...span.matchAll(/npm run bench -- ([^;&|]+)/g)].flatMap((m) =>
        m[1]!
          .split(/\s+/)
          .filter((word) => word && !word.startsWith('-'))
          .map((name) => ({ doc, name })),
      ),
    );
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((n) => !benches.some((f) => f.includes(n.name))).map((n) => `${n.doc}: bench ${n.name}`)).toEqual([]);
  });

  it('run with `npx tsx` only files that exist', () => {
    const runs = spans.flatMap(({ doc, span }) => [...span.matchAll(/npx tsx (\S+)/g)].map((m) => ({ doc, file: m[1]! })));
    expect(runs.filter((r) => !existsSync(join(ROOT, r.file))).map((r) => `${r.doc}: ${r.file}`)).toEqual([]);
  });

  it('give firebase only commands the installed firebase-tools has', () => {
    const commandsDir = dirname(require.resolve('firebase-tools/lib/commands/deploy'));
    const used = spans.flatMap(({ doc, span }) =>
      [...span.matchAll(/(?:^|npx )firebase ([a-z][\w:-]*)/g)].map((m) => ({ doc, command: m[1]! })),
    );
    expect(used.length).toBeGreaterThan(3);
    const missing = used.filter((u) => !existsSync(join(commandsDir, `${u.command.replace(/:/g, '-')}.js`)));
    expect(missing.map((u) => `${u.doc}: firebase ${u.command}`)).toEqual([]);
  });

  it('name repository paths that exist (or that git ignores as built output)', () => {
    const absent = repoPaths.filter((path) => !WRITTEN_BY_THE_OWNER.includes(path) && !pathIsThere(path));
    expect(absent).toEqual([]);
  });
});
