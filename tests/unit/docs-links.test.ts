import { existsSync, statSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { ROOT } from '../../scripts/lib/ports';
import { DOCS_DIR, headingAnchors, outsideFences, readDoc, readDocs } from '../support/docs';

/**
 * The README is the front door and docs/ holds the rest by reader: every link
 * between them reaches a file and, where it names one, a heading GitHub
 * anchors; each file in docs/ opens with its contents; the README stays short
 * and sends each reader somewhere.
 */
const docs = readDocs();
const README_MAX_LINES = 150;

interface Link {
  doc: string;
  target: string;
}

/** Markdown links and images, and the src of an HTML <img>, outside code. */
function linksOf(doc: { path: string; text: string }): Link[] {
  const text = outsideFences(doc.text).replace(/`[^`\n]*`/g, '');
  const markdown = [...text.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?: "[^"]*")?\)/g)].map((m) => m[1]!);
  const html = [...text.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => m[1]!);
  return [...markdown, ...html].map((target) => ({ doc: doc.path, target }));
}

const links = docs.flatMap(linksOf);
const relative = links.filter((l) => !/^[a-z]+:/i.test(l.target));

/** Where a link lands: the file (from the repository's root) and the anchor, if any. */
function resolve(link: Link): { file: string; anchor: string | null } {
  const [path, anchor] = link.target.split('#') as [string, string | undefined];
  const file = path === '' ? link.doc : posix.normalize(posix.join(posix.dirname(link.doc), path));
  return { file, anchor: anchor ?? null };
}

describe('links between the README and docs/', () => {
  it('are found (the test reads the docs it should)', () => {
    expect(relative.length).toBeGreaterThan(30);
    expect(relative.filter((l) => l.target.includes('#')).length).toBeGreaterThan(20);
  });

  it('reach a file in the repository', () => {
    const broken = relative.filter((l) => {
      const { file } = resolve(l);
      return file.startsWith('..') || !existsSync(join(ROOT, file));
    });
    expect(broken.map((l) => `${l.doc}: ${l.target}`)).toEqual([]);
  });

  it('reach a heading of that file where they name one', () => {
    const broken = relative
      .filter((l) => l.target.includes('#'))
      .filter((l) => {
        const { file, anchor } = resolve(l);
        if (!existsSync(join(ROOT, file)) || !file.endsWith('.md')) return true;
        return !headingAnchors(readDoc(file)).includes(anchor!);
      });
    expect(broken.map((l) => `${l.doc}: ${l.target}`)).toEqual([]);
  });

  it('show pictures that are PNG files of at most 300 KB', () => {
    const pictures = relative.filter((l) => /\.(png|jpe?g|gif|svg|webp)$/i.test(l.target));
    expect(pictures.length).toBeGreaterThanOrEqual(2);
    for (const picture of pictures) {
      const file = join(ROOT, dirname(picture.doc), picture.target);
      expect(picture.target).toMatch(/\.png$/);
      expect(statSync(file).size).toBeLessThanOrEqual(300 * 1024);
    }
  });
});

describe('the docs a newcomer finds', () => {
  const readme = docs.find((d) => d.path === 'README.md')!;
  const inDocs = docs.filter((d) => d.path.startsWith(`${DOCS_DIR}/`));

  it(`keep the README under ${README_MAX_LINES} lines, linking every file in docs/`, () => {
    expect(readme.text.trimEnd().split('\n').length).toBeLessThan(README_MAX_LINES);
    const linked = new Set(linksOf(readme).map((l) => resolve(l).file));
    expect(inDocs.map((d) => d.path).filter((path) => !linked.has(path))).toEqual([]);
  });

  it('open each file in docs/ with contents listing every section, in order', () => {
    expect(inDocs.length).toBeGreaterThanOrEqual(5);
    for (const doc of inDocs) {
      const text = outsideFences(doc.text);
      const contents = /^## Contents\n\n((?:\s*- \[.*\]\(#.*\)\n)+)/m.exec(text);
      expect([doc.path, contents ? 'has contents' : 'no "## Contents" list']).toEqual([doc.path, 'has contents']);
      const listed = [...contents![1]!.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]);
      const sections = headingAnchors(
        text
          .slice(contents!.index + contents![0].length)
          .replace(/^#{4,} .*$/gm, '')
          .replace(/^# .*$/gm, ''),
      );
      expect([doc.path, listed]).toEqual([doc.path, sections]);
    }
  });
});
