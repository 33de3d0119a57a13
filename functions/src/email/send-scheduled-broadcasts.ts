import { onSchedule } from 'firebase-functions/v2/scheduler';
import { EMAIL_SECRETS, REGION } from '../config';
import { SCALING } from '../scaling';
import { sendDueBroadcasts } from './broadcast-schedule';

/** A large send stops this long before the time limit; the next tick resumes it. */
const TIMEOUT_SECONDS = 540;
const SAFETY_MARGIN_MS = 60_000;

/**
 * Every minute: starts the broadcasts whose time has come, so one goes out
 * within a minute of the time it was set for. Locally the Functions emulator
 * does not run schedules; `npm start` calls sendDueBroadcasts every minute.
 */
export const sendScheduledBroadcasts = onSchedule(
  {
    schedule: 'every 1 minutes',
    region: REGION,
    secrets: EMAIL_SECRETS,
    timeoutSeconds: TIMEOUT_SECONDS,
    memory: '512MiB',
    // Not retried: the next tick, a minute later, is the retry.
    retryCount: 0,
    ...SCALING.sendScheduledBroadcasts,
  },
  async () => {
    const started = Date.now();
    await sendDueBroadcasts(started, started + TIMEOUT_SECONDS * 1000 - SAFETY_MARGIN_MS);
  },
);
