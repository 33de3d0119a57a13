import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const WEB = join(__dirname, '..', '..', 'web');
const VITE = join(__dirname, '..', '..', 'node_modules', '.bin', 'vite');

describe('production build of the web app', () => {
  const build = (...args: string[]) => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')));
    return promisify(execFile)(VITE, ['build', '--outDir', join(WEB, 'dist-never-written'), ...args], { cwd: WEB, env }).then(
      () => null,
      (err: { stderr: string }) => err,
    );
  };

  it('refuses to build a project without its settings, naming every missing one in a sentence, not a stack trace', async () => {
    const failure = await build('--mode', 'floaters-nowhere');
    expect(failure).not.toBeNull();
    expect(failure?.stderr).not.toMatch(/\n\s+at /);
    for (const name of [
      'VITE_FIREBASE_API_KEY',
      'VITE_FIREBASE_AUTH_DOMAIN',
      'VITE_FIREBASE_PROJECT_ID',
      'VITE_FIREBASE_STORAGE_BUCKET',
      'VITE_FIREBASE_APP_ID',
      'VITE_CAREERS_DEADLINE',
      'VITE_LINKEDIN_NEWSLETTER_URL',
      'SITE_URL in functions/.env.floaters-nowhere',
    ]) {
      expect(failure?.stderr).toContain(name);
    }
  });

  it('refuses a plain `vite build`, which names no project, and says what to run', async () => {
    const failure = await build();
    expect(failure?.stderr).toContain('npm run deploy -- --project <your-project-id>');
  });
});
