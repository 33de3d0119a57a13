import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

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

// One moment for the browser bundle and the server bundle (scripts/build-web.ts sets it), so time-dependent copy hydrates as rendered.
const buildTime = process.env.FLOATERS_BUILD_TIME ?? new Date().toISOString();

/**
 * The server bundle (`vite build --ssr`) renders pages at build time and in the
 * ogCertificate function, so it goes where the function can load it: CommonJS
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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  define: { __EMULATOR_HOSTS__: JSON.stringify(emulatorHosts), __BUILD_TIME__: JSON.stringify(buildTime) },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@shared': fileURLToPath(new URL('../functions/src/shared', import.meta.url)),
    },
  },
  server: { host: '127.0.0.1', port: 5173 + offset, strictPort: true },
  ssr: { noExternal: true },
  build: isSsrBuild ? ssrBuild : { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 600, manifest: true },
}));
