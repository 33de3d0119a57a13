import { FOUNDERS_FEEDS, parseFounders } from '../../functions/src/shared/certificates/founders-feed';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../../functions/src/shared/pages/page-data';
import { INSIGHTS_COLLECT_PATH } from '../../functions/src/shared/insights/events';
import { FOUNDING_SPOTS_PATH, parseFoundingSpots } from '../../functions/src/shared/membership/founding-spots';
import {
  certificateImagePath,
  certificatePath,
  certificateStoryImagePath,
  PATHS,
  quizResultImagePath,
  quizResultStoryImagePath,
} from '../../functions/src/shared/paths';
import { PAINTED_PAGE_ROUTES, PRERENDERED_ROUTES } from './public-routes';

/**
 * `npm run smoke`: a deployed site checked from outside, as a visitor, a
 * crawler, Gumroad and the browser's insights beacon see it. Each check is one
 * line, passed or failed with a sentence; the whole run takes seconds.
 * `npm test` runs the same checks against the Hosting emulator.
 */
export interface SmokeTarget {
  /** The site, e.g. https://clevelandfloaters.com. */
  origin: string;
  /** Where the functions answer directly (gumroadPing), e.g. https://us-central1-<id>.cloudfunctions.net. */
  functions: string;
  /** The origin the site was built for, which robots.txt names (the same as `origin` once the domain is live). */
  builtFor?: string;
  /** A certificate to look at; by default the first on the Wall of Fame. */
  certificateId?: string;
  /** How long one request may take; a live site answers well within the default. */
  timeoutMs?: number;
}

export interface SmokeResult {
  check: string;
  ok: boolean;
  detail: string;
  /** Not checked, for a reason in `detail` (ok stays true): something a brand-new site cannot have yet. */
  skipped?: boolean;
}

/** A check's answer: null when it passed, a sentence when it failed, or a reason it could not be made yet. */
type Outcome = string | null | { skip: string };

const DEFAULT_TIMEOUT_MS = 15_000;
const SECURITY_HEADERS: [string, RegExp][] = [
  ['content-security-policy', /frame-ancestors 'none'/],
  ['x-frame-options', /^DENY$/],
  ['x-content-type-options', /^nosniff$/],
  ['referrer-policy', /./],
  ['permissions-policy', /camera=\(\)/],
];
const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

type Get = (url: string, init?: RequestInit) => Promise<Response>;
const getter =
  (timeoutMs: number): Get =>
  (url, init = {}) =>
    fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs), ...init });

/** A JSON answer pages poll: it must parse, and carry an s-maxage so the CDN, not the function, answers the crowd. */
async function cachedJson(get: Get, url: string, parse: (body: unknown) => unknown, shape: string): Promise<string | null> {
  const res = await get(url);
  if (res.status !== 200) return `answered ${res.status}`;
  if (!parse(await res.json().catch(() => null))) return `the answer is not ${shape}`;
  return /s-maxage=\d+/.test(res.headers.get('cache-control') ?? '') ? null : 'the answer has no s-maxage: every visitor would reach the function';
}

async function check(name: string, run: () => Promise<Outcome>): Promise<SmokeResult> {
  try {
    const problem = await run();
    if (problem !== null && typeof problem === 'object') return { check: name, ok: true, skipped: true, detail: problem.skip };
    return { check: name, ok: problem === null, detail: problem ?? 'ok' };
  } catch (err) {
    return { check: name, ok: false, detail: `no answer: ${(err as Error).message}` };
  }
}

async function pageAnswers(get: Get, origin: string, route: string): Promise<string | null> {
  const res = await get(`${origin}${route}`);
  if (res.status !== 200) return `answered ${res.status}, not 200`;
  const missing = SECURITY_HEADERS.filter(([name, pattern]) => !pattern.test(res.headers.get(name) ?? '')).map(([name]) => name);
  return missing.length ? `lacks the security header${missing.length > 1 ? 's' : ''} ${missing.join(', ')}` : null;
}

/** The JSON payload a server-painted page carries, or null. */
function pageData(html: string): PageData | null {
  const m = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html);
  return m ? (JSON.parse(m[1]!) as PageData) : null;
}

/** The certificate to look at: the one named, else the Wall of Fame's first; a site that has issued none yet skips. */
async function certificateToCheck(get: Get, target: SmokeTarget): Promise<{ id: string } | { skip: string } | { fail: string }> {
  if (target.certificateId) return { id: target.certificateId };
  const wall = pageData(await (await get(`${target.origin}${PATHS.wallOfFame}`)).text())?.wall;
  if (!wall) return { fail: `the Wall of Fame (${PATHS.wallOfFame}) carries no certificate data: pass --certificate <id>` };
  const first = wall[0];
  return first
    ? { id: first.id }
    : { skip: 'no certificate issued yet (the Wall of Fame is empty): run this again after the first, or pass --certificate <id>' };
}

