import Box from '@mui/material/Box';
import { NodeSelection, Selection } from '@tiptap/pm/state';
import { EditorContent, useEditor, type JSONContent } from '@tiptap/react';
import { BRAND, SHADES } from '@shared/brand';
import { EDITOR_NODE, EMPTY_EDITOR_DOCUMENT, readEditorDocument } from '@shared/email/editor-document';
import { useEffect, useId, useState } from 'react';
import { useSiteOrigin } from '@/hooks/use-site-origin';
import { htmlForEditor } from './editor-body';
import { ButtonDialog, LinkDialog, PictureDialog, type ButtonAttrs, type PictureAttrs } from './editor-dialogs';
import { EDITOR_EXTENSIONS } from './editor-extensions';
import { EditorToolbar, type EditorDialog } from './editor-toolbar';

/** What the editor starts from: its stored document, or HTML it reads (headings, paragraphs, lists, links, buttons, pictures). */
export type EditorStart = { doc: string } | { html: string };

const chip = { bgcolor: SHADES.sky, color: BRAND.lakeNavy, borderRadius: '12px', px: 1, py: '1px', fontWeight: 600, fontSize: '0.9em' };

/** The email editor (a chunk of its own, with Tiptap and MJML): the toolbar, the text, and the dialogs of its inserts. */
export default function EmailEditor({
  start,
  labelledBy,
  describedBy,
  invalid,
  onDoc,
}: {
  start: EditorStart;
  labelledBy: string;
  describedBy: string;
  invalid: boolean;
  /** Each document, from the one it starts with: the form renders them (EmailBodyField). */
  onDoc: (doc: JSONContent) => void;
}) {
  const editorId = useId();
  const origin = useSiteOrigin();
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  const editor = useEditor({
    extensions: EDITOR_EXTENSIONS,
    content: 'doc' in start ? (readEditorDocument(start.doc) ?? JSON.parse(EMPTY_EDITOR_DOCUMENT)) : htmlForEditor(start.html),
    editorProps: {
      attributes: {
        id: editorId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        'aria-describedby': describedBy,
      },
      handleKeyDown: (_view, e) => {
        if ((e.metaKey || e.ctrlKey) && e.key === 'k') {
          setDialog('link');
          return true;
        }
        return false;
      },
      handleDoubleClickOn: (_view, _pos, node) => {
        const opens = ({ [EDITOR_NODE.button]: 'button', image: 'picture' } as const)[node.type.name];
        if (opens) setDialog(opens);
        return Boolean(opens);
      },
    },
    // The first document too: HTML read in, or a document saved by an older renderer, is sent as the editor shows it now.
    onCreate: ({ editor: e }) => onDoc(e.getJSON()),
    onUpdate: ({ editor: e }) => onDoc(e.getJSON()),
  });
  useEffect(() => {
    editor.view.dom.setAttribute('aria-invalid', String(invalid));
  }, [editor, invalid]);

  const chain = () => editor.chain().focus();
  const close = () => {
    setDialog(null);
    editor.commands.focus();
  };
  /**
   * A button or picture where the cursor is, with the cursor after it. Tiptap leaves an inserted block selected,
   * and inserting over a selected block would replace it: the new one goes after.
   */
  const insertBlock = (content: JSONContent) => {
    const { selection } = editor.state;
    (selection instanceof NodeSelection ? chain().insertContentAt(selection.to, content) : chain().insertContent(content))
      .command(({ tr }) => {
        tr.setSelection(Selection.near(tr.doc.resolve(tr.selection.to)));
        return true;
      })
      .run();
  };
  const saveButton = (attrs: ButtonAttrs) => {
    setDialog(null);
    if (editor.isActive(EDITOR_NODE.button)) chain().updateAttributes(EDITOR_NODE.button, attrs).run();
    else insertBlock({ type: EDITOR_NODE.button, attrs });
  };
  const savePicture = (attrs: PictureAttrs) => {
    setDialog(null);
    if (editor.isActive('image')) chain().updateAttributes('image', attrs).run();
    else insertBlock({ type: 'image', attrs });
  };
  const linked = editor.isActive('link');

  return (
    <Box
      sx={{
        border: 1,
        borderColor: invalid ? 'error.main' : 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        '&:focus-within': { borderColor: invalid ? 'error.main' : 'primary.main', boxShadow: (t) => `0 0 0 1px ${t.palette.primary.main}` },
      }}
    >
      <EditorToolbar editor={editor} editorId={editorId} onDialog={setDialog} />
      <Box
        sx={{
          '& .ProseMirror': {
            minHeight: 260,
            maxHeight: '70vh',
            overflowY: 'auto',
            p: 2,
            outline: 'none',
            color: SHADES.ink,
            fontSize: 16,
            lineHeight: 1.6,
            overflowWrap: 'anywhere',
          },
          '& .ProseMirror > * + *': { mt: 1.5 },
          '& p': { m: 0 },
          '& h1': { m: 0, fontSize: 28, lineHeight: 1.25, color: BRAND.lakeNavy },
          '& h2': { m: 0, fontSize: 21, lineHeight: 1.3, color: BRAND.lakeNavy },
          '& ul, & ol': { m: 0, pl: 3 },
          '& a': { color: SHADES.harbour },
          '& hr': { border: 0, borderTop: `2px solid ${BRAND.gold}`, my: 2 },
          '& img': { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: '12px' },
          '& .email-field': chip,
          '& .email-button': { textAlign: 'center', py: 1 },
          '& .email-button-label': {
            display: 'inline-block',
            bgcolor: BRAND.sunsetOrange,
            color: BRAND.lakeNavy,
            fontWeight: 700,
            borderRadius: '10px',
            px: 3.5,
            py: 1.5,
          },
          '& .email-button-href': { display: 'block', mt: 0.5, fontSize: 13, color: SHADES.muted },
          '& .ProseMirror-selectednode': { outline: `2px solid ${BRAND.erieBlue}`, outlineOffset: 2, borderRadius: '4px' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      {dialog === 'link' && (
        <LinkDialog
          open
          initialHref={linked ? String(editor.getAttributes('link').href ?? '') : ''}
          askText={editor.state.selection.empty && !linked}
          onSave={({ href, text }) => {
            setDialog(null);
            if (editor.state.selection.empty && !linked)
              chain()
                .insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] })
                .run();
            else chain().extendMarkRange('link').setLink({ href }).run();
          }}
          onRemove={
            linked
              ? () => {
                  setDialog(null);
                  chain().extendMarkRange('link').unsetLink().run();
                }
              : undefined
          }
          onClose={close}
        />
      )}
      {dialog === 'button' && (
        <ButtonDialog
          open
          initial={editor.isActive(EDITOR_NODE.button) ? (editor.getAttributes(EDITOR_NODE.button) as ButtonAttrs) : null}
          onSave={saveButton}
          onClose={close}
        />
      )}
      {dialog === 'picture' && (
        <PictureDialog
          open
          origin={origin}
          initial={editor.isActive('image') ? (editor.getAttributes('image') as PictureAttrs) : null}
          onSave={savePicture}
          onClose={close}
        />
      )}
    </Box>
  );
}
