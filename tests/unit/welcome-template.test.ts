import { DEFAULT_WELCOME_TEMPLATE } from '@shared/email/default-welcome-template';
import { readEditorDocument } from '@shared/email/editor-document';
import { templateSchema } from '@shared/email/schemas';
import { renderBody } from '@/features/email/components/email-editor/editor-body';

describe('the default welcome template', () => {
  it('is sent as the email editor renders its document, so the editor shows the email new members get', async () => {
    const doc = readEditorDocument(DEFAULT_WELCOME_TEMPLATE.body_doc);
    expect(doc).not.toBeNull();
    // On a change to the editor's rendering, paste the new text into functions/src/shared/email/default-welcome-body.ts.
    // Trimmed, as the template form saves it.
    expect(DEFAULT_WELCOME_TEMPLATE.body).toBe((await renderBody(doc!)).body.trim());
  });

  it('keeps its placeholders and its words, and passes the template form as it is', async () => {
    const { body } = DEFAULT_WELCOME_TEMPLATE;
    expect(body).toContain('Welcome aboard, {{first_name}}!');
    expect(body).toContain('href="{{certificate_url}}"');
    expect(body).toContain('the first {{founding_spots}} people on deck');
    expect(body).toContain('The Admiral &amp; the Cleveland Floaters crew');
    await expect(templateSchema.validate(DEFAULT_WELCOME_TEMPLATE)).resolves.toBeTruthy();
  });
});
