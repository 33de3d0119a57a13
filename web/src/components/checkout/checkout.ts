import { soldOut } from '@shared/membership/founding-spots';
import { SIGN_UP_PATH } from '@shared/paths';
import { LINKS, MEMBERSHIP } from '@/config/site';
import { trackPixel } from '@/lib/ad-pixel';
import { buildCheckoutUrl, readStoredAffiliateCode } from '@/lib/checkout';
import { currentPage, track } from '@/lib/insights';
import type { QuizResultType } from '@shared/quiz/result-types';
import { followFoundingSpots } from './founding-spots-islands';
import { setAttr } from '@/lib/dom-write';

/**
 * The purchase's one label, with its price, wherever the spec names no other words for it (the header, the phone's
 * bar, the checkout sections); the spec's own labels ("Be One of the First 100 Floaters", the quiz's "Join the Crew",
 * the Wall of Fame's two, the missing certificate's) stay where the spec puts them.
 */
export const BUY_LABEL = `Join for $${MEMBERSHIP.priceUsd}`;

/** What every checkout button becomes once the founding spots are gone. */
export const WAITLIST_LABEL = 'Join the waitlist';

/** The InitiateCheckout pixel event, with the affiliate code or 'direct', and the insights event (with the quiz result, on one). */
export function trackCheckout(result?: QuizResultType): void {
  const affiliate = readStoredAffiliateCode();
  trackPixel('InitiateCheckout', { value: MEMBERSHIP.priceUsd, currency: 'USD', affiliate: affiliate ?? 'direct' });
  track({ name: 'checkout_clicked', page: currentPage(), affiliate: affiliate ?? undefined, result });
}

/**
 * A checkout link the server rendered bare: the stored affiliate code (the
 * browser's alone) joins it, and a click is counted. Once /api/spots says the
 * founding spots are gone it is the waitlist's link instead (and back, should
 * the owner add spots while the page is open).
 */
export function attachCheckoutLink(element: HTMLElement): () => void {
  const link = element as HTMLAnchorElement;
  const checkout = { href: buildCheckoutUrl(LINKS.checkout, readStoredAffiliateCode()), content: [...link.childNodes] };
  let waitlist = false;
  const show = (toWaitlist: boolean) => {
    if (toWaitlist === waitlist) return;
    waitlist = toWaitlist;
    link.href = waitlist ? SIGN_UP_PATH : checkout.href;
    link.toggleAttribute('data-waitlist', waitlist);
    link.toggleAttribute('data-checkout', !waitlist);
    if (waitlist) {
      link.removeAttribute('target');
      link.replaceChildren(WAITLIST_LABEL);
    } else {
      link.target = '_blank';
      link.replaceChildren(...checkout.content);
    }
  };
  setAttr(link, 'href', checkout.href);
  const unfollow = followFoundingSpots((spots) => show(!!spots && soldOut(spots)));
  const onClick = () => {
    if (!waitlist) trackCheckout();
  };
  link.addEventListener('click', onClick);
  return () => {
    unfollow();
    link.removeEventListener('click', onClick);
  };
}
