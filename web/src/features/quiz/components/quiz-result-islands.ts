import { soldOut } from '@shared/membership/founding-spots';
import { isQuizResultType, type QuizResultType } from '@shared/quiz/result-types';
import { trackCheckout } from '@/components/checkout/checkout';
import { followFoundingSpots } from '@/components/checkout/founding-spots-islands';
import { LINKS } from '@/config/site';
import { trackPixel } from '@/lib/ad-pixel';
import { buildCheckoutUrl, readStoredAffiliateCode } from '@/lib/checkout';
import { setHidden } from '@/lib/dom-write';

/**
 * The quiz result's islands, plain DOM so that a page of islands bundles them
 * without React; quiz-result-page.tsx renders their elements and calls them in
 * the SPA too. Each element carries the result in `data-result`.
 */

function resultOf(element: HTMLElement): QuizResultType {
  const { result } = element.dataset;
  if (!result || !isQuizResultType(result)) throw new Error(`"${result}" is not a quiz result`);
  return result;
}

/** The ad pixel's Lead, once per result shown (the heading carries it). */
export function attachQuizLead(heading: HTMLElement): void {
  trackPixel('Lead', { content_name: 'Cleveland Quiz', content_category: resultOf(heading) });
}

/**
 * "Join the Crew": the checkout in this tab, with the stored affiliate code and
 * the checkout event (with the result). Both it and the waitlist link are in the
 * markup; once /api/spots says the founding spots are gone, the waitlist shows
 * in its place (data-waitlist marks it then, as on the checkout links).
 */
export function attachJoinTheCrew(box: HTMLElement): () => void {
  const result = resultOf(box);
  const join = box.querySelector('button')!;
  const waitlist = box.querySelector('a')!;
  const onClick = () => {
    trackCheckout(result);
    window.location.assign(buildCheckoutUrl(LINKS.checkout, readStoredAffiliateCode()));
  };
  join.addEventListener('click', onClick);
  const unfollow = followFoundingSpots((spots) => {
    const out = !!spots && soldOut(spots);
    setHidden(join, out);
    setHidden(waitlist, !out);
    waitlist.toggleAttribute('data-waitlist', out);
  });
  return () => {
    unfollow();
    join.removeEventListener('click', onClick);
  };
}
