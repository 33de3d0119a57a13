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

/** Reads the local MailDev inbox through its REST API. */
export async function inbox(): Promise<InboxEmail[]> {
  const res = await fetch(`${urls().inbox}/email`);
  if (!res.ok) throw new Error(`MailDev answered ${res.status}`);
  return (await res.json()) as InboxEmail[];
}

export async function clearInbox(): Promise<void> {
  await fetch(`${urls().inbox}/email/all`, { method: 'DELETE' });
}

/** Waits until the inbox holds at least `count` messages matching `filter`. */
export async function waitForEmails(count: number, filter: (e: InboxEmail) => boolean = () => true, timeoutMs = 30_000): Promise<InboxEmail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await inbox()).filter(filter);
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
}
