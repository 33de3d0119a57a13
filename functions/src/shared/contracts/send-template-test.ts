import { object, type InferType } from 'yup';
import { templateSchema, testEmailSchema } from '../email/schemas';
import { callable } from './callable';

/**
 * The sendTemplateTest callable (admins only): the welcome template as it stands in the form, saved or not, sent
 * once to a test address, so the owner sees it in an inbox before a new member does.
 */
export const sendTemplateTestRequestSchema = object({
  content: templateSchema.required(),
  testEmail: testEmailSchema,
});
export type SendTemplateTestRequest = InferType<typeof sendTemplateTestRequestSchema>;

export interface SendTemplateTestResponse {
  sent: number;
}

export const SEND_TEMPLATE_TEST = callable<SendTemplateTestRequest, SendTemplateTestResponse>('sendTemplateTest');
