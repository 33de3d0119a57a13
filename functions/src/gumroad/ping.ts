import { productPermalinkOf } from '../shared/gumroad/ping-settings';
import { affiliateCodeFromUrlParams } from './affiliate';
import { isEmailAddress } from '../shared/email/schemas';
import { blankToNull, centsFromInteger, isoDateFrom, type Sale } from './sale';

/** What one Gumroad ping asks us to do. */
export type Ping =
  | { kind: 'test'; eventType: string; saleId: string | null }
  | { kind: 'sale'; eventType: string; sale: Sale; product: PingProduct }
  | { kind: 'refund'; eventType: string; saleId: string }
  | { kind: 'ignored'; eventType: string; saleId: string | null; reason: string }
  | { kind: 'invalid'; eventType: string; saleId: string | null; reason: string };

/** How a ping names its product: the ids (custom permalink, the one in the product's address, short id, Product ID) and the name. */
export interface PingProduct {
  ids: string[];
  name: string | null;
}

const TRUE = new Set(['true', '1', 'yes']);
const isTrue = (value: string | null) => TRUE.has(value?.trim().toLowerCase() ?? '');

/** Resource-subscription pings that take a member's certificate away again. */
const REVOKING_RESOURCES = new Set(['refund', 'dispute']);
const SALE_RESOURCES = new Set(['sale']);

/** Reads Gumroad's ping: a form-encoded POST per sale or refund, fields named by Gumroad. */
export function parsePing(form: URLSearchParams): Ping {
  const field = (name: string) => blankToNull(form.get(name));
  const resource = field('resource_name')?.toLowerCase() ?? null;
  const refunded = isTrue(form.get('refunded')) || isTrue(form.get('disputed'));
  const eventType = resource ?? (refunded ? 'refund' : 'sale');
  const saleId = field('sale_id');

  if (isTrue(form.get('test'))) return { kind: 'test', eventType, saleId };
  if (!saleId) return { kind: 'invalid', eventType, saleId, reason: 'The ping has no sale_id.' };
  if ((resource && REVOKING_RESOURCES.has(resource)) || refunded) return { kind: 'refund', eventType, saleId };
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
  const ids = [field('permalink'), field('product_permalink'), field('short_product_id'), field('product_id')]
    .filter((id): id is string => id !== null)
    .map(productPermalinkOf)
    .filter(Boolean);
  return {
    kind: 'sale',
    eventType,
    product: { ids: [...new Set(ids)], name: field('product_name') },
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
      affiliateCode: affiliateCodeFromUrlParams({ aff: form.get('url_params[aff]'), utmSource: form.get('url_params[utm_source]') }),
      gumroadAffiliate: field('affiliate'),
      affiliateCreditCents: centsFromInteger(form.get('affiliate_credit_amount_cents')),
      origin: 'ping',
    },
  };
}
