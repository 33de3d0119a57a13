import type { Timestamp } from 'firebase-admin/firestore';
import type { AlertKind } from '../shared/operations/alerts';

/**
 * One thing that can go wrong unseen. `evaluate` reads what the site already
 * records and returns what to tell the owner, or null while all is well; the
 * rule itself is a plain function in the same module, tested without Firestore.
 */
export interface AlertTrigger {
  kind: AlertKind;
  evaluate(now: Date): Promise<string | null>;
}

export const HOUR_MS = 60 * 60 * 1000;

export const dateOf = (value: unknown): Date | null =>
  value && typeof (value as Timestamp).toDate === 'function' ? (value as Timestamp).toDate() : value instanceof Date ? value : null;

/** A time in the owner's words, in Cleveland's time zone. */
export const ownerTime = (d: Date, timeZone: string) =>
  d.toLocaleString('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' });
