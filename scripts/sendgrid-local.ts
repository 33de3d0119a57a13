import { createPrivateKey, randomUUID, sign } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import nodemailer from 'nodemailer';
import { isEmailAddress } from '../functions/src/shared/email/schemas';
import { localSendGridWebhookKey } from './lib/emulator-setup';
import { HOST, localServicePorts, urls } from './lib/ports';

/**
 * A local stand-in for SendGrid's v3 /mail/send endpoint. The functions run
 * the real @sendgrid/mail client against it; it refuses what SendGrid would
 * refuse and hands each resulting message to the MailDev inbox over SMTP.
 * Then, as SendGrid's Event Webhook does, it posts a signed `delivered` event
 * per recipient to the sendgridEvents function, with the message's categories.
 */
const MAX_PERSONALIZATIONS = 1000;

interface Address {
  email: string;
  name?: string;
}
interface Personalization {
  to: Address[];
  cc?: Address[];
  bcc?: Address[];
  subject?: string;
  headers?: Record<string, string>;
  substitutions?: Record<string, string>;
  dynamic_template_data?: unknown;
}
interface MailSendBody {
  personalizations?: Personalization[];
  from?: Address;
  reply_to?: Address;
  subject?: string;
  content?: { type: string; value: string }[];
  headers?: Record<string, string>;
  custom_args?: Record<string, string>;
  categories?: string[];
  attachments?: Attachment[];
}
interface Attachment {
  content: string;
  filename: string;
  type?: string;
  disposition?: 'inline' | 'attachment';
  content_id?: string;
}

interface SendGridError {
  message: string;
  field: string | null;
}

export function validateMailSend(body: MailSendBody): SendGridError[] {
  const errors: SendGridError[] = [];
  const checkAddress = (a: Address | undefined, field: string) => {
    if (!a || typeof a.email !== 'string' || !isEmailAddress(a.email)) {
      errors.push({ message: 'Does not contain a valid address.', field });
    }
  };
  const p = body.personalizations;
  if (!Array.isArray(p) || p.length === 0) {
    errors.push({
      message: 'The personalizations field is required and must have at least one personalization.',
      field: 'personalizations',
    });
  } else if (p.length > MAX_PERSONALIZATIONS) {
    errors.push({ message: `The personalizations field may have at most ${MAX_PERSONALIZATIONS} items.`, field: 'personalizations' });
  } else {
    p.forEach((item, i) => {
      if (!Array.isArray(item.to) || item.to.length === 0) {
        errors.push({ message: 'The to array is required for all personalization objects.', field: `personalizations.${i}.to` });
      } else {
        item.to.forEach((a, j) => checkAddress(a, `personalizations.${i}.to.${j}.email`));
      }
      if (!body.subject && !item.subject) {
        errors.push({
          message:
            'The subject is required. You can get around this requirement if you use a template with a subject defined or if every personalization has a subject defined.',
          field: 'subject',
        });
      }
    });
  }
  if (!body.from) errors.push({ message: 'The from object must be provided for every email send.', field: 'from' });
  else checkAddress(body.from, 'from.email');
  if (body.reply_to) checkAddress(body.reply_to, 'reply_to.email');
  if (!Array.isArray(body.content) || body.content.length === 0 || body.content.some((c) => !c.value)) {
    errors.push({ message: 'Unless a valid template_id is provided, the content parameter is required.', field: 'content' });
  }
  (body.attachments ?? []).forEach((a, i) => {
    if (!a.content || !/^[A-Za-z0-9+/=\s]+$/.test(a.content))
      errors.push({ message: 'The attachment content must be base64 encoded.', field: `attachments.${i}.content` });
    if (!a.filename) errors.push({ message: 'The attachment filename parameter is required.', field: `attachments.${i}.filename` });
    if (a.disposition === 'inline' && !a.content_id)
      errors.push({ message: 'The content_id parameter is required for inline attachments.', field: `attachments.${i}.content_id` });
  });
  return errors;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function reply(res: ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

function applySubstitutions(text: string, subs: Record<string, string> | undefined): string {
  if (!subs) return text;
  return Object.entries(subs).reduce((acc, [key, value]) => acc.split(key).join(value), text);
}

/** Signs like SendGrid (ECDSA P-256 over timestamp + body, with the local key pair the emulator's function trusts) and posts. */
async function postDeliveredEvents(body: MailSendBody): Promise<void> {
  const timestamp = Math.floor(Date.now() / 1000);
  const events = body.personalizations!.flatMap((p) =>
    p.to.map((a) => ({ email: a.email, event: 'delivered', timestamp, sg_event_id: randomUUID(), category: body.categories ?? [] })),
  );
  const payload = JSON.stringify(events);
  const signature = sign('sha256', Buffer.from(`${timestamp}${payload}`), createPrivateKey(localSendGridWebhookKey().privateKeyPem));
  await fetch(`${urls().functions}/sendgridEvents`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-Twilio-Email-Event-Webhook-Signature': signature.toString('base64'),
      'X-Twilio-Email-Event-Webhook-Timestamp': String(timestamp),
    },
    body: payload,
  });
}

