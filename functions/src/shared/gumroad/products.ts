/**
 * `gumroad_products/{id}`: every product Gumroad named in a ping or a sales
 * export, with its name and the ids it came with (permalinks, short id,
 * Product ID), so the admin screens show a product as "Name (id)" rather than
 * a bare id. Written by the functions that handle pings and imports, read by
 * admins.
 */
export interface KnownProduct {
  name: string;
  ids: string[];
}

export const PRODUCT_NAME_MAX = 200;
/** A ping names a product by up to four ids; a product's record keeps at most this many. */
export const PRODUCT_IDS_MAX = 10;

/** Ids are compared as the product list compares them: case aside. */
const idKey = (id: string) => id.trim().toLowerCase();

/** The record's id: the product's Product ID where known (pings and exports both carry it), else its first id. */
export const productDocId = (key: string) => encodeURIComponent(idKey(key));

/** Each id's product name, from the stored records. */
export function productNamesById(products: readonly Partial<KnownProduct>[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const p of products) {
    if (typeof p.name !== 'string' || !p.name || !Array.isArray(p.ids)) continue;
    for (const id of p.ids) if (typeof id === 'string') names.set(idKey(id), p.name);
  }
  return names;
}

/** "Founding Floater Membership (founding-floater)", or the id alone while nothing has named it. */
export const productNamed = (id: string, name: string | null | undefined): string => (name ? `${name} (${id})` : id);

export const productLabel = (id: string, names: ReadonlyMap<string, string>): string => productNamed(id, names.get(idKey(id)));

/** A list of ids with each product named once: "Founding Floater Membership (founding-floater, fNxq3kPz0aWm-Lw8cRtJ7A==), tote-bag". */
export function productListLabel(ids: readonly string[], names: ReadonlyMap<string, string>): string {
  const byName = new Map<string, string[]>();
  const unnamed: string[] = [];
  for (const id of ids) {
    const name = names.get(idKey(id));
    if (name) byName.set(name, [...(byName.get(name) ?? []), id]);
    else unnamed.push(id);
  }
  return [...[...byName].map(([name, its]) => `${name} (${its.join(', ')})`), ...unnamed].join(', ');
}
