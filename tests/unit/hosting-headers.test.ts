import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AFTER_FIRST_PAINT_SCRIPT } from '../../functions/src/shared/html/after-first-paint';
import { HEAD_SCRIPT } from '../../functions/src/shared/html/head-script';
import {
  INLINE_SCRIPT_HASHES,
  contentSecurityPolicy,
  committedCspSources,
  securityHeaders,
  siteWideHeaders,
} from '../../scripts/lib/hosting-headers';
import { deployConfig } from '../../scripts/lib/deploy-config';
import { ROOT } from '../../scripts/lib/ports';
import type { ProjectConfig } from '../../scripts/lib/project-config';
import { DIST, SOURCEMAPS } from '../support/web-bundle';

const firebaseJson = () => JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));

/** The policy as directive name → sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('the security headers in firebase.json', () => {
  it('are the ones the policy module builds for the demo build (run `npm run hosting:csp` when this fails)', () => {
    expect(siteWideHeaders(firebaseJson())).toEqual(securityHeaders(committedCspSources()));
  });

  it('keep the headers the site had and forbid framing', () => {
    const headers = Object.fromEntries(siteWideHeaders(firebaseJson()).map((h) => [h.key, h.value]));
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
    expect(directives(headers['Content-Security-Policy']!)['frame-ancestors']).toEqual(["'none'"]);
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  });

  it('do not deploy source maps', () => {
    expect(firebaseJson().hosting.ignore).toContain('**/*.map');
  });
});

describe('the Content-Security-Policy', () => {
  const demo = { projectId: 'floaters-prod', pixelId: '' };

  it('runs only our own scripts, the session hint and the islands loader, by their hashes: no other inline code, no eval, no plugins', () => {
    const d = directives(contentSecurityPolicy(demo));
    expect(d['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", ...INLINE_SCRIPT_HASHES]);
    expect(INLINE_SCRIPT_HASHES).toEqual(
      [HEAD_SCRIPT, AFTER_FIRST_PAINT_SCRIPT].map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`),
    );
    expect(d['default-src']).toEqual(["'self'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'self'"]);
    expect(d['form-action']).toEqual(["'self'"]);
  });

  it("lets the page call this project's Firebase services and functions, and no other project's", () => {
    const connect = directives(contentSecurityPolicy(demo))['connect-src'];
    expect(connect).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://identitytoolkit.googleapis.com',
        'https://firestore.googleapis.com',
        'https://us-central1-floaters-prod.cloudfunctions.net',
      ]),
    );
    expect(connect?.filter((s) => s.includes('cloudfunctions.net'))).toEqual(['https://us-central1-floaters-prod.cloudfunctions.net']);
  });

  it("allows the ad pixel's hosts only when a pixel id is configured", () => {
    expect(contentSecurityPolicy(demo)).not.toContain('facebook');
    const d = directives(contentSecurityPolicy({ ...demo, pixelId: '123456789' }));
    expect(d['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", ...INLINE_SCRIPT_HASHES, 'https://connect.facebook.net']);
    expect(d['connect-src']).toContain('https://www.facebook.com');
  });

  it("is the deployed project's in the config a deploy ships with, while firebase.json keeps the demo's", () => {
    const project = { projectId: 'floaters-prod', web: { VITE_AD_PIXEL_ID: '42' }, functions: {} } as unknown as ProjectConfig;
    const shipped = deployConfig(project);
    const csp = directives(siteWideHeaders(shipped).find((h) => h.key === 'Content-Security-Policy')!.value);
    expect(csp['connect-src']).toContain('https://us-central1-floaters-prod.cloudfunctions.net');
    expect(csp['connect-src']).not.toContain('https://us-central1-demo-cleveland-floaters.cloudfunctions.net');
    expect(csp['script-src']).toContain('https://connect.facebook.net');
    expect(shipped).not.toHaveProperty('emulators');
    expect(JSON.stringify(firebaseJson())).not.toContain('floaters-prod');
  });

  it('adds the local emulators to connect-src only when asked', () => {
    const local = directives(contentSecurityPolicy({ ...demo, emulatorOrigins: ['http://127.0.0.1:9099'] }));
    expect(local['connect-src']).toContain('http://127.0.0.1:9099');
    expect(contentSecurityPolicy(demo)).not.toContain('127.0.0.1');
  });
});

describe('the production build', () => {
  it('points no file at a source map (npm test builds it first; alone, run `npm run build -w web`)', () => {
    const files = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(js|css|html)$/.test(f));
    expect(files.length).toBeGreaterThan(0);
    // The comment that points at one; MJML's renderer carries the words in code of its own (a CSS minifier's pattern).
    const pointer = /(?:\/\/|\/\*)[#@]\s*sourceMappingURL=/;
    expect(files.filter((f) => pointer.test(readFileSync(join(DIST, f), 'utf8')))).toEqual([]);
  });

  it('keeps its source maps outside what Hosting serves', () => {
    expect(readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.map'))).toEqual([]);
    expect(readdirSync(join(SOURCEMAPS, 'assets')).filter((f) => f.endsWith('.js.map')).length).toBeGreaterThan(0);
  });
});
