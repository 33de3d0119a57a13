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

export default defineConfig({
  plugins: [react()],
  define: { __EMULATOR_HOSTS__: JSON.stringify(emulatorHosts) },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@shared': fileURLToPath(new URL('../functions/src/shared', import.meta.url)),
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173 + offset,
    strictPort: true,
    // What Hosting's /api/collect rewrite does in production (firebase.json).
    proxy: {
      '/api/collect': {
        target: `http://127.0.0.1:${port('functions')}`,
        rewrite: () => `/${JSON.parse(readFileSync(`${root}/.firebaserc`, 'utf8')).projects.default}/us-central1/collectInsights`,
      },
    },
  },
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 600 },
});
