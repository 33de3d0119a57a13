import { LINKS, MEMBERSHIP } from '@/config/site';
import { trackPixel } from '@/lib/ad-pixel';
import { buildCheckoutUrl, readStoredAffiliateCode } from '@/lib/checkout';
import { currentPage, track } from '@/lib/insights';
import type { QuizResultType } from '@shared/quiz/result-types';

/** The InitiateCheckout pixel event, with the affiliate code or 'direct', and the insights event (with the quiz result, on one). */
export function trackCheckout(result?: QuizResultType): void {
  const affiliate = readStoredAffiliateCode();
  trackPixel('InitiateCheckout', { value: MEMBERSHIP.priceUsd, currency: 'USD', affiliate: affiliate ?? 'direct' });
  track({ name: 'checkout_clicked', page: currentPage(), affiliate: affiliate ?? undefined, result });
}

/**
 * A checkout link the server rendered bare: the stored affiliate code (the
 * browser's alone) joins it, and a click is counted.
 */
export function attachCheckoutLink(link: HTMLElement): () => void {
  (link as HTMLAnchorElement).href = buildCheckoutUrl(LINKS.checkout, readStoredAffiliateCode());
  const onClick = () => trackCheckout();
  link.addEventListener('click', onClick);
  return () => link.removeEventListener('click', onClick);
}
