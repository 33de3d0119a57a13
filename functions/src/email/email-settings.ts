import { db } from '../lib/admin';
import { DOCS } from '../shared/collections';
import { DEFAULT_EMAIL_SETTINGS } from '../shared/email/schemas';
import type { Sender } from './compose-email';

/** Sender and reply-to from email_settings/default, falling back to the defaults when unset. */
export async function loadSender(): Promise<Sender> {
  const data = (await db.doc(DOCS.emailSettings).get()).data() ?? {};
  const pick = (key: keyof Sender) =>
    typeof data[key] === 'string' && data[key].trim() ? (data[key] as string).trim() : DEFAULT_EMAIL_SETTINGS[key];
  return { sender_name: pick('sender_name'), sender_email: pick('sender_email'), reply_to_email: pick('reply_to_email') };
}
