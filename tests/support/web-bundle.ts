import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_SHELL_FILE } from '../../functions/src/shared/html/app-shell';

export const DIST = join(__dirname, '..', '..', 'web', 'dist');
/** Where the build keeps its source maps, outside what Hosting serves (see web/vite.config.ts). */
export const SOURCEMAPS = join(__dirname, '..', '..', 'web', 'sourcemaps');

export interface Chunk {
  file: string;
  gzipBytes: number;
  /** The original source files bundled into the chunk, from its source map. */
  sources: string[];
}

const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)"(\.\/[^"]+\.js)"/g;

function readChunk(file: string): Chunk {
  const path = join(DIST, 'assets', file);
  const code = readFileSync(path);
  const mapPath = join(SOURCEMAPS, 'assets', `${file}.map`);
  const sources = existsSync(mapPath) ? (JSON.parse(readFileSync(mapPath, 'utf8')).sources as string[]) : [];
  return { file, gzipBytes: gzipSync(code, { level: 9 }).length, sources };
}

/** Every chunk `roots` import statically, themselves included (dynamic import() is left out: it is what loads later). */
function withStaticImports(roots: string[]): Chunk[] {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(DIST, 'assets', file), 'utf8');
    for (const m of code.matchAll(STATIC_IMPORT)) queue.push(m[1].slice(2));
  }
  return [...seen].sort().map(readChunk);
}

/** The scripts a page's HTML names itself, the one its islands loader names included. */
const scriptsIn = (html: string) => [...html.matchAll(/\s(?:src|href|data-src)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);

/** The scripts a built page (`quiz.html`, `auth.html`...) names itself. */
const pageScripts = (htmlFile: string) => scriptsIn(readFileSync(join(DIST, htmlFile), 'utf8'));

const SSR_DIR = join(__dirname, '..', '..', 'functions', 'lib', 'ssr');

/**
 * A page ogCertificate paints per request (/affiliate, a quiz result...), as the web app's own server bundle renders it
 * from the shell the build shipped beside it (functions/src/http/page-renderer.ts), with no owner's data.
 */
async function paintedPage(route: string): Promise<string> {
  const { renderPage } = require(join(SSR_DIR, 'entry-server.cjs')) as {
    renderPage(shell: string, url: string, options: object): Promise<string>;
  };
  return renderPage(readFileSync(join(SSR_DIR, APP_SHELL_FILE), 'utf8'), route, { pageData: {}, headTags: true });
}

/** The JavaScript a painted page of islands runs as it loads, as islandPageChunks counts a built page's. */
export const paintedPageChunks = async (route: string): Promise<Chunk[]> => withStaticImports(scriptsIn(await paintedPage(route)));

/**
 * The JavaScript a first visit to a page of the SPA downloads before it can
 * paint: the entry script and the chunks the built page names, the chunk with
 * the route's page component, and everything those import statically.
 */
export const initialChunks = (pageSource: string, htmlFile = 'app-shell.html'): Chunk[] =>
  withStaticImports([...pageScripts(htmlFile), chunkHolding(pageSource)]);

/** What a module loaded on demand (an island started at idle, say) brings: its chunk and everything that imports statically. */
export const lazyChunks = (source: string): Chunk[] => withStaticImports([chunkHolding(source)]);

/** The chunk that holds a source file, wherever the bundler put it (its own chunk, or the entry). */
function chunkHolding(source: string): string {
  const chunk = readdirSync(join(DIST, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .find((f) => readChunk(f).sources.some((s) => s.endsWith(source)));
  if (!chunk) throw new Error(`No chunk in web/dist/assets contains ${source}`);
  return chunk;
}

/** The JavaScript a page of islands runs as it loads: its entry and what that imports statically (islands started later load later). */
export const islandPageChunks = (htmlFile: string): Chunk[] => withStaticImports(pageScripts(htmlFile));

const ANY_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'`](\.\/[^"'`]+\.js)["'`]/g;

/**
 * Every chunk the chunk holding `source` can ever load, by static import or import(), itself included, beyond the
 * chunks `loaded` already (what those import, a page's other islands say, is theirs to load, not this module's).
 */
export function chunksLoadedBy(source: string, loaded: ReadonlySet<string> = new Set()): Chunk[] {
  const seen = new Map<string, Chunk>();
  const queue = [chunkHolding(source)];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || loaded.has(file)) continue;
    seen.set(file, readChunk(file));
    for (const m of readFileSync(join(DIST, 'assets', file), 'utf8').matchAll(ANY_IMPORT)) queue.push(m[1].slice(2));
  }
  return [...seen.values()].sort((a, b) => a.file.localeCompare(b.file));
}

/** The built chunks that bundle a source file matching `source` (for example a library's folder in node_modules). */
export function chunksWithSource(source: RegExp): string[] {
  return readdirSync(join(DIST, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .filter((f) => readChunk(f).sources.some((s) => source.test(s)));
}