async function isPng(get: Get, url: string): Promise<string | null> {
  const res = await get(url);
  if (res.status !== 200) return `answered ${res.status}, not 200`;
  if (res.headers.get('content-type') !== 'image/png') return `is ${res.headers.get('content-type')}, not image/png`;
  const bytes = new Uint8Array(await res.arrayBuffer());
  return PNG_SIGNATURE.every((b, i) => bytes[i] === b) ? null : 'is not a PNG file';
}

export const COLLECT_CHECK = "/api/collect reads the site's events (with one it refuses, so nothing is counted)";
/** A test ping naming no product: refused, and so never counted toward the owner's "Gumroad pings are failing" alert. */
export const PING_CHECK = 'a Gumroad ping without the secret is refused';

export async function runSmokeChecks(target: SmokeTarget): Promise<SmokeResult[]> {
  const { origin } = target;
  const get = getter(target.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const certificate = await certificateToCheck(get, target).catch((err: Error) => ({ fail: `the Wall of Fame: ${err.message}` }));
  // A brand-new site has issued no certificate yet: said and skipped, not failed. A wall that is not one fails.
  const needsCertificate = (run: (id: string) => Promise<string | null>) => (): Promise<Outcome> =>
    'id' in certificate ? run(certificate.id) : Promise.resolve('skip' in certificate ? certificate : certificate.fail);

  // The pages one after another, beside the other checks: most are painted by one function, and a burst of them all at
  // once starts an instance for each (on the emulators, a Node process each, which on a cold, busy 2-core machine took
  // longer than Hosting waits for an answer).
  const pages = (async () => {
    const results: SmokeResult[] = [];
    for (const route of [...PAINTED_PAGE_ROUTES, ...PRERENDERED_ROUTES, PATHS.wallOfFame, PATHS.faq])
      results.push(await check(`${route} answers 200 with the security headers`, () => pageAnswers(get, origin, route)));
    return results;
  })();
  const others = Promise.all([
    check(
      'a certificate page is painted by the server',
      needsCertificate(async (id) => {
        const res = await get(`${origin}${certificatePath(id)}`);
        if (res.status !== 200) return `${certificatePath(id)} answered ${res.status}`;
        return pageData(await res.text())?.certificate?.found ? null : 'the page carries no certificate data: it is not server-painted';
      }),
    ),
    check('an unknown certificate is a 404', async () => {
      const res = await get(`${origin}${certificatePath('no-such-floater-0000')}`);
      return res.status === 404 ? null : `answered ${res.status}`;
    }),
    // An event the function reads and refuses, so the live figures never count a smoke test: a 400 proves the request
    // reached the function and passed its Origin check (SITE_URL is this origin); a dropped one is answered 204 unread.
    check(COLLECT_CHECK, async () => {
      const res = await get(`${origin}${INSIGHTS_COLLECT_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          origin,
          referer: `${origin}/`,
          'user-agent': 'Mozilla/5.0 (smoke test) Chrome/142.0',
        },
        body: JSON.stringify({ name: 'smoke_test', page: '/' }),
      });
      if (res.status === 400) return null;
      if (res.status === 204)
        return `answered 204: the function dropped the event unread, so it drops the site's too: SITE_URL is not ${origin} (its Origin check), or App Check is enforced`;
      return `answered ${res.status}, not 400`;
    }),
    check('/api/spots answers the founding spots, cached by the CDN', () =>
      cachedJson(get, `${origin}${FOUNDING_SPOTS_PATH}`, parseFoundingSpots, '{cap, taken, left}'),
    ),
    check("/api/founders/first answers the wall's founders, cached by the CDN", () =>
      cachedJson(get, `${origin}${FOUNDERS_FEEDS.first.path}`, parseFounders, '{founders: [...]}'),
    ),
    check(PING_CHECK, async () => {
      const res = await get(`${target.functions}/gumroadPing`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'test=true',
      });
      return res.status === 401 || res.status === 403 ? null : `answered ${res.status}: pings without the secret must be refused`;
    }),
    check('the quiz share and story pictures are PNGs', async () => {
      const problems = await Promise.all(
        [quizResultImagePath('newblood'), quizResultStoryImagePath('newblood')].map((p) => isPng(get, `${origin}${p}`)),
      );
      return problems.find((p) => p !== null) ?? null;
    }),
    check(
      "a certificate's share and story pictures are PNGs",
      needsCertificate(async (id) => {
        const problems = await Promise.all(
          [certificateImagePath(id), certificateStoryImagePath(id)].map((p) => isPng(get, `${origin}${p}`)),
        );
        return problems.find((p) => p !== null) ?? null;
      }),
    ),
    check('robots.txt names the site', async () => {
      const expected = `Sitemap: ${target.builtFor ?? origin}/sitemap.xml`;
      const res = await get(`${origin}/robots.txt`);
      if (res.status !== 200) return `answered ${res.status}`;
      return (await res.text()).includes(expected) ? null : `does not say "${expected}"`;
    }),
  ]);
  return [...(await pages), ...(await others)];
}
