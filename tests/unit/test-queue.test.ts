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

describe('npm test’s file queue, for the stack that joins for the browser files', () => {
  const next = async (q: TestQueue, lane: string) => {
    const res = await take(q, lane);
    return res.status === 200 ? ((await res.json()) as { file: string }).file : null;
  };

  it('hands that stack only browser files, and the first stack the integration files before them', async () => {
    const q = await serve([file('integration/sign-up.test.ts'), file('e2e/home.test.ts'), file('e2e/quiz.test.ts')]);
    expect(await next(q, LANES.browser)).toBe(file('e2e/home.test.ts'));
    expect(await next(q, LANES.others)).toBe(file('integration/sign-up.test.ts'));
    expect(await next(q, LANES.others)).toBe(file('e2e/quiz.test.ts'));
    expect(await next(q, LANES.browser)).toBeNull();
  });

  it('says whether a browser file is still waiting, so npm test starts no stack for none', async () => {
    const q = await serve([file('integration/sign-up.test.ts'), file('e2e/home.test.ts')]);
    expect(q.browserFilesWaiting()).toBe(true);
    await next(q, LANES.browser);
    expect(q.browserFilesWaiting()).toBe(false);
  });

  it('never hands a rules file to a lane but the rules lane', async () => {
    const q = await serve([file('rules/rules-matrix.test.ts'), file('integration/sign-up.test.ts')]);
    expect(await next(q, LANES.browser)).toBeNull();
    expect(await next(q, LANES.others)).toBe(file('integration/sign-up.test.ts'));
    expect(await next(q, LANES.others)).toBeNull();
    expect(await next(q, LANES.rules)).toBe(file('rules/rules-matrix.test.ts'));
  });
});
