import { mixed, object, string, type InferType } from 'yup';
import { sailingSchema } from '../sailings/sailing';
import { callable } from './callable';

/**
 * The saveSailing callable (admins only). `create` refuses an address another sailing has; the request id is made
 * once per form, so a retried or double-clicked create finds its own sailing and answers as the first did.
 * `update` keeps the address: it is the page's, and links to it are out in emails.
 */
export const saveSailingRequestSchema = object({
  mode: mixed<'create' | 'update'>().oneOf(['create', 'update']).required(),
  requestId: string()
    .required('This form could not be recorded. Reload the page and try again.')
    .matches(/^[A-Za-z0-9-]{8,64}$/, 'This form could not be recorded. Reload the page and try again.'),
  sailing: sailingSchema.required(),
});
export type SaveSailingRequest = InferType<typeof saveSailingRequestSchema>;

export interface SaveSailingResponse {
  slug: string;
}

export const SAVE_SAILING = callable<SaveSailingRequest, SaveSailingResponse>('saveSailing');
