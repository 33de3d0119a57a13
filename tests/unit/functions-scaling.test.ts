import * as deployed from '../../functions/src/index';
import { SCALING } from '../../functions/src/scaling';

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

  it('keeps no instance warm unless the project asks (OG_CERTIFICATE_MIN_INSTANCES, default 0)', () => {
    // What the deploy manifest says: unset options (a reset marker here) serialise to null.
    const manifest = endpoints.map(([name, e]) => [name, JSON.parse(JSON.stringify(e.minInstances ?? null)) as unknown] as const);
    const warm = Object.fromEntries(manifest.filter(([, min]) => min !== null));
    expect(warm).toEqual({ ogCertificate: 'params.OG_CERTIFICATE_MIN_INSTANCES' });
  });
});
