/**
 * Gumroad's resource subscriptions: besides the product's ping (a sale), Gumroad posts refunds and disputes to the
 * `post_url` each subscription names, and that URL carries the webhook secret. Rotating the secret therefore means
 * subscribing again at the new URL and removing the subscriptions at the old one (`npm run gumroad:subscribe`).
 */

/** Gumroad's API, where the resource subscriptions are listed, made and removed. */
export const GUMROAD_API_ORIGIN = 'https://api.gumroad.com';

/** The resources the site reads beside the sale ping: a refund, a chargeback, and a chargeback the seller won. */
export const SUBSCRIBED_RESOURCES = ['refund', 'dispute', 'dispute_won'] as const;
export type SubscribedResource = (typeof SUBSCRIBED_RESOURCES)[number];

/** The address Gumroad posts a project's pings to, with the secret they must carry. */
export function gumroadPingUrl(pingFunctionUrl: string, secret: string): string {
  return secret ? `${pingFunctionUrl}?secret=${encodeURIComponent(secret)}` : pingFunctionUrl;
}

export interface ResourceSubscription {
  id: string;
  resource_name: string;
  post_url: string;
}

export interface ResubscribePlan {
  /** Resources with no subscription at today's ping URL yet. */
  subscribe: SubscribedResource[];
  /** Subscriptions at this site's ping function with another secret (or none): the old ones, which are refused now. */
  remove: ResourceSubscription[];
  /** Already right. */
  kept: ResourceSubscription[];
}

/** Only subscriptions that post to this site's ping function are touched: the seller's other integrations are not ours. */
export function planResubscription(existing: readonly ResourceSubscription[], pingFunctionUrl: string, pingUrl: string): ResubscribePlan {
  const ours = existing.filter((s) => s.post_url.split('?')[0] === pingFunctionUrl);
  const kept = ours.filter((s) => s.post_url === pingUrl);
  return {
    subscribe: SUBSCRIBED_RESOURCES.filter((r) => !kept.some((s) => s.resource_name === r)),
    remove: ours.filter((s) => s.post_url !== pingUrl),
    kept,
  };
}
