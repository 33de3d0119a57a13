import react from '@vitejs/plugin-react';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { ENTRY_ATTRIBUTES } from '../functions/src/shared/html/app-shell';
import { HEAD_SCRIPT } from '../functions/src/shared/html/head-script';
import { LOCAL_SERVICE_PORTS } from '../scripts/lib/ports';
import { DEMO_PROJECT_ID, SITE_ORIGIN_PARAM, WEB_VARIABLES, readProjectConfig, siteOrigin } from '../scripts/lib/project-config';

const root = fileURLToPath(new URL('..', import.meta.url));
const offset = Number(process.env.FLOATERS_PORT_OFFSET ?? 0);
const emulators = JSON.parse(readFileSync(`${root}/firebase.json`, 'utf8')).emulators;
const port = (name: string) => emulators[name].port + offset;
const DEV_SERVER_PORT = LOCAL_SERVICE_PORTS.vite;

// Used only when the page itself is served from localhost (see src/config/firebase.ts), which shifts them by its own port's offset.
const localPorts = (command: 'build' | 'serve') => ({
  site: command === 'serve' ? DEV_SERVER_PORT : emulators.hosting.port,
  auth: emulators.auth.port,
  firestore: emulators.firestore.port,
  functions: emulators.functions.port,
  storage: emulators.storage.port,
});

// One moment for the browser bundle and the server bundle (scripts/build-web.ts sets it), so time-dependent copy hydrates as rendered.
const buildTime = process.env.FLOATERS_BUILD_TIME ?? new Date().toISOString();

/**
 * The server bundle (`vite build --ssr`) renders pages at build time and in the
 * `pages` function, so it goes where the function can load it: CommonJS
 * with every dependency inside. Lazy routes stay separate chunks, so a function
 * rendering a certificate never loads the admin screens or the Firebase SDK.
 */
const ssrBuild = {
  outDir: fileURLToPath(new URL('../functions/lib/ssr', import.meta.url)),
  emptyOutDir: true,
  target: 'node20',
  sourcemap: false,
  rollupOptions: {
    input: fileURLToPath(new URL('./src/entry-server.tsx', import.meta.url)),
    output: { format: 'cjs', entryFileNames: 'entry-server.cjs', chunkFileNames: '[name]-[hash].cjs' },
  },
} as const;

/**
 * Source maps are written for our own bundle checks (tests/support/web-bundle.ts)
 * but moved out of dist/ into sourcemaps/, so no server of dist/ (Hosting, or
 * its emulator, which does not apply firebase.json's ignore list) can hand a
 * visitor the source. With sourcemap 'hidden' no file points to them either.
 */
const SOURCEMAPS_DIR = fileURLToPath(new URL('./sourcemaps', import.meta.url));

function keepSourceMapsPrivate(): Plugin {
  return {
    name: 'keep-source-maps-private',
    apply: 'build',
    buildStart: () => rmSync(SOURCEMAPS_DIR, { recursive: true, force: true }),
    writeBundle({ dir }) {
      if (!dir) return;
      for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.map'))) {
        mkdirSync(dirname(join(SOURCEMAPS_DIR, file)), { recursive: true });
        renameSync(join(dir, file), join(SOURCEMAPS_DIR, file));
      }
    },
  };
}

/**
 * mjml-browser (a webpack bundle) finds the global object with `new Function("return this")()` where its strict-mode
 * `this` is undefined, inside a try. The Content-Security-Policy has no 'unsafe-eval', so the call is refused and
 * reported as a violation every time the email editor loads, though MJML then carries on. `globalThis` is the same
 * object, with no eval.
 */
function mjmlWithoutEval(): Plugin {
  return {
    name: 'mjml-without-eval',
    transform(code, id) {
      if (!id.includes('/mjml-browser/')) return null;
      return {
        code: code.replaceAll('new Function("return this")()', 'globalThis').replaceAll('Function("return this")()', 'globalThis'),
        map: null,
      };
    },
  };
}

/** The one inline script of the site (allowed by its hash in the Content-Security-Policy): it must run before the first paint. */
function headScript(): Plugin {
  return {
    name: 'head-script',
    transformIndexHtml: () => [{ tag: 'script', children: HEAD_SCRIPT, injectTo: 'head' }],
  };
}

/**
 * Three entries: the SPA (index.html, src/main.tsx), the islands of the pages
 * that are read (src/island-page.ts) and the SPA started on the visitor's first
 * move (src/deferred-app-page.ts). The built shell's app script names the other two,
 * so the server rendering can put the right one in its place
 * (@shared/html/app-shell withEntryScript).
 */
const OTHER_ENTRIES = {
  islands: fileURLToPath(new URL('./src/island-page.ts', import.meta.url)),
  'deferred-app': fileURLToPath(new URL('./src/deferred-app-page.ts', import.meta.url)),
} as const;

function otherEntries(): Plugin {
  return {
    name: 'other-entries',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const tag = /<script type="module" crossorigin src="[^"]+"><\/script>/;
        if (!tag.test(html)) throw new Error("index.html's app script is not where the other entries can be named");
        const names = (Object.keys(OTHER_ENTRIES) as (keyof typeof OTHER_ENTRIES)[]).map((entry) => {
          const chunk = Object.values(bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && c.name === entry);
          if (!chunk) throw new Error(`The build has no ${entry} entry`);
          return ` ${ENTRY_ATTRIBUTES[entry]}="/${chunk.fileName}"`;
        });
        return html.replace(tag, (t) => t.replace('></script>', `${names.join('')}></script>`));
      },
    },
  };
}

