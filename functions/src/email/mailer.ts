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

/** True when SendGrid answered (so the mail was definitely not accepted), false for network failures. */
export function sendGridRefused(err: unknown): boolean {
  return typeof (err as { code?: unknown }).code === 'number';
}

export async function sendMail(data: MailDataRequired): Promise<void> {
  await mailService().send(data);
}
