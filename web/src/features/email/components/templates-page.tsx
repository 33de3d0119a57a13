import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_WELCOME_TEMPLATE } from '@shared/email/default-welcome-template';
import { templateSchema } from '@shared/email/schemas';
import { useFormik } from 'formik';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLoading } from '@/components/feedback/page-loading';
import { useToast } from '@/components/feedback/toast-provider';
import { AdminShell } from '@/components/admin/admin-shell';
import { errorMessage } from '@/lib/callable-error';
import { useSingleDoc } from '@/hooks/use-single-doc';
import { EmailContentFields, type EmailContentValues } from './email-content-fields';
import type { EmailBodyHandle } from './email-body-field';
import { EmailEditorLayout } from './email-editor-layout';
import { DOCS } from '@shared/collections';
import { ADMIN_PATHS } from '@/config/admin-paths';

// Written in HTML: it opens in HTML mode, as it is.
const FALLBACK: EmailContentValues = { ...DEFAULT_WELCOME_TEMPLATE, body_doc: '' };

export default function TemplatesPage() {
  return (
    <AdminShell title="Welcome Email Template">
      <TemplateEditor />
    </AdminShell>
  );
}

function TemplateEditor() {
  const template = useSingleDoc<EmailContentValues>(DOCS.welcomeTemplate, FALLBACK, { template_type: 'welcome' });
  if (template.loading) return <PageLoading label="Loading the template..." />;
  return <TemplateForm initial={template.values} save={template.save} />;
}

function TemplateForm({ initial, save }: { initial: EmailContentValues; save: (v: EmailContentValues) => Promise<void> }) {
  const toast = useToast();
  const navigate = useNavigate();
  const body = useRef<EmailBodyHandle>(null);
  const formik = useFormik<EmailContentValues>({
    initialValues: initial,
    validationSchema: templateSchema,
    onSubmit: async (values) => {
      try {
        const saved = await templateSchema.validate({ ...values, ...(await body.current?.settled()) }, { stripUnknown: true });
        await save(saved);
        formik.resetForm({ values: saved });
        toast({ title: 'Saved', message: 'Template updated successfully', severity: 'success' });
      } catch (err) {
        toast({ title: 'Error', message: errorMessage(err), severity: 'error' });
      }
    },
  });
  return (
    <EmailEditorLayout preview={formik.values}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Sent once to every new Founding Floater who bought on Gumroad, with a link to their certificate.
      </Typography>
      <form noValidate onSubmit={formik.handleSubmit}>
        <EmailContentFields formik={formik} nameLabel="Template Name" bodyRef={body} />
        <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button onClick={() => navigate(ADMIN_PATHS.email)} disabled={formik.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Saving...' : 'Save Changes'}
          </Button>
        </Stack>
      </form>
    </EmailEditorLayout>
  );
}
