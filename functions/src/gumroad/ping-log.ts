import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import type { PingRefusal } from './ping-gate';
import { COLLECTIONS } from '../shared/collections';
import { PAYLOAD_FIELD, type StoredPingField, type PingRetryRecord } from '../shared/gumroad/ping-payload';

const MAX_MESSAGE = 1000;

type RetryOutcome = PingRetryRecord & { status: Exclude<PingRetryRecord['status'], 'running'> };

/** Where a handled ping's outcome is written: its entry in the webhook log, or an admin's retry of it. */
export interface PingOutcomeLog {
  started(): Promise<void>;
  succeeded(note?: string | null): Promise<void>;
  /** Received and understood, but not ours to act on: nothing changed. */
  ignored(note: string): Promise<void>;
  /** `retryable` false: the ping itself lacks what it needs, so handling it again would fail the same way. */
  failed(reason: string, options: { retryable: boolean }): Promise<void>;
}

/**
 * One `webhook_events` document per ping, so the admin's webhook log
 * shows every attempt Gumroad made: pending when it arrives, processing while
 * we work, then success or failed with the reason. A failed or ignored one
 * keeps its payload (masked, shared/gumroad/ping-payload.ts) for the admin to
 * read and retry; a success keeps none, as its sale already holds what counts.
 */
export class LoggedPing implements PingOutcomeLog {
  private constructor(
    private readonly ref: DocumentReference,
    private readonly payload: StoredPingField[],
  ) {}

  /** `product`: a sale ping's product, which the log names ("Name (id)"). */
  static async open(
    eventType: string,
    details: { saleId: string | null; test: boolean; product?: { ids: string[]; name: string | null } | null },
    payload: StoredPingField[],
  ): Promise<LoggedPing> {
    const ref = db.collection(COLLECTIONS.webhookEvents).doc();
    await ref.create({
      source: 'gumroad',
      event_type: eventType,
      status: 'pending',
      sale_id: details.saleId,
      test: details.test,
      product_id: details.product?.ids[0] ?? null,
      product_name: details.product?.name ?? null,
      created_at: FieldValue.serverTimestamp(),
      processed_at: null,
      error_message: null,
    });
    return new LoggedPing(ref, payload);
  }

  get id(): string {
    return this.ref.id;
  }

  async started(): Promise<void> {
    await this.ref.update({ status: 'processing' });
  }

  async succeeded(note: string | null = null): Promise<void> {
    await this.ref.update({ status: 'success', processed_at: FieldValue.serverTimestamp(), note });
  }

  async ignored(note: string): Promise<void> {
    await this.ref.update({
      status: 'ignored',
      processed_at: FieldValue.serverTimestamp(),
      note,
      [PAYLOAD_FIELD]: this.payload,
      retryable: true,
    });
  }

  async failed(reason: string, { retryable }: { retryable: boolean }): Promise<void> {
    await this.ref.update({
      status: 'failed',
      processed_at: FieldValue.serverTimestamp(),
      error_message: reason.slice(0, MAX_MESSAGE),
      [PAYLOAD_FIELD]: this.payload,
      retryable,
    });
  }
}

/**
 * An admin's retry of a logged ping (functions/src/gumroad/retry-ping.ts):
 * the entry keeps what Gumroad's ping did and gains `retry`, the latest
 * retry's outcome, beside it.
 */
export class PingRetry implements PingOutcomeLog {
  /** How it went, once it has. */
  outcome: RetryOutcome | null = null;

  constructor(private readonly ref: DocumentReference) {}

  private async settle(status: RetryOutcome['status'], message: string | null): Promise<void> {
    this.outcome = { status, message: message?.slice(0, MAX_MESSAGE) ?? null };
    await this.ref.update({ retry: this.outcome, retried_at: FieldValue.serverTimestamp() });
  }

  async started(): Promise<void> {
    // The claim that let this retry start already marked it running.
  }

  succeeded(note: string | null = null): Promise<void> {
    return this.settle('success', note);
  }

  ignored(note: string): Promise<void> {
    return this.settle('ignored', note);
  }

  failed(reason: string): Promise<void> {
    return this.settle('failed', reason);
  }
}

/**
 * A refused ping is logged as one entry per reason and hour counting attempts, so floods cannot fill the log; no
 * payload. Pings for a listed product (`listedProduct`) get their own entries, the only ones that count toward the
 * owner's alert (alerts/gumroad-pings-alert.ts).
 */
export async function logRefusedPing(kind: PingRefusal['kind'], reason: string, listedProduct: boolean, now = new Date()): Promise<void> {
  const hour = now.toISOString().slice(0, 13).replace(/\D/g, '');
  await db
    .collection(COLLECTIONS.webhookEvents)
    .doc(`gumroad-refused-${kind}${listedProduct ? '' : '-unlisted'}-${hour}`)
    .set(
      {
        source: 'gumroad',
        event_type: 'ping',
        status: 'refused',
        sale_id: null,
        test: false,
        listed_product: listedProduct,
        created_at: FieldValue.serverTimestamp(),
        processed_at: FieldValue.serverTimestamp(),
        error_message: reason,
        attempts: FieldValue.increment(1),
      },
      { merge: true },
    );
}
