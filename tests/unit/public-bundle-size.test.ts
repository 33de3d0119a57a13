import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SPEED_TARGETS } from '../../scripts/lib/speed-targets';
import { chunksLoadedBy, DIST, initialChunks, islandPageChunks, lazyChunks, paintedPageChunks, type Chunk } from '../support/web-bundle';

/**
 * Reads the production build (npm test builds it before the unit tests run;
 * alone, run `npm run build -w web` first).
 */
const ISLANDS_BUDGET_GZIP_BYTES = SPEED_TARGETS.jsBeforeIdleKb * 1024;

// Code that must never be in a visitor's first download.
const FORBIDDEN = [
  { what: 'the Firebase SDK', pattern: /node_modules\/(@firebase|firebase|reactfire)\// },
  { what: 'admin screens', pattern: /src\/features\/(admin|email|gumroad)\// },
  { what: 'the Firebase wrapper', pattern: /src\/(lib\/firebase|app\/firebase-root)\./ },
];

const totalOf = (label: string, chunks: Chunk[]) => {
  const total = chunks.reduce((sum, c) => sum + c.gzipBytes, 0);
  const detail = chunks.map((c) => `${c.file} ${(c.gzipBytes / 1024).toFixed(1)} KB`).join(', ');
  console.log(`Initial JS for ${label}: ${(total / 1024).toFixed(1)} KB gzip (${detail})`);
  return total;
};

beforeAll(() => {
  if (!existsSync(join(DIST, 'quiz.html'))) throw new Error('web/dist is missing: run `npm run build -w web` first');
});

// What must not run on a page until the visitor starts using something: React, MUI and emotion, the Firebase SDK, the form library.
const HEAVY = /node_modules\/(react|react-dom|@mui|@emotion|@firebase|firebase|formik)\//;
const heavyIn = (chunks: Chunk[]) => chunks.flatMap((c) => c.sources.filter((s) => HEAVY.test(s)));

describe('the first load of a page that is read, or whose SPA starts on the first move', () => {
  it.each([
    // Painted per request (for the owner's photo), from the same islands entry as the home page and /why.
    ['/affiliate', null],
    // Until its share toolbar is touched.
    ['/quiz/result/comeback-kid', null],
    ['/auth', 'auth.html'],
    ['/quiz', 'quiz.html'],
  ])(
    `%s runs at most ${ISLANDS_BUDGET_GZIP_BYTES / 1024} KB of gzip-compressed JavaScript, and no React, MUI, Firebase SDK or formik`,
    async (route, html) => {
      const chunks = html ? islandPageChunks(html) : await paintedPageChunks(route);
      expect(chunks.length).toBeGreaterThan(0);
      expect(totalOf(route, chunks)).toBeLessThanOrEqual(ISLANDS_BUDGET_GZIP_BYTES);
      expect(heavyIn(chunks)).toEqual([]);
    },
  );
});

/** The home page's toast, on top of what the page has already loaded. */
const TOAST_BUDGET_GZIP_BYTES = 5 * 1024;

describe('what a page of islands loads once it is idle', () => {
  it("the Wall of Fame's live list, until a founder joins, is a poll of a cached feed", () => {
    const chunks = lazyChunks('src/app/islands/wall.ts');
    totalOf("the Wall of Fame's idle island", chunks);
    expect(heavyIn(chunks)).toEqual([]);
  });

  it(`the home page's social-proof toast is plain DOM: all it can load is at most ${TOAST_BUDGET_GZIP_BYTES / 1024} KB of gzip beyond the page's`, async () => {
    const page = new Set((await paintedPageChunks('/affiliate')).map((c) => c.file));
    const own = chunksLoadedBy('src/features/social-proof/components/social-proof.ts', page);
    expect(own.length).toBeGreaterThan(0);
    expect(totalOf('the social-proof island', own)).toBeLessThanOrEqual(TOAST_BUDGET_GZIP_BYTES);
    expect(heavyIn(own)).toEqual([]);
  });
});

describe('the quiz once started (the SPA)', () => {
  it('contains no Firebase SDK and no admin code', () => {
    const chunks = initialChunks('src/features/quiz/components/quiz-page.tsx', 'quiz.html');
    totalOf('/quiz, started', chunks);
    // Vite's preload helper and Rolldown's module runtime are virtual modules, the only chunks with no source files of ours.
    expect(chunks.every((c) => c.sources.length > 0 || /^(preload-helper|rolldown-runtime)-/.test(c.file))).toBe(true);
    const found = chunks.flatMap((c) =>
      FORBIDDEN.flatMap(({ what, pattern }) => c.sources.filter((s) => pattern.test(s)).map((s) => `${what}: ${s} in ${c.file}`)),
    );
    expect(found).toEqual([]);
  });

  it('keeps the email editor (Tiptap, MJML) out of the email screens until an email is written in it', () => {
    const editor = /node_modules\/(@tiptap|prosemirror-[a-z]+|mjml-browser)\//;
    for (const screen of ['broadcast-page.tsx', 'templates-page.tsx']) {
      const found = initialChunks(`src/features/email/components/${screen}`).flatMap((c) => c.sources.filter((s) => editor.test(s)));
      expect({ screen, found }).toEqual({ screen, found: [] });
    }
    // Guards the check above: the editor is in the build, in chunks of its own (Tiptap's, and MJML's renderer).
    const own = [
      ...lazyChunks('src/features/email/components/email-editor/email-editor.tsx'),
      ...lazyChunks('node_modules/mjml-browser/lib/index.js'),
    ].filter((c) => c.sources.some((s) => editor.test(s)));
    expect(own.length).toBe(2);
    totalOf('the email editor, once opened', own);
  });

  it('keeps the Firebase SDK in a chunk of its own that the Firebase routes load', () => {
    // Guards the check above against a silent change of file layout: the SDK must be somewhere in the build.
    const all = initialChunks('src/app/firebase-root.tsx');
    expect(all.some((c) => c.sources.some((s) => FORBIDDEN[0].pattern.test(s)))).toBe(true);
  });
});
