import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { formatClevelandTime } from '../shared/cleveland-time';
import type { SailingBuyLinkResponse } from '../shared/contracts/sailing-buy-link';
import { gumroadCheckoutUrl } from '../shared/gumroad/checkout-link';
import { sailingPhase } from '../shared/sailings/sailing';
import { sailingClockOf } from '../shared/sailings/sailing-record';
import { foundingCertificateOf } from './founder';
import { signPresaleToken } from './presale-token';
import { readSailing, readSailingProduct } from './sailing-store';

/** The query parameter Gumroad hands back as `url_params[founder]`. */
export const FOUNDER_PARAM = 'founder';

export const BUY_LINK_MESSAGES = {
  missing: 'There is no sailing at this address.',
  notYet: (opens: Date) => `Seats go on sale ${formatClevelandTime(opens.getTime())}, founders first.`,
  signIn: "Sign in with your Founding Floater account to buy in the founders' presale.",
  unverified: "Confirm your email address first: the presale link is tied to your account's address.",
  notFounder: (opens: Date) =>
    `The presale is for Founding Floaters, and this account has no founding membership. The public sale opens ${formatClevelandTime(opens.getTime())}.`,
  soldOut: 'Every seat is sold. Join the waitlist on the sailing page and you hear first if one frees up.',
  closed: 'This sailing is no longer on sale.',
} as const;

/**
 * The checkout link this caller may use now. A public sale's link is the product's own; a presale's is only for a
 * founding member, and carries their sealed token, which the ping checks again: a link passed on buys nothing
 * ticketed in the presale but for the founder it names.
 */
export async function sailingBuyLink(slug: string, auth: CallableRequest['auth'], now = new Date()): Promise<SailingBuyLinkResponse> {
  const [sailing, product] = await Promise.all([readSailing(slug), readSailingProduct(slug)]);
  if (!sailing?.published || !product) throw new HttpsError('not-found', BUY_LINK_MESSAGES.missing);
  const checkoutUrl = gumroadCheckoutUrl(product.gumroad_permalink);
  switch (sailingPhase(sailingClockOf(sailing), now)) {
    case 'public_sale':
      return { checkoutUrl, founder: false, seatLimit: null };
    case 'founders_presale': {
      if (!auth) throw new HttpsError('unauthenticated', BUY_LINK_MESSAGES.signIn);
      if (auth.token.email_verified !== true) throw new HttpsError('permission-denied', BUY_LINK_MESSAGES.unverified);
      const certificateId = await foundingCertificateOf(auth.token.email);
      if (!certificateId) throw new HttpsError('permission-denied', BUY_LINK_MESSAGES.notFounder(sailing.public_sale_opens_at));
      const url = new URL(checkoutUrl);
      url.searchParams.set(FOUNDER_PARAM, signPresaleToken({ slug, uid: auth.uid, certificateId }));
      return { checkoutUrl: url.toString(), founder: true, seatLimit: sailing.founder_seat_limit };
    }
    case 'announced':
      throw new HttpsError('failed-precondition', BUY_LINK_MESSAGES.notYet(sailing.presale_opens_at));
    case 'sold_out':
      throw new HttpsError('failed-precondition', BUY_LINK_MESSAGES.soldOut);
    default:
      throw new HttpsError('failed-precondition', BUY_LINK_MESSAGES.closed);
  }
}
