import { logExternalError } from '../lib/log-external-error';
import type { AlertKind } from '../shared/operations/alerts';
import type { AlertTrigger } from './alert-trigger';
import { backupFailedAlert } from './backup-failed-alert';
import { emailFailuresAlert } from './email-failures-alert';
import { functionErrorsAlert } from './function-errors-alert';
import { gumroadPingsAlert } from './gumroad-pings-alert';
import { raiseAlert, type RaiseOutcome } from './raise-alert';

export const ALERT_TRIGGERS: AlertTrigger[] = [gumroadPingsAlert, emailFailuresAlert, functionErrorsAlert, backupFailedAlert];

/**
 * Evaluates every trigger and raises what fires. One trigger failing to read
 * (an index still building, say) does not keep the others from running.
 */
export async function checkAlerts(now = new Date(), triggers = ALERT_TRIGGERS): Promise<Partial<Record<AlertKind, RaiseOutcome>>> {
  const outcomes: Partial<Record<AlertKind, RaiseOutcome>> = {};
  await Promise.all(
    triggers.map(async (trigger) => {
      try {
        const detail = await trigger.evaluate(now);
        if (detail) outcomes[trigger.kind] = await raiseAlert(trigger.kind, detail, now);
      } catch (err) {
        logExternalError('An alert check failed', err, { kind: trigger.kind });
      }
    }),
  );
  return outcomes;
}
