import { object, string, type InferType } from 'yup';
import { audienceSchema } from '../email/audiences';
import { EMAIL, EMAIL_MAX_LENGTH, EMAIL_MESSAGE } from '../email/schemas';
import { callable } from './callable';

/**
 * The sendBroadcast callable (admins only): a broadcast to an audience (every
 * active subscriber by default), or one test email. The audience is fixed on
 * the broadcast when its send starts; a resume goes to the same audience.
 */
export const sendBroadcastRequestSchema = object({
  broadcastId: string().trim().required('broadcastId is required').max(200),
  testEmail: string()
    .trim()
    .max(EMAIL_MAX_LENGTH, EMAIL_MESSAGE)
    .matches(EMAIL, { message: EMAIL_MESSAGE, excludeEmptyString: true })
    .optional(),
  audience: audienceSchema(),
});
export type SendBroadcastRequest = InferType<typeof sendBroadcastRequestSchema>;

export interface SendBroadcastResponse {
  /** Recipients this broadcast has reached in total (1 for a test send). */
  sent: number;
  /** False when the function stopped early to stay inside its time limit; calling again resumes. */
  done: boolean;
}

export const SEND_BROADCAST = callable<SendBroadcastRequest, SendBroadcastResponse>('sendBroadcast');
