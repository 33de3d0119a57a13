import type { JSONContent } from '@tiptap/react';
import { isEmptyEditorDocument, type EditorNode } from '@shared/email/editor-document';
import { editorDocumentToMjml } from '@shared/email/editor-mjml';
import { mjmlToHtml } from '@/lib/mjml';

/** The two fields the editor fills: the HTML that is sent, and the document it came from. */
export interface EditorBody {
  body: string;
  body_doc: string;
}

/** The editor's document and its email HTML; an empty document has no body, so the form asks for one. */
export async function renderBody(doc: JSONContent): Promise<EditorBody> {
  const node = doc as EditorNode;
  return { body_doc: JSON.stringify(doc), body: isEmptyEditorDocument(node) ? '' : await mjmlToHtml(editorDocumentToMjml(node)) };
}

const TYPED_FIELD = /\{\{\s*(first_name|certificate_url)\s*\}\}/g;

/**
 * HTML for the editor to read. A table cell of an email layout reads as a block of its own (the editor knows no
 * tables, and would run a table's cells together into one paragraph); placeholders in the text become chips, while
 * in attributes (a link to {{certificate_url}}) they stay as written.
 */
export function htmlForEditor(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) =>
      part.startsWith('<') ? part.replace(/^<(\/?)(?:td|th)\b/i, '<$1div') : part.replace(TYPED_FIELD, '<span data-field="$1"></span>'),
    )
    .join('');
}
