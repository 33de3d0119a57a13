import { BRAND, SHADES } from '../brand';
import { escapeHtml } from '../html/escape-html';
import { EDITOR_NODE, type EditorField, type EditorNode } from './editor-document';

/**
 * The editor's document as MJML, which mjml-browser (in the admin's browser) turns into email HTML. Text and
 * attributes are escaped here, as MJML copies both as given. Placeholders stay literal for the sender; links and
 * pictures need a web (or mailto) address.
 */

const FONT = 'Arial, Helvetica, sans-serif';
const LINK_STYLE = `color:${SHADES.harbour};text-decoration:underline`;
const STYLE = {
  paragraph: 'margin:0 0 16px',
  heading: {
    1: `margin:0 0 16px;font-size:28px;line-height:1.25;font-weight:bold;color:${BRAND.lakeNavy}`,
    2: `margin:8px 0 12px;font-size:21px;line-height:1.3;font-weight:bold;color:${BRAND.lakeNavy}`,
  } as Record<number, string>,
  list: 'margin:0 0 16px;padding:0 0 0 24px',
  nestedList: 'margin:6px 0 0;padding:0 0 0 24px',
  item: 'margin:0 0 6px',
  itemParagraph: 'margin:0',
};

/** The reader's own addresses, filled in per recipient: their certificate and their place on the Wall of Fame. */
const READER_LINKS: readonly string[] = ['{{certificate_url}}', '{{wall_url}}'];
const WEB_ADDRESS = /^https?:\/\/[^\s<>"'`]+$/i;
const MAIL_ADDRESS = /^mailto:[^\s<>"'`]+$/i;

/** Where a link or button may point: a web or mailto address, or the reader's certificate or place on the wall. */
export const isEmailLink = (href: string) => READER_LINKS.includes(href) || WEB_ADDRESS.test(href) || MAIL_ADDRESS.test(href);

/** Where a picture may come from: a web address (email clients fetch it). */
export const isEmailPicture = (src: string) => WEB_ADDRESS.test(src);

const attr = (value: unknown) => escapeHtml(String(value));

const MARK_TAGS: Record<string, string> = { bold: 'strong', italic: 'em', underline: 'u' };

function withMarks(html: string, marks: EditorNode['marks']): string {
  return (marks ?? []).reduce((inner, m) => (MARK_TAGS[m.type] ? `<${MARK_TAGS[m.type]}>${inner}</${MARK_TAGS[m.type]}>` : inner), html);
}

function linkOf(node: EditorNode): string | null {
  const href = node.marks?.find((m) => m.type === 'link')?.attrs?.href;
  return typeof href === 'string' && isEmailLink(href) ? href : null;
}

function field(name: EditorField, linked: boolean): string {
  const placeholder = `{{${name}}}`;
  // A certificate address on its own is a link to it; inside the admin's own link, its text.
  return name === 'certificate_url' && !linked ? `<a href="${placeholder}" style="${LINK_STYLE}">${placeholder}</a>` : placeholder;
}

function inlineNode(node: EditorNode, linked: boolean): string {
  switch (node.type) {
    case 'text':
      return withMarks(escapeHtml(node.text ?? ''), node.marks);
    case 'hardBreak':
      return '<br>';
    case EDITOR_NODE.field:
      return withMarks(field(node.attrs!.name as EditorField, linked), node.marks);
    default:
      return '';
  }
}

/** Inline content, each run of nodes under one link as one <a>, so a link's words stay one link (and one line of plain text). */
function inline(nodes: EditorNode[] = []): string {
  let html = '';
  for (let i = 0; i < nodes.length;) {
    const href = linkOf(nodes[i]!);
    let end = i + 1;
    while (end < nodes.length && linkOf(nodes[end]!) === href) end++;
    const run = nodes
      .slice(i, end)
      .map((n) => inlineNode(n, href !== null))
      .join('');
    html += href === null ? run : `<a href="${attr(href)}" style="${LINK_STYLE}">${run}</a>`;
    i = end;
  }
  return html;
}

function list(node: EditorNode, nested: boolean): string {
  const tag = node.type === 'orderedList' ? 'ol' : 'ul';
  const start = node.attrs?.start;
  const startAttr = tag === 'ol' && Number.isInteger(start) && start !== 1 ? ` start="${attr(start)}"` : '';
  const items = (node.content ?? []).map((item) => `<li style="${STYLE.item}">${(item.content ?? []).map(listItemBlock).join('')}</li>`);
  return `<${tag}${startAttr} style="${nested ? STYLE.nestedList : STYLE.list}">${items.join('')}</${tag}>`;
}

function listItemBlock(node: EditorNode): string {
  if (node.type === 'bulletList' || node.type === 'orderedList') return list(node, true);
  return `<p style="${STYLE.itemParagraph}">${inline(node.content)}</p>`;
}

/** Paragraphs, headings and lists: HTML inside an <mj-text>. */
function textBlock(node: EditorNode): string {
  switch (node.type) {
    case 'heading': {
      const level = node.attrs!.level as number;
      return `<h${level} style="${STYLE.heading[level]}">${inline(node.content)}</h${level}>`;
    }
    case 'bulletList':
    case 'orderedList':
      return list(node, false);
    default:
      // An empty paragraph is the blank line the admin left.
      return `<p style="${STYLE.paragraph}">${inline(node.content) || '&nbsp;'}</p>`;
  }
}

function button(node: EditorNode): string {
  const href = String(node.attrs!.href);
  return (
    `<mj-button${isEmailLink(href) ? ` href="${attr(href)}"` : ''} background-color="${BRAND.sunsetOrange}" color="${BRAND.lakeNavy}"` +
    ` font-size="17px" font-weight="bold" border-radius="10px" inner-padding="14px 28px" padding="8px 24px 24px">${escapeHtml(String(node.attrs!.label))}</mj-button>`
  );
}

function picture(node: EditorNode): string {
  const src = String(node.attrs!.src);
  if (!isEmailPicture(src)) return '';
  return `<mj-image src="${attr(src)}" alt="${attr(node.attrs!.alt)}" border-radius="12px" padding="8px 24px 24px" />`;
}

const isBlank = (node: EditorNode) => node.type === 'paragraph' && !node.content?.length;

/** The blocks of the email, without the blank lines the editor keeps at its ends (Tiptap always keeps one last). */
function trimmed(blocks: EditorNode[]): EditorNode[] {
  let start = 0;
  let end = blocks.length;
  while (start < end && isBlank(blocks[start]!)) start++;
  while (end > start && isBlank(blocks[end - 1]!)) end--;
  return blocks.slice(start, end);
}

export function editorDocumentToMjml(doc: EditorNode): string {
  const parts: string[] = [];
  let text: string[] = [];
  const endText = () => {
    if (text.length) parts.push(`<mj-text>${text.join('')}</mj-text>`);
    text = [];
  };
  for (const block of trimmed(doc.content ?? [])) {
    if (block.type === EDITOR_NODE.button || block.type === 'image' || block.type === 'horizontalRule') {
      endText();
      if (block.type === EDITOR_NODE.button) parts.push(button(block));
      else if (block.type === 'image') parts.push(picture(block));
      else parts.push(`<mj-divider border-color="${BRAND.gold}" border-width="2px" padding="8px 24px 24px" />`);
    } else {
      text.push(textBlock(block));
    }
  }
  endText();
  return `<mjml lang="en">
<mj-head>
<mj-attributes>
<mj-all font-family="${FONT}" />
<mj-text font-size="16px" line-height="1.6" color="${SHADES.ink}" padding="0 24px" />
</mj-attributes>
</mj-head>
<mj-body background-color="${SHADES.linen}">
<mj-section background-color="${BRAND.cream}" border-radius="16px" padding="28px 0 12px">
<mj-column>
${parts.join('\n')}
</mj-column>
</mj-section>
</mj-body>
</mjml>`;
}
