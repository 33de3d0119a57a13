import { CLEVELAND_ZONE } from '../cleveland-time';

/**
 * Alerts to the owner: what can go wrong unseen, one kind per rule. Each
 * kind is emailed at most once a day (its document id is kind and day) and
 * listed on the admin dashboard until an admin acknowledges it.
 */
export const ALERT_KINDS = ['gumroad-pings', 'email-failures', 'function-errors', 'backup-failed', 'seats-oversold'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_TITLES: Record<AlertKind, string> = {
  'gumroad-pings': 'Gumroad pings are failing',
  'email-failures': 'Many emails are bouncing or failing',
  'function-errors': 'A function is failing more than usual',
  'backup-failed': 'The daily backup failed',
  'seats-oversold': 'A sailing sold more seats than it has',
};

/** The day alerts are counted in: Cleveland's, so "once a day" means the owner's day. */
export function alertDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: CLEVELAND_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export const alertId = (kind: AlertKind, day: string) => `${kind}-${day}`;

/** The only fields an admin may write on an alert (firestore.rules, alerts). */
export const ALERT_ACK_FIELDS = ['acknowledged_at', 'acknowledged_by'] as const;

/** An alert as stored in `alerts/{kind}-{day}`. */
export interface AlertDoc {
  kind: AlertKind;
  day: string;
  title: string;
  detail: string;
  /** 'sending' while claimed, then 'sent', 'unconfirmed', 'failed' (a later check retries) or 'no-address'. */
  status: string;
  email_to: string | null;
  acknowledged_at: unknown;
  acknowledged_by: string | null;
}
