import { getFirestore } from 'firebase-admin/firestore';
import { functionsOrigin } from '../functions/src/shared/functions-region';
import { DOCS } from '../functions/src/shared/collections';
import {
  GUMROAD_API_ORIGIN,
  SUBSCRIBED_RESOURCES,
  gumroadPingUrl,
  planResubscription,
  type ResourceSubscription,
} from '../functions/src/shared/gumroad/resource-subscriptions';
import { adminApp } from './lib/admin';
import { PROJECT_FLAG, readCommandLine } from './lib/command-line';
import { urls } from './lib/ports';
import { requireAccess } from './lib/script-access';

/**
 * GUMROAD_ACCESS_TOKEN=… npm run gumroad:subscribe [-- --project <id>]
 * Subscribes Gumroad's refund, dispute and dispute_won to the ping URL with today's secret and drops this site's
 * subscriptions with another: run at go-live (step 8) and after each secret rotation. The token comes from the
 * environment, never a flag (shell history). Without --project: the local emulators.
 */
const apiOrigin = process.env.GUMROAD_API_ORIGIN ?? GUMROAD_API_ORIGIN;

async function gumroad(method: 'GET' | 'PUT' | 'DELETE', path: string, token: string, form: Record<string, string> = {}) {
  const params = new URLSearchParams({ access_token: token, ...form });
  const url = `${apiOrigin}/v2/${path}${method === 'PUT' ? '' : `?${params}`}`;
  const res = await fetch(url, method === 'PUT' ? { method, body: params } : { method });
  const body = (await res.json().catch(() => ({}))) as { success?: boolean; message?: string } & Record<string, unknown>;
  if (!res.ok || body.success !== true) {
    throw new Error(`Gumroad refused ${method} /v2/${path} (HTTP ${res.status}): ${body.message ?? 'no message'}.`);
  }
  return body;
}

async function main() {
  const { project } = readCommandLine({ command: 'npm run gumroad:subscribe --', flags: { project: PROJECT_FLAG } }).flags;
  const token = process.env.GUMROAD_ACCESS_TOKEN;
  if (!token) throw new Error('Set GUMROAD_ACCESS_TOKEN (Gumroad → Settings → Advanced → Applications → an access token).');
  await requireAccess(project);
  const secret = (await getFirestore(adminApp(project)).doc(DOCS.gumroadSettings).get()).get('gumroad_webhook_secret');
  if (typeof secret !== 'string' || !secret) {
    throw new Error('No webhook secret is saved yet: generate one on /admin/gumroad/settings first, then run this again.');
  }
  const pingFunction = `${project ? functionsOrigin(project) : urls().functions}/gumroadPing`;
  const pingUrl = gumroadPingUrl(pingFunction, secret);

  const existing: ResourceSubscription[] = [];
  for (const resource of SUBSCRIBED_RESOURCES) {
    const listed = await gumroad('GET', 'resource_subscriptions', token, { resource_name: resource });
    existing.push(...((listed.resource_subscriptions as ResourceSubscription[] | undefined) ?? []));
  }
  const plan = planResubscription(existing, pingFunction, pingUrl);
  // New first, old second: a refund between the two steps reaches the site at least once.
  for (const resource of plan.subscribe) {
    await gumroad('PUT', 'resource_subscriptions', token, { resource_name: resource, post_url: pingUrl });
    console.log(`✔ ${resource}: subscribed to the ping URL with today's secret`);
  }
  for (const old of plan.remove) {
    await gumroad('DELETE', `resource_subscriptions/${encodeURIComponent(old.id)}`, token);
    console.log(`✔ ${old.resource_name}: removed the subscription with an old secret (${old.id})`);
  }
  for (const kept of plan.kept) console.log(`✔ ${kept.resource_name}: already at the ping URL with today's secret`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
