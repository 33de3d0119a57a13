import { onSchedule } from 'firebase-functions/v2/scheduler';
import { EMAIL_SECRETS, REGION } from '../config';
import { SCALING } from '../scaling';
import { CLEVELAND_ZONE } from '../shared/cleveland-time';
import { checkAlerts } from './check-alerts';

/**
 * Every 15 minutes: is anything failing that the owner should hear of? Each
 * kind of alert is emailed at most once a day (raise-alert.ts), so checking
 * often only shortens how late the owner hears.
 */
export const alertChecks = onSchedule(
  { schedule: 'every 15 minutes', timeZone: CLEVELAND_ZONE, region: REGION, secrets: EMAIL_SECRETS, retryCount: 0, ...SCALING.alertChecks },
  async () => {
    await checkAlerts();
  },
);
