import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DOCS } from '../../functions/src/shared/collections';
import { gumroadPingUrl, type ResourceSubscription } from '../../functions/src/shared/gumroad/resource-subscriptions';
import { adminDb, closeAdmin, resetFirestore, urls } from '../support/emulators';

/**
 * `npm run gumroad:subscribe` after a rotation of the webhook secret, against a stand-in for Gumroad's API (the real
 * one is on the internet) that keeps subscriptions as Gumroad does: listed per resource, made by PUT, removed by DELETE.
 */
const ROOT = join(__dirname, '../..');
const TOKEN = 'gumroad-access-token-for-tests';
const NEW_SECRET = 'rotated-ping-secret-7Hq2Lm9xPz4Vb8Nc';
const OLD_SECRET = 'former-ping-secret-3Kd8Wq1Zr6Ty5Ue0';

let server: Server;
let subscriptions: ResourceSubscription[];
let calls: string[];
let nextId = 0;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url!, 'http://gumroad.test');
    let body = '';
    for await (const chunk of req) body += chunk;
    const params = req.method === 'PUT' ? new URLSearchParams(body) : url.searchParams;
    calls.push(`${req.method} ${url.pathname}`);
    const reply = (status: number, json: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    if (params.get('access_token') !== TOKEN) return reply(401, { success: false, message: 'The access token is not valid.' });
    if (req.method === 'GET' && url.pathname === '/v2/resource_subscriptions') {
      return reply(200, { success: true, resource_subscriptions: subscriptions.filter((s) => s.resource_name === params.get('resource_name')) });
    }
    if (req.method === 'PUT' && url.pathname === '/v2/resource_subscriptions') {
      const made = { id: `sub-${++nextId}`, resource_name: params.get('resource_name')!, post_url: params.get('post_url')! };
      subscriptions.push(made);
      return reply(200, { success: true, resource_subscription: made });
    }
    const removed = /^\/v2\/resource_subscriptions\/(.+)$/.exec(url.pathname);
    if (req.method === 'DELETE' && removed) {
      subscriptions = subscriptions.filter((s) => s.id !== decodeURIComponent(removed[1]!));
      return reply(200, { success: true });
    }
    reply(404, { success: false, message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await closeAdmin();
});

beforeEach(async () => {
  await resetFirestore();
  calls = [];
});

const subscribe = (token = TOKEN) =>
  promisify(execFile)(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'scripts/gumroad-subscribe.ts')], {
    cwd: ROOT,
    env: { ...process.env, GUMROAD_ACCESS_TOKEN: token, GUMROAD_API_ORIGIN: `http://127.0.0.1:${(server.address() as AddressInfo).port}` },
  });

describe('npm run gumroad:subscribe', () => {
  const pingFunction = () => `${urls().functions}/gumroadPing`;

  it('moves the refund and dispute subscriptions to the new secret, and leaves the seller’s other subscriptions alone', async () => {
    await adminDb().doc(DOCS.gumroadSettings).set({ gumroad_webhook_secret: NEW_SECRET, gumroad_product_permalinks: ['founding-floater'] });
    const old = gumroadPingUrl(pingFunction(), OLD_SECRET);
    subscriptions = [
      { id: 'old-refund', resource_name: 'refund', post_url: old },
      { id: 'old-dispute', resource_name: 'dispute', post_url: old },
      { id: 'old-dispute-won', resource_name: 'dispute_won', post_url: old },
      { id: 'their-zapier', resource_name: 'refund', post_url: 'https://hooks.example.com/refunds' },
    ];
    const { stdout } = await subscribe();
    const now = gumroadPingUrl(pingFunction(), NEW_SECRET);
    expect(subscriptions.filter((s) => s.post_url === now).map((s) => s.resource_name).sort()).toEqual(['dispute', 'dispute_won', 'refund']);
    expect(subscriptions.filter((s) => s.post_url === old)).toEqual([]);
    expect(subscriptions.map((s) => s.id)).toContain('their-zapier');
    expect(stdout).toContain("refund: subscribed to the ping URL with today's secret");
    expect(stdout).toContain('removed the subscription with an old secret (old-refund)');
    // The new ones are made before the old ones go, so no refund falls between the two.
    expect(calls.findIndex((c) => c.startsWith('DELETE'))).toBeGreaterThan(calls.lastIndexOf('PUT /v2/resource_subscriptions'));

    // A second run finds everything right and changes nothing.
    calls = [];
    expect((await subscribe()).stdout).toContain("dispute_won: already at the ping URL with today's secret");
    expect(calls.filter((c) => !c.startsWith('GET'))).toEqual([]);
  });

  it('refuses, changing nothing, without a saved secret or with a token Gumroad refuses', async () => {
    subscriptions = [];
    await expect(subscribe()).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('No webhook secret is saved yet') });
    await adminDb().doc(DOCS.gumroadSettings).set({ gumroad_webhook_secret: NEW_SECRET, gumroad_product_permalinks: [] });
    await expect(subscribe('a-wrong-token')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Gumroad refused GET /v2/resource_subscriptions (HTTP 401): The access token is not valid.'),
    });
    expect(subscriptions).toEqual([]);
  });
});
