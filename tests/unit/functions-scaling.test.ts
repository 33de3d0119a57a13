import { execFileSync } from 'node:child_process';
import * as deployed from '../../functions/src/index';
import { SCALING } from '../../functions/src/scaling';
import { bin } from '../../scripts/lib/processes';
import { ROOT } from '../../scripts/lib/ports';

type Endpoint = { maxInstances?: unknown; minInstances?: unknown };
const endpoints = Object.entries(deployed).map(([name, fn]) => [name, (fn as { __endpoint: Endpoint }).__endpoint] as const);

describe('every deployed function', () => {
  it.each(endpoints)('%s has a ceiling on its instances, from functions/src/scaling.ts', (name, endpoint) => {
    expect(endpoint.maxInstances).toBe(SCALING[name as keyof typeof SCALING].maxInstances);
    expect(endpoint.maxInstances).toBeGreaterThanOrEqual(1);
  });

  it('is listed in the scaling table, and the table lists nothing else', () => {
    expect(Object.keys(SCALING).sort()).toEqual(Object.keys(deployed).sort());
  });

  it('keeps no instance warm unless the project asks (PAGES_MIN_INSTANCES, default 0)', () => {
    // What the deploy manifest says: unset options (a reset marker here) serialise to null.
    const manifest = endpoints.map(([name, e]) => [name, JSON.parse(JSON.stringify(e.minInstances ?? null)) as unknown] as const);
    const warm = Object.fromEntries(manifest.filter(([, min]) => min !== null));
    expect(warm).toEqual({ pages: 'params.PAGES_MIN_INSTANCES' });
  });
});

describe('an instance of one function', () => {
  /** The functions' own modules (and the libraries named) a fresh process has loaded after reading `read` of the index. */
  const loadedAfterReading = (read: string) => {
    const script = `const deployed = require('./functions/src/index.ts'); ${read};
      console.log(JSON.stringify(Object.keys(require.cache).map((f) => f.replace(process.cwd() + '/', ''))))`;
    const files = JSON.parse(execFileSync(bin('tsx'), ['-e', script], { cwd: ROOT, encoding: 'utf8' })) as string[];
    return files.filter((f) => f.startsWith('functions/src/') || /node_modules\/(@sendgrid|satori|papaparse)\//.test(f));
  };

  it("loads its own code, not every other function's (SendGrid, the picture renderer, the CSV parser)", () => {
    const beacon = loadedAfterReading('deployed.collectInsights');
    expect(beacon).toContain('functions/src/insights/collect-http.ts');
    expect(beacon.filter((f) => /og-certificate|http\/pages|mailer|import-gumroad|node_modules/.test(f))).toEqual([]);
  }, 60_000);

  it('is still every function to the CLI, which reads each export', () => {
    const all = loadedAfterReading('Object.values(deployed)');
    expect(all).toEqual(expect.arrayContaining(['functions/src/http/og-certificate.ts', 'functions/src/email/mailer.ts']));
  }, 60_000);
});
