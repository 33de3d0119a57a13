import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LIMITS } from '@shared/email/schemas';
import type { FormikProps } from 'formik';
import { fieldProps } from '@/components/forms/form-field-props';

export interface EmailContentValues {
  name: string;
  subject: string;
  preheader: string;
  body: string;
}

const PLACEHOLDER_HINT =
  'Placeholders: {{first_name}} (falls back to "Floater"), {{certificate_url}} (their certificate, or the create page) and {{founding_spots}} (the number of founding spots, from Membership Settings).';

/** Name, subject, preheader and HTML body: the fields broadcasts and the welcome template share. */
export function EmailContentFields({ formik, nameLabel }: { formik: FormikProps<EmailContentValues>; nameLabel: string }) {
  const field = (name: keyof EmailContentValues, hint?: string) => fieldProps(formik, name, hint);
  return (
    <Stack spacing={2.5}>
      <TextField {...field('name')} label={nameLabel} required slotProps={{ htmlInput: { maxLength: LIMITS.name } }} />
      <TextField
        {...field('subject', 'You can use {{first_name}} here too.')}
        label="Subject Line"
        required
        slotProps={{ htmlInput: { maxLength: LIMITS.subject } }}
      />
      <TextField
        {...field('preheader', 'The preview line inboxes show after the subject.')}
        label="Preheader Text (Optional)"
        slotProps={{ htmlInput: { maxLength: LIMITS.preheader } }}
      />
      <TextField
        {...field('body', PLACEHOLDER_HINT)}
        label="Email Body (HTML)"
        required
        multiline
        minRows={12}
        maxRows={30}
        slotProps={{
          htmlInput: { spellCheck: false, style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 } },
        }}
      />
    </Stack>
  );
}
