import { raiseAlert } from '../alerts/raise-alert';
import type { Ping } from '../gumroad/ping';
import { db } from '../lib/admin';
import { COLLECTIONS } from '../shared/collections';
import { countOf } from '../shared/format-count';
import { HOLD_REASON_TEXT } from '../shared/sailings/seat-sale';
import { markOversoldAlerted, recordSeatSale } from './record-seat-sale';
import { sendSeatSaleEmail, type SaleEmailOutcome } from './seat-sale-email';

/** The sailing whose seats this product sells, by any id the ping names it with; null for every other product. */
export async function sailingSoldBy(productIds: string[]): Promise<string | null> {
  if (!productIds.length) return null;
  const found = await db.collection(COLLECTIONS.sailingProducts).where('gumroad_permalink', 'in', productIds.slice(0, 30)).limit(1).get();
  return found.docs[0]?.id ?? null;
}

/** What the ping log adds about the buyer's email. */
const EMAIL_NOTES: Record<SaleEmailOutcome, string> = {
  sent: ' Emailed the buyer.',
  'already-sent': '',
  skipped: '',
  unconfirmed: " The buyer's email is unconfirmed: the connection to SendGrid broke after it went out, so it is not sent again.",
};

/** A sale ping for a sailing's product: its tickets or its hold, and the note the ping log shows. */
export async function handleSeatSalePing(slug: string, ping: Extract<Ping, { kind: 'sale' }>): Promise<string> {
  const { sale, seats } = ping;
  const outcome = await recordSeatSale(slug, {
    saleId: sale.saleId,
    email: sale.email,
    buyerName: sale.buyerName,
    quantity: seats.quantity,
    priceCents: sale.priceCents,
    affiliateCode: sale.affiliateCode,
    founderToken: seats.founderToken,
    offerToken: seats.offerToken,
  });
  // Asked on every delivery: a retry sends the email a failed send left unsent, and nothing when it went.
  const email = EMAIL_NOTES[await sendSeatSaleEmail(sale.saleId)];
  if (outcome.kind === 'held') {
    const note = `Held for the owner on /admin/sailings: ${HOLD_REASON_TEXT[outcome.reason]}${email}`;
    return outcome.duplicate ? `Already processed. ${note}` : note;
  }
  // Once per sale, and never lost: until the alert is recorded, the ping fails and Gumroad's retry (a duplicate, which
  // issues nothing) raises it again.
  if (outcome.oversold && !outcome.oversoldAlerted) {
    const raised = await raiseAlert(
      'seats-oversold',
      `Sale ${sale.saleId} (${countOf(seats.quantity, 'seat')}) took ${slug} past its capacity. Its tickets were issued; ` +
        "the sailing's admin page shows how far past, and whether Gumroad's quantity limit agrees with the boat.",
    );
    if (raised === 'failed') throw new Error(`The owner's alert of sale ${sale.saleId} past capacity was not sent; Gumroad's retry sends it`);
    await markOversoldAlerted(sale.saleId);
  }
  if (outcome.duplicate) return `Already processed: its tickets were issued before.${email}`;
  const seatsText = countOf(outcome.ticketIds.length, 'ticket');
  return `${seatsText} for ${slug}${outcome.founder ? ', bought as a founder' : ''}${outcome.oversold ? '; past capacity, owner alerted' : ''}.${email}`;
}
