import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_WELCOME_TEMPLATE } from '@shared/email/default-welcome-template';
import { templateSchema, testEmailSchema } from '@shared/email/schemas';
import { SEND_TEMPLATE_TEST } from '@shared/contracts/send-template-test';
import { useFormik } from 'formik';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFunctions, useUser } from 'reactfire';
import { ValidationError } from 'yup';
import { PageLoading } from '@/components/feedback/page-loading';
import { useToast } from '@/components/feedback/toast-provider';
import { AdminShell } from '@/components/admin/admin-shell';
import { useLeaveGuard } from '@/components/forms/leave-guard';
import { callFunction } from '@/lib/call-function';
import { errorMessage } from '@/lib/callable-error';
import { useSingleDoc } from '@/hooks/use-single-doc';
import { EmailContentFields, type EmailContentValues } from './email-content-fields';
import type { EmailBodyHandle } from './email-body-field';
import { EmailEditorLayout } from './email-editor-layout';
import { TestSendCard } from './test-send-card';
import { draftKey } from '../hooks/use-draft-autosave';
import { DOCS } from '@shared/collections';
import { ADMIN_PATHS } from '@/config/admin-paths';

export default function TemplatesPage() {
  return (
    <AdminShell title="Welcome Email Template">
      <TemplateEditor />
    </AdminShell>
  );
}

function TemplateEditor() {
  const template = useSingleDoc<EmailContentValues>(DOCS.welcomeTemplate, DEFAULT_WELCOME_TEMPLATE, { template_type: 'welcome' });
  if (template.loading) return <PageLoading label="Loading the template..." />;
  const { values } = template;
  // A template saved in HTML has no editor document: the default's must not stand in for it, or the editor would
  // open the default email over the saved one.
  const writtenInHtml = values.body !== DEFAULT_WELCOME_TEMPLATE.body && values.body_doc === DEFAULT_WELCOME_TEMPLATE.body_doc;
  return <TemplateForm initial={writtenInHtml ? { ...values, body_doc: '' } : values} save={template.save} />;
}

/** The welcome template in the broadcasts' editor: it opens as it is sent, and a test shows it in an inbox before saving. */
function TemplateForm({ initial, save }: { initial: EmailContentValues; save: (v: EmailContentValues) => Promise<void> }) {
  const toast = useToast();
  const navigate = useNavigate();
  const functions = useFunctions();
  const { data: user } = useUser();
  const body = useRef<EmailBodyHandle>(null);
  const [testEmail, setTestEmail] = useState(user?.email ?? '');
  const [testing, setTesting] = useState(false);
  // The template as saved, once the editor has rendered it: leaving with anything else asks first.
  const [baseline, setBaseline] = useState<string | null>(null);
  useEffect(() => {
    void body.current?.settled().then((b) => setBaseline(draftKey({ ...initial, ...b })));
  }, [initial]);
  const fail = (err: unknown) =>
    toast({ title: err instanceof ValidationError ? 'Validation Error' : 'Error', message: errorMessage(err), severity: 'error' });
  const current = async () => templateSchema.validate({ ...formik.values, ...(await body.current?.settled()) }, { stripUnknown: true });
  const formik = useFormik<EmailContentValues>({
    initialValues: initial,
    validationSchema: templateSchema,
    onSubmit: async () => {
      try {
        const saved = await current();
        await save(saved);
        formik.resetForm({ values: saved });
        setBaseline(draftKey(saved));
        toast({ title: 'Saved', message: 'Template updated successfully', severity: 'success' });
      } catch (err) {
        fail(err);
      }
    },
  });
  // A Save pressed before the editor has handed the form its first rendering checks the body the editor shows, not an
  // empty one: the click waits for it.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rendered = await body.current?.settled();
    if (rendered) await formik.setValues((v) => ({ ...v, ...rendered }), false);
    await formik.submitForm();
  };
  const changed = baseline !== null && draftKey(formik.values) !== baseline;
  const leave = useLeaveGuard({
    changed,
    unsaved: changed,
    message: 'Your changes to the welcome template are not saved, and will be lost.',
  });

  const sendTest = async () => {
    setTesting(true);
    try {
      const address = await testEmailSchema.validate(testEmail);
      await callFunction(functions, SEND_TEMPLATE_TEST, { content: await current(), testEmail: address });
      toast({ title: 'Test sent', message: `Test email sent to ${address}`, severity: 'success' });
    } catch (err) {
      fail(err);
    } finally {
      setTesting(false);
    }
  };

  return (
    <EmailEditorLayout preview={formik.values}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Sent once to every new Founding Floater who bought on Gumroad, with a link to their certificate.
      </Typography>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <EmailContentFields formik={formik} nameLabel="Template Name" bodyRef={body} />
        <TestSendCard
          address={testEmail}
          onAddress={setTestEmail}
          sending={testing}
          disabled={testing || formik.isSubmitting}
          onSend={() => void sendTest()}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button onClick={() => navigate(ADMIN_PATHS.email)} disabled={formik.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Saving...' : 'Save Changes'}
          </Button>
        </Stack>
      </form>
      {leave.dialog}
    </EmailEditorLayout>
  );
}
