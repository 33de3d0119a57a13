import { onSchedule } from 'firebase-functions/v2/scheduler';
import { EMAIL_SECRETS, REGION } from '../config';
import { SCALING } from '../scaling';
import { sendDueReminders } from './sailing-reminders';

/**
 * Every ten minutes: ticket holders' reminders, two days before boarding and on the morning of it (sailing-emails.ts).
 * Locally the Functions emulator does not run schedules; `npm start` calls sendDueReminders with the broadcasts' tick.
 */
export const sendSailingReminders = onSchedule(
  {
    schedule: 'every 10 minutes',
    region: REGION,
    secrets: EMAIL_SECRETS,
    timeoutSeconds: 540,
    // Not retried: the next tick is the retry, and each holder's reminder is claimed once.
    retryCount: 0,
    ...SCALING.sendSailingReminders,
  },
  async () => {
    await sendDueReminders(Date.now());
  },
);
