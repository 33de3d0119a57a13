import { attachCheckoutLink } from '@/components/checkout/checkout';
import { attachSocialProof } from '@/features/social-proof/components/social-proof';
import { ISLAND_ATTRIBUTE } from '@/lib/islands';

/**
 * The home page's social-proof toast on the page of islands: plain DOM, no
 * React. The checkout link inside it is an island within this one, so this
 * attaches it too (in the SPA its own component does).
 */
export default function attachSocialProofIsland(element: HTMLElement): () => void {
  const undoToast = attachSocialProof(element);
  const link = element.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="checkout"]`);
  const undoLink = link ? attachCheckoutLink(link) : undefined;
  return () => {
    undoLink?.();
    undoToast();
  };
}
