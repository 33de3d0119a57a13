import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const WEB = join(__dirname, '..', '..', 'web');
const VITE = join(__dirname, '..', '..', 'node_modules', '.bin', 'vite');

describe('production build of the web app', () => {
  it('refuses to build without the Firebase config, naming every missing variable', async () => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')));
    const failure = await promisify(execFile)(VITE, ['build', '--outDir', join(WEB, 'dist-never-written')], { cwd: WEB, env }).then(
      () => null,
      (err: { stderr: string }) => err,
    );
    expect(failure).not.toBeNull();
    for (const name of [
      'VITE_FIREBASE_API_KEY',
      'VITE_FIREBASE_AUTH_DOMAIN',
      'VITE_FIREBASE_PROJECT_ID',
      'VITE_FIREBASE_STORAGE_BUCKET',
      'VITE_FIREBASE_APP_ID',
      'VITE_SITE_ORIGIN',
    ]) {
      expect(failure?.stderr).toContain(name);
    }
  });
});