export function startSendGridLocal(port = localServicePorts().sendgridApi, smtpPort = localServicePorts().maildevSmtp) {
  const transport = nodemailer.createTransport({
    host: HOST,
    port: smtpPort,
    secure: false,
    ignoreTLS: true,
    pool: true,
    maxConnections: 16,
    maxMessages: Infinity,
  });
  let sent = 0;
  let requests = 0;
  // Tests make it fail like SendGrid on a bad day: skip `after` good requests, then answer `fail` with `status`,
  // or with `drop`, deliver them and cut the connection instead of answering (the sender cannot know it went out).
  let faults = { after: 0, fail: 0, status: 503, drop: false };
  const server = createServer(async (req, res) => {
    try {
      if (req.method === 'GET' && req.url === '/health') return reply(res, 200, { ok: true, sent, requests });
      if (req.url === '/__faults' && req.method === 'DELETE') {
        faults = { after: 0, fail: 0, status: 503, drop: false };
        return reply(res, 204);
      }
      if (req.url === '/__faults' && req.method === 'POST') {
        faults = { ...faults, ...(JSON.parse(await readBody(req)) as Partial<typeof faults>) };
        return reply(res, 204);
      }
      if (req.method !== 'POST' || req.url !== '/v3/mail/send') return reply(res, 404, { errors: [{ message: 'Not found', field: null }] });
      if (!/^Bearer \S+/.test(req.headers.authorization ?? '')) {
        return reply(res, 401, { errors: [{ message: 'The provided authorization grant is invalid, expired, or revoked', field: null }] });
      }
      let body: MailSendBody;
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        return reply(res, 400, { errors: [{ message: 'Bad Request', field: null }] });
      }
      const errors = validateMailSend(body);
      if (errors.length) return reply(res, 400, { errors });
      requests += 1;
      let dropAfterDelivery = false;
      if (faults.fail > 0) {
        if (faults.after > 0) faults.after -= 1;
        else {
          faults.fail -= 1;
          if (faults.drop) dropAfterDelivery = true;
          else
            return reply(res, faults.status, {
              errors: [{ message: 'Service temporarily unavailable (injected by a test)', field: null }],
            });
        }
      }
      const html = body.content!.find((c) => c.type === 'text/html')?.value;
      const text = body.content!.find((c) => c.type === 'text/plain')?.value;
      await Promise.all(
        body.personalizations!.map((p) =>
          transport.sendMail({
            from: body.from!.name ? { name: body.from!.name, address: body.from!.email } : body.from!.email,
            replyTo: body.reply_to?.email,
            to: p.to.map((a) => (a.name ? { name: a.name, address: a.email } : a.email)),
            subject: applySubstitutions(p.subject ?? body.subject!, p.substitutions),
            html: html === undefined ? undefined : applySubstitutions(html, p.substitutions),
            text: text === undefined ? undefined : applySubstitutions(text, p.substitutions),
            headers: { ...body.headers, ...p.headers },
            attachments: (body.attachments ?? []).map((a) => ({
              filename: a.filename,
              content: Buffer.from(a.content, 'base64'),
              contentType: a.type,
              contentDisposition: a.disposition ?? 'attachment',
              cid: a.content_id,
            })),
          }),
        ),
      );
      sent += body.personalizations!.length;
      // Like SendGrid's, the events follow the answer and nobody waits for them; without the emulators nobody is listening.
      postDeliveredEvents(body).catch(() => undefined);
      if (dropAfterDelivery) return void req.socket.destroy();
      res.writeHead(202, { 'x-message-id': `local-${Date.now().toString(36)}` });
      res.end();
    } catch (err) {
      reply(res, 500, { errors: [{ message: (err as Error).message, field: null }] });
    }
  });
  return new Promise<{ close: () => Promise<void> }>((resolve) => {
    server.listen(port, HOST, () =>
      resolve({
        close: () =>
          new Promise<void>((done) => {
            transport.close();
            server.close(() => done());
          }),
      }),
    );
  });
}

if (require.main === module) {
  startSendGridLocal().then(() => console.log(`SendGrid stand-in listening on ${HOST}:${localServicePorts().sendgridApi}`));
}
