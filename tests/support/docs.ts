import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/ports';

/** The README and every file under docs/ a reader is sent to, with their text. */
export interface Doc {
  /** The path from the repository's root, e.g. `docs/going-live.md`. */
  path: string;
  text: string;
}

export const DOCS_DIR = 'docs';

export function readDocs(): Doc[] {
  const docs = readdirSync(join(ROOT, DOCS_DIR))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `${DOCS_DIR}/${name}`);
  return ['README.md', ...docs].map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));
}

export const readDoc = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

const FENCE = /^```[^\n]*\n([\s\S]*?)^```$/gm;

/** The text outside fenced code blocks, where links and headings are Markdown (inside a fence they are code). */
export const outsideFences = (text: string): string => text.replace(FENCE, '');

/**
 * Everything a reader would copy as code: each inline `span`, and each line of
 * a fenced block (its shell comment dropped).
 */
export function codeSpans(text: string): string[] {
  const fenced = [...text.matchAll(FENCE)].flatMap((m) => m[1]!.split('\n').map((line) => line.replace(/\s+#.*$/, '').trim()));
  const inline = [...outsideFences(text).matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  return [...inline, ...fenced].filter(Boolean);
}

/**
 * The anchor GitHub gives a heading (github-slugger's rule): lower case,
 * punctuation dropped, each space a hyphen; a repeated heading gets -1, -2, ...
 */
export function headingAnchors(text: string): string[] {
  const seen = new Map<string, number>();
  return [...outsideFences(text).matchAll(/^#{1,6} +(.+?) *#*$/gm)].map((m) => {
    const base = m[1]!
      .replace(/`/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n === 0 ? base : `${base}-${n}`;
  });
}
