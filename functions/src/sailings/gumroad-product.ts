import { GUMROAD_ACCESS_TOKEN, localOverrides } from '../config';
import { GUMROAD_API_ORIGIN } from '../shared/gumroad/resource-subscriptions';

/** What the site reads of a Gumroad product (`GET /v2/products/:id`). */
export interface GumroadProduct {
  id: string;
  name: string;
  custom_permalink: string | null;
  short_url: string;
  /** The product's quantity limit: at most this many sold, whatever the rush; null when none is set. */
  max_purchase_count: number | null;
}

/** Gumroad could not be asked, or refused the request: the message is for the owner. */
export class GumroadUnavailable extends Error {}

/** The most pages of the product list read while looking for a custom permalink; a store has a few dozen products. */
const MAX_LIST_PAGES = 20;

async function gumroadGet(path: string): Promise<Record<string, unknown>> {
  const origin = localOverrides().gumroadApiUrl ?? GUMROAD_API_ORIGIN;
  const url = new URL(path, origin);
  url.searchParams.set('access_token', GUMROAD_ACCESS_TOKEN.value());
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  } catch {
    throw new GumroadUnavailable('Gumroad did not answer. Try again in a minute.');
  }
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (res.status === 401) throw new GumroadUnavailable('Gumroad refused the access token: check the GUMROAD_ACCESS_TOKEN secret.');
  if (!body || typeof body.success !== 'boolean') throw new GumroadUnavailable(`Gumroad answered HTTP ${res.status}.`);
  return body;
}

const isNotFound = (body: Record<string, unknown>) => body.success === false && /not found/i.test(String(body.message ?? ''));

/**
 * The product a sailing's form names. Gumroad's API looks a product up by its id or the permalink it made
 * (`unique_permalink`), not by a custom permalink the owner chose; for that, the owner's product list is read and the
 * product matched by its custom permalink or short address. Null when Gumroad has no such product.
 */
export async function findGumroadProduct(permalink: string): Promise<GumroadProduct | null> {
  const direct = await gumroadGet(`/v2/products/${encodeURIComponent(permalink)}`);
  if (direct.success === true) return direct.product as GumroadProduct;
  if (!isNotFound(direct)) throw new GumroadUnavailable(`Gumroad did not answer the lookup: ${String(direct.message ?? 'no reason given')}`);
  let page: string | null = '/v2/products';
  for (let i = 0; page && i < MAX_LIST_PAGES; i++) {
    const list = await gumroadGet(page);
    if (list.success !== true) throw new GumroadUnavailable(`Gumroad did not list the products: ${String(list.message ?? 'no reason given')}`);
    const found = ((list.products ?? []) as GumroadProduct[]).find(
      (p) => p.custom_permalink === permalink || p.id === permalink || p.short_url?.endsWith(`/l/${permalink}`),
    );
    if (found) return found;
    page = typeof list.next_page_url === 'string' ? list.next_page_url : null;
  }
  return null;
}
