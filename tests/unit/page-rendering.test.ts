import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { injectPreview } from '../../functions/src/certificates/share-preview';
import { jsonScriptTag } from '../../functions/src/shared/html/json-script';
import { replaceHeadTags } from '../../functions/src/shared/html/head-tags';
import { AFTER_FIRST_PAINT_SCRIPT } from '../../functions/src/shared/html/after-first-paint';
import { HEAD_SCRIPT } from '../../functions/src/shared/html/head-script';
import { APP_SHELL_FILE, PRERENDERED_ROUTES, prerenderedFile } from '../../scripts/lib/public-routes';
import { DIST } from '../support/web-bundle';

describe('the JSON payload a page is rendered from', () => {
  const hostile = { full_name: '</script><img src=x onerror=alert(1)><!-- & \u2028 done' };

  it('cannot close its element or start markup, and reads back unchanged', () => {
    const tag = jsonScriptTag('page-data', hostile);
    const body = /^<script type="application\/json" id="page-data">(.*)<\/script>$/s.exec(tag)![1]!;
    expect(body).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(body)).toEqual(hostile);
  });
});

describe('head tags', () => {
  const shell = '<html><head><title>Default</title><meta name="description" content="d" /></head><body></body></html>';

  it("copies $&, $' and $` in a page's text as they are", () => {
    const html = replaceHeadTags(shell, "<title>Pay $& now $' or $`</title>");
    expect(html).toContain("<title>Pay $& now $' or $`</title>");
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('keeps a share preview title with dollar patterns intact', () => {
    const meta = { title: "Kim $' Lee", description: 'Member $&', url: 'https://x.test/a', image: 'https://x.test/a.png' };
    const html = injectPreview(shell, meta);
    expect(html).toContain('<title>Kim $&#39; Lee</title>');
    expect(html).toContain('content="Member $&amp;"');
  });
});

describe('the prerendered pages in web/dist', () => {
  beforeAll(() => {
    if (!existsSync(join(DIST, APP_SHELL_FILE))) throw new Error('web/dist is missing: run `npm run build -w web` first');
  });

  it.each(PRERENDERED_ROUTES.map((r) => [r, prerenderedFile(r)]))('%s (%s) carries its page, its CSS and one title', (_route, file) => {
    const html = readFileSync(join(DIST, file), 'utf8');
    expect(html).toMatch(/<div id="root"><div[^>]*>[\s\S]*<h1/);
    // Marked as in place: unmarked, the first island's Emotion cache moves them all and the page is styled again.
    expect(html).toMatch(/<style data-emotion="css [^"]+" data-s="">/);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it.each([...PRERENDERED_ROUTES.map(prerenderedFile), '404.html', APP_SHELL_FILE])(
    '%s has no inline executable script but the session hint and, on a page of islands, their loader (the CSP allows them by their hashes)',
    (file) => {
      const html = readFileSync(join(DIST, file), 'utf8');
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attrs]) => !/\ssrc="/.test(attrs!) && !/type="application\/json"/.test(attrs!))
        .map(([, , body]) => body);
      expect(inline.filter((body) => body !== AFTER_FIRST_PAINT_SCRIPT)).toEqual([HEAD_SCRIPT]);
      expect(inline.filter((body) => body === AFTER_FIRST_PAINT_SCRIPT).length).toBeLessThanOrEqual(1);
    },
  );

  it('keeps an empty shell for the routes rendered in the browser only', () => {
    expect(readFileSync(join(DIST, APP_SHELL_FILE), 'utf8')).toContain('<div id="root"></div>');
  });
});
