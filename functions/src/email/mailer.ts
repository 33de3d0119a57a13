import { Client } from '@sendgrid/client';
import { MailService, type MailDataRequired } from '@sendgrid/mail';
import { SENDGRID_API_KEY, localOverrides } from '../config';

let service: MailService | undefined;

/**
 * @sendgrid/mail with the SENDGRID_API_KEY secret. On the local stack the
 * same client talks to the SendGrid stand-in, which delivers into MailDev.
 */
function mailService(): MailService {
  if (service) return service;
  const client = new Client();
  client.setApiKey(SENDGRID_API_KEY.value());
  const local = localOverrides().sendgridApiUrl;
  if (local) client.setDefaultRequest('baseUrl', local);
  service = new MailService();
  service.setClient(client);
  return service;
}

/** True when SendGrid answered with an error (4xx/5xx): @sendgrid/client then sets the HTTP status as `code`. */
export function sendGridAnswered(err: unknown): boolean {
  return typeof (err as { code?: unknown }).code === 'number';
}

/** Node's codes for a connection that never opened: the request was not even written, so nothing was sent. */
const NEVER_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * What a failed send means for a retry. 'not-sent': SendGrid answered with an
 * error (4xx/5xx), or the connection never opened, so nothing went out and a
 * retry may send. 'unconfirmed': the connection died or timed out after the
 * request went out, so SendGrid may have accepted it; at most once wins, and
 * such a send is never repeated automatically.
 */
export function failedSendOutcome(err: unknown): 'not-sent' | 'unconfirmed' {
  const code = (err as { code?: unknown }).code;
  return sendGridAnswered(err) || (typeof code === 'string' && NEVER_CONNECTED.has(code)) ? 'not-sent' : 'unconfirmed';
}

export async function sendMail(data: MailDataRequired): Promise<void> {
  await mailService().send(data);
}
