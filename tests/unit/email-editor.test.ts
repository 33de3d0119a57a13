import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND } from '@shared/brand';
import { EMPTY_EDITOR_DOCUMENT, isEmptyEditorDocument, readEditorDocument, type EditorNode } from '@shared/email/editor-document';
import { editorDocumentToMjml } from '@shared/email/editor-mjml';
import { emailDocument } from '@shared/email/email-layout';
import { htmlToText } from '@shared/email/html-to-text';
import { placeholderValues, renderPlaceholders } from '@shared/email/placeholders';
import { broadcastSchema, LIMITS } from '@shared/email/schemas';
import { mjmlToHtml } from '@/lib/mjml';

const HOSTILE = `<script>alert("x")</script> & 'quotes'`;
const text = (t: string, marks?: EditorNode['marks']): EditorNode => ({ type: 'text', text: t, ...(marks && { marks }) });
const paragraph = (...content: EditorNode[]): EditorNode => ({ type: 'paragraph', content });
const field = (name: string): EditorNode => ({ type: 'emailField', attrs: { name } });
const doc = (...content: EditorNode[]): EditorNode => ({ type: 'doc', content });
const link = (href: string) => [{ type: 'link', attrs: { href, target: '_blank', rel: 'noopener noreferrer nofollow', class: null } }];

/** A document of every kind of node the editor makes, as Tiptap's getJSON() writes it. */
const EVERYTHING = doc(
  { type: 'heading', attrs: { level: 1 }, content: [text('Dock party tonight')] },
  paragraph(text('Ahoy '), field('first_name'), text('! Your certificate: '), field('certificate_url')),
  paragraph(
    text('Tickets', [{ type: 'bold' }, ...link('https://t.example/dock?night=1&deck=top')]),
    text(' on sale', link('https://t.example/dock?night=1&deck=top')),
  ),
  {
    type: 'bulletList',
    content: [
      { type: 'listItem', content: [paragraph(text('Comedy'))] },
      { type: 'listItem', content: [paragraph(text('Live music'))] },
    ],
  },
  { type: 'emailButton', attrs: { label: 'Get tickets', href: 'https://t.example/dock?night=1&deck=top' } },
  {
    type: 'image',
    attrs: { src: 'https://clevelandfloaters.web.app/email-pictures/harbor-lighthouse.png', alt: 'The harbor lighthouse', title: null },
  },
  { type: 'horizontalRule' },
  paragraph(),
);

