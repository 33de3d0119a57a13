import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isEmailLink } from '@shared/email/editor-mjml';
import { isEmailAddress } from '@shared/email/schemas';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { EMAIL_PICTURES } from '@/config/pictures';

const CERTIFICATE_LINK = '{{certificate_url}}';
const LINK_HINT = `A web address, an email address, or ${CERTIFICATE_LINK} for the reader's certificate`;
const LINK_PROBLEM = `Enter a web address (https://...), an email address or ${CERTIFICATE_LINK}`;
const BUTTON_LABEL_MAX = 80;

/** A link as typed, as the email needs it: a bare domain gets https://, a bare email address mailto:. Null when it is neither. */
export function linkFromInput(input: string): string | null {
  const text = input.trim();
  if (isEmailLink(text)) return text;
  if (isEmailAddress(text)) return `mailto:${text}`;
  const web = `https://${text}`;
  return /^[^\s/:@]+\.[^\s]+$/.test(text) && isEmailLink(web) ? web : null;
}

function DialogForm({
  open,
  title,
  submitLabel,
  onSubmit,
  onClose,
  extraAction,
  children,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  extraAction?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  // The editor takes the focus back itself (see EmailEditor), so the dialog does not return it to the toolbar.
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} disableRestoreFocus fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {extraAction}
          <Box sx={{ flex: 1 }} />
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Links the selected words, or (with nothing selected) inserts `text` as a link. */
export function LinkDialog({
  open,
  initialHref,
  askText,
  onSave,
  onRemove,
  onClose,
}: {
  open: boolean;
  initialHref: string;
  askText: boolean;
  onSave: (link: { href: string; text: string }) => void;
  onRemove?: () => void;
  onClose: () => void;
}) {
  const [href, setHref] = useState(initialHref);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<{ href?: string; text?: string }>({});
  const save = () => {
    const link = linkFromInput(href);
    const found = { href: link ? undefined : LINK_PROBLEM, text: askText && !text.trim() ? 'Enter the words to link' : undefined };
    setProblems(found);
    if (link && !found.text) onSave({ href: link, text: text.trim() });
  };
  return (
    <DialogForm
      open={open}
      title={initialHref ? 'Edit link' : 'Add a link'}
      submitLabel="Save link"
      onSubmit={save}
      onClose={onClose}
      extraAction={onRemove && <Button onClick={onRemove}>Remove link</Button>}
    >
      {askText && (
        <TextField
          label="Text to show"
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={Boolean(problems.text)}
          helperText={problems.text}
          required
          autoFocus
        />
      )}
      <TextField
        label="Link"
        value={href}
        onChange={(e) => setHref(e.target.value)}
        error={Boolean(problems.href)}
        helperText={problems.href ?? LINK_HINT}
        required
        autoFocus={!askText}
        slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
      />
    </DialogForm>
  );
}

export interface ButtonAttrs {
  label: string;
  href: string;
}

export function ButtonDialog({
  open,
  initial,
  onSave,
  onClose,
}: {
  open: boolean;
  initial: ButtonAttrs | null;
  onSave: (button: ButtonAttrs) => void;
  onClose: () => void;
}) {
  const [label, setLabel] = useState(initial?.label ?? '');
  const [href, setHref] = useState(initial?.href ?? '');
  const [problems, setProblems] = useState<{ label?: string; href?: string }>({});
  const save = () => {
    const link = linkFromInput(href);
    const found = { label: label.trim() ? undefined : 'Enter the button text', href: link ? undefined : LINK_PROBLEM };
    setProblems(found);
    if (link && !found.label) onSave({ label: label.trim(), href: link });
  };
  return (
    <DialogForm
      open={open}
      title={initial ? 'Edit button' : 'Add a button'}
      submitLabel={initial ? 'Save button' : 'Add button'}
      onSubmit={save}
      onClose={onClose}
    >
      <TextField
        label="Button text"
        value={label}
        onChange={(e) => setLabel(e.target.value)}
        error={Boolean(problems.label)}
        helperText={problems.label ?? 'Say what happens: "See my certificate", "Get tickets"'}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: BUTTON_LABEL_MAX } }}
      />
      <TextField
        label="Button link"
        value={href}
        onChange={(e) => setHref(e.target.value)}
        error={Boolean(problems.href)}
        helperText={problems.href ?? LINK_HINT}
        required
        slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
      />
      <Box>
        <Button size="small" onClick={() => setHref(CERTIFICATE_LINK)}>
          Link to the reader&apos;s certificate
        </Button>
      </Box>
    </DialogForm>
  );
}

export interface PictureAttrs {
  src: string;
  alt: string;
}

/** One of the site's pictures (EMAIL_PICTURES), at its address on `origin`, with the description readers without images get. */
export function PictureDialog({
  open,
  origin,
  initial,
  onSave,
  onClose,
}: {
  open: boolean;
  origin: string;
  initial: PictureAttrs | null;
  onSave: (picture: PictureAttrs) => void;
  onClose: () => void;
}) {
  const labelId = useId();
  const address = (file: string) => new URL(file, origin).href;
  const initialPicture = EMAIL_PICTURES.find((p) => initial && address(p.file) === initial.src) ?? null;
  const [file, setFile] = useState(initialPicture?.file ?? '');
  const [alt, setAlt] = useState(initial?.alt ?? '');
  const [problems, setProblems] = useState<{ file?: string; alt?: string }>({});
  const choose = (next: string) => {
    // The picture's own description, unless the admin wrote theirs.
    const previous = EMAIL_PICTURES.find((p) => p.file === file);
    if (!alt.trim() || alt === previous?.alt) setAlt(EMAIL_PICTURES.find((p) => p.file === next)?.alt ?? '');
    setFile(next);
  };
  const save = () => {
    const found = {
      file: file ? undefined : 'Choose a picture',
      alt: alt.trim() ? undefined : 'Describe the picture for readers who cannot see it',
    };
    setProblems(found);
    if (file && !found.alt) onSave({ src: address(file), alt: alt.trim() });
  };
  return (
    <DialogForm
      open={open}
      title={initial ? 'Edit picture' : 'Add a picture'}
      submitLabel={initial ? 'Save picture' : 'Add picture'}
      onSubmit={save}
      onClose={onClose}
    >
      <Box>
        <FormLabel id={labelId} error={Boolean(problems.file)}>
          {problems.file ?? "One of the site's pictures"}
        </FormLabel>
        <RadioGroup aria-labelledby={labelId} value={file} onChange={(e) => choose(e.target.value)}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1, mt: 1 }}>
            {EMAIL_PICTURES.map((p) => (
              <FormControlLabel
                key={p.file}
                value={p.file}
                control={<Radio />}
                sx={{ m: 0, border: 1, borderColor: file === p.file ? 'primary.main' : 'divider', borderRadius: 2, pr: 1 }}
                label={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.5 }}>
                    <Box component="img" src={p.file} alt="" width={72} height={53} sx={{ borderRadius: 1, flexShrink: 0 }} />
                    <span>{p.name}</span>
                  </Stack>
                }
              />
            ))}
          </Box>
        </RadioGroup>
      </Box>
      <TextField
        label="Picture description (alt text)"
        value={alt}
        onChange={(e) => setAlt(e.target.value)}
        error={Boolean(problems.alt)}
        helperText={problems.alt ?? 'Shown when an inbox does not load pictures, and read out by screen readers'}
        required
        multiline
        minRows={2}
      />
    </DialogForm>
  );
}
