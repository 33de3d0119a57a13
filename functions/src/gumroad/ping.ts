import { productPermalinkOf } from '../shared/gumroad/ping-settings';
import type { NamedProduct } from './product-names';
import { affiliateCodeFromUrlParams } from './affiliate';
import { isEmailAddress } from '../shared/email/schemas';
import { blankToNull, centsFromInteger, isoDateFrom, type Sale } from './sale';

/** What one Gumroad ping asks us to do. */
export type Ping =
  | { kind: 'test'; eventType: string; saleId: string | null }
  | { kind: 'sale'; eventType: string; sale: Sale; product: PingProduct; seats: PingSeats }
  | { kind: 'refund'; eventType: string; saleId: string }
  | { kind: 'dispute-won'; eventType: string; saleId: string }
  | { kind: 'ignored'; eventType: string; saleId: string | null; reason: string }
  | { kind: 'invalid'; eventType: string; saleId: string | null; reason: string };

/** What a sale of a sailing's seats reads besides the sale: how many, and the founder's token from their buy link. */
export interface PingSeats {
  quantity: number;
  founderToken: string | null;
  /** `url_params[offer]`: the sealed token of a waitlist offer's buy link. */
  offerToken: string | null;
}

/** Gumroad's `quantity`: a whole number of at least 1 (a ping without one is for one). */
const quantityOf = (value: string | null) => {
  const n = Number(value?.trim() || '1');
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/** How a ping names its product: the ids (custom permalink, the one in the product's address, short id, Product ID) and the name. */
export type PingProduct = NamedProduct;

const TRUE = new Set(['true', '1', 'yes']);
const isTrue = (value: string | null) => TRUE.has(value?.trim().toLowerCase() ?? '');

const SALE_RESOURCES = new Set(['sale']);
/** Gumroad's resource for a chargeback the seller won; its payload says `disputed` and `dispute_won`. */
const DISPUTE_WON_RESOURCE = 'dispute_won';

/** Why a revoking ping takes the membership back: a won dispute gives back only what a dispute took. */
export type Revocation = 'refund' | 'dispute';
export const revocationOf = (ping: { eventType: string }): Revocation => (ping.eventType === 'dispute' ? 'dispute' : 'refund');

/** Reads Gumroad's ping: a form-encoded POST per sale, refund or dispute, fields named by Gumroad. */
export function parsePing(form: URLSearchParams): Ping {
  const field = (name: string) => blankToNull(form.get(name));
  const resource = field('resource_name')?.toLowerCase() ?? null;
  const refunded = resource === 'refund' || isTrue(form.get('refunded'));
  // Gumroad sends `disputed` (a chargeback was filed) and `dispute_won` (it was reversed) with every ping of the sale
  // (antiwork/gumroad, Purchase::PingNotification), so a won dispute still says disputed and must not revoke.
  const disputeWon = isTrue(form.get('dispute_won'));
  const disputeLost = !disputeWon && (resource === 'dispute' || isTrue(form.get('disputed')));
  const eventType = resource ?? (refunded ? 'refund' : disputeLost ? 'dispute' : 'sale');
  const saleId = field('sale_id');

  if (isTrue(form.get('test'))) return { kind: 'test', eventType, saleId };
  if (!saleId) return { kind: 'invalid', eventType, saleId, reason: 'The ping has no sale_id.' };
  if (refunded || disputeLost) return { kind: 'refund', eventType, saleId };
  // A dispute ping whose payload already says won (sent after the ruling) restores like the dispute_won ping.
  if (resource === DISPUTE_WON_RESOURCE || resource === 'dispute') return { kind: 'dispute-won', eventType, saleId };
  if (resource && !SALE_RESOURCES.has(resource)) {
    return { kind: 'ignored', eventType, saleId, reason: `Gumroad '${resource}' pings do not change members.` };
  }

  const email = field('email');
  if (!email || !isEmailAddress(email)) {
    return {
      kind: 'invalid',
      eventType,
      saleId,
      reason: email ? `The buyer email '${email}' is not a valid address.` : 'The ping has no buyer email.',
    };
  }
  return {
    kind: 'sale',
    eventType,
    product: { ids: pingProductIds(form), name: field('product_name'), productId: field('product_id') },
    seats: { quantity: quantityOf(form.get('quantity')), founderToken: field('url_params[founder]'), offerToken: field('url_params[offer]') },
    sale: {
      saleId,
      email,
      buyerName: field('full_name') ?? '',
      // Gumroad sends can_contact=false when the buyer opted out; older pings omit it.
      canContact: form.get('can_contact')?.trim().toLowerCase() !== 'false',
      saleDateIso: isoDateFrom(form.get('sale_timestamp')),
      city: null,
      state: null,
      priceCents: centsFromInteger(form.get('price')),
      productPermalink: field('product_permalink'),
      productName: field('product_name'),
      affiliateCode: affiliateCodeFromUrlParams({ aff: form.get('url_params[aff]'), utmSource: form.get('url_params[utm_source]') }),
      gumroadAffiliate: field('affiliate'),
      affiliateCreditCents: centsFromInteger(form.get('affiliate_credit_amount_cents')),
      origin: 'ping',
    },
  };
}

/** The ids a ping names its product by (custom permalink, the one in the product's address, short id, Product ID), each once. */
export function pingProductIds(form: URLSearchParams): string[] {
  const ids = ['permalink', 'product_permalink', 'short_product_id', 'product_id']
    .map((name) => blankToNull(form.get(name)))
    .filter((id): id is string => id !== null)
    .map(productPermalinkOf)
    .filter(Boolean);
  return [...new Set(ids)];
}
