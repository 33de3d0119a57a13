import Image from '@tiptap/extension-image';
import { mergeAttributes, Node, nodeInputRule } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { EDITOR_FIELDS, EDITOR_NODE, HEADING_LEVELS, type EditorField } from '@shared/email/editor-document';
import { isEmailLink } from '@shared/email/editor-mjml';

const isField = (name: unknown): name is EditorField => typeof name === 'string' && Object.hasOwn(EDITOR_FIELDS, name);

/** A placeholder as a chip: one unit that is deleted whole, rendered as the literal {{name}} in the email. */
const EmailField = Node.create({
  name: EDITOR_NODE.field,
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return {
      name: {
        default: 'first_name',
        parseHTML: (el) => el.getAttribute('data-field'),
        renderHTML: (attrs) => ({ 'data-field': attrs.name }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'span[data-field]', getAttrs: (el) => (isField(el.getAttribute('data-field')) ? null : false) }];
  },
  renderHTML({ node, HTMLAttributes }) {
    const name = node.attrs.name as EditorField;
    return ['span', mergeAttributes(HTMLAttributes, { class: 'email-field', title: `{{${name}}}` }), EDITOR_FIELDS[name]];
  },
  renderText: ({ node }) => `{{${node.attrs.name}}}`,
  addInputRules() {
    // Typed out in full, a placeholder becomes its chip.
    return [nodeInputRule({ find: /\{\{(first_name|certificate_url)\}\}$/, type: this.type, getAttributes: (m) => ({ name: m[1] }) })];
  },
});

/** A link drawn as a button the way emails draw one: a block with a background (the default welcome template's, MJML's). */
const looksLikeButton = (el: HTMLElement) =>
  /display:\s*inline-block/i.test(el.getAttribute('style') ?? '') && /background/i.test(el.getAttribute('style') ?? '');

/** A call-to-action button: its label and where it leads, edited in a dialog (never by typing into it). */
const EmailButton = Node.create({
  name: EDITOR_NODE.button,
  group: 'block',
  atom: true,
  selectable: true,
  addAttributes() {
    return {
      label: {
        default: '',
        parseHTML: (el) => el.getAttribute('data-label') ?? el.textContent?.trim() ?? '',
        renderHTML: (attrs) => ({ 'data-label': attrs.label }),
      },
      href: {
        default: '',
        parseHTML: (el) => el.getAttribute('data-href') ?? el.getAttribute('href') ?? '',
        renderHTML: (attrs) => ({ 'data-href': attrs.href }),
      },
    };
  },
  parseHTML() {
    return [
      { tag: 'div[data-email-button]' },
      // Before the link mark's rule, so a button in pasted or converted HTML stays a button.
      { tag: 'a[href]', priority: 60, getAttrs: (el) => (looksLikeButton(el) && el.textContent?.trim() ? null : false) },
    ];
  },
  renderHTML({ node, HTMLAttributes }) {
    return [
      'div',
      mergeAttributes(HTMLAttributes, { 'data-email-button': '', class: 'email-button' }),
      ['span', { class: 'email-button-label' }, node.attrs.label],
      ['span', { class: 'email-button-href' }, node.attrs.href],
    ];
  },
});

/** Pictures by address, with the description the email needs: HTML's pictures without one are left out when it is read. */
const EmailImage = Image.extend({
  parseHTML() {
    return [{ tag: 'img[src][alt]:not([alt=""]):not([src^="data:"])' }];
  },
}).configure({ inline: false, allowBase64: false });

/** What the editor can make: exactly the nodes and marks @shared/email/editor-mjml renders. */
export const EDITOR_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [...HEADING_LEVELS] },
    blockquote: false,
    code: false,
    codeBlock: false,
    strike: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', isAllowedUri: (url) => isEmailLink(url) },
  }),
  EmailImage,
  EmailButton,
  EmailField,
];
