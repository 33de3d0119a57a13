import { AddIcon } from '@/components/icons/add-icon';
import { ArrowDownwardIcon } from '@/components/icons/arrow-downward-icon';
import { ArrowUpwardIcon } from '@/components/icons/arrow-upward-icon';
import { DeleteOutlineIcon } from '@/components/icons/delete-outline-icon';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getIn, type FormikErrors, type FormikProps } from 'formik';
import { AdminShell } from '@/components/admin/admin-shell';
import { SettingsCard, SettingsEditor } from '@/components/admin/settings-editor';
import { useSettingsForm } from '@/hooks/use-settings-form';
import { DOCS } from '@shared/collections';
import {
  DEFAULT_FAQ,
  FAQ_ANSWER_MAX,
  FAQ_ENTRIES_MAX,
  FAQ_QUESTION_MAX,
  faqEntriesFrom,
  faqSettingsSchema,
  type FaqSettings,
} from '@shared/faq/faq';
import { PUBLIC_ROUTES } from '@shared/paths';

const FALLBACK: FaqSettings = { entries: [...DEFAULT_FAQ] };

/** An entry as edited, with a key of its own so moving it keeps its fields (and their focus) with it. */
interface EditedEntry {
  key: number;
  question: string;
  answer: string;
}
interface FaqFormValues {
  entries: EditedEntry[];
}

let lastKey = 0;
const withKey = (entry: { question: string; answer: string }): EditedEntry => ({ key: ++lastKey, ...entry });
// A stored list the schema refuses (edited by hand in the console) opens as the defaults, as the page shows it.
const toFormValues = (s: FaqSettings): FaqFormValues => ({ entries: faqEntriesFrom(s).map(withKey) });
const fromFormValues = (v: FaqFormValues) => ({ entries: v.entries.map(({ question, answer }) => ({ question, answer })) });

export default function FaqSettingsPage() {
  return (
    <AdminShell title="FAQ">
      <Typography sx={{ maxWidth: 800 }}>
        The questions and answers on{' '}
        <Link href={PUBLIC_ROUTES.faq} target="_blank" rel="noopener">
          the FAQ page
        </Link>
        , in this order. Answers are plain text: leave an empty line between paragraphs. A saved change shows on the page within five
        minutes.
      </Typography>
      <SettingsEditor path={DOCS.faqSettings} fallback={FALLBACK}>
        {(initial, save) => <FaqForm initial={initial} save={save} />}
      </SettingsEditor>
    </AdminShell>
  );
}

function FaqForm({ initial, save }: { initial: FaqSettings; save: (v: FaqSettings) => Promise<void> }) {
  const formik = useSettingsForm({
    initial,
    save,
    schema: faqSettingsSchema,
    toForm: toFormValues,
    fromForm: fromFormValues,
    nestedErrors: true,
  });
  const { entries } = formik.values;
  const setEntries = (next: EditedEntry[]) => formik.setFieldValue('entries', next);
  const move = (from: number, to: number) => {
    const next = [...entries];
    next.splice(to, 0, ...next.splice(from, 1));
    void setEntries(next);
  };
  const listError = typeof formik.errors.entries === 'string' ? formik.errors.entries : undefined;

  return (
    <SettingsCard onSubmit={formik.handleSubmit} saving={formik.isSubmitting} sx={{ maxWidth: 800 }}>
      <Stack component="ol" spacing={2} aria-label="Questions and answers" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {entries.map((entry, i) => (
          <li key={entry.key}>
            <EntryFields
              formik={formik}
              index={i}
              count={entries.length}
              onMove={move}
              onRemove={() => setEntries(entries.filter((_, j) => j !== i))}
            />
          </li>
        ))}
      </Stack>
      {listError && (
        <Alert severity="error" role="alert">
          {listError}
        </Alert>
      )}
      <div>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={formik.isSubmitting || entries.length >= FAQ_ENTRIES_MAX}
          onClick={() => setEntries([...entries, withKey({ question: '', answer: '' })])}
        >
          Add a question
        </Button>
        {entries.length >= FAQ_ENTRIES_MAX && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            The FAQ holds at most {FAQ_ENTRIES_MAX} questions.
          </Typography>
        )}
      </div>
    </SettingsCard>
  );
}

interface EntryFieldsProps {
  formik: FormikProps<FaqFormValues>;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

function EntryFields({ formik, index, count, onMove, onRemove }: EntryFieldsProps) {
  const n = index + 1;
  /** A text field's props from formik, and its error once touched. */
  const field = (name: 'question' | 'answer') => {
    const path = `entries.${index}.${name}`;
    const error = getIn(formik.touched, path)
      ? (getIn(formik.errors as FormikErrors<FaqFormValues>, path) as string | undefined)
      : undefined;
    const props = {
      id: `faq-${index}-${name}`,
      name: path,
      value: formik.values.entries[index]![name],
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      error: Boolean(error),
      disabled: formik.isSubmitting,
      fullWidth: true,
    };
    return [props, error] as const;
  };
  const [question, questionError] = field('question');
  const [answer, answerError] = field('answer');
  return (
    <Card variant="outlined" component="section" aria-label={`Question ${n}`}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 800 }}>
              Question {n}
            </Typography>
            <Stack direction="row">
              <IconButton
                aria-label={`Move question ${n} up`}
                disabled={index === 0 || formik.isSubmitting}
                onClick={() => onMove(index, index - 1)}
              >
                <ArrowUpwardIcon />
              </IconButton>
              <IconButton
                aria-label={`Move question ${n} down`}
                disabled={index === count - 1 || formik.isSubmitting}
                onClick={() => onMove(index, index + 1)}
              >
                <ArrowDownwardIcon />
              </IconButton>
              <IconButton aria-label={`Remove question ${n}`} disabled={formik.isSubmitting} onClick={onRemove}>
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          </Stack>
          <TextField
            {...question}
            label="Question"
            required
            helperText={questionError}
            slotProps={{ htmlInput: { maxLength: FAQ_QUESTION_MAX } }}
          />
          <TextField
            {...answer}
            label="Answer"
            required
            multiline
            minRows={3}
            helperText={answerError ?? 'Plain text. An empty line starts a new paragraph.'}
            slotProps={{ htmlInput: { maxLength: FAQ_ANSWER_MAX } }}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
