import { attachCheckoutLink } from '@/components/checkout/checkout';
import { ISLAND_ATTRIBUTE } from '@/islands/island';
import { whenSettled } from '@/islands/moments';

/**
 * The home page's social-proof toast on the page of islands. The checkout link
 * in its card is an island within this one, so this attaches it, at once like
 * the page's other checkout links (once the founding spots are gone, the
 * page holds no checkout from the start, hidden or not). The toast itself,
 * plain DOM and no React, loads when its certificates do, a few seconds after the page is idle
 * (features/social-proof/components/social-proof.ts, the same in the SPA).
 * The page is live before then: the island is, once its link is.
 */
export function attachSocialProofIsland(element: HTMLElement): void {
  const link = element.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="checkout"]`);
  if (link) attachCheckoutLink(link);
  void whenSettled()
    .then(() => import('@/features/social-proof/components/social-proof'))
    .then(({ attachSocialProof }) => {
      attachSocialProof(element);
    })
    .catch((err: unknown) => console.error('Island "social-proof" could not start its toast', err));
}
