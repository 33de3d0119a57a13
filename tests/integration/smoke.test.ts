import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_SITE } from '@shared/demo-site';
import { INSIGHTS_COLLECTION } from '@shared/insights/counters';
import { COLLECT_CHECK, runSmokeChecks } from '../../scripts/lib/smoke-checks';
import { issueCertificate } from '../support/certificates';
import { adminDb, closeAdmin, resetFirestore, urls } from '../support/emulators';

/** `npm run smoke` against the local Hosting emulator, as it runs against a deployed site. */
beforeAll(resetFirestore);
afterAll(closeAdmin);

const CERTIFICATE_CHECKS = ['a certificate page is painted by the server', "a certificate's share and story pictures are PNGs"];

describe('the smoke test of a live site', () => {
  it('passes every check against the local site, and counts nothing in the insights', async () => {
    await issueCertificate({ fullName: 'Smoke Test Floater', city: 'Parma', issueDateIso: '2026-03-05', userId: null, source: 'gumroad' });
    await adminDb().recursiveDelete(adminDb().collection(INSIGHTS_COLLECTION));
    // The local build is the demo's, so its robots.txt names the demo's origin. The emulator draws the four pictures on
    // one cold worker of a shared 2-core machine, which can take longer than a live site's instance may.
    const results = await runSmokeChecks({
      origin: urls().site,
      functions: urls().functions,
      builtFor: DEMO_SITE.origin,
      timeoutMs: 90_000,
    });
    expect(results.filter((r) => !r.ok || r.skipped)).toEqual([]);
    // The smoke test is not a visitor: the live figures must not grow with each run.
    expect((await adminDb().collection(INSIGHTS_COLLECTION).get()).docs.map((d) => d.data())).toEqual([]);
    expect(results.map((r) => r.check)).toEqual(
      expect.arrayContaining([
        '/ answers 200 with the security headers',
        '/foundingfloaters answers 200 with the security headers',
        'a certificate page is painted by the server',
        'an unknown certificate is a 404',
        COLLECT_CHECK,
        '/api/spots answers the founding spots, cached by the CDN',
        "/api/founders/first answers the wall's founders, cached by the CDN",
        'a Gumroad ping without the secret is refused',
        "a certificate's share and story pictures are PNGs",
        'robots.txt names the site',
      ]),
    );
  });

  it('passes on a brand-new site, saying it skips what needs a certificate, which none has been issued yet', async () => {
    // After the run above, so the functions' workers are warm: cold starts of all of them at once are the emulator's, not a site's.
    await resetFirestore();
    const results = await runSmokeChecks({
      origin: urls().site,
      functions: urls().functions,
      builtFor: DEMO_SITE.origin,
      timeoutMs: 90_000,
    });
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(results.filter((r) => r.skipped)).toEqual(
      CERTIFICATE_CHECKS.map((check) => ({
        check,
        ok: true,
        skipped: true,
        detail: expect.stringContaining('no certificate issued yet (the Wall of Fame is empty)'),
      })),
    );
  });

  describe('against a server that is not the site', () => {
    let server: Server;
    let origin: string;
    beforeAll(async () => {
      // Answers 200 and "ok" to everything: no headers, no pictures, no refusals.
      server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok'));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it('fails each check with a sentence saying what is wrong', async () => {
      const results = await runSmokeChecks({ origin, functions: origin });
      const detail = (check: string) => results.find((r) => r.check === check)?.detail;
      expect(results.every((r) => !r.ok)).toBe(true);
      expect(detail('/why answers 200 with the security headers')).toBe(
        'lacks the security headers content-security-policy, x-frame-options, x-content-type-options, referrer-policy, permissions-policy',
      );
      expect(detail('an unknown certificate is a 404')).toBe('answered 200');
      expect(detail('/api/spots answers the founding spots, cached by the CDN')).toBe('the answer is not {cap, taken, left}');
      expect(detail("/api/founders/first answers the wall's founders, cached by the CDN")).toBe('the answer is not {founders: [...]}');
      expect(detail('a Gumroad ping without the secret is refused')).toBe('answered 200: pings without the secret must be refused');
      expect(detail('the quiz share and story pictures are PNGs')).toBe('is text/plain, not image/png');
      expect(detail('a certificate page is painted by the server')).toBe(
        'the Wall of Fame (/foundingfloaters) carries no certificate data: pass --certificate <id>',
      );
      expect(detail(COLLECT_CHECK)).toBe('answered 200, not 400');
    });
  });
});
