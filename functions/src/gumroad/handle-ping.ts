import type { Firestore } from 'firebase-admin/firestore';
import { parsePing } from './ping';
import { recordSale, revokeSale } from './record-sale';
import { secretMatches } from './webhook-secret';
import { WebhookDelivery } from './webhook-events';

export interface PingResponse {
  status: number;
  body: string;
}

/** Settings field holding the optional secret (decisions §3). */
async function configuredSecret(db: Firestore): Promise<string | null> {
  const settings = await db.doc('email_settings/default').get();
  const secret = settings.get('gumroad_webhook_secret');
  return typeof secret === 'string' && secret.trim() ? secret.trim() : null;
}

const NOTES = {
  created: null,
  duplicate: 'Already processed: this sale was delivered before.',
  'refunded-before': 'This sale was refunded before its sale ping arrived.',
  revoked: 'Certificate revoked and subscriber set inactive.',
  'already-refunded': 'Already refunded.',
  'refund-before-sale': 'Refund recorded before its sale.',
} as const;

/**
 * Everything the gumroadPing function does, apart from HTTP plumbing. Gumroad
 * retries anything but a 200, so a processing failure answers 500 (and the
 * retry completes the sale), while a ping that can never succeed answers 400.
 */
export async function handlePing(db: Firestore, form: URLSearchParams, givenSecret: unknown): Promise<PingResponse> {
  const secret = await configuredSecret(db);
  if (secret && !secretMatches(secret, givenSecret)) return { status: 401, body: 'Unauthorized' };

  const ping = parsePing(form);
  const saleId = ping.kind === 'sale' ? ping.sale.saleId : ping.saleId;
  const delivery = await WebhookDelivery.open(db, ping.eventType, { saleId, test: ping.kind === 'test' });
  try {
    await delivery.processing();
    switch (ping.kind) {
      case 'test':
        await delivery.succeeded('Test ping: nothing changed.');
        return { status: 200, body: 'OK (test ping)' };
      case 'invalid':
        await delivery.failed(ping.reason);
        return { status: 400, body: ping.reason };
      case 'ignored':
        await delivery.succeeded(ping.reason);
        return { status: 200, body: 'OK' };
      case 'refund':
        await delivery.succeeded(NOTES[await revokeSale(db, ping.saleId)]);
        return { status: 200, body: 'OK' };
      case 'sale':
        await delivery.succeeded(NOTES[(await recordSale(db, ping.sale)).kind]);
        return { status: 200, body: 'OK' };
    }
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    await delivery.failed(reason);
    return { status: 500, body: 'Processing failed; Gumroad will retry.' };
  }
}
