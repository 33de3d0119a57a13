import { formatCount } from '../format-count';

/**
 * Gumroad's quantity limit on a sailing's product (`max_purchase_count`) against the boat's capacity. Gumroad's limit
 * is the gate that holds under a rush: it stops a checkout before the money is taken, where our counters can only
 * alert after. So the two must be equal; a lower limit leaves seats unsold, a higher one (or none) can oversell.
 */
export type LimitAgreement = 'agree' | 'no-limit' | 'above-capacity' | 'below-capacity';

export function limitAgreement(maxPurchaseCount: number | null, capacity: number): LimitAgreement {
  if (maxPurchaseCount === null) return 'no-limit';
  if (maxPurchaseCount === capacity) return 'agree';
  return maxPurchaseCount > capacity ? 'above-capacity' : 'below-capacity';
}

/** What the sailing's admin page says of the two, in one sentence. */
export function limitSentence(maxPurchaseCount: number | null, capacity: number): string {
  const boat = `the boat carries ${formatCount(capacity)}`;
  switch (limitAgreement(maxPurchaseCount, capacity)) {
    case 'agree':
      return `Gumroad sells at most ${formatCount(maxPurchaseCount!)}; ${boat}: they agree.`;
    case 'no-limit':
      return `Gumroad has no quantity limit on this product; ${boat}: they do not agree (fix it in Gumroad: set the product's quantity limit to ${formatCount(capacity)}).`;
    case 'above-capacity':
      return `Gumroad sells at most ${formatCount(maxPurchaseCount!)}; ${boat}: they do not agree (fix it in Gumroad: it can sell more seats than the boat has).`;
    case 'below-capacity':
      return `Gumroad sells at most ${formatCount(maxPurchaseCount!)}; ${boat}: they do not agree (fix it in Gumroad: seats stay unsold).`;
  }
}
