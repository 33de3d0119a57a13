import { certificatePreview, injectPreview, previewTarget } from '../../functions/src/certificates/share-preview';
import { escapeHtml } from '../../functions/src/shared/html/escape-html';

const SHELL = '<!doctype html><html><head><title>Cleveland Floaters</title></head><body><div id="root"></div></body></html>';

describe('injectPreview', () => {
  // A replacement string would read these as "the match", "the text after it" and "the text before it".
  it.each(["$'", '$&', '$`', '$1', '$$'])('puts %s from a certificate into the page as typed', (pattern) => {
    const meta = certificatePreview('https://floaters.example', 'ann-lee-ab12', {
      full_name: `Ann ${pattern} Lee`,
      city: `Lake ${pattern}`,
      member_number: 7,
    });
    const html = injectPreview(SHELL, meta);
    const typed = escapeHtml(pattern);
    expect(html).toContain(`<title>Ann ${typed} Lee - Founding Floater #7 | Cleveland Floaters</title>`);
    expect(html).toContain(`of Lake ${typed} is Founding Floater #7`);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<body>/g)).toHaveLength(1);
  });
});

describe('previewTarget', () => {
  const SITE = 'https://floaters.example';

  it('reads certificate and quiz pages and pictures from the path', () => {
    expect(previewTarget('/founders/c/ann-lee-ab12', {}, SITE)).toEqual({ kind: 'certificate', id: 'ann-lee-ab12', image: false });
    expect(previewTarget('/founders/c/ann-lee-ab12/og.png', {}, SITE)).toEqual({ kind: 'certificate', id: 'ann-lee-ab12', image: true });
    expect(previewTarget('/quiz/result/comeback-kid/', {}, SITE)).toEqual({ kind: 'quiz', type: 'comeback-kid', image: false });
    expect(previewTarget('/founders/c/jos%C3%A9', {}, SITE)).toEqual({ kind: 'certificate', id: 'josé', image: false });
    // A trailing slash names the same picture (share-reply.ts redirects it to the one address), never the app shell.
    expect(previewTarget('/quiz/result/newblood/story.png/', {}, SITE)).toEqual({ kind: 'story', of: 'quiz', key: 'newblood' });
  });

  // Decoding these used to throw outside the handler's try: the function answered 500.
  it.each(['/founders/c/%E0%A4%A', '/founders/c/%E0%A4%A/og.png', '/quiz/result/%ZZ'])('calls %s not found', (path) => {
    expect(previewTarget(path, {}, SITE)).toEqual({ kind: 'not-found' });
  });

  it('takes the direct ?id=&app= form only for this site as app', () => {
    expect(previewTarget('/', { id: 'ann-lee-ab12', app: `${SITE}/` }, SITE)).toEqual({
      kind: 'certificate',
      id: 'ann-lee-ab12',
      image: false,
    });
    expect(previewTarget('/', { id: 'ann-lee-ab12', app: 'https://evil.example' }, SITE)).toBeNull();
    expect(previewTarget('/', {}, SITE)).toBeNull();
  });
});
