import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { namesListedProduct, pingSettingsFrom } from '../gumroad/ping-gate';
import { COLLECTIONS, DOCS } from '../shared/collections';
import { countOf } from '../shared/format-count';
import type { SaveSailingRequest } from '../shared/contracts/save-sailing';
import { sailingRecordsFrom } from '../shared/sailings/sailing-record';
import { offerFreedSeats } from './waitlist-offers';

export const SAVE_SAILING_MESSAGES = {
  taken: (slug: string) => `Another sailing already has the address /sailings/${slug}: choose another.`,
  missing: (slug: string) => `There is no sailing at /sailings/${slug} to change. Reload the list of sailings.`,
  belowSold: (sold: number, offered: number) =>
    offered
      ? `${countOf(sold, 'seat')} already sold and ${offered} held for waitlist offers: the capacity cannot be lower than ${sold + offered}.`
      : `${countOf(sold, 'seat')} already sold: the capacity cannot be lower than that.`,
  membershipProduct: (permalink: string) =>
    `'${permalink}' sells the Founding Floater membership (Gumroad Settings' product list): a sailing needs a Gumroad product of its own.`,
} as const;

/**
 * Creates or changes a sailing: its public record and its Gumroad product together, in one transaction, so a page
 * never shows a sailing whose product is missing. Seats sold, seats held for waitlist offers and a cancellation are
 * kept as they are.
 */
export async function saveSailing(request: SaveSailingRequest, adminUid: string): Promise<{ slug: string }> {
  const { sailing, product } = sailingRecordsFrom(request.sailing);
  const sailingRef = db.collection(COLLECTIONS.sailings).doc(sailing.slug);
  const productRef = db.collection(COLLECTIONS.sailingProducts).doc(sailing.slug);
  await db.runTransaction(async (tx) => {
    // A membership product is checked first when a sale ping arrives, so it could never sell a sailing's seats.
    const { productPermalinks } = pingSettingsFrom((await tx.get(db.doc(DOCS.gumroadSettings))).data());
    if (namesListedProduct(productPermalinks, [product.gumroad_permalink])) {
      throw new HttpsError('invalid-argument', SAVE_SAILING_MESSAGES.membershipProduct(product.gumroad_permalink));
    }
    const existing = await tx.get(sailingRef);
    if (request.mode === 'create') {
      if (existing.exists) {
        if (existing.get('created_by_request') === request.requestId) return;
        throw new HttpsError('already-exists', SAVE_SAILING_MESSAGES.taken(sailing.slug));
      }
      tx.create(sailingRef, {
        ...sailing,
        seats_sold: 0,
        interruption: null,
        created_by_request: request.requestId,
        created_by: adminUid,
        created_at: FieldValue.serverTimestamp(),
        updated_at: FieldValue.serverTimestamp(),
      });
    } else {
      if (!existing.exists) throw new HttpsError('not-found', SAVE_SAILING_MESSAGES.missing(sailing.slug));
      const sold = Number(existing.get('seats_sold') ?? 0);
      const offered = Number(existing.get('seats_offered') ?? 0);
      if (sailing.capacity < sold + offered) throw new HttpsError('failed-precondition', SAVE_SAILING_MESSAGES.belowSold(sold, offered));
      tx.update(sailingRef, { ...sailing, updated_by: adminUid, updated_at: FieldValue.serverTimestamp() });
    }
    tx.set(productRef, { ...product, updated_at: FieldValue.serverTimestamp() });
  });
  // Seats a larger capacity frees go to the sailing's waitlist before the public.
  if (request.mode === 'update') await offerFreedSeats(sailing.slug);
  return { slug: sailing.slug };
}
