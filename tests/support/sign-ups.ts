import { CONSENT_SENTENCES, type SignUpMode } from '@shared/sign-up/sign-up';
import { SIGN_UP_CONFIRM_PATH } from '@shared/paths';
import { Timestamp } from 'firebase-admin/firestore';
import { subscriberIdForEmail } from '@shared/subscribers';
import { adminDb, callFunction } from './emulators';
import { waitForEmails, type InboxEmail } from './maildev';

let caller = 0;
/** Each call comes from its own network unless told otherwise, as the rate limit counts per network. */
export const freshAddress = () => ({ 'x-forwarded-for': `198.51.100.${(++caller % 250) + 1}` });

export const signUpRequest = (email: string, mode: SignUpMode = 'updates', extra: Record<string, unknown> = {}) => ({
  email,
  first_name: '',
  mode,
  consent: CONSENT_SENTENCES[mode][0],
  website: '',
  ...extra,
});

export const callSignUp = (data: unknown, headers: Record<string, string> = freshAddress()) =>
  callFunction<{ accepted: true }>('signUp', data, undefined, headers);

/** The confirmation link in an email (as the mail app shows it: entities decoded). */
export function confirmLinkIn(mail: InboxEmail): string {
  const match = new RegExp(`href="([^"]*${SIGN_UP_CONFIRM_PATH}\\?token=[^"]+)"`).exec(mail.html ?? '');
  if (!match) throw new Error(`No confirmation link in "${mail.subject}"`);
  return match[1]!.replace(/&amp;/g, '&');
}

export const confirmationFor = async (email: string) => {
  const [mail] = await waitForEmails(
    1,
    (e) => e.subject.startsWith('Confirm your') && e.to.some((t) => t.address.toLowerCase() === email.toLowerCase()),
  );
  if (!mail) throw new Error(`No confirmation email reached ${email}`);
  return mail;
};

/** Signs up, opens the emailed link and presses its button, as a visitor does; returns the page's status and title. */
export async function signUpAndConfirm(email: string, mode: SignUpMode = 'updates') {
  const res = await callSignUp(signUpRequest(email, mode));
  if (res.error) throw new Error(res.error.message);
  return pressConfirm(confirmLinkIn(await confirmationFor(email)));
}

export async function openPage(url: string, init?: RequestInit): Promise<{ status: number; title: string; html: string }> {
  const res = await fetch(url, init);
  const html = await res.text();
  return { status: res.status, title: /<h1>(.*?)<\/h1>/.exec(html)?.[1]?.replace(/&#39;/g, "'") ?? '', html };
}

/** Confirmed waitlisters as confirming makes them, numbered in the order given. */
export async function seedWaitlisters(list: { email: string; status?: string; certificate_id?: string }[]): Promise<void> {
  const writer = adminDb().bulkWriter();
  list.forEach((w, i) => {
    writer.set(adminDb().doc(`subscribers/${subscriberIdForEmail(w.email)}`), {
      email: w.email,
      first_name: null,
      status: w.status ?? 'active',
      source: 'waitlist',
      certificate_id: w.certificate_id ?? null,
      waitlist_number: i + 1,
      waitlist_confirmed_at: Timestamp.fromMillis(Date.UTC(2026, 10, 1 + i)),
      confirmed_at: Timestamp.fromMillis(Date.UTC(2026, 10, 1 + i)),
    });
  });
  await writer.close();
}

/** The confirm page's button: its form POSTs to the link's own address. */
export const pressConfirm = (url: string) => openPage(url, { method: 'POST' });
