import { EDITOR_NODE, type EditorField, type EditorNode } from './editor-document';

/**
 * The default welcome email as the email editor's document: it opens in the editor like a broadcast, and is sent
 * as the editor renders it through MJML (default-welcome-body.ts holds that rendering, checked against this by
 * tests/unit/welcome-template.test.ts).
 */
const text = (t: string, marks?: EditorNode['marks']): EditorNode => ({ type: 'text', text: t, ...(marks && { marks }) });
const field = (name: EditorField): EditorNode => ({ type: EDITOR_NODE.field, attrs: { name } });
const paragraph = (...content: EditorNode[]): EditorNode => ({ type: 'paragraph', content });
const heading = (level: 1 | 2, ...content: EditorNode[]): EditorNode => ({ type: 'heading', attrs: { level }, content });
const item = (t: string): EditorNode => ({ type: 'listItem', content: [paragraph(text(t))] });

export const DEFAULT_WELCOME_DOCUMENT: EditorNode = {
  type: 'doc',
  content: [
    heading(1, text('Welcome aboard, '), field('first_name'), text('!')),
    paragraph(text('You are officially a Founding Floater.')),
    paragraph(
      text('You just claimed a spot among the first '),
      field('founding_spots'),
      text(
        " people on deck for Cleveland's floating comedy and concert party on Lake Erie. That makes you part of the story from day one.",
      ),
    ),
    paragraph(text('Your official certificate is ready to print, frame and brag about:')),
    { type: EDITOR_NODE.button, attrs: { label: 'See my certificate', href: '{{certificate_url}}' } },
    paragraph(
      text('Your name is on the Wall of Fame too: '),
      text('find my place on the wall', [{ type: 'link', attrs: { href: '{{wall_url}}' } }]),
    ),
    heading(2, text('What comes with it')),
    {
      type: 'bulletList',
      content: [
        item('Early access to every show before tickets go public'),
        item('Insider updates from the crew, straight to this inbox'),
        item('Your name on the Wall of Fame. No monthly fees, ever'),
      ],
    },
    paragraph(text('See you on the water,'), { type: 'hardBreak' }, text('The Admiral & the Cleveland Floaters crew', [{ type: 'bold' }])),
  ],
};
