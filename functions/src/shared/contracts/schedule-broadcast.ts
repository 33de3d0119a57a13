import { mixed, number, object, string, type InferType } from 'yup';
import { audienceSchema } from '../email/audiences';
import { scheduleProblem } from '../email/schedule';
import { callable } from './callable';

/**
 * The scheduleBroadcast callable (admins only): `schedule` sets a saved draft
 * (or a scheduled broadcast, moving it) to go to its audience at `sendAt`;
 * `cancel` stops a scheduled one that has not started. Asking twice changes
 * nothing more than asking once.
 */
export const scheduleBroadcastRequestSchema = object({
  broadcastId: string().trim().required('broadcastId is required').max(200),
  action: mixed<'schedule' | 'cancel'>().oneOf(['schedule', 'cancel']).required(),
  audience: audienceSchema(),
  // Epoch milliseconds; checked against the clock of whoever validates (browser, then function).
  sendAt: number()
    .nullable()
    .default(null)
    .when('action', {
      is: 'schedule',
      then: (s) =>
        s.test('send-at', (value, ctx) => {
          const problem = scheduleProblem(value ?? null, Date.now());
          return problem ? ctx.createError({ message: problem }) : true;
        }),
    }),
});
export type ScheduleBroadcastRequest = InferType<typeof scheduleBroadcastRequestSchema>;

export interface ScheduleBroadcastResponse {
  status: 'scheduled' | 'canceled';
}

export const SCHEDULE_BROADCAST = callable<ScheduleBroadcastRequest, ScheduleBroadcastResponse>('scheduleBroadcast');
