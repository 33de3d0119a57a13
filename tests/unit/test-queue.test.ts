import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/ports';
import { LANES, QUEUE_ROUTES, serveTestQueue, type TestQueue } from '../../scripts/lib/test-queue';

const file = (path: string) => join(ROOT, 'tests', path);
let queue: TestQueue | undefined;
afterEach(() => queue?.close());

const serve = async (files: string[]) => (queue = await serveTestQueue(files, mkdtempSync(join(tmpdir(), 'queue-')), () => {}));
const take = (q: TestQueue, lane: string) => fetch(`${q.url}${QUEUE_ROUTES.next}?stack=A&lane=${lane}`, { method: 'POST' });

describe('npm test’s file queue, for the stack that only starts with the browser files', () => {
  it('tells it there are none when the run chose no browser file, so npm test ends instead of waiting for them', async () => {
    const q = await serve([file('integration/sign-up.test.ts')]);
    await expect(q.browserFilesBegun()).resolves.toBe(false);
  });

  it('tells it they began once a browser file is handed out', async () => {
    const q = await serve([file('integration/sign-up.test.ts'), file('e2e/home.test.ts')]);
    const begun = q.browserFilesBegun();
    expect((await take(q, LANES.others)).status).toBe(200);
    expect((await take(q, LANES.others)).status).toBe(200);
    await expect(begun).resolves.toBe(true);
  });
});
