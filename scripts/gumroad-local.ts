import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { HOST, localServicePorts } from './lib/ports';

/**
 * A local stand-in for the part of Gumroad's API the site calls: `PUT /v2/sales/:id/refund` with the seller's
 * `access_token`, as the refund of a held seat sale calls it. It answers as Gumroad does (`success` and the sale, or
 * `success: false` and a message) and counts the refunds asked per sale, which tests read at /health: the real one
 * must be asked once per sale, however often the owner clicks.
 */
const SALE_REFUND = /^\/v2\/sales\/([^/?]+)\/refund(?:\?.*)?$/;

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
  const server = createServer(async (req, res) => {
    try {
      if (req.method === 'GET' && req.url === '/health') return reply(res, 200, { ok: true, refunds });
      if (req.method === 'DELETE' && req.url === '/__refunds') {
        refunds = {};
        return reply(res, 200, { ok: true });
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
