import { execFile } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** `npm run deploy` while this checkout's stack (here, the test stack) serves its build. */
const ROOT = join(__dirname, '../..');

it('refuses to build a real project into the folders a running local site serves, before building anything', async () => {
  const built = join(ROOT, 'web', 'dist', 'index.html');
  const before = existsSync(built) ? statSync(built).mtimeMs : null;
  const run = promisify(execFile)(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'scripts/deploy.ts'), '--project', 'floaters-prod'], {
    cwd: ROOT,
  });
  await expect(run).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringContaining("This checkout's local site runs on 127.0.0.1:"),
  });
  expect(existsSync(built) ? statSync(built).mtimeMs : null).toBe(before);
});
