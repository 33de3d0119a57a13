import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LIMITS } from '@shared/email/schemas';
import type { FormikProps } from 'formik';
import type { Ref } from 'react';
import { fieldProps } from '@/components/forms/form-field-props';
import { EmailBodyField, type EmailBodyHandle } from './email-body-field';

export interface EmailContentValues {
  name: string;
  subject: string;
  preheader: string;
  body: string;
  /** The editor's document (JSON text) the body was rendered from; empty for a body written as HTML. */
  body_doc: string;
}

/** Name, subject, preheader and body: the fields broadcasts and the welcome template share. */
export function EmailContentFields({
  formik,
  nameLabel,
  bodyRef,
}: {
  formik: FormikProps<EmailContentValues>;
  nameLabel: string;
  bodyRef: Ref<EmailBodyHandle>;
}) {
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
      <EmailBodyField formik={formik} ref={bodyRef} />
    </Stack>
  );
}
