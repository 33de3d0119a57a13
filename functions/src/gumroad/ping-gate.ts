import type { DocumentData } from 'firebase-admin/firestore';
import { PRODUCT_PERMALINKS_FIELD } from '../shared/gumroad/ping-settings';
import type { Ping } from './ping';
import { secretMatches } from './webhook-secret';

/** What `gumroad_settings/default` says about pings. */
export interface PingSettings {
  secret: string | null;
  productPermalinks: string[];
}

export function pingSettingsFrom(data: DocumentData | undefined): PingSettings {
  const secret = data?.gumroad_webhook_secret;
  const permalinks = data?.[PRODUCT_PERMALINKS_FIELD];
  return {
    secret: typeof secret === 'string' && secret.trim() ? secret.trim() : null,
    productPermalinks: Array.isArray(permalinks) ? permalinks.filter((p): p is string => typeof p === 'string' && p.trim() !== '') : [],
  };
}

export interface PingRefusal {
  status: 401 | 403;
  kind: 'no-secret' | 'wrong-secret';
  /** For the admin, on the webhook log. */
  reason: string;
}

const REFUSALS: Record<PingRefusal['kind'], PingRefusal> = {
  'no-secret': {
    status: 403,
    kind: 'no-secret',
    reason:
      'Refused: no webhook secret is set, so pings are off. On Gumroad Settings, press Generate secret, save, and paste the ping URL shown there into Gumroad.',
  },
  'wrong-secret': {
    status: 401,
    kind: 'wrong-secret',
    reason:
      "Refused: the ping's secret is missing or wrong. Copy the ping URL from Gumroad Settings into Gumroad (Settings → Advanced → Ping) again.",
  },
};

/**
 * Gumroad does not sign pings, so the secret in the URL is all that tells
 * Gumroad from a stranger who found the function's address. Without one set,
 * nobody gets in: a fresh deployment must not mint members for anyone.
 */
export function pingRefusal(settings: PingSettings, givenSecret: unknown): PingRefusal | null {
  if (!settings.secret) return REFUSALS['no-secret'];
  return secretMatches(settings.secret, givenSecret) ? null : REFUSALS['wrong-secret'];
}

/** Whether one of a product's ids is on the list (ids are matched whatever their case). */
export function namesListedProduct(listed: string[], ids: string[]): boolean {
  const allowed = new Set(listed.map((p) => p.toLowerCase()));
  return ids.some((id) => allowed.has(id.toLowerCase()));
}

/**
 * Only sales of the listed products make Founding Floaters (the Gumroad
 * account may sell other things), for pings and imports alike. Null when one
 * of the product's ids is listed, else the reason, for the webhook log or the
 * import's row.
 */
export function productRefusal(listed: string[], product: { ids: string[]; name: string | null }): string | null {
  const { ids, name } = product;
  if (namesListedProduct(listed, ids)) return null;
  const allowed = new Set(listed.map((p) => p.toLowerCase()));
  if (!ids.length) return 'Not a Founding Floater product: no product is named, so nothing changed.';
  if (!allowed.size) {
    return `Nothing changed: the product list in Gumroad Settings is empty. Add '${ids[0]}' there to accept this product's sales.`;
  }
  const named = name ? `${name} (${ids[0]})` : `'${ids[0]}'`;
  return `Not a Founding Floater product: ${named} is not on the product list in Gumroad Settings, so nothing changed.`;
}

export const productRefusalNote = (settings: PingSettings, ping: Extract<Ping, { kind: 'sale' }>): string | null =>
  productRefusal(settings.productPermalinks, ping.product);
