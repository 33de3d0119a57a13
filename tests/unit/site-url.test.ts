import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteUrl } from '../../functions/src/config';
import { fromSite } from '../../functions/src/insights/collect';
import { confirmUrl } from '../../functions/src/sign-up/sign-up';
import { SIGN_UP_CONFIRM_PATH } from '../../functions/src/shared/paths';
import { DEMO_SITE } from '../../functions/src/shared/demo-site';
import { linkOrigin } from '../../functions/src/shared/site-origin';
import { readProjectConfig, siteOrigin } from '../../scripts/lib/project-config';

/**
 * SITE_URL is entered once (functions/.env.<id>) and read by the web build and the functions. A trailing slash must
 * give the same origin on both sides, or the Origin check drops every insights event (answering 204) and email links
 * carry a `//`.
 */
const ENTERED = 'https://clevelandfloaters.com/';
const ORIGIN = 'https://clevelandfloaters.com';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'site-url-'));
  cpSync(join(__dirname, '..', 'fixtures', 'deploy'), root, { recursive: true });
  writeFileSync(join(root, 'functions', '.env.floaters-prod'), `SITE_URL=${ENTERED}\n`);
  // What Firebase gives the deployed functions from the same file.
  process.env.SITE_URL = readProjectConfig(root, 'floaters-prod').functions.SITE_URL;
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  delete process.env.SITE_URL;
});

describe('SITE_URL entered with a trailing slash', () => {
  it('is the same origin for the web build and the functions', () => {
    const webBuild = siteOrigin(readProjectConfig(root, 'floaters-prod').functions.SITE_URL);
    expect(webBuild).toBe(ORIGIN);
    expect(siteUrl()).toBe(webBuild);
  });

  it("lets /api/collect take the site's own events (the browser's Origin header has no slash)", () => {
    expect(fromSite(ORIGIN, `${ORIGIN}/why`, siteUrl())).toBe(true);
    expect(fromSite(undefined, `${ORIGIN}/why`, siteUrl())).toBe(true);
  });

  it('makes email links with a single slash', () => {
    expect(confirmUrl('t0ken')).toBe(`${ORIGIN}${SIGN_UP_CONFIRM_PATH}?token=t0ken`);
  });
});

describe('links a page hands out (verify link, QR code, share link)', () => {
  const WEB_APP = 'https://floaters-prod.web.app';

  it('lead to the configured SITE_URL even on the web.app address', () => {
    expect(linkOrigin(ORIGIN, WEB_APP)).toBe(ORIGIN);
    expect(linkOrigin(ORIGIN, ORIGIN)).toBe(ORIGIN);
  });

  it('lead to wherever the demo build is served, since its SITE_URL is a stand-in', () => {
    expect(linkOrigin(DEMO_SITE.origin, 'http://127.0.0.1:5000')).toBe('http://127.0.0.1:5000');
  });
});
