import { urls } from '../../scripts/lib/ports';

/**
 * Makes the local SendGrid stand-in accept `after` requests, then fail the
 * next `fail` with `status`, or with `drop` deliver them and cut the
 * connection before answering (a send whose fate the client cannot know).
 */
export async function failSendGridRequests(opts: { after: number; fail: number; status?: number; drop?: boolean }): Promise<void> {
  await fetch(`${urls().sendgridApi}/__faults`, { method: 'POST', body: JSON.stringify({ status: 503, ...opts }) });
}

export async function clearSendGridFaults(): Promise<void> {
  await fetch(`${urls().sendgridApi}/__faults`, { method: 'DELETE' });
}
