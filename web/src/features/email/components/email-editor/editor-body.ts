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

/**
 * Renders the editor's documents one at a time, in order, each result handed to `deliver`: MJML's renderer is
 * asynchronous, and a slow render must not land after a newer one. A document overtaken by a newer one before its
 * turn is skipped. `settled` is the last result once every document pushed so far is rendered.
 */
export function renderQueue(deliver: (body: EditorBody) => void) {
  let wanted = 0;
  let last: Promise<EditorBody | null> = Promise.resolve(null);
  return {
    push(doc: JSONContent) {
      const turn = ++wanted;
      last = last.then(async (previous) => {
        if (turn !== wanted) return previous;
        try {
          const body = await renderBody(doc);
          deliver(body);
          return body;
        } catch (err) {
          // MJML refusing what @shared/email/editor-mjml wrote is our bug; the last good rendering stays.
          console.error('Rendering the email failed', err);
          return previous;
        }
      });
    },
    settled: () => last,
  };
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
