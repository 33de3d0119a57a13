import { attachCheckoutLink } from '@/components/checkout/checkout';
import { ISLAND_ATTRIBUTE } from '@/islands/island';
import { whenSettled } from '@/islands/moments';

/**
 * The home page's social-proof toast on a page of islands. Attaches the checkout link inside at once, like the page's
 * other checkout links; the toast itself loads with its certificates after idle
 * (features/social-proof/components/social-proof.ts). The island is live once its link is.
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
