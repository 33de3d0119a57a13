import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { failedSendOutcome } from '../email/mailer';
import { externalErrorMessage } from './log-external-error';

/**
 * Emails that must go out at most once (the welcome email, a partner's
 * message, each broadcast recipient) are claimed in a marker document before
 * the send and marked after it. A claim is a lease: one older than the
 * sender's lease time belongs to a send that died, and may be taken over.
 */
export type MarkerState = 'free' | 'in-flight' | 'sent' | 'unconfirmed';

/** How a marker reads now. 'sent' and 'unconfirmed' are final; 'free' is absent, released, failed or abandoned. */
export function markerState(marker: DocumentSnapshot, leaseMs: number, nowMs = Date.now()): MarkerState {
  if (!marker.exists) return 'free';
  const status = marker.get('status');
  if (status === 'sent' || status === 'unconfirmed') return status;
  const claimedAt = marker.get('claimed_at') as Timestamp | undefined;
  return status === 'sending' && claimedAt && nowMs - claimedAt.toMillis() < leaseMs ? 'in-flight' : 'free';
}

/** The fields that claim a marker for a send starting at `nowMs`. */
export const claimedFields = (nowMs = Date.now()) => ({ status: 'sending', claimed_at: Timestamp.fromMillis(nowMs) }) as const;

export const sentFields = () => ({ status: 'sent', sent_at: FieldValue.serverTimestamp() }) as const;

export const unconfirmedFields = (err: unknown) =>
  ({ status: 'unconfirmed', unconfirmed_at: FieldValue.serverTimestamp(), error_message: externalErrorMessage(err) }) as const;

export interface SendRecords {
  sent(): Promise<unknown>;
  /** The connection died after the request went out: SendGrid may have sent it. */
  unconfirmed(err: unknown): Promise<unknown>;
  /** Nothing went out (SendGrid refused, or no connection): a retry may send. */
  notSent(err: unknown): Promise<unknown>;
}

/**
 * Sends what was claimed and records how it went. An email whose fate is
 * unknown is recorded as such and not sent again (at most once wins over at
 * least once), so that answer is 'unconfirmed' rather than an error; after a
 * send that surely failed the error is thrown on (a record may throw its own
 * first).
 */
export async function sendClaimed(send: () => Promise<unknown>, records: SendRecords): Promise<'sent' | 'unconfirmed'> {
  try {
    await send();
  } catch (err) {
    if (failedSendOutcome(err) === 'unconfirmed') {
      await records.unconfirmed(err);
      return 'unconfirmed';
    }
    await records.notSent(err);
    throw err;
  }
  await records.sent();
  return 'sent';
}
