import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { logExternalError } from '../lib/log-external-error';
import { COLLECTIONS } from '../shared/collections';
import type { SailingGumroadLimitResponse } from '../shared/contracts/sailing-gumroad-limit';
import { findGumroadProduct, GumroadUnavailable } from './gumroad-product';

/** The sailing's capacity beside the quantity limit Gumroad holds on its product, or why Gumroad could not say. */
export async function sailingGumroadLimit(slug: string): Promise<SailingGumroadLimitResponse> {
  const [sailing, product] = await Promise.all([
    db.collection(COLLECTIONS.sailings).doc(slug).get(),
    db.collection(COLLECTIONS.sailingProducts).doc(slug).get(),
  ]);
  if (!sailing.exists) throw new HttpsError('not-found', 'There is no sailing at that address.');
  const capacity = Number(sailing.get('capacity'));
  const permalink = String(product.get('gumroad_permalink') ?? '');
  try {
    const found = await findGumroadProduct(permalink);
    if (!found) return { outcome: 'not-found', capacity, permalink };
    const limit = found.max_purchase_count;
    return {
      outcome: 'found',
      capacity,
      permalink,
      productName: found.name,
      maxPurchaseCount: typeof limit === 'number' && limit > 0 ? limit : null,
    };
  } catch (err) {
    if (!(err instanceof GumroadUnavailable)) throw err;
    logExternalError("Gumroad did not answer a sailing's product lookup", err, { slug });
    return { outcome: 'unreachable', capacity, permalink, message: err.message };
  }
}