describe('the editor document as MJML', () => {
  it('escapes every text and attribute the admin typed', () => {
    const mjml = editorDocumentToMjml(
      doc(
        { type: 'heading', attrs: { level: 2 }, content: [text(HOSTILE)] },
        paragraph(text('link', link('https://x.example/?a=1&b=<2>'))),
        { type: 'emailButton', attrs: { label: HOSTILE, href: 'https://x.example/?a=1&b=2' } },
        { type: 'image', attrs: { src: 'https://x.example/p.png', alt: HOSTILE } },
      ),
    );
    expect(mjml).not.toContain('<script>');
    expect(mjml).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;</h2>');
    expect(mjml).toContain(`alt="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;"`);
    expect(mjml).toContain('href="https://x.example/?a=1&amp;b=2"');
    // An address with < or " in it is no address: the words stay, unlinked.
    expect(mjml).toContain('<p style="margin:0 0 16px">link</p>');
  });

  it('keeps placeholders as the literal text the sender fills in, the certificate as a link to it', () => {
    const mjml = editorDocumentToMjml(EVERYTHING);
    expect(mjml).toContain('Ahoy {{first_name}}! Your certificate: <a href="{{certificate_url}}"');
    expect(mjml).toContain('>{{certificate_url}}</a>');
    // Inside the admin's own link, the placeholder is its text: no link in a link.
    expect(editorDocumentToMjml(doc(paragraph({ ...field('certificate_url'), marks: link('https://x.example') })))).toContain(
      '<a href="https://x.example" style="color:#0E4C7A;text-decoration:underline">{{certificate_url}}</a>',
    );
  });

  it('makes a button of the brand colors, leading only to a web, mailto or certificate address', () => {
    const mjml = editorDocumentToMjml(EVERYTHING);
    expect(mjml).toMatch(
      new RegExp(
        `<mj-button href="https://t\\.example/dock\\?night=1&amp;deck=top" background-color="${BRAND.sunsetOrange}" color="${BRAND.lakeNavy}"[^>]*>Get tickets</mj-button>`,
      ),
    );
    expect(editorDocumentToMjml(doc({ type: 'emailButton', attrs: { label: 'Mine', href: '{{certificate_url}}' } }))).toContain(
      'href="{{certificate_url}}"',
    );
    expect(editorDocumentToMjml(doc({ type: 'emailButton', attrs: { label: 'Run', href: 'javascript:alert(1)' } }))).toMatch(
      /<mj-button background-color[^>]*>Run<\/mj-button>/,
    );
    // One link over several words (one bold) is one <a>.
    expect(mjml.match(/href="https:\/\/t\.example\/dock/g)).toHaveLength(2);
  });

  it('shows a picture with its description, and only from a web address', () => {
    expect(editorDocumentToMjml(EVERYTHING)).toContain(
      '<mj-image src="https://clevelandfloaters.web.app/email-pictures/harbor-lighthouse.png" alt="The harbor lighthouse"',
    );
    expect(editorDocumentToMjml(doc({ type: 'image', attrs: { src: 'data:image/png;base64,AAAA', alt: 'x' } }))).not.toContain('mj-image');
    // The editor never stores a picture without one.
    expect(readEditorDocument(JSON.stringify(doc({ type: 'image', attrs: { src: 'https://x.example/p.png', alt: ' ' } })))).toBeNull();
  });

  it("is valid MJML that renders, through the sender's steps, to the email with every part filled in", async () => {
    const html = await mjmlToHtml(editorDocumentToMjml(EVERYTHING));
    const document = emailDocument({ body: html, preheader: 'Tonight!', senderName: 'Cleveland Floaters' });
    // The editor's whole document is framed, its head (MJML's responsive styles) in the frame's head.
    expect(document.match(/<title>/g)).toHaveLength(1);
    expect(document.match(/<body/g)).toHaveLength(1);
    expect(document.slice(0, document.indexOf('</head>'))).toContain('@media only screen and (min-width:480px)');
    const values = placeholderValues(
      'Zoë <b>',
      'https://x.example/founders/c/zoe-1?a=1&b=2',
      'https://x.example/u?t=1',
      100,
      'https://x.example/foundingfloaters',
    );
    const sent = renderPlaceholders(document, values, 'html');
    expect(sent).toContain('Ahoy Zoë &lt;b&gt;!');
    expect(sent).toContain('href="https://x.example/founders/c/zoe-1?a=1&amp;b=2"');
    expect(sent).toContain('alt="The harbor lighthouse"');
    expect(renderPlaceholders(htmlToText(document), values, 'text').split('\n\n')).toEqual([
      'Dock party tonight',
      'Ahoy Zoë <b>! Your certificate: https://x.example/founders/c/zoe-1?a=1&b=2',
      'Tickets on sale (https://t.example/dock?night=1&deck=top)',
      '- Comedy',
      '- Live music',
      'Get tickets (https://t.example/dock?night=1&deck=top)',
      'You are getting this email because you joined Cleveland Floaters.',
      'Unsubscribe (https://x.example/u?t=1) with one click, any time.',
    ]);
  });
});

describe('the editor document as stored', () => {
  it('reads back what the editor wrote, and nothing else', () => {
    expect(readEditorDocument(JSON.stringify(EVERYTHING))).toEqual(EVERYTHING);
    expect(readEditorDocument('{"type":"doc"')).toBeNull();
    expect(readEditorDocument(JSON.stringify(doc({ type: 'table', content: [] })))).toBeNull();
    expect(readEditorDocument(JSON.stringify(doc(paragraph(field('last_name')))))).toBeNull();
    expect(readEditorDocument(JSON.stringify(doc(paragraph(text('x', [{ type: 'textStyle' }])))))).toBeNull();
    const deep = Array.from({ length: 30 }).reduce<EditorNode>(
      (inner) => ({ type: 'bulletList', content: [{ type: 'listItem', content: [inner] }] }),
      paragraph(text('x')),
    );
    expect(readEditorDocument(JSON.stringify(doc(deep)))).toBeNull();
  });

  it('knows an email with nothing to send', () => {
    expect(isEmptyEditorDocument(readEditorDocument(EMPTY_EDITOR_DOCUMENT)!)).toBe(true);
    expect(isEmptyEditorDocument(doc(paragraph(text('  ')), paragraph()))).toBe(true);
    expect(isEmptyEditorDocument(doc(paragraph(field('first_name'))))).toBe(false);
    expect(isEmptyEditorDocument(doc({ type: 'horizontalRule' }))).toBe(false);
  });

  it('is checked by the form schema the function checks again, with its own limit', async () => {
    const email = { name: 'x', subject: 's', body: '<p>b</p>' };
    await expect(broadcastSchema.validate({ ...email, body_doc: JSON.stringify(EVERYTHING) })).resolves.toBeTruthy();
    await expect(broadcastSchema.validate(email)).resolves.toMatchObject({ body_doc: '' });
    await expect(broadcastSchema.validate({ ...email, body_doc: '{"type":"table"}' })).rejects.toThrow(
      'The editor could not read this email',
    );
    await expect(broadcastSchema.validate({ ...email, body_doc: ' '.repeat(LIMITS.bodyDoc + 1) })).rejects.toThrow(
      'This email is too long for the editor',
    );
  });

  it('offers only pictures the site serves, as PNG', () => {
    // web/src/config/pictures.ts imports the drawings themselves, which Jest does not load: its EMAIL_PICTURES files, as written.
    const files = [...readFileSync(join(__dirname, '../../web/src/config/pictures.ts'), 'utf8').matchAll(/file: '([^']+)'/g)].map(
      (m) => m[1]!,
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files)
      expect({ file, served: file.endsWith('.png') && existsSync(join(__dirname, '../../web/public', file)) }).toEqual({
        file,
        served: true,
      });
  });
});
