import { GUMROAD_ACCESS_TOKEN, localOverrides } from '../config';
import { GUMROAD_API_ORIGIN } from '../shared/gumroad/resource-subscriptions';

/** Gumroad refused the refund (its `success: false`), with its words; anything else that fails is a thrown Error. */
export class GumroadRefusal extends Error {}

/**
 * Refunds a whole sale through Gumroad's API (`PUT /v2/sales/:id/refund`). On the local stack the same request goes
 * to the stand-in (scripts/gumroad-local.ts).
 */
export async function refundGumroadSale(saleId: string): Promise<void> {
  const origin = localOverrides().gumroadApiUrl ?? GUMROAD_API_ORIGIN;
  const res = await fetch(`${origin}/v2/sales/${encodeURIComponent(saleId)}/refund`, {
    method: 'PUT',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ access_token: GUMROAD_ACCESS_TOKEN.value() }),
    signal: AbortSignal.timeout(20_000),
  });
  const body = (await res.json().catch(() => ({}))) as { success?: boolean; message?: string };
  if (body.success === true) return;
  if (body.success === false) throw new GumroadRefusal(body.message ?? `Gumroad refused the refund (HTTP ${res.status})`);
  throw new Error(`Gumroad answered HTTP ${res.status} to the refund`);
}
