import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QUIZ_PICTURE_KINDS, QUIZ_PICTURES_DIR, quizPictureFile } from '../../functions/src/certificates/quiz-pictures';
import { certificateImagePath, PATHS, quizResultImagePath, quizResultStoryImagePath } from '../../functions/src/shared/paths';
import { closeAdmin, resetFirestore, urls } from '../support/emulators';
import { issueCertificate } from '../support/certificates';
import { QUIZ_RESULT_TYPES } from '../../functions/src/shared/quiz/results';

const CRAWLER = { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' };
const get = (url: string) => fetch(url, { headers: CRAWLER });

function metaContent(html: string, attr: 'property' | 'name', key: string): string | null {
  const m = new RegExp(`<meta\\s+${attr}="${key}"\\s+content="([^"]*)"`).exec(html);
  return m ? m[1]! : null;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect(Array.from(bytes.slice(0, 8))).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

let id: string;

beforeAll(async () => {
  await resetFirestore();
  // A Gumroad buyer's name is whatever they typed at checkout, so it must come out escaped.
  ({ id } = await issueCertificate({
    fullName: 'Ann "The <Boss>" O\'Neil & Co',
    city: 'Lakewood',
    issueDateIso: '2025-03-05',
    userId: null,
    source: 'gumroad',
  }));
});
afterAll(closeAdmin);

describe('share previews for crawlers', () => {
  it("serves the certificate's page with its own title, description, canonical and picture, escaped", async () => {
    const res = await get(`${urls().site}/founders/c/${id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const url = `${urls().site}/founders/c/${id}`;
    const title = 'Ann &quot;The &lt;Boss&gt;&quot; O&#39;Neil &amp; Co - Founding Floater #1 | Cleveland Floaters';
    expect(html).toContain(`<title>${title}</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(metaContent(html, 'property', 'og:title')).toBe(title);
    expect(metaContent(html, 'name', 'twitter:title')).toBe(title);
    expect(metaContent(html, 'property', 'og:description')).toContain('of Lakewood is Founding Floater #1 of Cleveland Floaters');
    expect(metaContent(html, 'property', 'og:url')).toBe(url);
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(metaContent(html, 'property', 'og:image')).toBe(`${url}/og.png`);
    expect(metaContent(html, 'name', 'twitter:image')).toBe(`${url}/og.png`);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(html).not.toContain('<Boss>');
    // People who open the link get the live page: a page of islands, whose loader names the islands entry, and not the SPA's.
    expect(html).toMatch(/<script data-src="\/assets\/islands-[^"]+\.js">/);
    expect(html).not.toMatch(/src="\/assets\/index-[^"]+\.js"/);
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
  });

  it("draws the certificate's 1200x630 PNG, cached for an hour at most (a refund may revoke it)", async () => {
    const res = await get(`${urls().site}/founders/c/${id}/og.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600, s-maxage=3600');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    expect(bytes.length).toBeGreaterThan(10_000);
  });

  it('gives an unknown certificate the default preview and the not-found page, with status 404', async () => {
    const res = await get(`${urls().site}/founders/c/nobody-here-zzzz`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Certificate Not Found');
    expect(metaContent(html, 'property', 'og:title')).toBe('Cleveland Floaters — Comedy &amp; Concert Party on Lake Erie');
    // No drawing per made-up id: the site's static default picture instead.
    const png = await fetch(`${urls().site}/founders/c/nobody-here-zzzz/og.png`, { headers: CRAWLER, redirect: 'manual' });
    expect(png.status).toBe(302);
    expect(png.headers.get('location')).toBe('/og-default.png');
    const followed = await get(`${urls().site}/founders/c/nobody-here-zzzz/og.png`);
    expect(pngSize(new Uint8Array(await followed.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it('draws each real picture at one address: other spellings are sent there, unknown quiz types and certificates get none', async () => {
    const manual = (path: string) => fetch(`${urls().site}${path}`, { headers: CRAWLER, redirect: 'manual' });
    for (const path of [
      `/founders/c/${id}/og.png`,
      `/founders/c/${id}/story.png`,
      '/quiz/result/newblood/og.png',
      '/quiz/result/newblood/story.png',
    ]) {
      const res = await manual(`${path}?v=${Math.random()}`);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(path);
    }
    for (const path of ['/quiz/result/newblood/og.png', '/quiz/result/newblood/story.png', `/founders/c/${id}/story.png`]) {
      const res = await manual(`${path}/`);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(path);
    }
    for (const path of [
      '/quiz/result/who-knows/og.png',
      '/quiz/result/who-knows/story.png',
      '/quiz/result/who-knows/story.png/',
      '/founders/c/nobody-here-zzzz/story.png',
    ]) {
      const res = await manual(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).not.toBe('image/png');
    }
  });

  it('gives each quiz result type its own preview, and an unknown type the pretender one', async () => {
    // Known types are prerendered at build time, with the site's configured origin in their addresses.
    const html = await (await get(`${urls().site}/quiz/result/comeback-kid`)).text();
    // React writes the apostrophe as &#x27;, the function as &#39;: the same character.
    expect(metaContent(html, 'property', 'og:title')?.replace('&#x27;', '&#39;')).toBe(
      'I&#39;m The Comeback Kid! How Cleveland Are You, Really? | Cleveland Floaters',
    );
    expect(metaContent(html, 'property', 'og:image')).toMatch(/^https?:\/\/[^/]+\/quiz\/result\/comeback-kid\/og\.png$/);
    expect(html).toContain('The Comeback Kid');
    const unknown = await (await get(`${urls().site}/quiz/result/who-knows`)).text();
    expect(metaContent(unknown, 'property', 'og:title')).toContain('The Rising Floater');
    const png = await get(`${urls().site}/quiz/result/newblood/og.png`);
    expect(pngSize(new Uint8Array(await png.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it('answers the direct ?id=&app= form only for this site as app', async () => {
    const own = await (await get(`${urls().functions}/ogCertificate?id=${id}&app=${encodeURIComponent(urls().site)}`)).text();
    expect(metaContent(own, 'property', 'og:url')).toBe(`${urls().site}/founders/c/${id}`);
    const other = await (await get(`${urls().functions}/ogCertificate?id=${id}&app=${encodeURIComponent('https://evil.example')}`)).text();
    expect(other).not.toContain('Founding Floater #1');
  });

  it('puts `$` patterns of a certificate into the page as they are', async () => {
    // Names from the form cannot hold `$`; the page must not depend on that.
    const odd = await issueCertificate({
      fullName: "Ann $` Lee $'",
      city: '$&',
      issueDateIso: '2025-03-05',
      userId: null,
      source: 'gumroad',
    });
    const html = await (await get(`${urls().site}/founders/c/${odd.id}`)).text();
    expect(metaContent(html, 'property', 'og:title')).toBe(
      `Ann $\` Lee $&#39; - Founding Floater #${odd.member_number} | Cleveland Floaters`,
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });
});

describe('quiz result pictures', () => {
  it("are the ones the build drew, the same bytes at the site and at the function's own address", async () => {
    const built = join(__dirname, '..', '..', 'functions', 'lib', 'ssr', QUIZ_PICTURES_DIR);
    for (const type of QUIZ_RESULT_TYPES) {
      for (const kind of QUIZ_PICTURE_KINDS) {
        const path = kind === 'og' ? quizResultImagePath(type) : quizResultStoryImagePath(type);
        const drawn = readFileSync(join(built, quizPictureFile(type, kind)));
        expect(pngSize(drawn)).toEqual(kind === 'og' ? { width: 1200, height: 630 } : { width: 1080, height: 1920 });
        for (const url of [`${urls().site}${path}`, `${urls().functions}/ogCertificate${path}`]) {
          const res = await get(url);
          expect(res.headers.get('content-type')).toBe('image/png');
          expect(Buffer.from(await res.arrayBuffer()).equals(drawn)).toBe(true);
        }
      }
    }
  });
});

describe('story pictures (1080x1920)', () => {
  const story = async (path: string) => {
    const res = await get(`${urls().site}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(pngSize(bytes)).toEqual({ width: 1080, height: 1920 });
    return { bytes, cacheControl: res.headers.get('cache-control') };
  };

  it("draws the certificate's story, its hostile name as plain text, cached like the preview", async () => {
    const hostile = await issueCertificate({
      fullName: '<img src=x onerror=alert(1)> </div>{{name}}',
      city: null,
      issueDateIso: '2025-03-05',
      userId: null,
      source: 'gumroad',
    });
    const drawn = await story(`/founders/c/${hostile.id}/story.png`);
    expect(drawn.cacheControl).toBe('public, max-age=3600, s-maxage=3600');
    // A different name gives a different picture: the name is drawn, not dropped or parsed away.
    const other = await story(`/founders/c/${id}/story.png`);
    expect(Buffer.from(drawn.bytes).equals(Buffer.from(other.bytes))).toBe(false);
  });

  it('draws one for each quiz result type, cached long (a quiz result never changes)', async () => {
    for (const type of QUIZ_RESULT_TYPES) expect((await story(`/quiz/result/${type}/story.png`)).cacheControl).toContain('max-age=86400');
  });
});

/**
 * At the function's own address no CDN stands in front, so each instance keeps what it rendered and drew. Run here
 * on the build's own code (functions/lib, with the server bundle beside it), where its renders can be counted and
 * its pictures compared.
 */
describe("pages and pictures at the function's own address", () => {
  const lib = join(__dirname, '..', '..', 'functions', 'lib');
  const { shareReply } = require(join(lib, 'http', 'share-reply.js')) as typeof import('../../functions/src/http/share-reply');
  const { pageReply } = require(join(lib, 'http', 'page-reply.js')) as typeof import('../../functions/src/http/page-reply');
  const ssr = require(join(lib, 'ssr', 'entry-server.cjs')) as { renderPage: (...args: unknown[]) => Promise<string> };

  it('renders each page once, whatever query string comes with it', async () => {
    const site = urls().site;
    const renders = jest.spyOn(ssr, 'renderPage');
    try {
      const pages = [PATHS.wallOfFame, PATHS.faq, `/founders/c/${id}`, '/founders/c/nobody-here-zzzz', '/founders/c/%E0%A4%A'];
      for (const path of pages) {
        const replies: Awaited<ReturnType<typeof pageReply>>[] = [];
        for (let i = 0; i < 5; i++) replies.push(await pageReply(path, { v: randomUUID() }, site));
        expect(replies[0]!.type).toBe('html');
        expect(replies.every((r) => r.status === replies[0]!.status && r.body === replies[0]!.body)).toBe(true);
      }
      // The spec's ?id= form names the certificate's page, already rendered.
      expect((await shareReply('/', { id, app: site, v: randomUUID() }, site)).status).toBe(200);
      expect(renders).toHaveBeenCalledTimes(pages.length);
      // The wall paints its search and page, so a search is a page of its own, never another visitor's answer.
      const everyone = await pageReply(PATHS.wallOfFame, {}, site);
      const searched = await pageReply(PATHS.wallOfFame, { q: 'nobody by this name', v: randomUUID() }, site);
      expect(searched.body).not.toBe(everyone.body);
      expect(searched.body).toContain('nobody by this name');
      expect((await pageReply(PATHS.wallOfFame, { q: 'nobody by this name', v: randomUUID() }, site)).body).toBe(searched.body);
      expect(renders).toHaveBeenCalledTimes(pages.length + 1);
    } finally {
      renders.mockRestore();
    }
  });

  it('keeps the picture of every real certificate: a cycle through more than 64 of them and back draws none again', async () => {
    const site = urls().site;
    const ids = [id];
    for (let i = 0; i < 65; i++) {
      ids.push((await issueCertificate({ fullName: `Cycled Floater ${i}`, city: 'Parma', issueDateIso: '2025-05-01', userId: null, source: 'gumroad' })).id);
    }
    const drawn = new Map<string, unknown>();
    for (const each of ids) {
      const reply = await shareReply(certificateImagePath(each), {}, site);
      expect(reply).toMatchObject({ status: 200, type: 'png' });
      drawn.set(each, reply.body);
    }
    // The same bytes, not a drawing of the same picture: nothing was drawn again.
    for (const each of ids) expect((await shareReply(certificateImagePath(each), {}, site)).body).toBe(drawn.get(each));
  }, 600_000);
});