/**
 * A page of islands runs src/island-page.ts and every module it imports statically
 * before it is live. Left to itself the bundler cuts those into as many chunks
 * as the entries share them in different ways: nine files, eight of them a
 * second round trip and each a compile task of its own on a slow phone. These
 * groups make two: what the page that starts the SPA on the first move
 * (src/deferred-app-page.ts) shares with it, and the rest. A module is in one chunk
 * only, so none runs twice; the SPA imports what it shares from them, and
 * islands loaded later keep chunks of their own.
 */
function entryChunks(): { plugin: Plugin; groups: { name: string; test: (id: string) => boolean; priority: number }[] } {
  const islands = new Set<string>();
  const deferred = new Set<string>();
  const plugin: Plugin = {
    name: 'entry-chunks',
    apply: 'build',
    buildEnd() {
      const staticImports = (entry: string, into: Set<string>) => {
        into.clear();
        const queue = [entry];
        while (queue.length) {
          const id = queue.pop()!;
          if (into.has(id)) continue;
          const info = this.getModuleInfo(id);
          if (!info) continue;
          into.add(id);
          queue.push(...info.importedIds);
        }
        into.delete(entry);
      };
      staticImports(OTHER_ENTRIES.islands, islands);
      staticImports(OTHER_ENTRIES['deferred-app'], deferred);
    },
  };
  return {
    plugin,
    groups: [
      { name: 'page-core', test: (id) => islands.has(id) && deferred.has(id), priority: 2 },
      { name: 'islands-core', test: (id) => islands.has(id), priority: 1 },
    ],
  };
}

/**
 * `--mode demo` (npm start, npm test) builds the demo project with the defaults
 * in src/config. Any other mode is a real project's id (`npm run deploy --
 * --project <id>`): its settings come from web/.env.<id>, and the site's origin
 * from the functions' SITE_URL in functions/.env.<id>, so it is entered once.
 * Without them the build would silently talk to the demo project, so it stops
 * and names every missing setting. Vite's own "production" mode names no project.
 */
function projectSettings(mode: string): { siteOrigin?: string } {
  if (mode === 'demo') return {};
  const sentence = (problems: string[]) => {
    console.error(`\nThis build cannot go on:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
    process.exit(1);
  };
  if (mode === 'production')
    sentence(['build with `npm run build` (the demo) or `npm run deploy -- --project <your-project-id>` (a real project)']);
  const config = readProjectConfig(root, mode);
  const env = loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_');
  const origin = siteOrigin(config.functions[SITE_ORIGIN_PARAM]);
  const missing = WEB_VARIABLES.filter((v) => v.required && !env[v.name]?.trim()).map(
    (v) => `${v.name} is not set (in ${config.webFile} or the environment)`,
  );
  if (!origin) missing.push(`${SITE_ORIGIN_PARAM} in ${config.functionsFile} is not an https origin`);
  if (mode === DEMO_PROJECT_ID) missing.push(`${mode} is the demo project: build it with --mode demo`);
  if (missing.length) sentence(missing);
  return { siteOrigin: origin! };
}

/** The dev server's stand-in for a Hosting rewrite to a function on the Functions emulator; `keepPath` where the function reads it. */
const toFunction = (name: string, keepPath = false) => ({
  target: `http://127.0.0.1:${port('functions')}`,
  rewrite: (path: string) =>
    `/${JSON.parse(readFileSync(`${root}/.firebaserc`, 'utf8')).projects.default}/us-central1/${name}${keepPath ? path : ''}`,
});

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const project = projectSettings(mode);
  const chunks = entryChunks();
  return {
    plugins: isSsrBuild ? [react()] : [react(), headScript(), otherEntries(), chunks.plugin, keepSourceMapsPrivate(), mjmlWithoutEval()],
    define: {
      // The server bundle holds React, MUI and Emotion, which choose their development build by this at run time, and
      // nothing sets it where pages are rendered: in development MUI labels every class (css-1xp5r68-MuiFormControl-root),
      // so each island that hydrated the server's markup wrote all its styles again under the browser's names.
      ...(isSsrBuild && command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
      __LOCAL_PORTS__: JSON.stringify(localPorts(command)),
      __BUILD_TIME__: JSON.stringify(buildTime),
      ...(project.siteOrigin ? { 'import.meta.env.VITE_SITE_ORIGIN': JSON.stringify(project.siteOrigin) } : {}),
    },
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@shared': fileURLToPath(new URL('../functions/src/shared', import.meta.url)),
        // mjml-browser requires cheerio without shipping it (see the stub).
        cheerio: fileURLToPath(new URL('./src/lib/cheerio-stub.ts', import.meta.url)),
      },
    },
    server: {
      host: '127.0.0.1',
      port: DEV_SERVER_PORT + offset,
      strictPort: true,
      // What Hosting's /api/* rewrites do in production (firebase.json).
      proxy: {
        '/api/collect': toFunction('collectInsights'),
        '/api/spots': toFunction('foundingSpots'),
        '/api/founders': toFunction('foundersFeed', true),
      },
    },
    ssr: { noExternal: true },
    build: isSsrBuild
      ? ssrBuild
      : {
          target: 'es2022',
          sourcemap: 'hidden',
          chunkSizeWarningLimit: 600,
          manifest: true,
          rollupOptions: {
            input: {
              index: fileURLToPath(new URL('./index.html', import.meta.url)),
              ...OTHER_ENTRIES,
            },
            output: { codeSplitting: { groups: chunks.groups } },
          },
          // Every page arrives painted from its HTML; <link rel="modulepreload"> for the app's twenty-odd chunks made them
          // compete with that HTML on a slow phone connection. Without them the page paints first and the app follows
          // (the browser finds each chunk's imports when it loads it), which Lighthouse's mobile runs measure as a
          // faster first and largest paint on every landing page.
          modulePreload: false,
        },
  };
});
