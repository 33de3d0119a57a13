import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { EMPTY_EDITOR_DOCUMENT } from '@shared/email/editor-document';
import type { JSONContent } from '@tiptap/react';
import type { FormikProps } from 'formik';
import { lazy, Suspense, useCallback, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { fieldProps } from '@/components/forms/form-field-props';
import { loadMjml } from '@/lib/mjml';
import { renderQueue, type EditorBody } from './email-editor/editor-body';
import type { EditorStart } from './email-editor/email-editor';
import type { EmailContentValues } from './email-content-fields';

// Tiptap and MJML's renderer load only when an email is written in the editor, side by side.
const EmailEditor = lazy(() => {
  void loadMjml().catch(() => {});
  return import('./email-editor/email-editor');
});

const PLACEHOLDER_HINT =
  'Placeholders: {{first_name}} (falls back to "Floater"), {{certificate_url}} (their certificate, or the create page), {{wall_url}} (their place on the Wall of Fame, or its directory) and {{founding_spots}} (the number of founding spots, from Membership Settings).';

export interface EmailBodyHandle {
  /** The body and the editor's document as they will be saved: once the editor has rendered every change. */
  settled(): Promise<EditorBody>;
}

type Mode = 'editor' | 'html';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * The email's body, in the editor or as HTML (the spec's "Email Body (HTML)"). Opens in the editor if it has an
 * editor document, else as untouched HTML. Editor to HTML always; back, the editor resumes if the HTML is unchanged,
 * else asks first (see toEditor).
 */
export function EmailBodyField({ formik, ref }: { formik: FormikProps<EmailContentValues>; ref?: Ref<EmailBodyHandle> }) {
  const { body, body_doc } = formik.values;
  const labelId = useId();
  const helpId = useId();
  const [mode, setMode] = useState<Mode>(body_doc ? 'editor' : 'html');
  const [start, setStart] = useState<EditorStart>({ doc: body_doc || EMPTY_EDITOR_DOCUMENT });
  // The editor's document and its HTML when it was left for HTML mode (or as the email was saved).
  const [lastEditor, setLastEditor] = useState(body_doc ? { doc: body_doc, html: body } : null);
  const [asking, setAsking] = useState(false);
  const { setValues } = formik;
  // The editor's documents become the body here, outside the editor's component: its editor library may call back
  // from a render of it that React never kept.
  const [queue] = useState(() => renderQueue((next) => setValues((v) => ({ ...v, ...next }))));
  // Resolved by the editor's first document after it (re)starts: until then the form's body is not the editor's.
  const firstDoc = useRef(deferred<void>());
  const onDoc = useCallback(
    (doc: JSONContent) => {
      queue.push(doc);
      firstDoc.current.resolve();
    },
    [queue],
  );

  const settled = useCallback(async (): Promise<EditorBody> => {
    if (mode === 'html') return { body, body_doc: '' };
    await firstDoc.current.promise;
    return (await queue.settled())!;
  }, [mode, body, queue]);
  useImperativeHandle(ref, () => ({ settled }), [settled]);

  const startEditor = (from: EditorStart) => {
    firstDoc.current = deferred();
    setStart(from);
    setMode('editor');
    setAsking(false);
    setValues((v) => ({ ...v, body_doc: 'doc' in from ? from.doc : EMPTY_EDITOR_DOCUMENT }));
  };

  const toHtml = async () => {
    const latest = await settled();
    setLastEditor({ doc: latest.body_doc, html: latest.body });
    setMode('html');
    setValues((v) => ({ ...v, body: latest.body, body_doc: '' }));
  };

  /**
   * Nothing typed: the editor starts empty. The HTML as the editor left it: the editor resumes. Changed by hand (or
   * never from the editor), after a warning: from the editor's last document if it had one, dropping the hand edits
   * (the editor cannot show them); else from what it can read of the HTML.
   */
  const toEditor = (confirmed: boolean) => {
    if (!body.trim()) startEditor({ doc: EMPTY_EDITOR_DOCUMENT });
    else if (lastEditor && body === lastEditor.html) startEditor({ doc: lastEditor.doc });
    else if (!confirmed) setAsking(true);
    else startEditor(lastEditor ? { doc: lastEditor.doc } : { html: body });
  };

  const error = formik.touched.body ? (formik.errors.body ?? formik.errors.body_doc) : undefined;

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
        {mode === 'editor' && (
          <Typography id={labelId} component="span" sx={{ fontWeight: 600 }}>
            Email Body
          </Typography>
        )}
        <ToggleButtonGroup value={mode} exclusive size="small" aria-label="Write the body in" sx={{ ml: 'auto !important' }}>
          <ToggleButton value="editor" onClick={() => mode === 'html' && toEditor(false)}>
            Editor
          </ToggleButton>
          <ToggleButton value="html" onClick={() => mode === 'editor' && void toHtml()}>
            HTML
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {mode === 'editor' ? (
        <>
          <Suspense
            fallback={
              <Box role="status" sx={{ minHeight: 300, p: 2, color: 'text.secondary' }}>
                Loading the editor...
              </Box>
            }
          >
            <EmailEditor start={start} labelledBy={labelId} describedBy={helpId} invalid={Boolean(error)} onDoc={onDoc} />
          </Suspense>
          <FormHelperText id={helpId} error={Boolean(error)} sx={{ mx: 1.75 }}>
            {error ?? 'Personalize adds the reader\'s first name (or "Floater") and the link to their certificate.'}
          </FormHelperText>
        </>
      ) : (
        <TextField
          {...fieldProps(formik, 'body', PLACEHOLDER_HINT)}
          label="Email Body (HTML)"
          required
          fullWidth
          multiline
          minRows={12}
          maxRows={30}
          slotProps={{
            htmlInput: { spellCheck: false, style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 } },
          }}
        />
      )}
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={`${labelId}-switch`}>
        <DialogTitle id={`${labelId}-switch`}>Switch to the editor?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {lastEditor
              ? 'The editor starts again from the email as you last left it there. The changes made to the HTML since then are dropped.'
              : "The editor starts from this HTML's text: headings, paragraphs, lists, links, buttons and pictures with a description are kept; tables, colors and other layout are dropped. To keep the HTML as it is, leave without saving."}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)} autoFocus>
            Keep HTML
          </Button>
          <Button variant="contained" onClick={() => toEditor(true)}>
            Switch to the editor
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
