import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import type { PingRefusal } from './ping-gate';
import { COLLECTIONS } from '../shared/collections';

/**
 * One `webhook_events` document per delivery, so the admin's webhook log
 * shows every attempt Gumroad made: pending when it arrives, processing while
 * we work, then success or failed with the reason.
 */
export class WebhookDelivery {
  private constructor(private readonly ref: DocumentReference) {}

  static async open(eventType: string, details: { saleId: string | null; test: boolean }): Promise<WebhookDelivery> {
    const ref = db.collection(COLLECTIONS.webhookEvents).doc();
    await ref.create({
      source: 'gumroad',
      event_type: eventType,
      status: 'pending',
      sale_id: details.saleId,
      test: details.test,
      created_at: FieldValue.serverTimestamp(),
      processed_at: null,
      error_message: null,
    });
    return new WebhookDelivery(ref);
  }

  get id(): string {
    return this.ref.id;
  }

  async processing(): Promise<void> {
    await this.ref.update({ status: 'processing' });
  }

  async succeeded(note: string | null = null): Promise<void> {
    await this.ref.update({ status: 'success', processed_at: FieldValue.serverTimestamp(), note });
  }

  /** Received and understood, but not ours to act on: nothing changed. */
  async ignored(note: string): Promise<void> {
    await this.ref.update({ status: 'ignored', processed_at: FieldValue.serverTimestamp(), note });
  }

  async failed(reason: string): Promise<void> {
    await this.ref.update({ status: 'failed', processed_at: FieldValue.serverTimestamp(), error_message: reason.slice(0, 1000) });
  }
}

/**
 * A refused ping is logged so the admin sees why Gumroad's pings do not land,
 * but anyone can send them: one entry per reason and hour counts the attempts
 * (and shows the latest), so a flood cannot fill the log.
 */
export async function logRefusedPing(kind: PingRefusal['kind'], reason: string, now = new Date()): Promise<void> {
  const hour = now.toISOString().slice(0, 13).replace(/\D/g, '');
  await db
    .collection(COLLECTIONS.webhookEvents)
    .doc(`gumroad-refused-${kind}-${hour}`)
    .set(
      {
        source: 'gumroad',
        event_type: 'ping',
        status: 'refused',
        sale_id: null,
        test: false,
        created_at: FieldValue.serverTimestamp(),
        processed_at: FieldValue.serverTimestamp(),
        error_message: reason,
        attempts: FieldValue.increment(1),
      },
      { merge: true },
    );
}
