import { onRequest, type Request } from 'firebase-functions/v2/https';
import { EMAIL_SECRETS, REGION } from '../config';
import { handlePing } from './handle-ping';
import { SCALING } from '../scaling';

/** Gumroad posts application/x-www-form-urlencoded; read the raw body so `url_params[aff]` keeps its flat name. */
function formOf(req: Request): URLSearchParams {
  if (req.rawBody?.length) return new URLSearchParams(req.rawBody.toString('utf8'));
  const body = (typeof req.body === 'object' && req.body) || {};
  return new URLSearchParams(Object.entries(body as Record<string, unknown>).map(([k, v]): [string, string] => [k, String(v)]));
}

/** Gumroad's "Ping" for each sale and, through resource subscriptions, each refund, dispute and won dispute. */
export const gumroadPing = onRequest(
  { region: REGION, ...SCALING.gumroadPing, timeoutSeconds: 60, secrets: EMAIL_SECRETS },
  async (req, res) => {
    if (req.method !== 'POST') {
      res.set('Allow', 'POST').status(405).send('Method Not Allowed');
      return;
    }
    const { status, body } = await handlePing(formOf(req), req.query.secret);
    res.status(status).type('text/plain').send(body);
  },
);
