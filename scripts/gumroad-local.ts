import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { HOST, localServicePorts } from './lib/ports';

/**
 * A local stand-in for the Gumroad API the site calls: `PUT /v2/sales/:id/refund` (a held seat sale's refund) and
 * `GET /v2/products[/:id]` (a sailing's quantity limit), answering as Gumroad does. It counts refunds per sale at
 * /health, as tests check each sale is refunded once.
 */
const SALE_REFUND = /^\/v2\/sales\/([^/?]+)\/refund(?:\?.*)?$/;
const PRODUCT = /^\/v2\/products\/([^/?]+)(?:\?.*)?$/;
const PRODUCT_LIST = /^\/v2\/products(?:\?.*)?$/;
const TEST_PRODUCT = /^\/__products\/([^/?]+)$/;
/** Gumroad's page size for the product list. */
const PRODUCTS_PER_PAGE = 10;

/** A product as Gumroad's API answers it, the fields the site reads. */
interface LocalProduct {
  id: string;
  name: string;
  /** The permalink Gumroad made; the one `GET /v2/products/:id` accepts besides the id. */
  unique_permalink: string;
  /** The permalink the owner chose, which the lookup by id does not accept (only the list shows it). */
  custom_permalink: string | null;
  short_url: string;
  max_purchase_count: number | null;
}

const product = (customPermalink: string, name: string, maxPurchaseCount: number | null, n: number): LocalProduct => ({
  id: `${customPermalink.replace(/-/g, '').slice(0, 12)}${n}==`,
  name,
  unique_permalink: `loc${n}`,
  custom_permalink: customPermalink,
  short_url: `https://clevelandfloaters.gumroad.com/l/${customPermalink}`,
  max_purchase_count: maxPurchaseCount,
});

/** The demo sailings' products (scripts/lib/seed-sailings.ts), their quantity limits set to the boats' capacities. */
const demoProducts = (): LocalProduct[] => [
  product('season-opener-comedy-night', 'Season Opener: Comedy Night', 120, 1),
  product('jazz-on-the-lake', 'Jazz on the Lake', 150, 2),
  product('fireworks-cruise', 'Fireworks Cruise', 40, 3),
];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function reply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export function startGumroadLocal(port = localServicePorts().gumroadApi) {
  let refunds: Record<string, number> = {};
  let products = demoProducts();
  /** Set by tests: the product lookups answer as an outage does, a 502 with a page of HTML. */
  let productsDown = false;
  const server = createServer(async (req, res) => {
    try {
      if (req.method === 'GET' && req.url === '/health') return reply(res, 200, { ok: true, refunds });
      if (req.method === 'DELETE' && req.url === '/__refunds') {
        refunds = {};
        return reply(res, 200, { ok: true });
      }
      // Tests: put a product (by its custom permalink) with a quantity limit, take the lookups down, or reset both.
      const testProduct = TEST_PRODUCT.exec(req.url ?? '');
      if (req.method === 'PUT' && testProduct) {
        const fields = JSON.parse(await readBody(req)) as { name?: string; max_purchase_count: number | null };
        const permalink = decodeURIComponent(testProduct[1]!);
        products = products.filter((p) => p.custom_permalink !== permalink);
        products.push(product(permalink, fields.name ?? permalink, fields.max_purchase_count, products.length + 100));
        return reply(res, 200, { ok: true });
      }
      if (req.method === 'POST' && req.url === '/__products-down') {
        productsDown = true;
        return reply(res, 200, { ok: true });
      }
      if (req.method === 'DELETE' && req.url === '/__products') {
        products = demoProducts();
        productsDown = false;
        return reply(res, 200, { ok: true });
      }
      if (req.method === 'GET' && (PRODUCT.test(req.url ?? '') || PRODUCT_LIST.test(req.url ?? ''))) {
        const url = new URL(req.url!, 'http://local');
        if (!url.searchParams.get('access_token')) return reply(res, 401, { success: false, message: 'The access token is invalid.' });
        if (productsDown) {
          res.writeHead(502, { 'content-type': 'text/html' });
          return res.end('<html><body>Bad gateway</body></html>');
        }
        const one = PRODUCT.exec(url.pathname);
        if (one) {
          const id = decodeURIComponent(one[1]!);
          const found = products.find((p) => p.id === id || p.unique_permalink === id);
          return reply(res, 200, found ? { success: true, product: found } : { success: false, message: 'The product was not found.' });
        }
        const from = Number(url.searchParams.get('page_key') ?? 0);
        const next = from + PRODUCTS_PER_PAGE < products.length ? String(from + PRODUCTS_PER_PAGE) : null;
        return reply(res, 200, {
          success: true,
          products: products.slice(from, from + PRODUCTS_PER_PAGE),
          ...(next ? { next_page_key: next, next_page_url: `/v2/products?page_key=${next}` } : {}),
        });
      }
      const sale = SALE_REFUND.exec(req.url ?? '');
      if (!sale || req.method !== 'PUT') return reply(res, 404, { success: false, message: 'Not found' });
      const params = new URLSearchParams(await readBody(req));
      const token = params.get('access_token') ?? new URL(req.url!, 'http://local').searchParams.get('access_token');
      if (!token) return reply(res, 401, { success: false, message: 'The access token is invalid.' });
      const id = decodeURIComponent(sale[1]!);
      refunds[id] = (refunds[id] ?? 0) + 1;
      if (refunds[id] > 1) return reply(res, 200, { success: false, message: 'This sale has already been refunded.' });
      return reply(res, 200, { success: true, sale: { id, refunded: true } });
    } catch (err) {
      reply(res, 500, { success: false, message: (err as Error).message });
    }
  });
  return new Promise<{ close: () => Promise<void> }>((resolve) => {
    server.listen(port, HOST, () => resolve({ close: () => new Promise<void>((done) => server.close(() => done())) }));
  });
}

if (require.main === module) {
  startGumroadLocal().then(() => console.log(`Gumroad stand-in listening on ${HOST}:${localServicePorts().gumroadApi}`));
}
