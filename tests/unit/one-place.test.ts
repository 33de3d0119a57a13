import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { COLLECTIONS, SUBCOLLECTIONS } from '../../functions/src/shared/collections';
import { ROOT } from '../../scripts/lib/ports';

/**
 * One rule, one place: the site's paths, colours, collection names, HTML
 * escaping and email rule are written in functions/src/shared and imported
 * everywhere else. This reads the rest of the source and fails on a second copy.
 */
const SHARED = join(ROOT, 'functions', 'src', 'shared');
const SOURCE_ROOTS = ['web/src', 'functions/src', 'scripts'].map((d) => join(ROOT, d));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx)$/.test(f))
    .map((f) => join(dir, f))
    .filter((f) => !f.startsWith(SHARED));
}

/** Code lines only: comments may name a collection or a path when they explain one. */
function codeLines(file: string): { where: string; line: string }[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line, i) => ({ where: `${relative(ROOT, file)}:${i + 1}`, line }))
    .filter(({ line }) => !/^\s*(\*|\/\/|\/\*)/.test(line));
}

const lines = SOURCE_ROOTS.flatMap(sourceFiles).flatMap(codeLines);
const hits = (pattern: RegExp) => lines.filter(({ line }) => pattern.test(line)).map(({ where, line }) => `${where}: ${line.trim()}`);

describe('outside functions/src/shared', () => {
  it('has at least the web app, the functions and the scripts to look at', () => {
    expect(lines.length).toBeGreaterThan(10_000);
  });

  it('builds no certificate address by hand (certificatePath and friends in @shared/paths)', () => {
    expect(hits(/['"`]\/founders\/c\//)).toEqual([]);
  });

  it('writes no colour as a hex value (BRAND and SHADES in @shared/brand)', () => {
    // "Member #042" on the home page's sample certificate is a member number, not a colour.
    const colours = hits(/['"`(:\s]#[0-9a-fA-F]{6}\b|['"`(:\s]#[0-9a-fA-F]{3}\b(?![-\w])/).filter((hit) => !/Member #\d{3}\b/.test(hit));
    expect(colours).toEqual([]);
  });

  it('names no Firestore collection in a string (@shared/collections)', () => {
    const names = [...Object.values(COLLECTIONS), ...Object.values(SUBCOLLECTIONS)].join('|');
    // A quoted name on its own or at the start of a path: `'sales'`, `'sales/…'`, `` `sales/${id}` ``.
    const literal = new RegExp(`(['"\`])(${names})(\\1|/)`);
    const allowed = [
      // A column heading of the insights CSV export that happens to be the word "sales".
      /insights-report\.ts:\d+: \['sales', 'sales'\],/,
    ];
    expect(hits(literal).filter((hit) => !allowed.some((a) => a.test(hit)))).toEqual([]);
  });

  it('escapes HTML with the one escapeHtml (@shared/html/escape-html)', () => {
    expect(hits(/function escapeHtml\b|const escapeHtml\s*=/)).toEqual([]);
  });

  it('checks email addresses with the one rule (isEmailAddress in @shared/email/schemas)', () => {
    expect(hits(/\/\^?\[\^\\s@/)).toEqual([]);
  });
});
