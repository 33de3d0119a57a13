import { db } from '../lib/admin';
import { voidSeatSale } from '../sailings/record-seat-sale';
import { offerFreedSeats } from '../sailings/waitlist-offers';
import { handleSeatSalePing, sailingSoldBy } from '../sailings/seat-sale-ping';
import { externalErrorMessage } from '../lib/log-external-error';
import { parsePing, pingProductIds, revocationOf, type Ping } from './ping';
import { namesListedProduct, pingRefusal, pingSettingsFrom, productRefusalNote, type PingSettings } from './ping-gate';
import { pingPayloadOf } from './ping-payload';
import { recordProductName } from './product-names';
import { recordSale, revokeSale } from './record-sale';
import { restoreSale } from './restore-sale';
import { logRefusedPing, LoggedPing, type PingOutcomeLog } from './ping-log';
import { DOCS } from '../shared/collections';

export interface PingResponse {
  status: number;
  body: string;
}

const NOTES = {
  created: null,
  duplicate: 'Already processed: this sale was delivered before.',
  'refunded-before': 'This sale was refunded before its sale ping arrived.',
  revoked: 'Certificate revoked and subscriber set inactive.',
  'kept-by-another-sale': 'Refund recorded; the certificate stays: another paid purchase keeps it.',
  'already-refunded': 'Already refunded.',
  'refund-before-sale': 'Refund recorded before its sale.',
  'dispute-already-won': 'This dispute was won before: nothing taken back.',
  restored: 'Dispute won: the sale, its certificate and the subscriber are back as before the dispute.',
  'not-revoked': 'Dispute won; the sale already holds its membership.',
  'refund-stands': 'Dispute won, but the sale was refunded: it stays refunded.',
  'won-before-sale': 'Dispute won before its sale arrived: the sale will make the member.',
  'unknown-sale': 'Dispute won for a sale not recorded here: nothing changed.',
} as const;

/** The admin should look in SendGrid's activity before sending it by hand. */
const WELCOME_UNCONFIRMED =
  "Welcome email unconfirmed: the connection to SendGrid broke after the email went out, so it is not sent again (check SendGrid's activity).";

/** A redelivery (or the admin's retry) of a sale whose welcome email had failed: not "already processed", as something happened. */
const WELCOME_SENT_NOW = 'The sale was recorded before; its welcome email, which had not gone out, is sent now.';

/**
 * Everything the gumroadPing function does, apart from HTTP plumbing. Gumroad
 * retries anything but a 200, so a processing failure answers 500 (and the
 * retry completes the sale), while a ping that can never succeed answers 400.
 * Pings without the right secret are refused (403 while none is set, 401
 * otherwise) before anything is read from them.
 */
export async function handlePing(form: URLSearchParams, givenSecret: unknown): Promise<PingResponse> {
  const settings = pingSettingsFrom((await db.doc(DOCS.gumroadSettings).get()).data());
  const refusal = pingRefusal(settings, givenSecret);
  if (refusal) {
    // Only whether it names one of ours is read from it: that is what makes a refusal worth the owner's alert.
    await logRefusedPing(refusal.kind, refusal.reason, namesListedProduct(settings.productPermalinks, pingProductIds(form)));
    return { status: refusal.status, body: refusal.status === 403 ? 'Forbidden: pings are off' : 'Unauthorized' };
  }

  // Handled from what its log entry may keep, so a retry of that entry does exactly what this ping did.
  const payload = pingPayloadOf(form, settings.secret);
  const ping = parsePing(payload.form);
  const saleId = ping.kind === 'sale' ? ping.sale.saleId : ping.saleId;
  const product = ping.kind === 'sale' ? ping.product : null;
  const entry = await LoggedPing.open(ping.eventType, { saleId, test: ping.kind === 'test', product }, payload.stored);
  return processPing(ping, settings, entry);
}

/**
 * What a ping that got past the secret does, its outcome written to `log`:
 * Gumroad's ping and an admin's retry (retry-ping.ts) run this alike, so
 * a retry is as idempotent as Gumroad sending the ping again.
 */
export async function processPing(ping: Ping, settings: PingSettings, log: PingOutcomeLog): Promise<PingResponse> {
  try {
    await log.started();
    switch (ping.kind) {
      case 'test':
        await log.succeeded('Test ping: nothing changed.');
        return { status: 200, body: 'OK (test ping)' };
      case 'invalid':
        await log.failed(ping.reason, { retryable: false });
        return { status: 400, body: ping.reason };
      case 'ignored':
        await log.succeeded(ping.reason);
        return { status: 200, body: 'OK' };
      case 'refund': {
        const seats = await voidSeatSale(ping.saleId);
        if (seats.slug) {
          // Asked on a retry too: an offer a failed delivery left unmade is made then.
          const offered = await offerFreedSeats(seats.slug);
          await log.succeeded(
            (seats.already
              ? 'Already refunded.'
              : seats.freedSeats
                ? `${seats.freedSeats} tickets void; their seats on ${seats.slug} are back on sale.`
                : `Refund recorded for a sale held on ${seats.slug}; it had no tickets.`) +
              (offered ? ` Offered ${offered} to its waitlist.` : ''),
          );
          return { status: 200, body: 'OK' };
        }
        await log.succeeded(NOTES[await revokeSale(ping.saleId, revocationOf(ping))]);
        return { status: 200, body: 'OK' };
      }
      case 'dispute-won':
        await log.succeeded(NOTES[await restoreSale(ping.saleId)]);
        return { status: 200, body: 'OK' };
      case 'sale': {
        // Named whether or not it is ours: a product the list lacks is the one the owner needs to recognise.
        await recordProductName(ping.product);
        const notOurs = productRefusalNote(settings, ping);
        if (notOurs) {
          // Only a sale that is not a membership pays the read that finds a sailing's product.
          const sailing = await sailingSoldBy(ping.product.ids);
          if (sailing) {
            await log.succeeded(await handleSeatSalePing(sailing, ping));
            return { status: 200, body: 'OK' };
          }
          // A 200 all the same, or Gumroad would retry for hours a sale we will never take.
          await log.ignored(notOurs);
          return { status: 200, body: 'OK (not a Founding Floater product)' };
        }
        const { outcome, welcome } = await recordSale(ping.sale);
        const notes = [
          outcome.kind === 'duplicate' && welcome === 'sent' ? WELCOME_SENT_NOW : NOTES[outcome.kind],
          welcome === 'unconfirmed' ? WELCOME_UNCONFIRMED : null,
        ].filter(Boolean);
        await log.succeeded(notes.length ? notes.join(' ') : null);
        return { status: 200, body: 'OK' };
      }
    }
  } catch (err) {
    await log.failed(externalErrorMessage(err), { retryable: true });
    return { status: 500, body: 'Processing failed; Gumroad will retry.' };
  }
}
