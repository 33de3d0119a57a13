import { urls } from '../../scripts/lib/ports';

export interface InboxEmail {
  id: string;
  subject: string;
  html?: string;
  text?: string;
  to: { address: string; name?: string }[];
  from: { address: string; name?: string }[];
  headers: Record<string, string>;
}

/**
 * Reads the local MailDev inbox through its REST API: all of it, or what came after the first `skip` messages.
 * Uncompressed: MailDev would gzip every answer, and a poll of a broadcast's thousand messages costs megabytes.
 */
export async function inbox(skip = 0): Promise<InboxEmail[]> {
  const res = await fetch(`${urls().inbox}/email${skip ? `?skip=${skip}` : ''}`, { headers: { 'accept-encoding': 'identity' } });
  if (!res.ok) throw new Error(`MailDev answered ${res.status}`);
  return (await res.json()) as InboxEmail[];
}

export async function clearInbox(): Promise<void> {
  await fetch(`${urls().inbox}/email/all`, { method: 'DELETE' });
}

/**
 * Waits until the inbox holds at least `count` messages matching `filter`. Each poll asks only for the messages that
 * came since the last (MailDev keeps them in arrival order), rather than the whole inbox again five times a second
 * while a broadcast's thousand messages arrive, on the CPU that delivering them needs.
 */
export async function waitForEmails(
  count: number,
  filter: (e: InboxEmail) => boolean = () => true,
  timeoutMs = 30_000,
): Promise<InboxEmail[]> {
  const deadline = Date.now() + timeoutMs;
  const arrived: InboxEmail[] = [];
  for (;;) {
    arrived.push(...(await inbox(arrived.length)));
    const found = arrived.filter(filter);
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
}
