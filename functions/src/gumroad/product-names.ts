import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { COLLECTIONS } from '../shared/collections';
import { PRODUCT_IDS_MAX, PRODUCT_NAME_MAX, productDocId } from '../shared/gumroad/products';
import type { ExportRow } from './sales-export';
import { blankToNull } from './sale';

/** A product as a ping or an export row names it. */
export interface NamedProduct {
  /** The Product ID, where the ping or row carries one: it keys the record. */
  productId: string | null;
  ids: string[];
  name: string | null;
}

/** Notes the product's name beside its ids (gumroad_products), so the admin screens can say which product an id is. */
export async function recordProductName(product: NamedProduct, now = new Date()): Promise<void> {
  const key = product.productId ?? product.ids[0];
  if (!product.name || !key) return;
  await db
    .collection(COLLECTIONS.gumroadProducts)
    .doc(productDocId(key))
    .set(
      {
        name: product.name.slice(0, PRODUCT_NAME_MAX),
        ids: FieldValue.arrayUnion(...product.ids.slice(0, PRODUCT_IDS_MAX)),
        last_seen_at: Timestamp.fromDate(now),
      },
      { merge: true },
    );
}

/** The products a sales export names, once each (its Product ID and Item Name columns). */
export function productsInExport(rows: ExportRow[]): NamedProduct[] {
  const products = new Map<string, NamedProduct>();
  for (const { cells } of rows) {
    const productId = blankToNull(cells['Product ID']);
    const name = blankToNull(cells['Item Name']);
    if (productId && name && !products.has(productId)) products.set(productId, { productId, ids: [productId], name });
  }
  return [...products.values()];
}
