import react from '@vitejs/plugin-react';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const offset = Number(process.env.FLOATERS_PORT_OFFSET ?? 0);
const emulators = JSON.parse(readFileSync(`${root}/firebase.json`, 'utf8')).emulators;
const port = (name: string) => emulators[name].port + offset;

// Used only when the page itself is served from localhost (see src/config/firebase.ts).
const emulatorHosts = {
  auth: `http://127.0.0.1:${port('auth')}`,
  firestore: { host: '127.0.0.1', port: port('firestore') },
  functions: { host: '127.0.0.1', port: port('functions') },
  storage: { host: '127.0.0.1', port: port('storage') },
};

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

export default defineConfig({
  plugins: [react(), keepSourceMapsPrivate()],
  define: { __EMULATOR_HOSTS__: JSON.stringify(emulatorHosts) },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@shared': fileURLToPath(new URL('../functions/src/shared', import.meta.url)),
    },
  },
  server: { host: '127.0.0.1', port: 5173 + offset, strictPort: true },
  build: { target: 'es2022', sourcemap: 'hidden', chunkSizeWarningLimit: 600 },
});
