import type { PlaceholderName } from './placeholders';

/**
 * The email editor's document: Tiptap JSON of the nodes and marks the editor allows, stored beside its HTML
 * (`body_doc` beside `body`) only to reopen in the editor; the HTML is what is sent. The web's Tiptap nodes use these
 * names; editor-mjml.ts renders each.
 */
export interface EditorNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: EditorNode[];
  text?: string;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
}

/** The two nodes of our own; the rest are Tiptap's StarterKit and Image names. */
export const EDITOR_NODE = {
  /** A call-to-action button: `label` and `href`. */
  button: 'emailButton',
  /** A placeholder chip: `name` is one of EDITOR_FIELDS. */
  field: 'emailField',
} as const;

const BLOCKS = ['paragraph', 'heading', 'bulletList', 'orderedList', 'listItem', 'horizontalRule', 'image', EDITOR_NODE.button];
const INLINES = ['text', 'hardBreak', EDITOR_NODE.field];
/** Nodes with no text that still show something. */
const ATOMS = new Set(['horizontalRule', 'image', EDITOR_NODE.button, EDITOR_NODE.field]);
const NODES = new Set(['doc', ...BLOCKS, ...INLINES]);
const MARKS = new Set(['bold', 'italic', 'underline', 'link']);

/** The placeholders the editor offers as chips, with the names its menu shows. */
export const EDITOR_FIELDS = {
  first_name: 'First name',
  certificate_url: 'Certificate link',
  founding_spots: 'Founding spots',
} as const satisfies Partial<Record<PlaceholderName, string>>;
export type EditorField = keyof typeof EDITOR_FIELDS;

export const HEADING_LEVELS = [1, 2] as const;

/** Lists nest; a document deeper than this is not one the editor made. */
const MAX_DEPTH = 24;

const text = (value: unknown): value is string => typeof value === 'string';
const filled = (value: unknown): value is string => text(value) && value.trim() !== '';

/** What each node must carry for the renderer to draw it; anything else it carries is Tiptap's and left alone. */
function validAttrs(node: EditorNode): boolean {
  const a = node.attrs ?? {};
  switch (node.type) {
    case 'heading':
      return (HEADING_LEVELS as readonly unknown[]).includes(a.level);
    case 'image':
      return filled(a.src) && filled(a.alt);
    case EDITOR_NODE.button:
      return filled(a.label) && filled(a.href);
    case EDITOR_NODE.field:
      return text(a.name) && Object.hasOwn(EDITOR_FIELDS, a.name);
    default:
      return true;
  }
}

function validNode(node: unknown, depth: number): node is EditorNode {
  if (depth > MAX_DEPTH || typeof node !== 'object' || node === null || Array.isArray(node)) return false;
  const n = node as EditorNode;
  if (!text(n.type) || !NODES.has(n.type) || !validAttrs(n)) return false;
  if (n.type === 'text' && !text(n.text)) return false;
  if (n.attrs !== undefined && (typeof n.attrs !== 'object' || n.attrs === null)) return false;
  if (n.marks !== undefined) {
    if (!Array.isArray(n.marks)) return false;
    for (const m of n.marks) {
      if (typeof m !== 'object' || m === null || !MARKS.has(m.type)) return false;
      if (m.type === 'link' && !text(m.attrs?.href)) return false;
    }
  }
  if (n.content === undefined) return true;
  return Array.isArray(n.content) && n.content.every((child) => validNode(child, depth + 1));
}

/** The editor's document stored as JSON text, or null when it is not one (then the email opens as HTML). */
export function readEditorDocument(json: string): EditorNode | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  return validNode(parsed, 0) && parsed.type === 'doc' ? parsed : null;
}

/** A document with nothing to send: no text but blanks, no button, picture, divider or placeholder. */
export function isEmptyEditorDocument(node: EditorNode): boolean {
  if (node.type === 'text') return !node.text?.trim();
  if (node.type === 'hardBreak') return true;
  if (ATOMS.has(node.type)) return false;
  return (node.content ?? []).every(isEmptyEditorDocument);
}

/** A new email's document: one empty paragraph, as Tiptap starts. */
export const EMPTY_EDITOR_DOCUMENT = JSON.stringify({ type: 'doc', content: [{ type: 'paragraph' }] });
